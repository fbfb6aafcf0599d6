package optimal

import (
	"context"
	"testing"

	"cubelab/cube"
)

// cubiesOf is the state an algorithm makes from the solved cube.
func cubiesOf(t testing.TB, alg string) cube.Cubies {
	t.Helper()
	c := cube.MustNew(3)
	if err := c.ApplyString(alg); err != nil {
		t.Fatal(err)
	}
	cc, err := c.Cubies()
	if err != nil {
		t.Fatal(err)
	}
	return cc
}

// The 48 symmetries are distinct; the solved cube and the superflip are
// fixed by all of them, a random position by the identity only.
func TestStabilizer(t *testing.T) {
	as := allSyms()
	seen := map[cube.Cubies]bool{}
	for _, s := range as.s {
		seen[s] = true
	}
	if len(seen) != 48 {
		t.Fatalf("%d distinct symmetries, want 48", len(seen))
	}
	for _, c := range []struct {
		alg  string
		want int
	}{
		{"", 48},
		{superflip, 48},
		{"R U F' D2 L B' U2 R' F D' B L2 U' F2", 1},
		{"U2 D2 F2 B2 R2 L2", 48}, // pons asinorum: central
	} {
		cc := cubiesOf(t, c.alg)
		if got := len(stabilizer(&cc)); got != c.want {
			t.Errorf("%q: fixed by %d symmetries, want %d", c.alg, got, c.want)
		}
	}
}

// On symmetric positions the search that skips symmetric beginnings finds
// solutions as short as the one that tries every beginning (all solutions:
// no skipping), and they solve.
func TestSymmetricPositions(t *testing.T) {
	tb, err := getTables(context.Background(), Small, nil)
	if err != nil {
		t.Fatal(err)
	}
	mc := moveCubies()
	for _, alg := range []string{
		"U2 D2 F2 B2 R2 L2",       // pons asinorum
		"U D' R L' F B' U D'",     // six spot
		"R2 L2 U2 D2",             // two axes' half turns
		"U D R2 L2 U' D'",         // symmetric under the U-D rotations
		"F B' U2 D2 F B'",         // a mirror symmetry
		"R L U2 R' L' U2 R L",     // more of the same kind
		"U R2 F B R B2 R U2 L B2", // half a superflip's moves: few or no symmetries
	} {
		root := cubiesOf(t, alg)
		stab := stabilizer(&root)
		fast, err := tb.search(context.Background(), root, 2, false, 0, 50_000_000, nil)
		if err != nil {
			t.Fatal(err)
		}
		full, err := tb.search(context.Background(), root, 2, true, 1, 50_000_000, nil)
		if err != nil {
			t.Fatal(err)
		}
		if fast.depth != full.depth {
			t.Fatalf("%s (%d symmetries): %d moves skipping symmetric beginnings, %d without", alg, len(stab), fast.depth, full.depth)
		}
		c := root
		for _, m := range fast.solutions[0] {
			c = c.Mul(mc[m])
		}
		if c != cube.SolvedCubies {
			t.Fatalf("%s: the solution does not solve", alg)
		}
		t.Logf("%s: %d symmetries, %d moves", alg, len(stab), fast.depth)
	}
}

// The superflip keeps 118 of the 3,240 tasks (fixed by all 48
// symmetries; the bound leaves room for a smaller choice).
func TestSuperflipTasks(t *testing.T) {
	sf := cubiesOf(t, superflip)
	n := len(symmetryReduced(allTasks, stabilizer(&sf)))
	t.Logf("superflip: %d of %d tasks", n, len(allTasks))
	if n*20 > len(allTasks) {
		t.Errorf("superflip keeps %d of %d tasks", n, len(allTasks))
	}
}
