package twophase

import (
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// TestMovesMatchFacelets applies each of the 18 moves to random states with
// both engines and compares the results.
func TestMovesMatchFacelets(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	mc := moveCubies()
	for trial := 0; trial < 5; trial++ {
		c := cube.MustNew(3)
		if err := c.ApplyAlg(cube.RandomMoves(3, 25, rng)); err != nil {
			t.Fatal(err)
		}
		cc, err := c.Cubies()
		if err != nil {
			t.Fatal(err)
		}
		for m := 0; m < nMoves; m++ {
			want := c.Clone()
			if err := want.ApplyAlg(cube.FaceTurnsAlg([]int8{int8(m)})); err != nil {
				t.Fatal(err)
			}
			wantCC, err := want.Cubies()
			if err != nil {
				t.Fatal(err)
			}
			got := cc.Mul(mc[m])
			if got != wantCC {
				t.Errorf("move %s: cubie engine gives %+v, facelet engine %+v", cube.FaceTurnsAlg([]int8{int8(m)}), got, wantCC)
			}
		}
	}
}

func TestInverse(t *testing.T) {
	st := syms()
	rng := rand.New(rand.NewPCG(3, 4))
	cases := []cube.Cubies{cube.RandomCubies(rng), cube.RandomCubies(rng), st.cube[1], st.cube[17], st.cube[47]}
	for i, c := range cases {
		inv := c.Inverse()
		if p := c.Mul(inv); p != cube.SolvedCubies {
			t.Errorf("case %d: c·c⁻¹ = %+v", i, p)
		}
		if p := inv.Mul(c); p != cube.SolvedCubies {
			t.Errorf("case %d: c⁻¹·c = %+v", i, p)
		}
	}
}

// TestSymmetriesMapMovesToMoves checks the symmetry generators: conjugating
// any move by any symmetry must give a move, and the group must be closed.
func TestSymmetriesMapMovesToMoves(t *testing.T) {
	st := syms()
	for s := 0; s < nSym; s++ {
		for m := 0; m < nMoves; m++ {
			if st.move[s][m] < 0 {
				t.Errorf("symmetry %d maps move %d to a non-move", s, m)
			}
		}
	}
	// The 48 symmetries are distinct and closed under products.
	seen := map[cube.Cubies]int{}
	for s := range st.cube {
		seen[st.cube[s]] = s
	}
	if len(seen) != nSym {
		t.Fatalf("%d distinct symmetries, want %d", len(seen), nSym)
	}
	for a := range st.cube {
		for b := range st.cube {
			if _, ok := seen[st.cube[a].Mul(st.cube[b])]; !ok {
				t.Fatalf("symmetry %d·%d is not a symmetry", a, b)
			}
		}
	}
	// The first 16 keep U and D faces on the U-D axis.
	for s := 0; s < nSym16; s++ {
		for _, m := range []int{0, 9} {
			if f := st.move[s][m] / 3; f != 0 && f != 3 {
				t.Errorf("symmetry %d moves a U/D turn to face %d", s, f)
			}
		}
	}
}

// TestConjugationIsHomomorphism checks conj(a·b) = conj(a)·conj(b) and that
// conjugates of proper states are proper (no mirrored twists).
func TestConjugationIsHomomorphism(t *testing.T) {
	st := syms()
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := 0; trial < 20; trial++ {
		a, b := cube.RandomCubies(rng), cube.RandomCubies(rng)
		s := rng.IntN(nSym)
		ab := a.Mul(b)
		ca, cb := conj(&a, s, st), conj(&b, s, st)
		if got, want := conj(&ab, s, st), ca.Mul(cb); got != want {
			t.Fatalf("symmetry %d: conj(a·b) != conj(a)·conj(b)", s)
		}
		if err := ca.Verify(true); err != nil {
			t.Fatalf("symmetry %d: conjugate is not a valid state: %v", s, err)
		}
	}
}

// TestMulProper checks the search's multiplication against the kernel's on
// random states and moves, in both orders.
func TestMulProper(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	mc := moveCubies()
	for i := 0; i < 500; i++ {
		a := cube.RandomCubies(rng)
		b := cube.RandomCubies(rng)
		if i%2 == 1 {
			b = mc[rng.IntN(nMoves)]
		}
		for _, p := range [][2]cube.Cubies{{a, b}, {b, a}} {
			var got cube.Cubies
			mulProper(&got, &p[0], &p[1])
			if want := p[0].Mul(p[1]); got != want {
				t.Fatalf("%v · %v: got %v, want %v", p[0], p[1], got, want)
			}
		}
	}
}

// TestFlipConj checks flipConj against the flip of the conjugated edges, for
// every symmetry of group16 on random states.
func TestFlipConj(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	st := syms()
	for i := 0; i < 200; i++ {
		c := cube.RandomCubies(rng)
		for s := 0; s < nSym16; s++ {
			u := conjEdges(&c, s, st)
			if got, want := flipConj(&c, s, st), u.Flip(); got != want {
				t.Fatalf("state %d, symmetry %d: flip %d, want %d", i, s, got, want)
			}
		}
	}
}
