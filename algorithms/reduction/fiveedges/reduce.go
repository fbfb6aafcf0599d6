package fiveedges

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"cubelab/cube"
)

// ErrGaveUp is returned when a phase ends its node budget without an end
// the next phase can take.
var ErrGaveUp = errors.New("fiveedges: gave up within the node budget")

// Params bound the phases' searches and how many ends pass between them.
type Params struct {
	// AEnds is how many phase A ends (with four edges wholly in the U/D
	// layers, which phase B needs) are kept; BEnds how many phase B ends
	// are collected over them; CTries how many of those, best bound
	// first, get a phase C.
	AEnds, BEnds, CTries int
	// Node budgets: phase A's and phase B's in all, phase C's per search.
	ANodes, BNodes, CNodes int
}

// DefaultParams are the measured settings: many phase A ends, so that
// phase B, which runs on all of them together by total length, meets
// short ones early (with a few, it searches deep on each: 4/4/4 took 38.0
// moves in 0.6 s on random H3 positions, 512/8/6 35.3 in 0.34 s).
// TestReduceMeasure (FIVEEDGES_PARAMS="A/B/C"), 12 random cubes
// separated by fivecentres, mean moves and time a cube (slowest), at load
// 0.1: 256/4/4 36.75 in 0.76 s (1.79 s), 512/4/4 36.58 in 0.75 s (1.93
// s), 512/8/6 36.67 in 0.95 s (2.09 s), 1000/2/2 36.83 in 0.60 s (1.78
// s), 1000/4/4 36.42 in 0.72-0.81 s (1.80 s), 2000/4/4 36.33 in 0.88 s
// (2.12 s). Phase B's budget: on 20 such cubes 10 million nodes 36.80 in
// 0.89 s (slowest 1.95 s), 3 million the same moves in 0.80 s (1.78 s),
// 1.5 million gave up on one. Phase A's budget, on the same 20 cubes
// (FIVEEDGES_PARAMS="A/B/C/BNodes/ANodes", load 1.3): 20 million nodes
// 36.80 moves in 0.85 s (slowest 1.85 s), 5 million 36.85 in 0.70 s
// (1.36 s; the cubes whose 1000th end lies a move deeper stop there with
// fewer), 2 million 37.20.
var DefaultParams = Params{AEnds: 1000, BEnds: 4, CTries: 4, ANodes: 5_000_000, BNodes: 3_000_000, CNodes: 3_000_000}

// Prepare builds the three phases' tables (about 125 MB, about 12 s the
// first time; later processes load the slow ones from the table cache in
// about a second). One after the other: at once they took longer on two
// cores.
func Prepare() error {
	if _, err := getPhaseA(); err != nil {
		return err
	}
	if _, err := getPhaseB(); err != nil {
		return err
	}
	_, err := getPhaseC()
	return err
}

