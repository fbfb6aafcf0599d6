package fourstage

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"sort"

	"cubelab/cube"
)

// Stage is one stage's moves, named for the solution's steps.
type Stage struct {
	Name  string
	Moves cube.Alg
}

// ErrGaveUp is returned when a stage finds nothing within its budget.
var ErrGaveUp = errors.New("fourstage: no reduction within the search budget")

// Params bound the search; DefaultParams is what Reduce uses.
type Params struct {
	// Stage1Solutions caps how many stage 1 solutions are enumerated (all
	// three axes, all three colour pairs, from the shortest length up to
	// Stage1Slack moves longer); Stage1Keep of them, those with the
	// shortest stage 1 length plus stage 2 lower bound, go on.
	Stage1Solutions, Stage1Slack, Stage1Keep int
	// Stage2Keep is how many stage 2 solutions whose wings stage 3 can
	// pair are collected, shortest first (by stages 1 and 2 plus stage 3's
	// lower bound).
	Stage2Keep int
	// MaxStage2 and MaxStage3 bound each stage's length.
	MaxStage2, MaxStage3 int
	// Nodes bounds stage 1's search nodes (and the centres-only search's).
	Nodes int
	// Stage2Nodes bounds stage 2's nodes; if by then it has found no
	// solution stage 3 can pair, it goes on up to Stage2MaxNodes.
	Stage2Nodes, Stage2MaxNodes int
	// Stage3Nodes bounds stage 3's search over all the collected
	// candidates, shortest total first; after it only the Stage3Narrow
	// candidates of the lowest lower bound go on, up to Stage3MaxNodes
	// in all (a stage 3 far beyond its lower bound takes many nodes, and
	// searching it for every candidate at every length is what costs).
	Stage3Nodes, Stage3Narrow, Stage3MaxNodes int
	// Stage3Solutions is how many reductions ReduceAll returns at most.
	Stage3Solutions int
}

// DefaultParams search more widely than QuickParams (seconds per cube).
var DefaultParams = Params{
	Stage1Solutions: 2000, Stage1Slack: 1, Stage1Keep: 200,
	Stage2Keep: 100,
	MaxStage2:  14, MaxStage3: 18,
	Nodes:       30_000_000,
	Stage2Nodes: 30_000_000, Stage2MaxNodes: 30_000_000,
	Stage3Nodes: 30_000_000, Stage3Narrow: 100, Stage3MaxNodes: 30_000_000,
	Stage3Solutions: 1,
}

// QuickParams bound the full reduction to a few tenths of a second; it
// then succeeds on nearly every cube (the rest give ErrGaveUp). Its stage
// 1 pool is TPR's (10,000 solutions up to three moves past the shortest,
// the 500 of lowest value). Measured as whole 4x4x4 solves on three sets
// of 30 race cubes (lab/race/tpr.sh, seeds 0 and 7, and `lab/race/cubes
// -n 4 -seed 11`), OBTM mean and time: 44.69 in 0.30 s; with 2,000
// solutions one move past, 200 kept (before), 44.85 in 0.37 s (0.27 s
// once stage 2 left out the D, L and B wide turns, buildSearch2); adding
// 20 stage 2 candidates and stage 3 budgets of 200,000 then 3 million
// nodes, 44.60 in 0.48 s, too near 4x4's 0.5 s goal for 0.09 moves. TPR
// makes 44.47 on the first two sets. Given the same stage 2 ends, our
// stage 3 is exactly as long as TPR's phase 3 (12.40 on all 30 of a set),
// so the rest of the gap is in which stage 2 ends the first two stages
// find: TPR's reach 12.50 moves with 12.40 to go, ours 12.8 with 13.5
// (TestReduceTimings has the stage lengths).
var QuickParams = Params{
	Stage1Solutions: 10000, Stage1Slack: 3, Stage1Keep: 500,
	Stage2Keep: 10,
	MaxStage2:  14, MaxStage3: 18,
	Nodes:       150_000,
	Stage2Nodes: 300_000, Stage2MaxNodes: 1_500_000,
	Stage3Nodes: 100_000, Stage3Narrow: 2, Stage3MaxNodes: 1_000_000,
	Stage3Solutions: 4,
}

// frames are the whole-cube turns that bring each axis to R/L for stage 1.
var frames = []cube.Alg{nil, {cube.Rotation(cube.F, 1)}, {cube.Rotation(cube.U, 1)}}

// pairs are the three opposite colour pairs.
var pairs = [3][2]uint8{
	{uint8(cube.U), uint8(cube.D)},
	{uint8(cube.L), uint8(cube.R)},
	{uint8(cube.F), uint8(cube.B)},
}

type cand1 struct {
	frame, pair int
	moves       []uint8
	st          state
	ct, rl, par int
	value       int // stage 1 length plus stage 2 lower bound
	valueC      int // the same for stage 2 without the wing parity
	// unsplit counts the edges with both wings in one stage 3 orbit: stage
	// 2 ends must have none, and only its R, L, Rw and Lw quarter turns
	// move wings between the orbits.
	unsplit int
}

type cand2 struct {
	c1    *cand1
	moves []uint8 // stage 2
	s3    start3
	value int // stages 1 and 2 plus stage 3 lower bound
}

