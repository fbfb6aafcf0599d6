package twophase

import (
	"context"
	"fmt"
	"time"
	"unsafe"

	"cubelab/algorithms"
	"cubelab/cube"
)

const (
	// requiredTimeLimit bounds, in wall-clock time, a solve with MaxLength
	// and no TimeLimit: lengths of 20 and more are always found (every
	// state has a solution that short), shorter ones may not exist.
	requiredTimeLimit = 10 * time.Second
)

// Solver is the two-phase solver; it implements algorithms.Solver for 3x3x3
// cubes.
type Solver struct {
	cfg algorithms.Config
	opt options
}

// New returns a two-phase solver. With cfg.MaxLength it returns the first
// solution that short, or gives up with ErrGaveUp (at once when the position
// provably needs more, else when cfg.TimeLimit, default 10 s, or
// cfg.MaxNodes runs out). Without MaxLength it keeps improving its solutions
// for a fixed number of search nodes (DefaultNodes, or StuckNodes while
// its best is still StuckLength moves or more: a few milliseconds) and
// returns the best: the answer depends on the state alone, never on the
// machine's load. cfg.TimeLimit stays an upper bound in wall-clock time
// (without MaxLength, once a solution of at most ScrambleLength moves
// exists), and cfg.MaxNodes a bound in nodes.
func New(cfg algorithms.Config) *Solver { return &Solver{cfg: cfg, opt: defaultOptions} }

// NewImproving is New, but a solve without cfg.MaxLength keeps improving
// its solutions for nodes search nodes instead of DefaultNodes (and
// proportionally more than StuckNodes while it is stuck): callers
// for whom a shorter answer is worth more time (the big-cube solver's 3x3
// stage, a few milliseconds of a solve that takes tenths of a second) ask
// for more.
func NewImproving(cfg algorithms.Config, nodes int64) *Solver {
	s := New(cfg)
	s.opt.defaultNodes = nodes
	s.opt.stuckNodes = nodes * StuckNodes / DefaultNodes
	return s
}

// NewDeterministic returns a two-phase solver whose answer depends on the
// state and cfg alone. Every solver is now: the search runs on one
// goroutine and is budgeted in nodes. It is kept for callers (seeded
// scrambles) that say so.
func NewDeterministic(cfg algorithms.Config) *Solver { return New(cfg) }

// newWithOptions returns a solver with other search limits, for tests and
// measurements.
func newWithOptions(cfg algorithms.Config, opt options) *Solver { return &Solver{cfg: cfg, opt: opt} }

// Name returns "kociemba".
func (s *Solver) Name() string { return "kociemba" }

// result is a solve in the standard orientation.
type result struct {
	moves  []int8
	steps  []stepMoves // concatenated, they are moves
	nodes  int64
	iters  int64
	kinds  [3]int64 // pre-move, phase-1 and phase-2 nodes
	probes int64    // phase-2 starts
	memory int64    // the workers' state; the search allocates nothing else of note
}

// Solve returns moves that solve c as given (in any whole-cube orientation).
func (s *Solver) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	start := time.Now()
	cc, rot, err := algorithms.StandardCubies(s.Name(), c)
	if err != nil {
		return nil, err
	}
	res, err := s.solve(ctx, cc, s.cfg.MaxLength, progress)
	if err != nil {
		return nil, err
	}
	frame := func(ms []int8) cube.Alg {
		return cube.Unrotate(rot, cube.FaceTurnsAlg(ms), 3)
	}
	sol := &algorithms.Solution{
		Moves: frame(res.moves),
		Stats: algorithms.Stats{Duration: time.Since(start), Visited: res.nodes, Generated: res.nodes, Iterations: res.iters, PeakMemory: res.memory},
	}
	for _, st := range res.steps {
		if len(st.moves) > 0 {
			sol.Steps = append(sol.Steps, algorithms.Step{Name: st.name, Moves: frame(st.moves)})
		}
	}
	return sol, nil
}

// SolveCubies solves a state given at the cubie level (standard orientation)
// and returns the moves. maxLen > 0 demands a solution that short (else an
// error wrapping algorithms.ErrGaveUp); maxLen <= 0 uses the solver's
// configuration. Invalid states give an error wrapping the cube package's
// validation errors.
func (s *Solver) SolveCubies(ctx context.Context, cc cube.Cubies, maxLen int) (cube.Alg, error) {
	if err := cc.Verify(true); err != nil {
		return nil, fmt.Errorf("kociemba: invalid cube: %w", err)
	}
	if maxLen <= 0 {
		maxLen = s.cfg.MaxLength
	}
	res, err := s.solve(ctx, cc, maxLen, nil)
	if err != nil {
		return nil, err
	}
	return cube.FaceTurnsAlg(res.moves), nil
}

