package cornersfirst

import (
	"context"
	"errors"
	"os"
	"strconv"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/solvertest"
	"cubelab/cube"
)

var stepNames = []string{"corners (optimal 2x2)", "centres", "edges: top and bottom layers", "edges: middle layer"}

func solveOK(t testing.TB, c *cube.Cube) *algorithms.Solution {
	t.Helper()
	sol, err := (&Solver{}).Solve(context.Background(), c, nil)
	if err != nil {
		t.Fatalf("solve %s: %v", c, err)
	}
	if err := algorithms.Verify(c, sol); err != nil {
		t.Fatal(err)
	}
	if len(sol.Steps) != len(stepNames) {
		t.Fatalf("%d steps, want %d", len(sol.Steps), len(stepNames))
	}
	for i, st := range sol.Steps {
		if st.Name != stepNames[i] {
			t.Fatalf("step %d is %q, want %q", i, st.Name, stepNames[i])
		}
	}
	return sol
}

func TestFlipAlg(t *testing.T) {
	eff, err := edgeEffect(cube.MustParseAlg(flipAlg, 3))
	if err != nil {
		t.Fatal(err)
	}
	want := cube.SolvedCubies
	want.EO[cube.UF], want.EO[cube.UB] = 1, 1
	if eff != want {
		t.Fatalf("%s does %v, want UF and UB flipped", flipAlg, eff)
	}
}

// TestLibraryComplete checks the claim edgesStep's termination rests on: every
// edge 3-cycle with every even flip pattern (12·11·10/3·4 = 1760) and every
// pair flip (66) is in the library.
func TestLibraryComplete(t *testing.T) {
	var cycles, flips int
	for _, e := range edgeLibrary() {
		n := 0
		for i := 0; i < 12; i++ {
			if e.moved&(1<<i) != 0 {
				n++
			}
		}
		if n == 3 {
			cycles++
		} else {
			flips++
		}
	}
	if cycles != 1760 || flips != 66 {
		t.Fatalf("library has %d 3-cycles and %d pair flips, want 1760 and 66", cycles, flips)
	}
}

// TestCornersOptimal checks the first step against the pocket-cube optimum.
func TestCornersOptimal(t *testing.T) {
	c := cube.MustNew(3)
	c.ApplyString("R U R' U R U2 R'") // Sune: corners need 7 moves as a 2x2 (edges do not matter)
	sol := solveOK(t, c)
	if n := sol.Steps[0].Moves.HTM(3); n > 7 {
		t.Errorf("corners took %d moves (%s), want at most 7", n, sol.Steps[0].Moves)
	}
}

func TestSpecialInputs(t *testing.T) {
	tests := []struct {
		name, alg string
		maxLen    int
	}{
		{"solved", "", 0},
		{"one move", "R", 1},
		{"slice move", "M", 1},
		{"rotated", "x y", 0},
		{"rotated scramble", "R U F' D2 L B x y z'", 200},
		{"superflip", "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2", 200},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := cube.MustNew(3)
			if err := c.ApplyString(tc.alg); err != nil {
				t.Fatal(err)
			}
			sol := solveOK(t, c)
			if n := sol.Moves.BTM(3); n > tc.maxLen { // block turns: M is one
				t.Errorf("%d moves (%s), want at most %d", n, sol.Moves, tc.maxLen)
			}
		})
	}
}

func TestInvalidInput(t *testing.T) {
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
		{"wrong size", cube.MustNew(2), algorithms.ErrUnsupported},
		{"colour count", colours, cube.ErrColourCount},
		{"flipped edge", flipped, cube.ErrFlip},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := (&Solver{}).Solve(context.Background(), tc.c, nil); !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
		})
	}
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c := cube.MustNew(3)
	c.ApplyString("R U F D L B R2 U2 F' D'")
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
	t.Logf("mean %.1f moves over %d states", float64(total)/float64(n), n)
}

// TestStats prints figures for the README:
// CUBELAB_STATS=1000 go test -run Stats -v (the value is the number of states).
func TestStats(t *testing.T) {
	if os.Getenv("CUBELAB_STATS") == "" {
		t.Skip("set CUBELAB_STATS to a number of states")
	}
	t0 := time.Now()
	if err := Prepare(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Logf("tables and library ready in %v", time.Since(t0))
	cs := solvertest.Scrambles(3, statsCount(300), 99)
	total, worst := 0, 0
	perStep := make([]int, len(stepNames))
	var dur time.Duration
	for _, c := range cs {
		t1 := time.Now()
		sol := solveOK(t, c)
		dur += time.Since(t1)
		n := sol.Moves.HTM(3)
		total += n
		worst = max(worst, n)
		for i, st := range sol.Steps {
			perStep[i] += st.Moves.HTM(3)
		}
	}
	t.Logf("%d states: mean %.1f moves, worst %d, mean time %v", len(cs), float64(total)/float64(len(cs)), worst, dur/time.Duration(len(cs)))
	for i, name := range stepNames {
		t.Logf("  %-30s %.1f", name, float64(perStep[i])/float64(len(cs)))
	}
}

func BenchmarkSolve(b *testing.B) {
	if err := Prepare(context.Background()); err != nil {
		b.Fatal(err)
	}
	cs := solvertest.Scrambles(3, 100, 5)
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		moves += solveOK(b, cs[i%len(cs)]).Moves.HTM(3)
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

// statsCount reads the number of states from CUBELAB_STATS, or def.
func statsCount(def int) int {
	if n, err := strconv.Atoi(os.Getenv("CUBELAB_STATS")); err == nil && n > 0 {
		return n
	}
	return def
}
