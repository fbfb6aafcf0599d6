package methods_test

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubelab/algorithms"
	"cubelab/algorithms/twophase"
	"cubelab/cube"
)

var update = flag.Bool("update", false, "rewrite testdata/golden.txt from the solvers' current output")

// goldenCube is one input of TestGoldenOutputs: n·n·n, a random-move
// scramble from a fixed seed (the cube package's random moves, which no
// solver refactoring touches).
type goldenCube struct {
	n, length int
	seed      uint64
}

func (g goldenCube) alg() cube.Alg {
	return cube.RandomMoves(g.n, g.length, rand.New(rand.NewPCG(g.seed, uint64(g.n))))
}

// goldenCubes lists each method's cubes: every method of a size gets the same
// ones, except the searches without tables, which get short scrambles.
func goldenCubes(method string, n int) []goldenCube {
	var out []goldenCube
	add := func(count, length int) {
		for s := uint64(1); s <= uint64(count); s++ {
			out = append(out, goldenCube{n, length, s})
		}
	}
	switch {
	case method == "iddfs" || method == "idastar" || method == "bibfs" || method == "wastar":
		add(3, 7)
	case method == "genetic" || method == "annealing":
		add(2, 6)
	case n == 2:
		add(6, 30)
	case n == 3:
		add(6, 25)
	default:
		add(2, 40)
	}
	return out
}

// TestGoldenOutputs pins what every solver answers, move for move, on a fixed
// set of cubes: refactorings of the solvers' internals must leave their
// output byte-identical. The file is testdata/golden.txt; `go test
// ./algorithms/methods -run Golden -update` rewrites it, for a change meant
// to alter answers (say so in the commit). Methods whose answer depends on
// timing are run in their deterministic form: kociemba through
// twophase.NewDeterministic; reduction through the random-state scrambler,
// which runs it so.
func TestGoldenOutputs(t *testing.T) {
	if testing.Short() {
		t.Skip("solves about a hundred cubes")
	}
	ctx := context.Background()
	var b strings.Builder
	for _, n := range []int{2, 3, 4, 5} {
		for _, m := range algorithms.Methods(n) {
			if m.Slow {
				continue // minutes a cube (optimal): its own tests pin its lengths
			}
			var s algorithms.Solver
			switch m.Name {
			case "reduction":
				continue // below, through the scrambler
			case "kociemba":
				s = twophase.NewDeterministic(algorithms.Config{MaxLength: 21})
			default:
				s = m.New(algorithms.Config{Seed: 7})
			}
			for _, g := range goldenCubes(m.Name, n) {
				c := cube.MustNew(n)
				a := g.alg()
				if err := c.ApplyAlg(a); err != nil {
					t.Fatal(err)
				}
				sol, err := s.Solve(ctx, c, nil)
				if err != nil {
					t.Fatalf("%s on %s: %v", m.Name, a, err)
				}
				if err := algorithms.Verify(c, sol); err != nil {
					t.Fatalf("%s on %s: %v", m.Name, a, err)
				}
				fmt.Fprintf(&b, "%s %dx%d seed %d len %d: %s\n", m.Name, n, n, g.seed, g.length, sol.Moves)
				fmt.Fprintf(&b, "  optimal %v", sol.Optimal)
				for _, st := range sol.Steps {
					fmt.Fprintf(&b, " | %s: %s", st.Name, st.Moves)
				}
				b.WriteString("\n")
			}
		}
	}
	// Random-state scramblers: pocket's table (2x2), twophase (3x3),
	// reduction with a deterministic 3x3 stage (4x4, 5x5).
	for _, n := range []int{2, 3, 4, 5} {
		for seed := uint64(1); seed <= 2; seed++ {
			a, err := algorithms.RandomStateScramble(ctx, n, rand.New(rand.NewPCG(seed, 99)))
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "random-state %dx%d seed %d: %s\n", n, n, seed, a)
		}
	}
	path := filepath.Join("testdata", "golden.txt")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	got := strings.Split(b.String(), "\n")
	wantLines := strings.Split(string(want), "\n")
	for i := 0; i < max(len(got), len(wantLines)); i++ {
		var g, w string
		if i < len(got) {
			g = got[i]
		}
		if i < len(wantLines) {
			w = wantLines[i]
		}
		if g != w {
			t.Errorf("line %d differs:\n got: %s\nwant: %s", i+1, g, w)
		}
	}
}
