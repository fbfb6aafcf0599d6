package cube

import (
	"math/rand/v2"
	"testing"
)

func TestMergeBlocks(t *testing.T) {
	tests := []struct {
		n        int
		in, want string
	}{
		{5, "R 2R", "Rw"},
		{5, "2R 3R", "2-3Rw"},
		{5, "2R", "2R"},
		{5, "R L", "R L"},
		{5, "Rw 3R' R'", "R' Rw2 3Rw'"},
		{5, "Rw R'", "2R"},
		{3, "M", "M"},
		{3, "R M'", "Rw"},
		{7, "Rw R' U 3Rw 2R'", "2R U 3Rw 2R'"},
	}
	for _, tc := range tests {
		a, err := ParseAlg(tc.in, tc.n)
		if err != nil {
			t.Fatal(err)
		}
		got := Simplify(a, tc.n, SimplifyOptions{Blocks: true})
		want, err := ParseAlg(tc.want, tc.n)
		if err != nil {
			t.Fatal(err)
		}
		if got.OBTM(tc.n) != want.OBTM(tc.n) || got.BTM(tc.n) != want.BTM(tc.n) {
			t.Errorf("%dx%d %q: got %q (%d OBTM, %d BTM), want as short as %q", tc.n, tc.n, tc.in, got, got.OBTM(tc.n), got.BTM(tc.n), tc.want)
		}
		if !sameEffect(a, got, tc.n) {
			t.Errorf("%dx%d %q: %q does something else", tc.n, tc.n, tc.in, got)
		}
	}
}

// TestMergeBlocksRandom checks on random same-axis runs that the rewrite
// does the same and is never longer.
func TestMergeBlocksRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		n := 2 + rng.IntN(8)
		var a Alg
		for range 1 + rng.IntN(6) {
			lo := 1 + rng.IntN(n)
			hi := lo + rng.IntN(n-lo+1)
			f := R
			if rng.IntN(2) == 0 {
				f = L
			}
			if rng.IntN(3) == 0 {
				f = U
			}
			a = append(a, Move{Face: f, Lo: lo, Hi: hi, Turns: 1 + rng.IntN(3)})
		}
		got := Simplify(a, n, SimplifyOptions{Blocks: true})
		plain := Simplify(a, n, SimplifyOptions{})
		if got.OBTM(n) > plain.OBTM(n) || (got.OBTM(n) == plain.OBTM(n) && got.BTM(n) > plain.BTM(n)) {
			t.Errorf("%dx%d %q: %q longer than %q", n, n, a, got, plain)
		}
		if !sameEffect(a, got, n) {
			t.Errorf("%dx%d %q: %q does something else", n, n, a, got)
		}
	}
}

func sameEffect(a, b Alg, n int) bool {
	c1, c2 := MustNew(n), MustNew(n)
	if c1.ApplyAlg(a) != nil || c2.ApplyAlg(b) != nil {
		return false
	}
	return c1.Equal(c2)
}
