package reduction

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"sort"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/ordered"
	"cubelab/algorithms/twophase"
	"cubelab/cube"
)

func init() {
	algorithms.Register(algorithms.Method{
		Name:        "reduction",
		Description: "reduction: centres, edge pairing, parity, then the 3x3x3 two-phase solver (4x4x4 and up)",
		Sizes:       func(n int) bool { return n >= 4 && n <= cube.MaxN },
		Rank:        1,
		New:         func(cfg algorithms.Config) algorithms.Solver { return New(cfg) },
	})
	// Random-state scrambles solve a cube; only sizes the solver handles in
	// a few seconds get one (bigger cubes scramble with random moves).
	for n := 4; n <= maxFastN; n++ {
		algorithms.RegisterScrambler(n, scrambler(n))
	}
}

// maxFastN is the largest size with a random-state scrambler: up to it a
// scramble's solve (Solver.fast) takes a few seconds; 33x33 takes about
// half a minute, too long to wait for a scramble.
const maxFastN = 17

// Solver is the reduction method; it implements algorithms.Solver.
type Solver struct {
	cfg algorithms.Config
	// deterministic runs every reduction try whatever the time, so the
	// same state and seed always give the same moves (seeded scrambles);
	// the 3x3x3 stage is deterministic anyway.
	deterministic bool
	// fast takes the cheap route where the length matters little: a
	// random-state scramble's solve (bigPlan.fast, and a smaller 3x3x3
	// stage, threeFastNodes).
	fast bool
}

// New returns a reduction solver. cfg.Seed seeds the random kicks of the edge
// stage; cfg.MaxNodes and cfg.TimeLimit pass to the 3x3x3 stage.
func New(cfg algorithms.Config) *Solver { return &Solver{cfg: cfg} }

// Name returns "reduction".
func (s *Solver) Name() string { return "reduction" }

// Solve returns moves that solve c as given (the orientation it ends in is
// whichever the centres were grouped to).
func (s *Solver) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	start := time.Now()
	if err := algorithms.Accept(s.Name(), c); err != nil {
		return nil, err
	}
	n := c.N()
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("reduction: invalid cube: %w", err)
	}
	stage := algorithms.StageReporter(progress, start)
	report := func(name string) { stage(name, -1) }
	report(algorithms.StageBuildingTables)
	g, err := tablesFor(ctx, n)
	if err != nil {
		return nil, fmt.Errorf("reduction: %w", err)
	}
	seed := s.cfg.Seed
	if seed == 0 {
		seed = 1
	}
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	// Small cubes are quick enough to reduce several ways (colour
	// assignments times which axis goes first) and finish the shortest few;
	// the sizes whose edge stage ends with several pairings finish those.
	colours, orders, finish := colourCandidates(c, g, 1), centreOrders[:1], edgeAlts(n)
	if n <= maxTryN {
		colours, orders, finish = colourCandidates(c, g, maxTryColours), centreOrders[:], maxFinish
	}
	var reduced []reduction
	if n == 4 {
		// Table-driven centres first; the general tries are the fallback.
		if r, err := reduceFour(ctx, c, g, rng, report); err == nil {
			reduced, colours = r, nil
		} else if ctx.Err() != nil {
			return nil, ctx.Err()
		}
	}
	for ci, col := range colours {
		for oi, order := range orders {
			// Later tries are optional: past the budget only the first runs
			// (unless the result must not depend on timing).
			if (ci > 0 || oi > 0) && !s.deterministic && time.Since(start) > tryBudget {
				break
			}
			rs, err := reduce(ctx, c, g, col, order, bigPlan{fast: s.fast}, rng, report)
			if err != nil {
				return nil, err
			}
			reduced = append(reduced, rs...)
		}
	}
	// Stable: equal lengths keep the try order, so results are repeatable.
	sort.SliceStable(reduced, func(i, j int) bool {
		return reduced[i].length.shorter(reduced[j].length)
	})
	report("3x3 stage")
	steps, err := s.finishBest(ctx, reduced[:min(finish, len(reduced))], n)
	if err != nil {
		return nil, err
	}
	sol := &algorithms.Solution{Stats: algorithms.Stats{Iterations: int64(len(steps))}}
	for _, st := range algorithms.JoinSteps(steps, n) {
		sol.Steps = append(sol.Steps, st)
		sol.Moves = append(sol.Moves, st.Moves...)
	}
	sol.Stats.Duration = time.Since(start)
	return sol, nil
}

