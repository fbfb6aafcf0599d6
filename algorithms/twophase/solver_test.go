package twophase

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"cubelab/algorithms"
)

// TestMain points the table cache at a temporary directory, so tests neither
// read nor write the user's cache.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "twophase-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv(CacheEnv, dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// TestSolveRandomStates solves uniformly random states and checks every
// solution by applying it.
func TestSolveRandomStates(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 20
	}
	rng := rand.New(rand.NewPCG(7, 8))
	s := New(algorithms.Config{MaxLength: 21})
	total := 0
	for i := 0; i < n; i++ {
		c := RandomState(rng)
		sol, err := s.Solve(context.Background(), c, nil)
		if err != nil {
			t.Fatalf("state %d (%s): %v", i, c, err)
		}
		if err := algorithms.Verify(c, sol); err != nil {
			t.Fatalf("state %d: %v", i, err)
		}
		if l := sol.Moves.HTM(3); l > 21 {
			t.Fatalf("state %d: %d moves, want at most 21", i, l)
		}
		total += len(sol.Moves)
	}
	t.Logf("%d states, mean %.2f moves", n, float64(total)/float64(n))
}
