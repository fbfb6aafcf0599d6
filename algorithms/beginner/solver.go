package beginner

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
		Name:        "beginner",
		Description: "layer by layer, the way people learn: cross, corners, middle edges, last layer in four steps",
		Sizes:       algorithms.SizeIn(3),
		Rank:        5,
		New:         func(cfg algorithms.Config) algorithms.Solver { return &Solver{} },
	})
}

// Solver is the beginner's layer-by-layer method for 3x3x3 cubes.
type Solver struct{}

// Name returns "beginner".
func (*Solver) Name() string { return "beginner" }

// Supports reports whether n is 3.
func (*Solver) Supports(n int) bool { return n == 3 }

// Solve returns a layer-by-layer solution in seven named steps, each
// simplified on its own (merged turns never cross a step boundary).
func (*Solver) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	start := time.Now()
	if c == nil {
		return nil, errors.New("beginner: no cube")
	}
	if c.N() != 3 {
		return nil, fmt.Errorf("beginner: %w: it solves 3x3x3 cubes, not %dx%dx%d", algorithms.ErrUnsupported, c.N(), c.N(), c.N())
	}
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("beginner: invalid cube: %w", err)
	}
	std := c.Clone()
	rot, err := std.Standardize()
	if err != nil {
		return nil, fmt.Errorf("beginner: invalid cube: %w", err)
	}
	cc, err := std.Cubies()
	if err != nil {
		return nil, fmt.Errorf("beginner: invalid cube: %w", err)
	}
	report := func(stage string, frac float64) {
		if progress != nil {
			progress(algorithms.Progress{Stage: stage, Elapsed: time.Since(start), Fraction: frac})
		}
	}
	var cnt counters
	steps, err := solveSteps(ctx, cc, report, &cnt)
	if err != nil {
		return nil, fmt.Errorf("beginner: %w", err)
	}
	sol := &algorithms.Solution{}
	for _, st := range steps {
		alg := cube.RemoveRotations(append(append(cube.Alg(nil), rot...), st.moves...), 3)
		alg = cube.Simplify(alg, 3, cube.SimplifyOptions{})
		sol.Steps = append(sol.Steps, algorithms.Step{Name: st.name, Moves: alg})
		sol.Moves = append(sol.Moves, alg...)
	}
	sol.Stats = algorithms.Stats{Duration: time.Since(start), Visited: cnt.visited, Generated: cnt.generated,
		PeakMemory: 4096, Iterations: int64(len(steps))}
	if err := algorithms.Verify(c, sol); err != nil {
		return nil, fmt.Errorf("beginner: internal error, %w", err)
	}
	return sol, nil
}