// maxTryN is the largest size that tries every centre order and
// maxTryColours colour assignments.
const (
	maxTryN       = 4
	maxTryColours = 4
	// maxFinish is how many of the shortest reductions get a 3x3x3 stage:
	// that stage's length varies little, so the reduction's length decides
	// (but a 4x4x4's full reductions come several of one length, and
	// finishing each, 10 ms apiece, saves about 0.4 moves).
	maxFinish = 4
	// tryBudget is how long a solve may spend on extra reductions.
	tryBudget = 700 * time.Millisecond
)

// stepsLen is the length of steps once joined, in the metric the solver
// is judged by, OBTM (an inner slice such as 2R counts 2, as the WCA
// counts it), and in block turns, which break ties. Comparing block turns
// alone picked, among the 5x5-7x7 finishes, ones longer in OBTM.
func stepsLen(steps []algorithms.Step, n int) moveLen {
	var l moveLen
	for _, st := range algorithms.JoinSteps(steps, n) {
		sl := algLen(st.Moves, n)
		l.obtm += sl.obtm
		l.btm += sl.btm
	}
	return l
}

// moveLen is a length in OBTM and in block turns.
type moveLen struct{ obtm, btm int }

// algLen is the length of moves on an NxNxN.
func algLen(moves cube.Alg, n int) moveLen { return moveLen{moves.OBTM(n), len(moves)} }

// shorter orders lengths: OBTM, then block turns.
func (l moveLen) shorter(o moveLen) bool {
	return l.obtm < o.obtm || (l.obtm == o.obtm && l.btm < o.btm)
}

// reduction is a cube reduced to a 3x3x3 (centres grouped, edges paired,
// parity fixed), the steps that got it there and their simplified length
// (OBTM, and block turns).
type reduction struct {
	cube   *cube.Cube
	steps  []algorithms.Step
	length moveLen
}

// reduce runs the reduction stages on a copy of c with the given centre
// colours and face order: one reduction per edge pairing the edge stage
// offers (edgeAlts), shortest first.
func reduce(ctx context.Context, c *cube.Cube, g *geom, col, order [6]cube.Face, plan bigPlan, rng *rand.Rand, report func(string)) ([]reduction, error) {
	if c.N() == 5 {
		rs, err := reduceFive(ctx, c, g, col, report)
		if err == nil || !errors.Is(err, algorithms.ErrGaveUp) {
			return rs, err
		}
	}
	if bigFive(c.N()) {
		rs, err := reduceBigFive(ctx, c, g, plan, report)
		if err == nil || !errors.Is(err, algorithms.ErrGaveUp) {
			return rs, err
		}
	}
	w := c.Clone()
	centres, col, err := centreSteps(ctx, w, g, col, order, report)
	if err != nil {
		return nil, fmt.Errorf("reduction: %w", err)
	}
	alts, err := pairEdgesAlts(ctx, w, g, defaultEdgeParams(), rng, report, edgeAlts(c.N()))
	if err != nil {
		return nil, fmt.Errorf("reduction: %w", err)
	}
	var out []reduction
	for _, a := range alts {
		steps := append(append([]algorithms.Step(nil), centres...), algorithms.Step{Name: "edge pairing", Moves: a.moves})
		report("parity")
		parity, err := fixParity(a.c, g, col)
		if err != nil {
			return nil, fmt.Errorf("reduction: %w", err)
		}
		if len(parity) > 0 {
			steps = append(steps, algorithms.Step{Name: "parity", Moves: parity})
		}
		out = append(out, reduction{cube: a.c, steps: steps, length: stepsLen(steps, c.N())})
	}
	return out, nil
}

