package twophase

import (
	"context"
	"fmt"
	"sync"
	"time"
	"unsafe"

	"cubelab/algorithms"
	"cubelab/cube"
)

const (
	// DefaultTarget is the length the solver stops at when Config.MaxLength
	// is not set.
	DefaultTarget = 20
	// DefaultTimeLimit is how long the solver keeps improving after its
	// first solution when neither MaxLength nor TimeLimit is set.
	DefaultTimeLimit = 50 * time.Millisecond
	// requiredTimeLimit is that time when MaxLength is set: the caller asked
	// for that length, so the solver tries harder before giving up.
	requiredTimeLimit = 10 * time.Second
	// defaultMinDepth1 is how deep (pre-moves + phase 1) a solve without
	// MaxLength searches before DefaultTarget may end it, so that easy
	// states get short solutions rather than the first one under 20.
	defaultMinDepth1 = 8
)

// Solver is the two-phase solver; it implements algorithms.Solver for 3x3x3
// cubes.
type Solver struct {
	cfg    algorithms.Config
	params searchParams
	// deterministic makes the result depend on the state alone: one
	// worker, so no race between workers decides which solution wins.
	deterministic bool
}

// New returns a two-phase solver. cfg.MaxLength makes it stop at the first
// solution that short, or give up with ErrGaveUp when cfg.TimeLimit (default
// 10 s) passes after its first, longer, solution. Without MaxLength it stops
// at DefaultTarget moves (once it has searched the shallow depths, where
// easy states have their short solutions) or after cfg.TimeLimit (default
// DefaultTimeLimit) of improving on its first solution, returning the best
// it has. cfg.MaxNodes bounds the search (and makes it single-threaded, so
// the bound is exact); otherwise it uses two goroutines.
func New(cfg algorithms.Config) *Solver { return &Solver{cfg: cfg, params: defaultSearchParams()} }

// NewDeterministic returns a two-phase solver whose answer depends on the
// state and cfg alone: it searches on one goroutine, and with cfg.MaxLength
// set it returns its first solution that short, so timing never changes the
// result. Seeded scrambles need this.
func NewDeterministic(cfg algorithms.Config) *Solver {
	return &Solver{cfg: cfg, params: defaultSearchParams(), deterministic: true}
}

// Name returns "kociemba".
func (s *Solver) Name() string { return "kociemba" }

// result is a solve in the standard orientation.
type result struct {
	moves  []int8
	steps  []stepMoves // concatenated, they are moves
	nodes  int64
	iters  int64
	memory int64 // the workers' state; the search allocates nothing else of note
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
		return cube.RemoveRotations(append(append(cube.Alg(nil), rot...), moveAlg(ms)...), 3)
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
	return moveAlg(res.moves), nil
}

// solve runs the search on a valid state in standard orientation.
func (s *Solver) solve(ctx context.Context, c cube.Cubies, maxLen int, progress func(algorithms.Progress)) (result, error) {
	start := time.Now()
	if err := ctx.Err(); err != nil {
		return result{}, fmt.Errorf("kociemba: %w", err)
	}
	if progress != nil && loaded.Load() == nil {
		progress(algorithms.Progress{Stage: "loading tables", Fraction: -1})
	}
	t, err := getTables(ctx)
	if err != nil {
		return result{}, fmt.Errorf("kociemba: tables: %w", err)
	}
	return s.solveWith(ctx, t, start, c, maxLen, progress)
}