// Reduce returns moves (outer and two-layer wide turns) that solve c's
// centres and pair its edges, c's centres being separated (every axis's
// colours on its two faces) with an even wing parity: fivecentres'
// Separations. It keeps p's ends between the phases and returns the
// shortest whole it finds.
func Reduce(ctx context.Context, c *cube.Cube, p Params) (cube.Alg, error) {
	ta, err := getPhaseA()
	if err != nil {
		return nil, err
	}
	tb, err := getPhaseB()
	if err != nil {
		return nil, err
	}
	tc, err := getPhaseC()
	if err != nil {
		return nil, err
	}
	g := ta.g
	s, err := g.stateOf(c)
	if err != nil {
		return nil, err
	}
	if err := checkSeparated(&s); err != nil {
		return nil, err
	}
	type aEnd struct {
		moves []uint8
		st    state
	}
	var as []aEnd
	err = ta.solve(ctx, s, 16, p.ANodes, func(r uint16, moves []uint8) bool {
		st := relabel(s, r)
		for _, m := range moves {
			st = g.apply(st, int(m))
		}
		if udEdges(&st) >= 4 {
			as = append(as, aEnd{append([]uint8(nil), moves...), st})
		}
		return len(as) < p.AEnds
	})
	if err != nil && !errors.Is(err, errAGaveUp) {
		return nil, err
	}
	if len(as) == 0 {
		return nil, fmt.Errorf("phase A: %w", ErrGaveUp)
	}
	type bEnd struct {
		a     *aEnd
		moves []uint8
		st    state
		bound int // phase A and B's moves and phase C's bound
	}
	var bs []bEnd
	// Phase B runs on all of phase A's ends together by their total
	// length (as cube555 does), so the shortest A+B comes first and no
	// end's search goes deep while another has short ones.
	nodes := 0
	lo := len(as[0].moves)
	for total := lo; total <= lo+bMaxDepth && len(bs) < p.BEnds && nodes < p.BNodes; total++ {
		for i := range as {
			a := &as[i]
			d := total - len(a.moves)
			if d < 0 {
				continue
			}
			k, err := tb.searchFrom(ctx, a.st, d, d, p.BNodes-nodes, func(moves []uint8) bool {
				st := a.st
				for _, m := range moves {
					st = g.apply(st, int(m))
				}
				if h := tc.bound(st); h < 255 {
					bs = append(bs, bEnd{a, append([]uint8(nil), moves...), st, total + h})
				}
				return len(bs) < p.BEnds
			})
			nodes += k
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if err != nil && !errors.Is(err, errBGaveUp) {
				return nil, err
			}
			if len(bs) >= p.BEnds || nodes >= p.BNodes {
				break
			}
		}
	}
	if len(bs) == 0 {
		return nil, fmt.Errorf("phase B: %w", ErrGaveUp)
	}
	sort.SliceStable(bs, func(i, j int) bool { return bs[i].bound < bs[j].bound })
	var best []uint8
	for _, b := range bs[:min(len(bs), p.CTries)] {
		head := len(b.a.moves) + len(b.moves)
		maxLen := 40
		if best != nil {
			if b.bound >= len(best) {
				break
			}
			maxLen = len(best) - head - 1
		}
		mc, err := tc.solve(ctx, b.st, maxLen, p.CNodes)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			continue // over the length or the budget: the next
		}
		best = append(append(append([]uint8(nil), b.a.moves...), b.moves...), mc...)
	}
	if best == nil {
		return nil, fmt.Errorf("phase C: %w", ErrGaveUp)
	}
	out := make(cube.Alg, len(best))
	for i, m := range best {
		out[i] = g.moves[m]
	}
	return out, nil
}

// checkSeparated says what keeps s from being one Reduce solves: a centre
// off its axis, or an odd wing permutation (no move of the phases changes
// it, and a reduced cube's is even).
func checkSeparated(s *state) error {
	for i := range nCentre {
		face := cube.Face(i / 4)
		for o, col := range [2]uint8{s.x[i], s.t[i]} {
			if cube.Face(col).Axis() != face.Axis() {
				return fmt.Errorf("fiveedges: %s-centre %d of face %v shows %v, off its axis: centres not separated", [2]string{"x", "t"}[o], i%4, face, cube.Face(col))
			}
		}
	}
	var seen [nWings]bool
	odd := false
	for i := range nWings {
		if seen[i] {
			continue
		}
		for j := i; !seen[j]; j = int(s.wing[j]) {
			seen[j] = true
			if j != i {
				odd = !odd
			}
		}
	}
	if odd {
		return errors.New("fiveedges: the wings' permutation is odd (a wing parity to fix first)")
	}
	return nil
}

// udEdges counts the edges whose three pieces all lie in the U/D layers
// (edge slots 0-7): phase B pairs four of them.
func udEdges(s *state) int {
	var out [nMidges]bool
	for e := 8; e < nMidges; e++ {
		out[s.mid[e]] = true
		out[s.wing[2*e]/2] = true
		out[s.wing[2*e+1]/2] = true
	}
	k := 0
	for _, o := range out {
		if !o {
			k++
		}
	}
	return k
}
