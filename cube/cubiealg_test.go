package cube

import (
	"math/rand/v2"
	"testing"
)

// mirrorLR is the reflection in the plane between L and R written as Cubies
// (twists 3..5 mark the mirrored corners; see the kernel's comment).
var mirrorLR = Cubies{
	CP: [8]Corner{UFL, URF, UBR, ULB, DLF, DFR, DRB, DBL},
	CO: [8]uint8{3, 3, 3, 3, 3, 3, 3, 3},
	EP: [12]Edge{UL, UF, UR, UB, DL, DF, DR, DB, FL, FR, BR, BL},
}

// cubiesFromSeed is a random reachable state made by random outer turns
// through the facelet engine (the kernel's moves are not trusted here).
func cubiesFromSeed(t *testing.T, n int, a, b uint64) (*Cube, Cubies) {
	t.Helper()
	rng := rand.New(rand.NewPCG(a, b))
	c := MustNew(n)
	for i := 0; i < 1+rng.IntN(30); i++ {
		c.turn(Face(rng.IntN(6)), 1, 1, 1+rng.IntN(3))
	}
	cc, err := c.Cubies()
	if err != nil {
		t.Fatalf("reading %s: %v", c, err)
	}
	return c, cc
}

// FuzzCubiesRoundTrip checks the kernel's algebra against the facelet
// engine on states reached by random turns: facelets -> cubies -> facelets
// gives the cube back, Apply follows Cube.Apply for every face turn, Mul is
// the composition of two states, Inverse undoes, a mirror conjugate is a
// proper state, and PermUnrank inverts PermRank.
func FuzzCubiesRoundTrip(f *testing.F) {
	for i := uint64(0); i < 8; i++ {
		f.Add(i, 2*i+1, uint8(i))
	}
	f.Fuzz(func(t *testing.T, a, b uint64, pick uint8) {
		n := 2 + int(pick&1)
		c, cc := cubiesFromSeed(t, n, a, b)
		back, err := cc.Facelets(n)
		if err != nil || !back.Equal(c) {
			t.Fatalf("facelets %s -> cubies %+v -> facelets %v (%v)", c, cc, back, err)
		}
		if err := cc.Verify(n == 3); err != nil {
			t.Fatalf("a reachable state fails Verify: %v", err)
		}
		f, turns := Face(pick%6), 1+int(pick/6)%3
		moved, err := cc.Apply(Turn(f, turns))
		if err != nil {
			t.Fatal(err)
		}
		want := c.Clone()
		want.turn(f, 1, 1, turns)
		wc, err := want.Cubies()
		if err != nil {
			t.Fatal(err)
		}
		if n == 2 { // a 2x2x2 has no edges: compare corners
			wc.EP, wc.EO = moved.EP, moved.EO
		}
		if moved != wc {
			t.Fatalf("%s then %s: kernel %+v, facelets %+v", c, Turn(f, turns), moved, wc)
		}
		_, other := cubiesFromSeed(t, 3, b, a)
		if n == 3 {
			// (x·y)⁻¹ = y⁻¹·x⁻¹, and a product of reachable states is one.
			xy := cc.Mul(other)
			if xy.Inverse() != other.Inverse().Mul(cc.Inverse()) {
				t.Fatalf("(x·y)⁻¹ != y⁻¹·x⁻¹ for %+v, %+v", cc, other)
			}
			if err := xy.Verify(true); err != nil {
				t.Fatalf("product of reachable states unreachable: %v", err)
			}
		}
		if p := cc.Mul(cc.Inverse()); p != SolvedCubies {
			t.Fatalf("x·x⁻¹ = %+v", p)
		}
		conj := mirrorLR.Mul(other).Mul(mirrorLR.Inverse())
		if err := conj.Verify(true); err != nil {
			t.Fatalf("mirror conjugate of a proper state is not proper: %v (%+v)", err, conj)
		}
		if back := mirrorLR.Inverse().Mul(conj).Mul(mirrorLR); back != other {
			t.Fatalf("un-conjugating gives %+v, want %+v", back, other)
		}
		r := PermRank(other.EP[:])
		var p [12]Edge
		PermUnrank(p[:], r)
		if p != other.EP {
			t.Fatalf("PermUnrank(PermRank(%v)) = %v", other.EP, p)
		}
	})
}

// TestMulComposesMoves checks Mul against the facelet engine: the state of
// an algorithm is the product of its moves' states, in order.
func TestMulComposesMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := 0; trial < 50; trial++ {
		a := RandomMoves(3, 1+rng.IntN(25), rng)
		want, err := AlgCubies(a)
		if err != nil {
			t.Fatal(err)
		}
		got := SolvedCubies
		for _, m := range a {
			got = got.Mul(TurnCubies(m.Face, m.Turns))
		}
		if got != want {
			t.Fatalf("%s: product of moves %+v, facelets %+v", a, got, want)
		}
	}
}

func TestApplyRefusesNonFaceTurns(t *testing.T) {
	for _, s := range []string{"M", "x", "Rw", "2R"} {
		m := MustParseAlg(s, 3)[0]
		if _, err := SolvedCubies.Apply(m); err == nil {
			t.Errorf("Apply(%s) accepted a move that turns centres", s)
		}
	}
	if _, err := AlgCubies(MustParseAlg("M", 3)); err == nil {
		t.Error("AlgCubies(M) accepted a move that turns centres")
	}
	if cc, err := AlgCubies(MustParseAlg("M M'", 3)); err != nil || cc != SolvedCubies {
		t.Errorf("AlgCubies(M M') = %+v, %v; want solved", cc, err)
	}
}

// TestPiecesInPlace reads the edges a slice turn moves, where Cubies refuses
// the turned centres.
func TestPiecesInPlace(t *testing.T) {
	c := MustNew(3)
	if err := c.ApplyString("M"); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Cubies(); err == nil {
		t.Fatal("Cubies accepted turned centres")
	}
	cc, err := c.PiecesInPlace()
	if err != nil {
		t.Fatal(err)
	}
	if cc.CP != SolvedCubies.CP || cc.EP[UF] != UB || cc.EO[UF] != 1 {
		t.Errorf("after M: %+v; want corners home and UB flipped at UF", cc)
	}
}

func TestPermRankOrder(t *testing.T) {
	var p [5]uint8
	for r := 0; r < 120; r++ {
		PermUnrank(p[:], r)
		if got := PermRank(p[:]); got != r {
			t.Fatalf("rank %d -> %v -> %d", r, p, got)
		}
	}
	if PermRank([]uint8{0, 1, 2, 3}) != 0 || PermRank([]uint8{3, 2, 1, 0}) != 23 {
		t.Error("identity must rank 0 and the reversal last")
	}
}
