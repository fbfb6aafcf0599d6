package cornersfirst

import (
	"context"
	"testing"
	"time"

	"cubelab/algorithms/solvertest"
	"cubelab/cube"
)

var stepNames = []string{"corners (optimal 2x2)", "centres", "edges: top and bottom layers", "edges: middle layer"}

var solveOK = solvertest.Solves(&Solver{}, stepNames)

func TestSpecialInputs(t *testing.T) {
	cases := append(solvertest.Special3(1, 200), solvertest.Case{Name: "slice move", Alg: "M", Max: 1})
	// Block turns: the slice move M is one.
	solvertest.SolveCases(t, cases, solveOK, func(a cube.Alg) int { return a.BTM(3) })
}

func TestInvalidInput(t *testing.T) { solvertest.RejectsInvalid3(t, &Solver{}, 2) }

func TestCancelled(t *testing.T) { solvertest.HonoursCancel(t, &Solver{}) }

func TestRandomStates(t *testing.T) { solvertest.MeanOverScrambles(t, solveOK, 42) }

// TestStats prints figures for the README:
// CUBELAB_STATS=1000 go test -run Stats -v (the value is the number of states).
func TestStats(t *testing.T) {
	if _, ok := solvertest.StatsCount(0); ok {
		t0 := time.Now()
		if err := Prepare(context.Background()); err != nil {
			t.Fatal(err)
		}
		t.Logf("tables and library ready in %v", time.Since(t0))
	}
	solvertest.Stats(t, solveOK, 300, stepNames)
}

func BenchmarkSolve(b *testing.B) {
	if err := Prepare(context.Background()); err != nil {
		b.Fatal(err)
	}
	solvertest.BenchSolve(b, solveOK)
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
