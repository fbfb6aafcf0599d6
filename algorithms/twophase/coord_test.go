package twophase

import (
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// TestCoordinateRoundTrips sets every value of each coordinate and reads it
// back.
func TestCoordinateRoundTrips(t *testing.T) {
	cases := []struct {
		name string
		n    int
		set  func(*cube.Cubies, int)
		get  func(*cube.Cubies) int
	}{
		{"twist", nTwist, setTwist, getTwist},
		{"flip", nFlip, setFlip, getFlip},
		{"U edges", nEdges4, edges4Setter(uEdges), edges4Getter(uEdges)},
		{"D edges", nEdges4, edges4Setter(dEdges), edges4Getter(dEdges)},
		{"slice edges", nEdges4, edges4Setter(sliceEdges), edges4Getter(sliceEdges)},
		{"slice", nSlice, sliceSetter, sliceGetter},
		{"corner permutation", nPerm8, setCornerPerm, getCornerPerm},
		{"U-corner places", nCComb, setCornerComb, getCornerComb},
		{"U/D edge permutation", nPerm8, setUDEdgePerm, getUDEdgePerm},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for x := 0; x < tc.n; x++ {
				c := cube.SolvedCubies
				tc.set(&c, x)
				if got := tc.get(&c); got != x {
					t.Fatalf("set %d, got %d", x, got)
				}
			}
			c := cube.SolvedCubies
			if got := tc.get(&c); got != 0 {
				t.Errorf("solved cube has %s %d, want 0", tc.name, got)
			}
		})
	}
}

// TestSetEdges4KeepsAPermutation checks that setEdges4 fills the other
// places with the other edges, each once.
func TestSetEdges4KeepsAPermutation(t *testing.T) {
	for _, base := range []int{uEdges, dEdges, sliceEdges} {
		for x := 0; x < nEdges4; x += 7 {
			c := cube.SolvedCubies
			setEdges4(&c, x, base)
			var seen [12]bool
			for _, e := range c.EP {
				if seen[e] {
					t.Fatalf("base %d value %d: edge %d twice in %v", base, x, e, c.EP)
				}
				seen[e] = true
			}
		}
	}
}

// TestUDEdgePermFromHalves checks the phase-2 combination of the U-edge and
// D-edge coordinates against the direct permutation coordinate.
func TestUDEdgePermFromHalves(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for trial := 0; trial < 200; trial++ {
		c := cube.SolvedCubies
		setUDEdgePerm(&c, rng.IntN(nPerm8))
		want := getUDEdgePerm(&c)
		if got := udEdgePerm(getEdges4(&c, uEdges), getEdges4(&c, dEdges)); got != want {
			t.Fatalf("%v: combined %d, direct %d", c.EP, got, want)
		}
	}
}

// TestMoveTablesMatchCubies follows random move sequences with the move
// tables and with cubie multiplication.
func TestMoveTablesMatchCubies(t *testing.T) {
	tb := testTables(t)
	mc := moveCubies()
	rng := rand.New(rand.NewPCG(13, 14))
	c := cube.SolvedCubies
	tw, fl, cp := 0, 0, 0
	var e4 [3]int
	for step := 0; step < 500; step++ {
		m := rng.IntN(nMoves)
		c = c.Mul(mc[m])
		tw = int(tb.twistMove[tw*nMoves+m])
		fl = int(tb.flipMove[fl*nMoves+m])
		cp = int(tb.cornerMove[cp*nMoves+m])
		for i := range e4 {
			e4[i] = int(tb.edges4Move[i][e4[i]*nMoves+m])
		}
		want := []int{getTwist(&c), getFlip(&c), getCornerPerm(&c), getEdges4(&c, uEdges), getEdges4(&c, dEdges), getEdges4(&c, sliceEdges)}
		got := []int{tw, fl, cp, e4[0], e4[1], e4[2]}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("step %d: coordinate %d is %d by table, %d by cubies", step, i, got[i], want[i])
			}
		}
	}
}
