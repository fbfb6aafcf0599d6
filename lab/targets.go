package lab

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// TargetRow is a searching method's cost at one length target (MaxLength;
// 0 is the method's default) over uniformly random 3x3x3 states: per-solve
// moves, nodes and CPU time, as Dist summaries.
type TargetRow struct {
	Target       int
	Solved, Runs int
	Moves, Nodes Dist
	CPU          Dist // milliseconds of the solving thread
}

// Dist is a distribution's mean, median, 90th percentile and maximum.
type Dist struct{ Mean, Median, P90, Max float64 }

// Summarize is the Dist of xs, with the percentiles Targets uses, so tables
// made outside Targets (the min2phase race, lab/race) are computed alike.
func Summarize(xs []float64) Dist { return dist(xs) }

func dist(xs []float64) Dist {
	if len(xs) == 0 {
		return Dist{}
	}
	mean, _, _, hi := summary(xs)
	return Dist{mean, percentile(xs, 0.5), percentile(xs, 0.9), hi}
}

// TargetCubes returns the runs random-state 3x3x3 cubes Targets solves for
// seed (0 is the fixed default): exported so that other solvers can be raced
// on the very same cubes (lab/race).
func TargetCubes(runs int, seed uint64) []*cube.Cube {
	if seed == 0 {
		seed = defaultSeed
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	cubes := make([]*cube.Cube, runs)
	for i := range cubes {
		cubes[i] = cube.RandomState(rng)
	}
	return cubes
}

// Targets solves runs random-state 3x3x3 cubes (from seed; 0 is the fixed
// default) with method at each target length, one solve at a time after an
// untimed warm-up solve, as Run does.
func Targets(ctx context.Context, method string, targets []int, runs int, seed uint64, timeout time.Duration) ([]TargetRow, error) {
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	cubes := TargetCubes(runs, seed)
	var rows []TargetRow
	for _, target := range targets {
		s, err := algorithms.New(method, 3, algorithms.Config{MaxLength: target})
		if err != nil {
			return nil, fmt.Errorf("bench: %w", err)
		}
		solveOne(ctx, s, cubes[0], 0, -1, timeout)
		row := TargetRow{Target: target, Runs: runs}
		var moves, nodes, cpu []float64
		for i, c := range cubes {
			if err := ctx.Err(); err != nil {
				return rows, fmt.Errorf("bench: stopped: %w", err)
			}
			r := solveOne(ctx, s, c, i, -1, timeout)
			if !r.Solved {
				continue
			}
			row.Solved++
			moves = append(moves, float64(r.Moves))
			nodes = append(nodes, float64(r.Visited))
			cpu = append(cpu, r.CPU.Seconds()*1000)
		}
		row.Moves, row.Nodes, row.CPU = dist(moves), dist(nodes), dist(cpu)
		rows = append(rows, row)
	}
	return rows, nil
}

// TargetsMarkdown formats Targets' rows as a Markdown table.
func TargetsMarkdown(method string, rows []TargetRow) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\n%s on random-state 3x3x3 cubes by length target (mean / median / p90 / max; CPU of the solving thread):\n\n", method)
	b.WriteString("| target | solved | moves | nodes | CPU ms |\n|---|---|---|---|---|\n")
	for _, r := range rows {
		t := fmt.Sprintf("≤ %d", r.Target)
		if r.Target <= 0 {
			t = "default"
		}
		fmt.Fprintf(&b, "| %s | %d/%d | %.2f / %.0f / %.0f / %.0f | %.0f / %.0f / %.0f / %.0f | %.3f / %.3f / %.3f / %.3f |\n",
			t, r.Solved, r.Runs, r.Moves.Mean, r.Moves.Median, r.Moves.P90, r.Moves.Max,
			r.Nodes.Mean, r.Nodes.Median, r.Nodes.P90, r.Nodes.Max, r.CPU.Mean, r.CPU.Median, r.CPU.P90, r.CPU.Max)
	}
	return b.String()
}
