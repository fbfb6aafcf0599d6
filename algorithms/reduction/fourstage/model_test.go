package fourstage

import (
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// TestGeometryMatchesCube applies random moves both to a cube.Cube and to
// the piece model and checks that reading the cube gives the model's state.
func TestGeometryMatchesCube(t *testing.T) {
	g, err := theGeometry()
	if err != nil {
		t.Fatal(err)
	}
	for w := range g.partner {
		if p := g.partner[w]; g.partner[p] != uint8(w) || p == uint8(w) {
			t.Fatalf("wing %d: partner %d is not mutual", w, p)
		}
	}
	rng := rand.New(rand.NewPCG(3, 5))
	c := cube.MustNew(n)
	st, err := g.stateOf(c)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 300; i++ {
		m := rng.IntN(nMoves)
		if err := c.Apply(g.moves[m]); err != nil {
			t.Fatal(err)
		}
		st = g.apply(st, m)
		got, err := g.stateOf(c)
		if err != nil {
			t.Fatalf("after %d moves: %v", i+1, err)
		}
		if got != st {
			t.Fatalf("after %d moves (last %v): cube reads %+v, model has %+v", i+1, g.moves[m], got, st)
		}
	}
}

// TestParities checks the per-move parities the stages rely on: a wide
// quarter turn is an odd wing permutation, everything else even; outer and
// wide quarter turns are odd on corners.
func TestParities(t *testing.T) {
	g, err := theGeometry()
	if err != nil {
		t.Fatal(err)
	}
	for m, mv := range g.moves {
		quarter := mv.Turns != 2
		if want := quarter && mv.Hi == 2; g.wingOdd[m] != want {
			t.Errorf("%v: odd on wings %v, want %v", mv, g.wingOdd[m], want)
		}
		if g.cornerOdd[m] != quarter {
			t.Errorf("%v: odd on corners %v, want %v", mv, g.cornerOdd[m], quarter)
		}
	}
}

// TestStateOfRejects checks that a cube with a wing twice is an error, not a
// wrong state.
func TestStateOfRejects(t *testing.T) {
	g, err := theGeometry()
	if err != nil {
		t.Fatal(err)
	}
	c := cube.MustNew(n)
	c.Set(cube.U, 0, 1, cube.D) // the UB wing now reads as a second DB wing
	if _, err := g.stateOf(c); err == nil {
		t.Fatal("no error for a cube with two DB wings")
	}
}
