package thistlethwaite

import (
	"context"
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
	cc, rot, err := algorithms.StandardCubies("thistlethwaite", c)
	if err != nil {
		return nil, err
	}
	report := algorithms.StageReporter(progress, start)
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
		sol.AddStep(ph[k].name, alg)
	}
	sol.Stats = algorithms.Stats{Duration: time.Since(start), Visited: cnt.visited, Generated: cnt.generated,
		PeakMemory: int64(beamWidth * perCandidate * 128), Iterations: 4}
	if err := algorithms.Verify(c, sol); err != nil {
		return nil, fmt.Errorf("thistlethwaite: internal error, %w", err)
	}
	return sol, nil
}
