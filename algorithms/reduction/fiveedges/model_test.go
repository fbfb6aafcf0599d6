package fiveedges

import (
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// TestModelAgreesWithCube turns a cube and the model alike and reads the
// cube back after every move.
func TestModelAgreesWithCube(t *testing.T) {
	g, err := getGeometry()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	c := cube.MustNew(n)
	s := solvedState()
	for i := range 2000 {
		m := rng.IntN(nMoves)
		if err := c.Apply(g.moves[m]); err != nil {
			t.Fatal(err)
		}
		s = g.apply(s, m)
		r, err := g.stateOf(c)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if r != s {
			t.Fatalf("step %d: model %v, cube %v", i, s, r)
		}
	}
}

// TestGroups checks the facts doc.go's phases rest on.
func TestGroups(t *testing.T) {
	g, _ := getGeometry()
	gr := g.buildGroups()
	if len(gr.h3) != 24 || len(gr.h4) != 16 || len(gr.h5) != 14 {
		t.Fatalf("group sizes %d %d %d, want 24 16 14", len(gr.h3), len(gr.h4), len(gr.h5))
	}
	var highs int
	for e := range nMidges {
		if gr.class[2*e] == gr.class[2*e+1] {
			t.Errorf("edge %d's wing slots are both class %d", e, gr.class[2*e])
		}
		highs += int(2 - gr.class[2*e] - gr.class[2*e+1])
	}
	if highs != 12 {
		t.Errorf("%d high wing slots, want 12", highs)
	}
	udSlot := func(e int) bool { return e < 8 } // cube.Edge: UR..DB, then FR FL BL BR
	mSlot := func(e int) bool {
		switch cube.Edge(e) {
		case cube.UF, cube.UB, cube.DF, cube.DB:
			return true
		}
		return false
	}
	for _, m := range append(append([]uint8{}, gr.h4...), gr.h5...) {
		for to, from := range g.wingFrom[m] {
			if gr.class[to] != gr.class[from] {
				t.Errorf("%v takes a wing from class %d to %d", g.moves[m], gr.class[from], gr.class[to])
			}
		}
		for to, f := range g.midFlip[m] {
			if f != 0 {
				t.Errorf("%v flips midge slot %d", g.moves[m], to)
			}
		}
	}
	for _, m := range gr.h4 {
		for to, from := range g.midFrom[m] {
			if udSlot(to) != udSlot(int(from)) {
				t.Errorf("H4 move %v mixes U/D and E-slice midges", g.moves[m])
			}
		}
		for to, from := range g.wingFrom[m] {
			if udSlot(to/2) != udSlot(int(from)/2) {
				t.Errorf("H4 move %v mixes U/D and E-slice wings", g.moves[m])
			}
		}
	}
	for _, m := range gr.h5 {
		for e := range nMidges {
			if !mSlot(e) {
				continue
			}
			to := -1
			for s, from := range g.midFrom[m] {
				if int(from) == e {
					to = s
				}
			}
			if !mSlot(to) {
				t.Fatalf("H5 move %v takes M-slice midge %d out", g.moves[m], e)
			}
			// Both wings follow the midge.
			for k := range 2 {
				w := 2*e + k
				for s, from := range g.wingFrom[m] {
					if int(from) == w && s/2 != to {
						t.Errorf("H5 move %v separates M-slice edge %d", g.moves[m], e)
					}
				}
			}
		}
	}
}
