package algorithms_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"cubelab/algorithms"
	"cubelab/algorithms/solvertest"
	"cubelab/cube"
)

// wrongSolver answers U to everything.
type wrongSolver struct{}

func (wrongSolver) Name() string        { return "test-wrong" }
func (wrongSolver) Supports(n int) bool { return true }
func (wrongSolver) Solve(context.Context, *cube.Cube, func(algorithms.Progress)) (*algorithms.Solution, error) {
	return &algorithms.Solution{Moves: cube.MustParseAlg("U", 3)}, nil
}

func TestSolveChecked(t *testing.T) {
	c := cube.MustNew(3)
	if err := c.ApplyString("R"); err != nil {
		t.Fatal(err)
	}

	// Tables first, announced and timed apart; the answer checked.
	s, err := algorithms.New(solvertest.SlowSetup(), 3, algorithms.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var stages []string
	sol, setup, err := algorithms.SolveChecked(context.Background(), s, c, func(p algorithms.Progress) { stages = append(stages, p.Stage) })
	if err != nil || sol.Moves.String() != "R'" {
		t.Fatalf("solution %v, error %v; want R'", sol, err)
	}
	if setup < solvertest.SlowSetupDelay || sol.Stats.Duration >= solvertest.SlowSetupDelay || sol.Stats.Duration == 0 {
		t.Errorf("setup %v, search %v: want the %v build in setup only", setup, sol.Stats.Duration, solvertest.SlowSetupDelay)
	}
	if len(stages) == 0 || stages[0] != "building tables" {
		t.Errorf("progress stages %q, want \"building tables\" first", stages)
	}

	// A wrong answer is an error that says so, never a solution.
	sol, _, err = algorithms.SolveChecked(context.Background(), wrongSolver{}, c, nil)
	if sol != nil || !errors.Is(err, algorithms.ErrWrongSolution) || !strings.HasPrefix(err.Error(), "test-wrong returned a wrong solution: ") {
		t.Errorf("wrong answer: solution %v, error %v", sol, err)
	}

	// A context that has ended stops it before the search.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s, _ = algorithms.New(solvertest.SlowSetup(), 3, algorithms.Config{})
	if sol, _, err := algorithms.SolveChecked(ctx, s, c, nil); sol != nil || !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: solution %v, error %v", sol, err)
	}
}
