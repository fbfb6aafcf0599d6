package optimal

import (
	"context"
	"fmt"
	"os"
	"testing"

	"cubelab/algorithms"
	"cubelab/cube"
	"cubelab/lab"
)

// The stored bench lengths parse, and with CUBELAB_OPTIMAL_BENCH=write the
// missing ones are computed and appended (minutes each).
func TestBenchLengths(t *testing.T) {
	known, err := knownLengths()
	if err != nil {
		t.Fatal(err)
	}
	positions, err := lab.Positions(lab.Options{N: 3})
	if err != nil {
		t.Fatal(err)
	}
	stored := 0
	for _, p := range positions {
		c := cube.MustNew(3)
		if err := c.ApplyAlg(p.Scramble); err != nil {
			t.Fatal(err)
		}
		if n, _ := KnownLength(c); n >= 0 {
			stored++
		}
	}
	t.Logf("%d of the %d bench positions have stored lengths (%d entries)", stored, len(positions), len(known))
	if os.Getenv("CUBELAB_OPTIMAL_BENCH") != "write" {
		return
	}
	f, err := os.OpenFile("testdata/bench3.txt", os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := New(testConfig())
	for i, p := range positions {
		c := cube.MustNew(3)
		if err := c.ApplyAlg(p.Scramble); err != nil {
			t.Fatal(err)
		}
		if n, _ := KnownLength(c); n >= 0 {
			continue
		}
		sol, err := s.Solve(context.Background(), c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := algorithms.Verify(c, sol); err != nil {
			t.Fatal(err)
		}
		if _, err := fmt.Fprintf(f, "%d\t%s\n", sol.Moves.HTM(3), p.Scramble); err != nil {
			t.Fatal(err)
		}
		t.Logf("position %d: %d moves in %v", i+1, sol.Moves.HTM(3), sol.Stats.Duration)
	}
}