// edgeAlts is how many of the edge stage's complete pairings a solve
// finishes with the 3x3x3 stage, keeping the shortest whole: the beam's
// last pairings are often within a move or two of each other and the
// 3x3x3 stage's length varies as much (each costs a 3x3x3 solve, 10-30 ms).
// TestStageCounts (4 cubes): 5x5x5 95.2 -> 93.8, 6x6x6 183.2 -> 183.0,
// 7x7x7 282.0 -> 281.0 OBTM with 4; 8 gave the same.
func edgeAlts(n int) int {
	if n >= 5 && n <= 7 {
		return 4
	}
	return 1
}

// scrambler returns the random-state scrambler for NxNxN: it scrambles a cube
// with a long random-move sequence (ten times the default length, which is
// close to uniform but not provably so), solves it and returns the inverse of
// the solution, so the scramble is not a recognisable random-move sequence.
// From 6x6x6 up the solve takes the cheap route (Solver.fast: the greedy
// bar matching, the smallest 5x5x5 budgets, a smaller 3x3x3 stage), a
// scramble needing any sequence that reaches the state, not the shortest:
// a 17x17x17's took 33 CPU-s (35-40 s at load 20, past every caller's
// deadline) and takes about 7 (TestRandomStateScrambleBudget).
func scrambler(n int) algorithms.RandomStateScrambler {
	return func(ctx context.Context, rng *rand.Rand) (string, error) {
		_, moves, err := randomStateScramble(ctx, n, rng)
		if err != nil {
			return "", err
		}
		return moves.String(), nil
	}
}

// randomStateScramble returns scrambler's random state and its scramble,
// the moves that take a solved cube there.
func randomStateScramble(ctx context.Context, n int, rng *rand.Rand) (*cube.Cube, cube.Alg, error) {
	c := cube.MustNew(n)
	if err := c.ApplyAlg(cube.RandomMoves(n, 10*cube.DefaultScrambleLength(n, rng), rng)); err != nil {
		return nil, nil, err
	}
	s := New(algorithms.Config{Seed: rng.Uint64()})
	// The cheap route from 6x6x6 up; 4x4x4 and 5x5x5 solves take well
	// under a second as they are (and keep their scrambles).
	s.deterministic, s.fast = true, bigFive(n)
	sol, err := s.Solve(ctx, c, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("random-state scramble %dx%dx%d: %w", n, n, n, err)
	}
	return c, sol.Moves.Inverse(), nil
}

// threeNodes is the 3x3x3 stage's improving budget in search nodes for an
// NxNxN (and a third more while it is stuck at 20 moves). Two-phase on
// random cubes gives 19.50 moves at 90,000 nodes, 19.10 at 300,000 and
// 18.90 at a million (about 60 and 200 ms). Up to 7x7x7 several
// reductions are finished, on every core at once. A 4x4x4's (up to four
// reductions until 2026-11-27) got a million nodes: on three sets of 30
// TPR race cubes (lab/race/tpr.sh) 44.44 OBTM in 0.46 s against 44.70 in
// 0.27 s with 300,000 and 44.55 in 0.36 s with 600,000 (TPR 44.50); since
// its wider pools (fourAlone) find shorter reductions but fewer of them,
// two get 600,000, and so do the 5x5x5's two (fiveAlone; its four with
// 600,000, 2026-11-27: on the cube555 race's 30 cubes 70.73 OBTM in 1.36 s
// against 70.87 in 1.20-1.24 s, too near the 1.5 s goal for 0.14 moves).
// Since the full phase-1 table (threeFull), a node costs about twice the
// time and is worth about four: on TestStageCounts' 90 4x4x4s 450,000
// nodes give 43.6 OBTM in 0.34 s (300,000: 43.7 in 0.28 s) against 43.8
// in 0.28 s with 600,000 without it, and on its 24 5x5x5s 300,000 give
// 70.2 in 1.13 s against 70.3 in 1.12 s. 6x6x6 and 7x7x7 get 300,000 (a
// second or more a solve; bench -n 5-7: about 0.3 moves shorter than
// 90,000 one after another; the full table changed none of TestStageCounts'
// 8 cubes of each at 150,000), bigger cubes, which finish one reduction in
// seconds, a million.
func threeNodes(n int) int64 {
	switch {
	case n == 4 && threeFull(n):
		return 450_000
	case n == 5 && threeFull(n):
		return 300_000
	case n == 4 || n == 5: // a browser's (threeFull)
		return 600_000
	case n > 7:
		return 1_000_000
	}
	return 300_000
}