// Reduce returns moves that reduce c (a 4x4x4) to a 3x3x3: centres solved
// (in whichever orientation), edges paired, no parity, in about 26 moves. It
// sets up the tables on first use (5 MB, and the 15.5 MB edge table, each
// loaded from the table cache or built once: about half a second and
// 5-40 s). Stage 3's
// edge table is exact over all 12!/2 pairings, as TPR's is, but stage 3
// still ends about four moves beyond its lower bound (edges and centres
// each nearly done is not both), so its search is the costly part:
// QuickParams bound it to a few tenths of a second.
func Reduce(ctx context.Context, c *cube.Cube) ([]Stage, error) {
	return ReduceWith(ctx, c, DefaultParams)
}

// ReduceWith is Reduce with explicit search bounds.
func ReduceWith(ctx context.Context, c *cube.Cube, p Params) ([]Stage, error) {
	all, err := ReduceAll(ctx, c, p)
	if err != nil {
		return nil, err
	}
	return all[0], nil
}

// ReduceAll is ReduceWith returning up to p.Stage3Solutions reductions of
// the same, shortest length found (at least one), each from another stage
// 2 candidate.
func ReduceAll(ctx context.Context, c *cube.Cube, p Params) ([][]Stage, error) {
	t, err := edgeTables(ctx, nil)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}

	c1s, s1nodes, err := t.stage1(ctx, c, p, func(c1 *cand1) int { return c1.value })
	if err != nil {
		return nil, err
	}
	debugf("stage1: %d cands, nodes %d, best value %d", len(c1s), s1nodes, c1s[0].value)
	c2s, err := t.stage2All(ctx, c1s, p)
	if err != nil {
		return nil, err
	}
	if len(c2s) == 0 {
		return nil, fmt.Errorf("stage 2: %w", ErrGaveUp)
	}
	sort.SliceStable(c2s, func(i, j int) bool { return c2s[i].value < c2s[j].value })
	return t.stage3All(ctx, c2s, p)
}

// stage1 enumerates stage 1 solutions on all three axes and colour pairs,
// shortest first, and returns the Stage1Keep best by value.
func (t *tables) stage1(ctx context.Context, c *cube.Cube, p Params, value func(*cand1) int) ([]*cand1, int, error) {
	g := t.g
	var starts [3]state
	for f, rot := range frames {
		w := c.Clone()
		if err := w.ApplyAlg(rot); err != nil {
			return nil, 0, fmt.Errorf("fourstage: %w", err)
		}
		var err error
		if starts[f], err = g.stateOf(w); err != nil {
			return nil, 0, err
		}
	}
	minH := 100
	for f := range starts {
		for _, pr := range pairs {
			minH = min(minH, t.d1(starts[f].ctrMask(pr[0], pr[1])))
		}
	}
	var c1s []*cand1
	s1 := &stage1Search{t: t}
	s1.check = func() bool { return ctx.Err() != nil || s1.nodes > p.Nodes }
	for l := minH; l <= minH+p.Stage1Slack && len(c1s) < p.Stage1Solutions && !s1.stop; l++ {
		for f := range starts {
			for pi, pr := range pairs {
				mask := starts[f].ctrMask(pr[0], pr[1])
				if t.d1(mask) > l || s1.stop {
					continue
				}
				s1.found = func(moves []uint8) bool {
					c1s = append(c1s, t.newCand1(&starts[f], f, pi, moves))
					return len(c1s) < p.Stage1Solutions
				}
				s1.dfs(mask, 0, l, -1)
			}
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, s1.nodes, err
	}
	if len(c1s) == 0 {
		return nil, s1.nodes, fmt.Errorf("stage 1: %w", ErrGaveUp)
	}
	// Of equal values, the fewest unsplit edges first: stage 2 finds
	// solutions stage 3 can pair sooner from them.
	sort.SliceStable(c1s, func(i, j int) bool {
		vi, vj := value(c1s[i]), value(c1s[j])
		return vi < vj || vi == vj && c1s[i].unsplit < c1s[j].unsplit
	})
	return c1s[:min(len(c1s), p.Stage1Keep)], s1.nodes, nil
}

func (t *tables) newCand1(start *state, frame, pair int, moves []uint8) *cand1 {
	st := *start
	for _, m := range moves {
		st = t.g.apply(st, int(m))
	}
	c := &cand1{frame: frame, pair: pair, moves: append([]uint8(nil), moves...), st: st}
	// The other pairs: ct follows the first of them.
	other := (pair + 1) % 3
	pr := pairs[pair]
	c.ct = t.ct2.Of(st.ctrMask(pairs[other][0], pairs[other][1]))
	c.rl = t.rl.Of(st.ctrMask(pr[0], pr[0]))
	c.par = parity(st.wing[:])
	c.value = len(moves) + int(t.dist2[t.idx2(c.ct, c.rl, c.par)])
	c.valueC = len(moves) + int(t.dist2c[c.ct*t.rl.Size()+c.rl])
	in := 0
	for _, slot := range t.aSlot {
		in |= 1 << t.edgeOf[st.wing[slot]]
	}
	c.unsplit = 12 - bits.OnesCount(uint(in))
	return c
}

// stages writes the three stages' moves in the frame of the cube as given.
func (t *tables) stages(c2 *cand2, moves3 []uint8) []Stage {
	rot := frames[c2.c1.frame]
	conv := func(ms []uint8) cube.Alg {
		a := append(cube.Alg(nil), rot...)
		for _, m := range ms {
			a = append(a, t.g.moves[m])
		}
		return cube.RemoveRotations(a, n)
	}
	return []Stage{
		{Name: "centres: one axis", Moves: conv(c2.c1.moves)},
		{Name: "centres: the rest", Moves: conv(c2.moves)},
		{Name: "centres and edge pairing", Moves: conv(moves3)},
	}
}

// debugf traces the stages' candidates and nodes (set by a test).
var debugf = func(string, ...any) {}
