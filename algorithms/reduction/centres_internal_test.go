package reduction

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"cubelab/cube"
)

// centreTestSizes are the sizes TestCentresSizes solves: 4..9 always, a big
// cube unless -short. CUBELAB_CENTRE_SIZES (comma-separated) overrides them
// for measuring, CUBELAB_CENTRE_RUNS the number of states per size.
func centreTestSizes(t *testing.T) []int {
	if s := os.Getenv("CUBELAB_CENTRE_SIZES"); s != "" {
		var out []int
		for _, f := range strings.Split(s, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil {
				t.Fatalf("CUBELAB_CENTRE_SIZES: %v", err)
			}
			out = append(out, n)
		}
		return out
	}
	if testing.Short() {
		return []int{4, 5, 6, 7, 8, 9}
	}
	return []int{4, 5, 6, 7, 8, 9, 13}
}

// TestCentresSizes solves the centres of random states for each size,
// checking every centre shows its colour, the fixed centres stayed and the
// returned moves reproduce the state; it logs mean moves and time.
func TestCentresSizes(t *testing.T) {
	runsFor := func(n int) int {
		if s := os.Getenv("CUBELAB_CENTRE_RUNS"); s != "" {
			if r, err := strconv.Atoi(s); err == nil && r > 0 {
				return r
			}
		}
		switch {
		case n <= 5:
			return 10
		case n <= 7:
			return 4
		}
		return 1
	}
	for _, n := range centreTestSizes(t) {
		t.Run(fmt.Sprintf("%dx%d", n, n), func(t *testing.T) {
			g := geomFor(n)
			t0 := time.Now()
			g.centreTables()
			tables := time.Since(t0)
			rng := rand.New(rand.NewPCG(uint64(n), 7))
			runs := runsFor(n)
			total, worst := 0, 0
			var slowest time.Duration
			start := time.Now()
			for i := 0; i < runs; i++ {
				c := cube.MustNew(n)
				if err := c.ApplyAlg(cube.RandomMoves(n, 10*cube.DefaultScrambleLength(n, rng), rng)); err != nil {
					t.Fatal(err)
				}
				orig := c.Clone()
				col := chooseColours(c, g)
				t0 := time.Now()
				alg, err := solveCentres(context.Background(), c, g, col, centreOrder, func(string) {})
				slowest = max(slowest, time.Since(t0))
				if err != nil {
					t.Fatalf("state %d: %v", i, err)
				}
				if !centresSolved(c, g, col) {
					t.Fatalf("state %d: centres not solved", i)
				}
				if err := orig.ApplyAlg(alg); err != nil || !orig.Equal(c) {
					t.Fatalf("state %d: the returned moves do not give the solved state (%v)", i, err)
				}
				for _, p := range g.centre {
					if g.fixed[p] && c.Facelets()[p] != col[g.faceOf[p]] {
						t.Fatalf("state %d: fixed centre moved", i)
					}
				}
				total += len(alg)
				worst = max(worst, len(alg))
			}
			t.Logf("%dx%d centres: %d states, mean %.1f moves (max %d), mean %v (max %v) per solve; tables %v",
				n, n, runs, float64(total)/float64(runs), worst, time.Since(start)/time.Duration(runs), slowest, tables)
		})
	}
}

// TestCentresCancel checks the stage stops promptly when its context ends.
func TestCentresCancel(t *testing.T) {
	n := 7
	g := geomFor(n)
	rng := rand.New(rand.NewPCG(3, 3))
	c := cube.MustNew(n)
	if err := c.ApplyAlg(cube.RandomMoves(n, 200, rng)); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := solveCentres(ctx, c, g, chooseColours(c, g), centreOrder, func(string) {}); err == nil {
		t.Fatal("cancelled context: want an error")
	}
}
