package algorithms_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"cubelab/algorithms"
	"cubelab/algorithms/solvertest"
	"cubelab/cube"
)

// wrongSolver answers U to everything.
type wrongSolver struct{}

func (wrongSolver) Name() string { return "test-wrong" }
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

// Errors read with the method's name once, however many layers added it.
func TestNamedSaysTheMethodOnce(t *testing.T) {
	inner := algorithms.GaveUp("kociemba: no solution within 10 nodes")
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"kociemba", inner, "kociemba: solver gave up: no solution within 10 nodes"},
		{"kociemba", fmt.Errorf("kociemba: tables: %w", context.Canceled), "kociemba: tables: context canceled"},
		{"reduction", fmt.Errorf("reduction: 3x3 stage: %w", inner), "reduction: 3x3 stage: solver gave up: kociemba: no solution within 10 nodes"},
		{"iddfs", errors.New("node budget used up"), "iddfs: node budget used up"},
	}
	for _, tt := range tests {
		got := algorithms.Named(tt.name, tt.err)
		if got.Error() != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
		if !errors.Is(got, tt.err) {
			t.Errorf("%q does not wrap its cause", got)
		}
	}
	wrong := fmt.Errorf("kociemba returned a %w: x", algorithms.ErrWrongSolution)
	if algorithms.Named("kociemba", wrong) != wrong || algorithms.Named("x", nil) != nil {
		t.Error("wrong-solution errors and nil must pass through")
	}
}

func TestSummarizeMetrics(t *testing.T) {
	sol := &algorithms.Solution{Moves: cube.MustParseAlg("Rw 2R U 3-4Fw x", 5)}
	s := algorithms.Summarize("test", 5, sol)
	if s.BTM != 4 || s.OBTM != 6 || s.HTM != 6 || s.QTM != 4 {
		t.Fatalf("BTM %d OBTM %d HTM %d QTM %d, want 4 6 6 4", s.BTM, s.OBTM, s.HTM, s.QTM)
	}
}
