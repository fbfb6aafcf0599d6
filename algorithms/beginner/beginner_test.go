package beginner

import (
	"testing"

	"cubelab/algorithms/solvertest"
	"cubelab/cube"
)

var stepNames = []string{
	"cross", "first-layer corners", "second-layer edges", "last-layer cross (OLL edges)",
	"last-layer corners orientation", "last-layer corners permutation", "last-layer edges permutation",
}

var solveOK = solvertest.Solves(&Solver{}, stepNames)

func TestSpecialInputs(t *testing.T) {
	solvertest.SolveCases(t, solvertest.Special3(40, 200), solveOK, solvertest.HTM)
}

func TestInvalidInput(t *testing.T) { solvertest.RejectsInvalid3(t, &Solver{}, 4) }

func TestCancelled(t *testing.T) { solvertest.HonoursCancel(t, &Solver{}) }

func TestRandomStates(t *testing.T) { solvertest.MeanOverScrambles(t, solveOK, 42) }

// TestStats prints figures for the README:
// CUBELAB_STATS=1000 go test -run Stats -v (the value is the number of states).
func TestStats(t *testing.T) { solvertest.Stats(t, solveOK, 300, stepNames) }

func BenchmarkSolve(b *testing.B) { solvertest.BenchSolve(b, solveOK) }

// TestStepsSolveTheirPieces replays the steps and checks what each one
// promises: the cross after step 1, the first layer after step 2, and so on.
func TestStepsSolveTheirPieces(t *testing.T) {
	c := cube.MustNew(3)
	c.ApplyString("D' R2 F L' U B2 R D2 F' U2 L B R' U F2 D B' L2 U' R F D2 L' B U")
	sol := solveOK(t, c)
	x := c.Clone()
	want := []pieces{
		{edges: crossEdges},
		{edges: crossEdges, corners: layer1Corner},
		{edges: append(append([]int(nil), crossEdges...), layer2Edges...), corners: layer1Corner},
	}
	for i, st := range sol.Steps[:3] {
		x.ApplyAlg(st.Moves)
		cc, err := x.Cubies()
		if err != nil {
			t.Fatal(err)
		}
		if !want[i].ok(&cc) {
			t.Fatalf("after %q the pieces it should solve are not solved: %s", st.Name, x)
		}
	}
}
