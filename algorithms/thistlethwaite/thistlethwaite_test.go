package thistlethwaite

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/solvertest"
	"cubelab/cube"
)

// TestCubieMovesMatchFacelets checks the cubie model against the facelet
// engine on random sequences.
func TestCubieMovesMatchFacelets(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 50; trial++ {
		c := cube.MustNew(3)
		s := cube.SolvedCubies
		for i := 0; i < 30; i++ {
			m := rng.IntN(numMoves)
			if err := c.Apply(moveOf(m)); err != nil {
				t.Fatal(err)
			}
			s = s.Mul(moveCubies[m])
		}
		cc, err := c.Cubies()
		if err != nil {
			t.Fatal(err)
		}
		if cc != s {
			t.Fatalf("trial %d: cubie model disagrees with facelets", trial)
		}
	}
}

func TestTableShapes(t *testing.T) {
	ph := tables()
	wantMax := [4]uint8{7, 10, 13, 15}
	wantCount := [4]int{2048, 1082565, 2822400, 663552}
	for k, p := range ph {
		maxD, reached := uint8(0), 0
		for _, d := range p.dist {
			if d != 0xff {
				reached++
				maxD = max(maxD, d)
			}
		}
		if maxD != wantMax[k] || reached != wantCount[k] {
			t.Errorf("%s: %d cosets, depth %d; want %d, %d", p.name, reached, maxD, wantCount[k], wantMax[k])
		}
	}
}

// solveOK also checks the method's promises: four phases, at most 45 moves.
func solveOK(t testing.TB, c *cube.Cube) *algorithms.Solution {
	t.Helper()
	sol := solvertest.Solves(&Solver{}, nil)(t, c)
	if n := sol.Moves.HTM(3); n > 45 {
		t.Fatalf("solution of %d moves, more than 45: %s", n, sol.Moves)
	}
	if len(sol.Steps) != 4 {
		t.Fatalf("want 4 phases, got %d", len(sol.Steps))
	}
	return sol
}

func TestSpecialInputs(t *testing.T) {
	solvertest.SolveCases(t, solvertest.Special3(1, 45), solveOK, solvertest.HTM)
}

func TestInvalidInput(t *testing.T) { solvertest.RejectsInvalid3(t, &Solver{}, 2) }

func TestCancelled(t *testing.T) { solvertest.HonoursCancel(t, &Solver{}) }

func TestRandomStates(t *testing.T) {
	if mean := solvertest.MeanOverScrambles(t, solveOK, 42); mean > 32 {
		t.Errorf("mean %.2f moves, want at most 32", mean)
	}
}

// TestStats prints figures for the README:
// CUBELAB_STATS=1000 go test -run Stats -v (the value is the number of states).
func TestStats(t *testing.T) {
	if _, ok := solvertest.StatsCount(0); ok {
		t0 := time.Now()
		Prepare()
		t.Logf("tables built in %v", time.Since(t0))
	}
	solvertest.Stats(t, solveOK, 1000, nil)
}

func BenchmarkSolve(b *testing.B) {
	Prepare()
	solvertest.BenchSolve(b, solveOK)
}

func BenchmarkBuildTables(b *testing.B) {
	for i := 0; i < b.N; i++ {
		buildPhases()
	}
}

// TestConcurrent solves from several goroutines at once, as the HTTP API does;
// run with -race to check the shared tables.
func TestConcurrent(t *testing.T) {
	cs := solvertest.Scrambles(3, 8, 3)
	errs := make(chan error, len(cs))
	for _, c := range cs {
		go func() {
			sol, err := (&Solver{}).Solve(context.Background(), c, nil)
			if err == nil {
				err = algorithms.Verify(c, sol)
			}
			errs <- err
		}()
	}
	for range cs {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
