package thistlethwaite

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"strconv"
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

func solveOK(t testing.TB, c *cube.Cube) *algorithms.Solution {
	t.Helper()
	sol, err := (&Solver{}).Solve(context.Background(), c, nil)
	if err != nil {
		t.Fatalf("solve %s: %v", c, err)
	}
	if err := algorithms.Verify(c, sol); err != nil {
		t.Fatal(err)
	}
	if n := sol.Moves.HTM(3); n > 45 {
		t.Fatalf("solution of %d moves, more than 45: %s", n, sol.Moves)
	}
	if len(sol.Steps) != 4 {
		t.Fatalf("want 4 phases, got %d", len(sol.Steps))
	}
	return sol
}

func TestSpecialInputs(t *testing.T) {
	tests := []struct {
		name, alg string
		maxLen    int
	}{
		{"solved", "", 0},
		{"one move", "R", 1},
		{"rotated", "x y", 0},
		{"rotated scramble", "R U F' D2 L B x y z'", 45},
		{"superflip", "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2", 45},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := cube.MustNew(3)
			if err := c.ApplyString(tc.alg); err != nil {
				t.Fatal(err)
			}
			sol := solveOK(t, c)
			if n := sol.Moves.HTM(3); n > tc.maxLen {
				t.Errorf("%d moves (%s), want at most %d", n, sol.Moves, tc.maxLen)
			}
		})
	}
}

func TestInvalidInput(t *testing.T) {
	twisted := cube.MustNew(3)
	f := cube.CornerFacelets(3, cube.URF)
	twisted.Set(cube.U, 2, 2, cube.R)
	_ = f
	flipped := cube.MustNew(3)
	flipped.Set(cube.U, 2, 1, cube.F)
	flipped.Set(cube.F, 0, 1, cube.U)
	tests := []struct {
		name string
		c    *cube.Cube
		want error
	}{
		{"wrong size", cube.MustNew(2), algorithms.ErrUnsupported},
		{"colour count", twisted, cube.ErrColourCount},
		{"flipped edge", flipped, cube.ErrFlip},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := (&Solver{}).Solve(context.Background(), tc.c, nil)
			if !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
		})
	}
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c := cube.MustNew(3)
	c.ApplyString("R U F")
	if _, err := (&Solver{}).Solve(ctx, c, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}

func TestRandomStates(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 20
	}
	total := 0
	for _, c := range solvertest.Scrambles(3, n, 42) {
		total += solveOK(t, c).Moves.HTM(3)
	}
	mean := float64(total) / float64(n)
	t.Logf("mean %.2f moves over %d states", mean, n)
	if mean > 32 {
		t.Errorf("mean %.2f moves, want at most 32", mean)
	}
}

// TestStats prints figures for the README:
// CUBELAB_STATS=1000 go test -run Stats -v (the value is the number of states).
func TestStats(t *testing.T) {
	if os.Getenv("CUBELAB_STATS") == "" {
		t.Skip("set CUBELAB_STATS to a number of states")
	}
	t0 := time.Now()
	Prepare()
	t.Logf("tables built in %v", time.Since(t0))
	cs := solvertest.Scrambles(3, statsCount(1000), 99)
	total, worst := 0, 0
	var dur time.Duration
	for _, c := range cs {
		t1 := time.Now()
		sol := solveOK(t, c)
		dur += time.Since(t1)
		n := sol.Moves.HTM(3)
		total += n
		worst = max(worst, n)
	}
	t.Logf("%d states: mean %.2f moves, worst %d, mean time %v", len(cs), float64(total)/float64(len(cs)), worst, dur/time.Duration(len(cs)))
}

func BenchmarkSolve(b *testing.B) {
	Prepare()
	cs := solvertest.Scrambles(3, 100, 5)
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		moves += solveOK(b, cs[i%len(cs)]).Moves.HTM(3)
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
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

// statsCount reads the number of states from CUBELAB_STATS, or def.
func statsCount(def int) int {
	if n, err := strconv.Atoi(os.Getenv("CUBELAB_STATS")); err == nil && n > 0 {
		return n
	}
	return def
}
