package cornersfirst

import (
	"context"
	"fmt"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

func init() {
	algorithms.Register(algorithms.Method{
		Name:        "corners-first",
		Description: "corners first: corners optimally as a 2x2, then centres, then edges by commutators",
		Sizes:       algorithms.SizeIn(3),
		Rank:        4,
		New:         func(cfg algorithms.Config) algorithms.Solver { return &Solver{} },
	})
}

// Solver is the corners-first method for 3x3x3 cubes.
type Solver struct{}

// Name returns "corners-first".
func (*Solver) Name() string { return "corners-first" }

// Prepare builds the pocket-cube table and the edge library now rather than
// on the first solve.
func Prepare(ctx context.Context) error {
	edgeLibrary()
	_, err := solveCorners(ctx, cube.MustNew(2))
	return err
}

// Prepare builds the pocket-cube table and the edge library (implementing
// algorithms.Preparer).
func (*Solver) Prepare(ctx context.Context, n int) error { return Prepare(ctx) }

// Solve returns a corners-first solution in four named steps.
func (*Solver) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	start := time.Now()
	_, rot0, err := algorithms.StandardCubies("corners-first", c)
	if err != nil {
		return nil, err
	}
	report := algorithms.StageReporter(progress, start)
	work := c.Clone()
	if err := work.ApplyAlg(rot0); err != nil {
		return nil, fmt.Errorf("corners-first: %w (internal error)", err)
	}

	report("corners (optimal 2x2)", 0)
	rot2, corners, err := cornersStep(ctx, work)
	if err != nil {
		return nil, fmt.Errorf("corners-first: %w", err)
	}
	report("centres", 0.25)
	centres, err := centresStep(work)
	if err != nil {
		return nil, fmt.Errorf("corners-first: %w", err)
	}
	cc, err := work.Cubies()
	if err != nil {
		return nil, fmt.Errorf("corners-first: after corners and centres: %w (internal error)", err)
	}
	report("building edge library", 0.5)
	lib := edgeLibrary()
	report("edges", 0.5)
	s := cc
	var tried int64
	topBottom, s, err := edgesStep(ctx, s, topBottomEdges, lib, &tried)
	if err != nil {
		return nil, fmt.Errorf("corners-first: %w", err)
	}
	middle, _, err := edgesStep(ctx, s, allEdges, lib, &tried)
	if err != nil {
		return nil, fmt.Errorf("corners-first: %w", err)
	}

	// Every step's moves were found after the rotations rot0 and rot2; write
	// them for the cube as given.
	frame := append(append(cube.Alg(nil), rot0...), rot2...)
	sol := &algorithms.Solution{}
	for _, st := range []struct {
		name  string
		moves cube.Alg
	}{
		{"corners (optimal 2x2)", corners},
		{"centres", centres},
		{"edges: top and bottom layers", topBottom},
		{"edges: middle layer", middle},
	} {
		alg := cube.Unrotate(frame, st.moves, 3)
		alg = cube.Simplify(alg, 3, cube.SimplifyOptions{})
		sol.AddStep(st.name, alg)
	}
	sol.Stats = algorithms.Stats{Duration: time.Since(start), Generated: tried, Iterations: int64(len(sol.Steps))}
	if err := algorithms.Verify(c, sol); err != nil {
		return nil, fmt.Errorf("corners-first: internal error, %w", err)
	}
	return sol, nil
}