// solve runs the search on a valid state in standard orientation.
func (s *Solver) solve(ctx context.Context, c cube.Cubies, maxLen int, progress func(algorithms.Progress)) (result, error) {
	start := time.Now()
	if err := ctx.Err(); err != nil {
		return result{}, fmt.Errorf("kociemba: %w", err)
	}
	if progress != nil && !theTables.Ready() {
		progress(algorithms.Progress{Stage: algorithms.StageBuildingTables, Fraction: -1})
	}
	t, err := getTables(ctx)
	if err != nil {
		return result{}, fmt.Errorf("kociemba: tables: %w", err)
	}
	st := syms()
	sr := &search{t: t, st: st, ctx: ctx, opt: s.opt, start: start, progress: progress,
		maxNodes: s.cfg.MaxNodes, ceiling: maxSolution}
	if s.opt.fullTable {
		if sr.full, err = fullFor(ctx); err != nil {
			return result{}, fmt.Errorf("kociemba: full phase-1 table: %w", err)
		}
	}
	sr.vars = variants(c, t, st)
	if s.opt.views != 0 {
		kept := sr.vars[:0]
		for _, v := range sr.vars {
			if k := v.sym/symURF + 3*btoi(v.inverse); s.opt.views>>k&1 != 0 {
				kept = append(kept, v)
			}
		}
		sr.vars = kept
	}
	limit := s.cfg.TimeLimit
	exhaustive := false
	if maxLen > 0 {
		// Refuse hopeless lengths at once: every solution is at least as
		// long as phase 1 of each view of the state.
		if lb := lowerBound(sr); lb > maxLen {
			return result{}, algorithms.GaveUp("this position needs at least %d moves, more than the maximum %d", lb, maxLen)
		}
		// Only solutions that short are kept, so phase 2 is bounded by
		// what is left of the length; up to phase2Cap that bounds every
		// path, and the search ends once it has tried them all.
		sr.target = maxLen
		sr.ceiling = min(maxLen+1, maxSolution)
		exhaustive = maxLen <= s.opt.phase2Cap
		if limit <= 0 {
			limit = requiredTimeLimit
		}
	} else {
		sr.stopAfter = s.opt.defaultNodes
		sr.stopStuck = max(s.opt.stuckNodes, s.opt.defaultNodes)
	}
	if limit > 0 {
		sr.deadline = start.Add(limit)
	}
	sr.bestLen = sr.ceiling
	sr.nextCheck = checkEvery
	if sr.maxNodes > 0 {
		sr.nextCheck = min(sr.nextCheck, sr.maxNodes)
	}
	sr.run()
	if progress != nil {
		sr.report()
	}
	res := result{moves: sr.best, steps: sr.steps, nodes: sr.nodes, iters: int64(sr.depth1), kinds: sr.kinds, probes: sr.probes,
		memory: int64(unsafe.Sizeof(search{}))}
	switch {
	case sr.err != nil:
		return res, fmt.Errorf("kociemba: %w", sr.err)
	case sr.best != nil:
		return res, nil
	case sr.outOfNode:
		return res, algorithms.GaveUp("kociemba: no solution within %d nodes", sr.nodes)
	case sr.outOfTime && maxLen > 0:
		return res, algorithms.GaveUp("found no solution of at most %d moves in %v", maxLen, limit)
	case sr.outOfTime:
		return res, algorithms.GaveUp("kociemba: no solution in %v", limit)
	case exhaustive:
		return res, algorithms.GaveUp("no solution of at most %d moves exists", maxLen)
	}
	return res, fmt.Errorf("kociemba: search ended without a solution (a bug)")
}

// lowerBound is the largest phase-1 distance among the views of a state: no
// solution is shorter.
func lowerBound(s *search) int {
	lb := 0
	for i := range s.vars {
		c := &s.vars[i].c
		u4 := conj(c, symQuarterUD, s.st)
		lb = max(lb, s.h1(c.Twist(), c.Flip(), sliceGetter(c), u4.Twist(), u4.Flip()))
	}
	return lb
}

// Prepare builds the two-phase tables; see
// the package function Prepare.
func (s *Solver) Prepare(ctx context.Context, n int) error { return Prepare(ctx) }

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// NewImprovingFull is NewImproving with phase 1 reading the full phase-1
// table (full.go: 39 MB, built in about 5 s or loaded from the table
// cache on first use) besides the small ones: it reaches the same phase-1
// solutions in about a quarter of the nodes, so the same nodes buy about
// twice the search in time.
func NewImprovingFull(cfg algorithms.Config, nodes int64) *Solver {
	s := NewImproving(cfg, nodes)
	s.opt.fullTable = true
	return s
}
