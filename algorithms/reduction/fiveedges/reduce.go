package fiveedges

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"sync"

	"cubelab/algorithms/reduction/ordered"
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
	// Workers is how many goroutines share each phase's searches (0: one
	// per core); the answer is the same for any.
	Workers int
	// Wholes is how many reductions ReduceAll returns at most (0: one):
	// the shortest, then others up to a move longer, from other phase C
	// tries, for a 3x3x3 stage to finish each and keep the shortest.
	Wholes int
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
// fewer), 2 million 37.20. With both cores and phase C's tries deepening
// together (12 cubes, while other tests ran): 16 or 64 phase B ends and C
// tries, 36.17 and 36.08 moves against 36.50, for 1.9 and 2.6 times the
// time.
var DefaultParams = Params{AEnds: 1000, BEnds: 4, CTries: 4, ANodes: 5_000_000, BNodes: 3_000_000, CNodes: 3_000_000}

// Prepare builds the three phases' tables (about 164 MB, about 13 s the
// first time; later processes load the slow ones from the table cache in
// a few tenths of a second). The phases' tables are independent and load
// or build at once: a whole 5x5x5 solve's setup 530-560 -> 455-495 ms from
// the cache, 19.4-19.8 -> 17.9 s with an empty cache, for 4-6 MB more at
// its peak (40 MB when they all build; 2026-11-27). They had loaded one
// after the other since 2026-11-26, when at once had measured slower
// with the tables of that day.
//
// Prepare returns ctx's error as soon as ctx ends; each phase's build
// then goes on only while another caller waits for it, or briefly for the
// next to join (algorithms.SharedBuild), and stops without saving what it
// had not finished (the tables it finished are in the table cache, so the
// next build starts from them).
func Prepare(ctx context.Context) error {
	var errA, errB error
	var wg sync.WaitGroup
	wg.Go(func() { _, errA = phaseA(ctx) })
	wg.Go(func() { _, errB = phaseB(ctx) })
	_, errC := phaseC(ctx)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	return errors.Join(errA, errB, errC)
}

// Reduce returns moves (outer and two-layer wide turns) that solve c's
// centres and pair its edges, c's centres being separated (every axis's
// colours on its two faces) with an even wing parity: fivecentres'
// Separations. It keeps p's ends between the phases and returns the
// shortest whole it finds: ReduceAll for one start.
func Reduce(ctx context.Context, c *cube.Cube, p Params) (cube.Alg, error) {
	ws, err := ReduceAll(ctx, []Start{{Cube: c}}, p)
	if err != nil {
		return nil, err
	}
	return ws[0].Moves, nil
}

// Start is one of ReduceAll's inputs: a 5x5x5 whose centres are separated
// with an even wing parity, and the moves spent reaching it.
type Start struct {
	Cube *cube.Cube
	Head int
}

// Whole is one of ReduceAll's reductions: the start it reduces and the
// moves (outer and two-layer wide turns) that solve that start's centres
// and pair its edges.
type Whole struct {
	Start int
	Moves cube.Alg
}

// ReduceAll reduces whichever of starts reduces shortest, counting each
// start's Head, and returns that reduction first, then up to p.Wholes-1
// others at most a move longer (the same start or others). The
// starts are searched together, every phase by total length over all the
// ends of the phase before (as cube555 does with its phases' ends), so
// that a start whose reduction is short wins over one that is short only
// itself. It keeps p's ends between the phases. Each phase shares its
// searches among p.Workers goroutines and takes their results in a fixed
// order, so the answer does not depend on how many there are.
func ReduceAll(ctx context.Context, starts []Start, p Params) ([]Whole, error) {
	if len(starts) == 0 {
		return nil, errors.New("fiveedges: no start to reduce")
	}
	ta, err := phaseA(ctx)
	if err != nil {
		return nil, err
	}
	tb, err := phaseB(ctx)
	if err != nil {
		return nil, err
	}
	tc, err := phaseC(ctx)
	if err != nil {
		return nil, err
	}
	g := ta.g
	ins := make([]aInput, len(starts))
	for i, st := range starts {
		if st.Cube == nil || st.Head < 0 {
			return nil, fmt.Errorf("fiveedges: start %d: no cube or a negative head (%d)", i, st.Head)
		}
		s, err := g.stateOf(st.Cube)
		if err == nil {
			err = checkSeparated(&s)
		}
		if err != nil {
			if len(starts) > 1 {
				err = fmt.Errorf("start %d: %w", i, err)
			}
			return nil, err
		}
		ins[i] = aInput{s, st.Head}
	}
	as, err := phaseAEnds(ctx, ta, ins, p)
	if err != nil {
		return nil, err
	}
	bs, err := phaseBEnds(ctx, tb, tc, as, p)
	if err != nil {
		return nil, err
	}
	ends, err := phaseCBest(ctx, tc, bs, p)
	if err != nil {
		return nil, err
	}
	out := make([]Whole, len(ends))
	for k, e := range ends {
		out[k].Start = e.in
		for _, m := range e.moves {
			out[k].Moves = append(out[k].Moves, g.moves[m])
		}
	}
	return out, nil
}

