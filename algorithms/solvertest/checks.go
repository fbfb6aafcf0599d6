package solvertest

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// SolveFunc solves c, fails tb unless the answer is verified by applying it
// (and whatever else the method's tests demand of every answer), and
// returns it.
type SolveFunc func(tb testing.TB, c *cube.Cube) *algorithms.Solution

// Solves returns the SolveFunc of s: every answer is verified by applying
// it, and, when steps is given, made of exactly those named steps in order.
func Solves(s algorithms.Solver, steps []string) SolveFunc {
	return func(tb testing.TB, c *cube.Cube) *algorithms.Solution {
		tb.Helper()
		sol, err := s.Solve(context.Background(), c, nil)
		if err != nil {
			tb.Fatalf("solve %s: %v", c, err)
		}
		if err := algorithms.Verify(c, sol); err != nil {
			tb.Fatal(err)
		}
		if steps == nil {
			return sol
		}
		if len(sol.Steps) != len(steps) {
			tb.Fatalf("%d steps, want %d", len(sol.Steps), len(steps))
		}
		for i, st := range sol.Steps {
			if st.Name != steps[i] {
				tb.Fatalf("step %d is %q, want %q", i, st.Name, steps[i])
			}
		}
		return sol
	}
}

// Case is a cube made from solved by Alg, and the most moves a method may
// answer it with.
type Case struct {
	Name, Alg string
	Max       int
}

// Special3 are the 3x3x3 inputs every method must handle: solved, one move
// (answered in at most one moves), the whole cube turned (no moves at all),
// a turned scramble and the superflip (at most scrambled moves each).
func Special3(one, scrambled int) []Case {
	return []Case{
		{"solved", "", 0},
		{"one move", "R", one},
		{"rotated", "x y", 0},
		{"rotated scramble", "R U F' D2 L B x y z'", scrambled},
		{"superflip", "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2", scrambled},
	}
}

// SolveCases solves every case's 3x3x3 with solve and checks its length as
// counted by length.
func SolveCases(t *testing.T, cases []Case, solve SolveFunc, length func(cube.Alg) int) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			c := cube.MustNew(3)
			if err := c.ApplyString(tc.Alg); err != nil {
				t.Fatal(err)
			}
			sol := solve(t, c)
			if n := length(sol.Moves); n > tc.Max {
				t.Errorf("%d moves (%s), want at most %d", n, sol.Moves, tc.Max)
			}
		})
	}
}

// HTM counts a 3x3x3 answer in the half-turn metric, for SolveCases.
func HTM(a cube.Alg) int { return a.HTM(3) }

// RejectsInvalid3 checks that s refuses, with the error that says why, a
// cube of wrongSize, a 3x3x3 with one sticker recoloured (colour counts) and
// one with a flipped edge.
func RejectsInvalid3(t *testing.T, s algorithms.Solver, wrongSize int) {
	t.Helper()
	colours := cube.MustNew(3)
	colours.Set(cube.U, 2, 2, cube.R)
	flipped := cube.MustNew(3)
	flipped.Set(cube.U, 2, 1, cube.F)
	flipped.Set(cube.F, 0, 1, cube.U)
	tests := []struct {
		name string
		c    *cube.Cube
		want error
	}{
		{"wrong size", cube.MustNew(wrongSize), algorithms.ErrUnsupported},
		{"colour count", colours, cube.ErrColourCount},
		{"flipped edge", flipped, cube.ErrFlip},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := s.Solve(context.Background(), tc.c, nil); !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
		})
	}
}

// HonoursCancel checks that s gives context.Canceled, not an answer, when
// its context is cancelled before it starts on a scrambled 3x3x3.
func HonoursCancel(t *testing.T, s algorithms.Solver) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c := cube.MustNew(3)
	if err := c.ApplyString("R U F D L B R2 U2 F' D'"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Solve(ctx, c, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}

// MeanOverScrambles solves 100 of Scrambles' 3x3x3 cubes (20 with -short)
// from seed, logs and returns the mean length in HTM.
func MeanOverScrambles(t *testing.T, solve SolveFunc, seed uint64) float64 {
	t.Helper()
	n := 100
	if testing.Short() {
		n = 20
	}
	total := 0
	for _, c := range Scrambles(3, n, seed) {
		total += solve(t, c).Moves.HTM(3)
	}
	mean := float64(total) / float64(n)
	t.Logf("mean %.2f moves over %d states", mean, n)
	return mean
}

// MeanOverUniformStates solves 50 (10 with -short) uniformly random states
// built at cubie level, which reach the states random-move scrambles rarely
// do; it logs and returns the mean length in HTM.
func MeanOverUniformStates(t *testing.T, solve SolveFunc) float64 {
	t.Helper()
	n := 50
	if testing.Short() {
		n = 10
	}
	rng := rand.New(rand.NewPCG(2026, 11))
	total := 0
	for range n {
		total += solve(t, cube.RandomState(rng)).Moves.HTM(3)
	}
	mean := float64(total) / float64(n)
	t.Logf("mean %.1f moves over %d uniform random states", mean, n)
	return mean
}

// StatsCount is the number of states CUBELAB_STATS asks a stats test for,
// or def; ok is false when it is not set (the test then skips).
func StatsCount(def int) (n int, ok bool) {
	v := os.Getenv("CUBELAB_STATS")
	if v == "" {
		return 0, false
	}
	if n, err := strconv.Atoi(v); err == nil && n > 0 {
		return n, true
	}
	return def, true
}

// Stats logs, for README figures, the mean and worst length, the mean time
// and (when steps is given) each step's mean length over CUBELAB_STATS
// 3x3x3 scrambles (def when it is not a number); it skips unless
// CUBELAB_STATS is set:
//
//	CUBELAB_STATS=1000 go test -run Stats -v
func Stats(t *testing.T, solve SolveFunc, def int, steps []string) {
	t.Helper()
	count, ok := StatsCount(def)
	if !ok {
		t.Skip("set CUBELAB_STATS to a number of states")
	}
	cs := Scrambles(3, count, 99)
	total, worst := 0, 0
	perStep := make([]int, len(steps))
	var dur time.Duration
	for _, c := range cs {
		t1 := time.Now()
		sol := solve(t, c)
		dur += time.Since(t1)
		n := sol.Moves.HTM(3)
		total += n
		worst = max(worst, n)
		for i := range steps {
			perStep[i] += sol.Steps[i].Moves.HTM(3)
		}
	}
	t.Logf("%d states: mean %.2f moves, worst %d, mean time %v", len(cs), float64(total)/float64(len(cs)), worst, dur/time.Duration(len(cs)))
	for i, name := range steps {
		t.Logf("  %-32s %.1f", name, float64(perStep[i])/float64(len(cs)))
	}
}

// BenchSolve is the body of a method's BenchmarkSolve: it solves 100 fixed
// 3x3x3 scrambles round robin and reports the mean length as moves/op.
func BenchSolve(b *testing.B, solve SolveFunc) {
	cs := Scrambles(3, 100, 5)
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		moves += solve(b, cs[i%len(cs)]).Moves.HTM(3)
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}
