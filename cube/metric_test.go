package cube

import (
	"math/rand/v2"
	"testing"
)

func TestMoveCount(t *testing.T) {
	for _, tt := range []struct {
		alg     string
		n       int
		want    MoveCount
		htm     int
		label   string
		comment string
	}{
		{"R U x y' z2 R'", 3, MoveCount{3, 3}, 3, "3 HTM", "rotations count nothing"},
		{"M E' S2", 3, MoveCount{3, 6}, 6, "6 HTM", "a 3x3 slice is two in the WCA's count"},
		{"Rw", 3, MoveCount{1, 1}, 1, "1 HTM", "a wide turn is one"},
		{"3Rw", 3, MoveCount{0, 0}, 0, "0 HTM", "all three layers: a rotation"},
		{"Rw 2R 3-4Uw R2", 5, MoveCount{4, 6}, 6, "6 OBTM · 4 BTM", "inner blocks are two"},
		{"2-4Rw", 4, MoveCount{1, 1}, 1, "1 OBTM · 1 BTM", "a block touching the far face is 3Lw turned back"},
		{"3Rw", 6, MoveCount{1, 1}, 1, "1 OBTM · 1 BTM", "outer block"},
		{"3-4Rw", 6, MoveCount{1, 2}, 2, "2 OBTM · 1 BTM", "inner block of two layers"},
		{"R4 U0", 4, MoveCount{0, 0}, 0, "0 OBTM · 0 BTM", "no turn at all"},
		{"", 17, MoveCount{}, 0, "0 OBTM · 0 BTM", "nothing"},
	} {
		a := MustParseAlg(tt.alg, tt.n)
		got := a.Count(tt.n)
		if got != tt.want || a.HTM(tt.n) != tt.htm || got.Label(tt.n) != tt.label {
			t.Errorf("%q on %d (%s): %+v HTM %d %q, want %+v HTM %d %q", tt.alg, tt.n, tt.comment, got, a.HTM(tt.n), got.Label(tt.n), tt.want, tt.htm, tt.label)
		}
	}
}

// TestMetricBounds: on random algorithms of every size, a block turn is
// one or two outer block turns, and a quarter-turn count lies between one
// and two per block turn.
func TestMetricBounds(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 2; n <= 9; n++ {
		for range 200 {
			a := Scramble(n, rng)
			a = append(a, Rotation(Face(rng.IntN(6)), 1+rng.IntN(3)))
			b, o, q := a.BTM(n), a.OBTM(n), a.QTM(n)
			if o < b || o > 2*b || q < b || q > 2*b {
				t.Fatalf("%dx%d %q: BTM %d OBTM %d QTM %d", n, n, a, b, o, q)
			}
			if n <= 3 && o != a.HTM(n) {
				t.Fatalf("HTM %d != OBTM %d on %dx%d", a.HTM(n), o, n, n)
			}
		}
	}
}
