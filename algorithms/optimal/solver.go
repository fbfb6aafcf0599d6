package optimal

import (
	"context"
	"fmt"
	"runtime"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// Solver is the optimal solver; it implements algorithms.Solver and
// algorithms.Preparer for 3x3x3 cubes.
type Solver struct {
	cfg  algorithms.Config
	size TableSize
	err  error // a bad configuration, reported by Solve and Prepare
}

// New returns an optimal solver. cfg.TableSize picks the tables (see
// TableSizes; "" is DefaultTableSize), cfg.Threads the goroutines (0: one
// per core) and cfg.MaxNodes an optional node budget.
func New(cfg algorithms.Config) *Solver {
	size, err := ParseTableSize(cfg.TableSize)
	return &Solver{cfg: cfg, size: size, err: err}
}

// Name returns "optimal".
func (s *Solver) Name() string { return "optimal" }

// Supports reports whether n is 3.
func (s *Solver) Supports(n int) bool { return n == 3 }

// Prepare loads or builds the solver's tables.
func (s *Solver) Prepare(ctx context.Context, n int) error {
	return s.PrepareProgress(ctx, n, nil)
}

// PrepareProgress is Prepare reporting "building tables" with the fraction
// done (or "loading tables") to progress.
func (s *Solver) PrepareProgress(ctx context.Context, n int, progress func(algorithms.Progress)) error {
	if s.err != nil {
		return s.err
	}
	start := time.Now()
	_, err := getTables(ctx, s.size, func(stage string, f float64) {
		if progress != nil {
			progress(algorithms.Progress{Stage: stage, Fraction: f, Elapsed: time.Since(start)})
		}
	})
	return err
}

func (s *Solver) threads() int {
	if s.cfg.Threads > 0 {
		return s.cfg.Threads
	}
	return runtime.GOMAXPROCS(0)
}

// prologue checks c and returns its cube.Cubies in standard orientation and the
// rotation that got them there.
func prologue(c *cube.Cube) (cube.Cubies, cube.Alg, error) {
	if c == nil {
		return cube.Cubies{}, nil, fmt.Errorf("optimal: no cube")
	}
	if c.N() != 3 {
		return cube.Cubies{}, nil, fmt.Errorf("%w: optimal solves 3x3x3 cubes, not %dx%dx%d", algorithms.ErrUnsupported, c.N(), c.N(), c.N())
	}
	if err := c.Validate(); err != nil {
		return cube.Cubies{}, nil, fmt.Errorf("optimal: invalid cube: %w", err)
	}
	std := c.Clone()
	rot, err := std.Standardize()
	if err != nil {
		return cube.Cubies{}, nil, fmt.Errorf("optimal: invalid cube: %w", err)
	}
	cc, err := std.Cubies()
	if err != nil {
		return cube.Cubies{}, nil, fmt.Errorf("optimal: invalid cube: %w", err)
	}
	return cc, rot, nil
}

// run obtains the tables and searches.
func (s *Solver) run(ctx context.Context, c *cube.Cube, all bool, limit int, progress func(algorithms.Progress)) (searchResult, cube.Alg, error) {
	start := time.Now()
	if s.err != nil {
		return searchResult{}, nil, fmt.Errorf("optimal: %w", s.err)
	}
	root, rot, err := prologue(c)
	if err != nil {
		return searchResult{}, nil, err
	}
	t, err := getTables(ctx, s.size, func(stage string, f float64) {
		if progress != nil {
			progress(algorithms.Progress{Stage: stage, Fraction: f, Elapsed: time.Since(start)})
		}
	})
	if err != nil {
		return searchResult{}, nil, fmt.Errorf("optimal: tables: %w", err)
	}
	var report searchProgress
	if progress != nil {
		report = func(depth int, nodes int64, f float64) {
			progress(algorithms.Progress{Stage: fmt.Sprintf("depth %d", depth), Visited: nodes, Elapsed: time.Since(start), Fraction: f})
		}
	}
	res, err := t.search(ctx, root, s.threads(), all, limit, s.cfg.MaxNodes, report)
	if err != nil {
		return res, nil, fmt.Errorf("optimal: %w", err)
	}
	return res, rot, nil
}

// inFrame turns solver moves (standard orientation) into moves that solve
// the cube as given.
func inFrame(rot cube.Alg, ms []int8) cube.Alg {
	return cube.Unrotate(rot, cube.FaceTurnsAlg(ms), 3)
}

// Solve returns a shortest solution in the half-turn metric.
func (s *Solver) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	start := time.Now()
	res, rot, err := s.run(ctx, c, false, 1, progress)
	if err != nil {
		return nil, err
	}
	return &algorithms.Solution{
		Moves:   inFrame(rot, res.solutions[0]),
		Optimal: true,
		Stats:   algorithms.Stats{Duration: time.Since(start), Visited: res.nodes, Generated: res.nodes, Iterations: int64(res.depth)},
	}, nil
}

// AllOptimal returns every optimal solution of c, at most limit of them
// (limit > 0), as moves that solve the cube as given. Of two turns of
// opposite faces in a row, which commute, only one order is listed (U before
// D, R before L, F before B). complete is false when the limit cut the list
// short.
func AllOptimal(ctx context.Context, c *cube.Cube, cfg algorithms.Config, limit int, progress func(algorithms.Progress)) (sols []cube.Alg, complete bool, err error) {
	res, rot, err := New(cfg).run(ctx, c, true, limit, progress)
	if err != nil {
		return nil, false, err
	}
	for _, ms := range res.solutions {
		sols = append(sols, inFrame(rot, ms))
	}
	return sols, !res.truncated, nil
}