// aEnd is one of phase A's ends: the input it starts from, the moves spent
// before that input (its head), its moves and the state they lead to.
type aEnd struct {
	in    int
	head  int
	moves []uint8
	st    state
}

// phaseAEnds returns up to p.AEnds of phase A's solutions of the inputs,
// shortest total first, that leave four edges wholly in the U/D layers
// (phase B needs them), and the states they reach.
func phaseAEnds(ctx context.Context, ta *aTables, ins []aInput, p Params) ([]aEnd, error) {
	g := ta.g
	reach := func(in int, r uint16, moves []uint8) state {
		st := relabel(ins[in].s, r)
		for _, m := range moves {
			st = g.apply(st, int(m))
		}
		return st
	}
	sols, err := ta.solveAll(ctx, ins, 16, p.ANodes, p.AEnds, p.Workers, func(in int, r uint16, moves []uint8) bool {
		st := reach(in, r, moves)
		return udEdges(&st) >= 4
	})
	if err != nil && !errors.Is(err, errAGaveUp) {
		return nil, err
	}
	if len(sols) == 0 {
		return nil, fmt.Errorf("phase A: %w", ErrGaveUp)
	}
	as := make([]aEnd, len(sols))
	for i, sol := range sols {
		as[i] = aEnd{sol.in, ins[sol.in].head, sol.moves, reach(sol.in, sol.r, sol.moves)}
	}
	return as, nil
}

// bEnd is one of phase B's ends, after phase A's end a.
type bEnd struct {
	a     *aEnd
	moves []uint8
	st    state
	bound int // the head, phase A and B's moves and phase C's bound
}

// bRun is phase B's search from one phase A end at one length.
type bRun struct {
	ends  []bEnd
	nodes int
	err   error
}

// phaseBEnds returns up to p.BEnds of phase B's ends over all of phase A's
// ends together, by their total length (as cube555 does), so the shortest
// A+B comes first and no end's search goes deep while another has short
// ones; the ends of one length are searched in parallel.
func phaseBEnds(ctx context.Context, tb *bTables, tc *cTables, as []aEnd, p Params) ([]bEnd, error) {
	g := tb.g
	var bs []bEnd
	nodes := 0
	var err error
	lo := math.MaxInt
	for i := range as {
		lo = min(lo, as[i].head+len(as[i].moves))
	}
	for total := lo; total <= lo+bMaxDepth && len(bs) < p.BEnds && nodes < p.BNodes && err == nil; total++ {
		var these []*aEnd
		for i := range as {
			if as[i].head+len(as[i].moves) <= total {
				these = append(these, &as[i])
			}
		}
		limit := p.BNodes - nodes
		ordered.Run(ctx, len(these), p.Workers, func(ctx context.Context, i int) bRun {
			a := these[i]
			d := total - a.head - len(a.moves)
			var run bRun
			run.nodes, run.err = tb.searchFrom(ctx, a.st, d, d, limit, func(moves []uint8) bool {
				st := a.st
				for _, m := range moves {
					st = g.apply(st, int(m))
				}
				if h := tc.bound(st); h < 255 {
					run.ends = append(run.ends, bEnd{a, append([]uint8(nil), moves...), st, total + h})
				}
				return len(run.ends) < p.BEnds
			})
			return run
		}, func(_ int, run bRun) bool {
			nodes += run.nodes
			bs = append(bs, run.ends[:min(len(run.ends), p.BEnds-len(bs))]...)
			if run.err != nil && !errors.Is(run.err, errBGaveUp) {
				err = run.err
			}
			return err == nil && len(bs) < p.BEnds && nodes < p.BNodes
		})
		if e := ctx.Err(); e != nil {
			return nil, e
		}
	}
	if err != nil {
		return nil, err
	}
	if len(bs) == 0 {
		return nil, fmt.Errorf("phase B: %w", ErrGaveUp)
	}
	return bs, nil
}

