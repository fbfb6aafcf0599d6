package gui

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

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
		func(got *algorithms.Solution, _ time.Duration, e error) { sol, err = got, e })
	if err != nil || sol == nil || sol.Moves.String() != "R'" {
		t.Fatalf("solution %v, error %v; want R'", sol, err)
	}
	if len(stages) == 0 || stages[0] != "building tables" {
		t.Errorf("progress stages %q, want \"building tables\" first", stages)
	}

	s, _ = algorithms.New(solvertest.SlowSetup(), 3, algorithms.Config{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	runSolver(ctx, s, c, func(algorithms.Progress) {}, func(got *algorithms.Solution, _ time.Duration, e error) { sol, err = got, e })
	if err == nil || sol != nil {
		t.Errorf("cancelled during the build: solution %v, error %v", sol, err)
	}
}

// The status line after a solve gives the table time apart from the search.
func TestStatusReportsTableTime(t *testing.T) {
	method := solvertest.SlowSetup() // registered before the window lists the methods
	u := newTestUI(t, test.NewTempApp(t))
	if err := u.sess.ApplyAlg(cube.MustParseAlg("R", 3)); err != nil {
		t.Fatal(err)
	}
	u.selectMethod(method)
	done := make(chan struct{})
	u.onSolveDone = func() { close(done) }
	press(u, fyne.KeyReturn, false)
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatalf("the solve never finished (method %q, status %q)", u.w.method.Selected, u.w.status.Text)
	}
	if got := u.w.status.Text; !regexp.MustCompile(`in \d:\d\d\.\d \+ tables 0:0\d\.\d,`).MatchString(got) || strings.Contains(got, "tables 0:00.0") {
		t.Errorf("status %q, want the search time and the table time (%v) apart", got, solvertest.SlowSetupDelay)
	}
}
