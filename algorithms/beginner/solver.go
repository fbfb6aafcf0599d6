package beginner

import (
	"context"
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

// Solve returns a layer-by-layer solution in seven named steps, each
// simplified on its own (merged turns never cross a step boundary).
func (*Solver) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	start := time.Now()
	cc, rot, err := algorithms.StandardCubies("beginner", c)
	if err != nil {
		return nil, err
	}
	report := algorithms.StageReporter(progress, start)
	var cnt counters
	steps, err := solveSteps(ctx, cc, report, &cnt)
	if err != nil {
		return nil, fmt.Errorf("beginner: %w", err)
	}
	sol := &algorithms.Solution{}
	for _, st := range steps {
		alg := cube.Unrotate(rot, st.moves, 3)
		alg = cube.Simplify(alg, 3, cube.SimplifyOptions{})
		sol.AddStep(st.name, alg)
	}
	sol.Stats = algorithms.Stats{Duration: time.Since(start), Visited: cnt.visited, Generated: cnt.generated,
		PeakMemory: 4096, Iterations: int64(len(steps))}
	if err := algorithms.Verify(c, sol); err != nil {
		return nil, fmt.Errorf("beginner: internal error, %w", err)
	}
	return sol, nil
}