// threeFastNodes is the 3x3x3 stage's budget in a random-state
// scramble's solve (Solver.fast): 19.5 moves on random cubes, where a
// million nodes give 18.9 for three times the time.
const threeFastNodes = 90_000

// threeFull reports whether an NxNxN's 3x3x3 stage reads two-phase's full
// phase-1 table (twophase.NewImprovingFull: 39 MB, loaded from the table
// cache or built in about 5 s by Prepare): where a tenth or two of a move
// is worth it, and not in a browser (GOOS js), where building it takes
// about 19 s (wasm under node), which would double a first visit's first
// 4x4x4 solve (18 s in headless Chromium, the edge table built; the page
// keeps the table cache's files in IndexedDB since 2026-11-27, so later
// visits would only load it) for that tenth or two.
func threeFull(n int) bool { return (n == 4 || n == 5) && runtime.GOOS != "js" }

// threeSolver is the two-phase solver of an NxNxN's 3x3x3 stage.
func (s *Solver) threeSolver(n int) *twophase.Solver {
	// Two-phase's improving search is budgeted in nodes, so its answer
	// depends on the 3x3x3 alone: deterministic reductions use it too.
	cfg := algorithms.Config{MaxNodes: s.cfg.MaxNodes, TimeLimit: s.cfg.TimeLimit, Threads: s.cfg.Threads}
	nodes := threeNodes(n)
	if s.fast {
		nodes = min(nodes, threeFastNodes)
	}
	if threeFull(n) {
		return twophase.NewImprovingFull(cfg, nodes)
	}
	return twophase.NewImproving(cfg, nodes)
}

// finishBest solves each reduction's 3x3x3 stage, on every core at once,
// and returns the steps of the shortest whole (the first of equals, so the
// answer does not depend on the timing).
func (s *Solver) finishBest(ctx context.Context, reduced []reduction, n int) ([]algorithms.Step, error) {
	type finish struct {
		moves cube.Alg
		err   error
	}
	var steps []algorithms.Step
	var best moveLen
	var err error
	ordered.Run(ctx, len(reduced), 0, func(ctx context.Context, i int) finish {
		moves, err := solveThree(ctx, reduced[i].cube, s.threeSolver(n))
		return finish{moves, err}
	}, func(i int, f finish) bool {
		r := reduced[i]
		switch {
		case f.err != nil:
			err = fmt.Errorf("reduction: %w", f.err)
		case !r.cube.IsSolved():
			err = fmt.Errorf("reduction: internal error: the stages left the cube unsolved")
		default:
			st := append(r.steps, algorithms.Step{Name: "3x3 stage", Moves: f.moves})
			if l := stepsLen(st, n); steps == nil || l.shorter(best) {
				steps, best = st, l
			}
		}
		return err == nil
	})
	if err == nil && ctx.Err() != nil {
		err = fmt.Errorf("reduction: %w", ctx.Err())
	}
	if err != nil {
		return nil, err
	}
	return steps, nil
}
