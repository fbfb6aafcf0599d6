package pocket

import (
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// The model must agree with the facelet engine move for move.
func TestModelMatchesCube(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 200; trial++ {
		c := cube.MustNew(2)
		p := solvedPos
		for k := 0; k < 1+trial%25; k++ {
			m := move(rng.IntN(NumMoves))
			if err := c.Apply(m.cubeMove()); err != nil {
				t.Fatal(err)
			}
			p = p.apply(m)
		}
		cc, err := c.Cubies()
		if err != nil {
			t.Fatal(err)
		}
		want, err := fromCubies(cc)
		if err != nil {
			t.Fatal(err)
		}
		if p != want {
			t.Fatalf("trial %d: model %v, cube %v", trial, p, want)
		}
		if !p.Cube().Equal(c) {
			t.Fatalf("trial %d: Pos.Cube() = %s, want %s", trial, p.Cube(), c)
		}
	}
}

func TestIndexRoundTrip(t *testing.T) {
	mt := tables()
	rng := rand.New(rand.NewPCG(3, 4))
	seen := map[Index]bool{}
	for k := 0; k < 5000; k++ {
		i := Index(rng.IntN(NumStates))
		if k == 0 {
			i = 0
		}
		p := PosAt(i)
		if got := p.Index(); got != i {
			t.Fatalf("PosAt(%d).Index() = %d", i, got)
		}
		for m := move(0); m < NumMoves; m++ {
			if got, want := mt.next(i, m), p.apply(m).Index(); got != want {
				t.Fatalf("table move %d from %d: %d, want %d", m, i, got, want)
			}
		}
		seen[i] = true
	}
	if solvedPos.Index() != 0 {
		t.Fatalf("solved index %d, want 0", solvedPos.Index())
	}
}

func TestStandardRejects(t *testing.T) {
	tests := []struct {
		name string
		c    *cube.Cube
	}{
		{"nil", nil},
		{"3x3", cube.MustNew(3)},
		{"twisted corner", func() *cube.Cube {
			c := cube.MustNew(2)
			// Twist the URF corner in place: rotate its three stickers.
			idx := cube.CornerFacelets(2, cube.URF)
			f := c.Facelets()
			cols := [3]cube.Face{f[idx[0]], f[idx[1]], f[idx[2]]}
			for k, i := range idx {
				c.Set(cube.Face(i/4), i%4/2, i%2, cols[(k+1)%3])
			}
			return c
		}()},
	}
	for _, tc := range tests {
		if _, _, err := Standard(tc.c); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
}

// The looked-up orientation must agree with cube.Standardize's search on
// every orientation of random states, and solutions folded back through
// asGiven must solve the cube as given.
func TestStandardLookupMatchesSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	tab := Table()
	for trial := 0; trial < 20; trial++ {
		base := PosAt(Index(rng.IntN(NumStates))).Cube()
		for _, rot := range cube.Orientations() {
			c := base.Clone()
			if err := c.ApplyAlg(rot); err != nil {
				t.Fatal(err)
			}
			p, r, ok := standardFast(c)
			if !ok {
				t.Fatalf("no orientation found for %s", c)
			}
			want, _, err := standardSlow(c)
			if err != nil {
				t.Fatal(err)
			}
			if p != want {
				t.Fatalf("%s: lookup read %v, Standardize %v", c, p, want)
			}
			sol, _ := tab.descend(p.Index())
			solved := c.Clone()
			if err := solved.ApplyAlg(asGiven(r, sol)); err != nil || !solved.IsSolved() {
				t.Fatalf("%s: %s (rotation %s) does not solve it (%v)", c, asGiven(r, sol), r, err)
			}
		}
	}
}

// The fast reader and the facelet engine's reading agree on any 24 stickers:
// both accept (with the same state) or both refuse, and nothing panics.
func FuzzStandard(f *testing.F) {
	f.Add([]byte("000011112222333344445555"))
	f.Add([]byte{0, 5, 2, 5, 1, 1, 2, 1, 2, 0, 4, 3, 3, 3, 4, 2, 4, 0, 1, 0, 3, 5, 4, 5})
	for _, a := range []string{"R U F'", "x y2 R U2 F", "F U' F2 D' B U R' F' L D' R' U'"} {
		c := cube.MustNew(2)
		_ = c.ApplyString(a)
		b := make([]byte, 24)
		for i, col := range c.Facelets() {
			b[i] = byte(col)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) < 24 {
			return
		}
		c := cube.MustNew(2)
		for i := 0; i < 24; i++ {
			c.Set(cube.Face(i/4), i%4/2, i%2, cube.Face(b[i]%6))
		}
		p, _, ok := standardFast(c)
		q, _, err := standardSlow(c)
		if ok != (err == nil) {
			t.Fatalf("%s: fast reader ok=%v, slow reader %v", c, ok, err)
		}
		if ok && p != q {
			t.Fatalf("%s: fast reader %v, slow reader %v", c, p, q)
		}
	})
}
