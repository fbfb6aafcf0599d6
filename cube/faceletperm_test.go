package cube

import (
	"math/rand/v2"
	"testing"
)

// TestFaceletPermutation checks the permutation against the cube's own
// turns: after a, every sticker shows what the facelet the permutation
// names showed before, for random scrambles on several sizes, including
// sizes whose facelets outnumber the Face labels.
func TestFaceletPermutation(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	for _, n := range []int{2, 3, 4, 5, 7, 12} {
		for range 5 {
			c := MustNew(n)
			if err := c.ApplyAlg(RandomMoves(n, 30, rng)); err != nil {
				t.Fatal(err)
			}
			a := RandomMoves(n, 1+rng.IntN(12), rng)
			perm, err := FaceletPermutation(n, a)
			if err != nil {
				t.Fatalf("%dx%d %s: %v", n, n, a, err)
			}
			after := c.Clone()
			if err := after.ApplyAlg(a); err != nil {
				t.Fatal(err)
			}
			before, got := c.Facelets(), after.Facelets()
			for i, from := range perm {
				if got[i] != before[from] {
					t.Fatalf("%dx%d %s: facelet %d shows %v, want facelet %d's %v", n, n, a, i, got[i], from, before[from])
				}
			}
		}
	}
	if _, err := FaceletPermutation(3, MustParseAlg("4R", 5)); err == nil {
		t.Error("a fourth layer on a 3x3x3: no error")
	}
	if _, err := FaceletPermutation(0, nil); err == nil {
		t.Error("size 0: no error")
	}
}