// solveWith runs the search with the tables t.
func (s *Solver) solveWith(ctx context.Context, t *tables, start time.Time, c cube.Cubies, maxLen int, progress func(algorithms.Progress)) (result, error) {
	params := s.params
	if params == (searchParams{}) { // a Solver made without New
		params = defaultSearchParams()
	}
	workers := workerCount(s.cfg.MaxNodes, params.maxWorkers, s.cfg.Threads)
	if s.deterministic {
		workers = 1
	}
	sh := newShared(workers)
	sh.start = start
	sh.target, sh.limit = DefaultTarget, DefaultTimeLimit
	// Without a demanded length, easy states deserve better than the first
	// solution under 20: finishing the shallow phase-1 depths costs little
	// (random states rarely have solutions there) and finds their short
	// solutions.
	sh.minDepth1 = defaultMinDepth1
	if maxLen > 0 {
		sh.minDepth1 = 0
		sh.target, sh.limit = maxLen, requiredTimeLimit
	}
	if s.cfg.TimeLimit > 0 {
		sh.limit = s.cfg.TimeLimit
	}
	st := syms()
	vs := variants(c, st)
	exhaustive := false
	if maxLen > 0 {
		// Refuse hopeless lengths at once: every solution is at least as
		// long as phase 1 of each view of the state.
		if lb := lowerBound(t, st, vs); lb > maxLen {
			return result{}, algorithms.GaveUp("this position needs at least %d moves, more than the maximum %d", lb, maxLen)
		}
		// A short demand bounds every path, so the search ends once it has
		// tried them all; phase 2 is never capped below what is left, so
		// that covers every solution that short.
		// The time limit runs from the start here, as there may never be
		// a first solution to run from.
		if maxLen <= params.phase2Cap {
			sh.setCeiling(maxLen + 1)
			sh.firstAt.Store(start.UnixNano())
			exhaustive = true
		}
	}
	searches := make([]*search, workers)
	for w := range searches {
		sr := &search{t: t, st: st, ctx: ctx, sh: sh, id: w, maxNodes: s.cfg.MaxNodes, p: params}
		for k := w; k < len(vs); k += workers {
			sr.vars = append(sr.vars, vs[k])
		}
		searches[w] = sr
	}
	searches[0].progress = progress // called from this goroutine only
	var wg sync.WaitGroup
	for _, sr := range searches[1:] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sr.run()
		}()
	}
	searches[0].run()
	wg.Wait()
	if progress != nil {
		searches[0].report() // the final best, whichever worker found it
	}

	res := result{moves: sh.best, steps: sh.steps, memory: int64(workers) * int64(unsafe.Sizeof(search{}))}
	for _, sr := range searches {
		res.nodes += sr.nodes
		res.iters = max(res.iters, int64(sr.depth1))
	}
	switch {
	case sh.err != nil:
		return res, fmt.Errorf("kociemba: %w", sh.err)
	case sh.best == nil && sh.outOfNode.Load():
		return res, algorithms.GaveUp("kociemba: no solution within %d nodes", s.cfg.MaxNodes)
	case sh.best == nil && exhaustive && sh.outOfTime.Load():
		return res, algorithms.GaveUp("found no solution of at most %d moves in %v", maxLen, sh.limit)
	case sh.best == nil && exhaustive:
		return res, algorithms.GaveUp("no solution of at most %d moves exists", maxLen)
	case sh.best == nil:
		return res, fmt.Errorf("kociemba: search ended without a solution (a bug)")
	case maxLen > 0 && len(sh.best) > maxLen:
		why := "time"
		if sh.outOfNode.Load() {
			why = "node budget"
		}
		return res, algorithms.GaveUp("kociemba: best solution found has %d moves, over the maximum %d, when the %s ran out", len(sh.best), maxLen, why)
	}
	return res, nil
}

// lowerBound is the largest phase-1 distance among the views of a state: no
// solution is shorter.
func lowerBound(t *tables, st *symTables, vs []variant) int {
	s := &search{t: t, st: st}
	lb := 0
	for i := range vs {
		c := &vs[i].c
		lb = max(lb, s.h1(getTwist(c), getFlip(c), getEdges4(c, sliceEdges)/24))
	}
	return lb
}

// Prepare builds (or loads from the disk cache) the two-phase tables; see
// the package function Prepare.
func (s *Solver) Prepare(ctx context.Context, n int) error { return Prepare(ctx) }