// cEnd is one of phaseCBest's wholes: its input and its moves.
type cEnd struct {
	in    int
	moves []uint8
}

// phaseCBest finishes up to p.CTries of phase B's ends, lowest bound
// first, with phase C and returns the shortest whole, the first of the
// shortest in that order (what a loop keeping strictly shorter ones
// returns), then up to p.Wholes-1 others from other tries, in the order
// found, at most a move longer. The tries deepen together, one whole
// length at a time (each an iteration of its own IDA*), so none searches
// past the answers' lengths; the tries of one length run in parallel.
func phaseCBest(ctx context.Context, tc *cTables, bs []bEnd, p Params) ([]cEnd, error) {
	sort.SliceStable(bs, func(i, j int) bool { return bs[i].bound < bs[j].bound })
	bs = bs[:min(len(bs), p.CTries)]
	type try struct {
		b    *bEnd
		head int // the input's head and phase A and B's moves
		x    cNode
		h    int
		se   *cSearch
	}
	budget := p.CNodes
	if budget <= 0 {
		budget = cDefaultBudget
	}
	want := max(p.Wholes, 1)
	var tries []*try
	lo, hi := math.MaxInt, 0 // the shortest and longest wholes the tries can reach
	for i := range bs {
		b := &bs[i]
		x, ok := tc.nodeOf(&b.st)
		if !ok || tc.h(x) == cUnreached {
			continue
		}
		t := &try{b: b, head: b.a.head + len(b.a.moves) + len(b.moves), x: x, h: tc.h(x), se: &cSearch{t: tc, budget: budget}}
		tries = append(tries, t)
		lo, hi = min(lo, t.head+t.h), max(hi, t.head+cMaxLen)
	}
	var out []cEnd
	var err error
	for total := lo; total <= hi && len(tries) > 0 && len(out) < want && err == nil; total++ {
		if len(out) > 0 {
			hi = min(hi, lo+1) // the others at most a move longer than the first
		}
		var these []*try
		for _, t := range tries {
			if d := total - t.head; d >= t.h && d <= cMaxLen {
				these = append(these, t)
			}
		}
		ordered.Run(ctx, len(these), p.Workers, func(ctx context.Context, i int) bool {
			t := these[i]
			t.se.ctx = ctx
			return t.se.dfs(t.x, 0, total-t.head, cNMoves)
		}, func(i int, found bool) bool {
			t := these[i]
			if found {
				d := total - t.head
				moves := append(append([]uint8(nil), t.b.a.moves...), t.b.moves...)
				for _, j := range t.se.path[:d] {
					moves = append(moves, tc.moves[j])
				}
				if len(out) == 0 {
					lo = total
				}
				out = append(out, cEnd{t.b.a.in, moves})
				tries = slices.DeleteFunc(tries, func(u *try) bool { return u == t }) // one whole a try
				return len(out) < want
			}
			if t.se.err != nil {
				if ctx.Err() != nil {
					err = t.se.err
					return false
				}
				tries = slices.DeleteFunc(tries, func(u *try) bool { return u == t }) // over its budget: the others go on
			}
			return true
		})
		if e := ctx.Err(); e != nil {
			return nil, e
		}
	}
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("phase C: %w", ErrGaveUp)
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
