package gui

import (
	"context"
	"testing"

	"cubelab/algorithms"
	"cubelab/algorithms/solvertest"
	"cubelab/cube"
)

// A solver with tables to build says so before it searches, and a cancel
// during the build ends the solve with the context's error.
func TestRunSolverReportsTableBuilding(t *testing.T) {
	s, err := algorithms.New(solvertest.SlowSetup(), 3, algorithms.Config{})
	if err != nil {
		t.Fatal(err)
	}
	c := cube.MustNew(3)
	c.ApplyString("R")
	var stages []string
	var sol *algorithms.Solution
	runSolver(context.Background(), s, c, func(p algorithms.Progress) { stages = append(stages, p.Stage) },
		func(got *algorithms.Solution, e error) { sol, err = got, e })
	if err != nil || sol == nil || sol.Moves.String() != "R'" {
		t.Fatalf("solution %v, error %v; want R'", sol, err)
	}
	if len(stages) == 0 || stages[0] != "building tables" {
		t.Errorf("progress stages %q, want \"building tables\" first", stages)
	}

	s, _ = algorithms.New(solvertest.SlowSetup(), 3, algorithms.Config{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	runSolver(ctx, s, c, func(algorithms.Progress) {}, func(got *algorithms.Solution, e error) { sol, err = got, e })
	if err == nil || sol != nil {
		t.Errorf("cancelled during the build: solution %v, error %v", sol, err)
	}
}
