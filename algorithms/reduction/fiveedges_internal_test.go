package reduction

import (
	"testing"

	"cubelab/cube"
)

// TestAxisTurns checks that axisTurns gives the identity first and then a
// rotation for each of the other five ways of assigning the axes, each
// once: where U's, F's and R's axes end up.
func TestAxisTurns(t *testing.T) {
	turns := axisTurns()
	if len(turns) != 6 {
		t.Fatalf("%d turns, want 6", len(turns))
	}
	if len(turns[0]) != 0 {
		t.Errorf("first turn %v, want the identity", turns[0])
	}
	seen := map[[3]int]bool{}
	for _, turn := range turns {
		c := cube.MustNew(3)
		if err := c.ApplyAlg(turn); err != nil {
			t.Fatal(err)
		}
		// The colour now on each face names the face it came from.
		key := [3]int{c.At(cube.U, 1, 1).Axis(), c.At(cube.F, 1, 1).Axis(), c.At(cube.R, 1, 1).Axis()}
		if seen[key] {
			t.Errorf("%v: axes %v again", turn, key)
		}
		seen[key] = true
		if key[0] == key[1] || key[1] == key[2] || key[0] == key[2] {
			t.Errorf("%v: axes %v not a permutation", turn, key)
		}
	}
}
