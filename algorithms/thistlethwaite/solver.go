package thistlethwaite

import (
	"context"
	"errors"
	"fmt"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

func init() {
	algorithms.Register(algorithms.Method{
		Name:        "thistlethwaite",
		Description: "Thistlethwaite's four-phase method: at most 45 moves, about 25 on average",
		Sizes:       algorithms.SizeIn(3),
		Rank:        2,
		New:         func(cfg algorithms.Config) algorithms.Solver { return &Solver{} },
	})
}

// Solver is the Thistlethwaite method for 3x3x3 cubes.
type Solver struct{}

// Name returns "thistlethwaite".
func (*Solver) Name() string { return "thistlethwaite" }

// Supports reports whether n is 3.
func (*Solver) Supports(n int) bool { return n == 3 }

// Prepare builds the distance tables now rather than on the first solve.
func Prepare() { tables() }

// Prepare builds the distance tables (implementing algorithms.Preparer; the
// build takes a fraction of a second and does not watch ctx).
func (*Solver) Prepare(ctx context.Context, n int) error {
	Prepare()
	return nil
}

// Solve returns a solution of at most 45 moves in four named phases.
func (s *Solver) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	start := time.Now()
	if c == nil {
		return nil, errors.New("thistlethwaite: no cube")
	}
	if c.N() != 3 {
		return nil, fmt.Errorf("thistlethwaite: %w: it solves 3x3x3 cubes, not %dx%dx%d", algorithms.ErrUnsupported, c.N(), c.N(), c.N())
	}
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("thistlethwaite: invalid cube: %w", err)
	}
	std := c.Clone()
	rot, err := std.Standardize()
	if err != nil {
		return nil, fmt.Errorf("thistlethwaite: invalid cube: %w", err)
	}
	cc, err := std.Cubies()
	if err != nil {
		return nil, fmt.Errorf("thistlethwaite: invalid cube: %w", err)
	}
	report := func(stage string, frac float64) {
		if progress != nil {
			progress(algorithms.Progress{Stage: stage, Elapsed: time.Since(start), Fraction: frac})
		}
	}
	report("building tables", 0)
	ph := tables()
	var cnt counters
	best, err := solveState(ctx, cc, ph, func(k int) { report(ph[k].name, float64(k)/4) }, &cnt)
	if err != nil {
		return nil, fmt.Errorf("thistlethwaite: %w", err)
	}
	sol := &algorithms.Solution{}
	for k, seg := range best.segs {
		alg := make(cube.Alg, 0, len(rot)+len(seg))
		alg = append(alg, rot...)
		for _, m := range seg {
			alg = append(alg, moveOf(int(m)))
		}
		alg = cube.RemoveRotations(alg, 3)
		sol.Steps = append(sol.Steps, algorithms.Step{Name: ph[k].name, Moves: alg})
		sol.Moves = append(sol.Moves, alg...)
	}
	sol.Stats = algorithms.Stats{Duration: time.Since(start), Visited: cnt.visited, Generated: cnt.generated,
		PeakMemory: int64(beamWidth * perCandidate * 128), Iterations: 4}
	if err := algorithms.Verify(c, sol); err != nil {
		return nil, fmt.Errorf("thistlethwaite: internal error, %w", err)
	}
	return sol, nil
}
