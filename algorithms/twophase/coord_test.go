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
		{"twist", nTwist, (*cube.Cubies).SetTwist, (*cube.Cubies).Twist},
		{"flip", nFlip, (*cube.Cubies).SetFlip, (*cube.Cubies).Flip},
		{"U edges", nEdges4, edges4Setter(uEdges), edges4Getter(uEdges)},
		{"D edges", nEdges4, edges4Setter(dEdges), edges4Getter(dEdges)},
		{"slice edges", nEdges4, edges4Setter(sliceEdges), edges4Getter(sliceEdges)},
		{"slice", nSlice, sliceSetter, sliceGetter},
		{"corner permutation", nPerm8, setCornerPerm, getCornerPerm},
		{"U-corner places", nCComb, setCornerComb, getCornerComb},
		{"U/D edge permutation", nPerm8, setUDEdgePerm, getUDEdgePerm},
		{"U-corner places and parity", nCombP, setCombP, getCombP},
		{"U-edge places", nCComb, setEdgeComb, getEdgeComb},
		{"U-edge places and parity", nCombP, setEdgeCombP, getEdgeCombP},
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

// TestMoveTablesMatchCubies follows random move sequences with the move
// tables and with cubie multiplication: the phase-1 raw coordinates, the
// quarter-turn-conjugated ones the fourth bound reads, and (over phase-2
// moves) the symmetry coordinates, their inverses, the slice order and the
// U-corner places.
func TestMoveTablesMatchCubies(t *testing.T) {
	tb := testTables(t)
	st := syms()
	mc := moveCubies()
	rng := rand.New(rand.NewPCG(13, 14))
	c := cube.SolvedCubies
	tw, fl, sl, twc, flc := 0, 0, 0, 0, 0
	for step := 0; step < 2000; step++ {
		m := rng.IntN(nMoves)
		c = c.Mul(mc[m])
		tw = int(tb.twistMove[tw*nMoves+m])
		fl = int(tb.flipMove[fl*nMoves+m])
		sl = int(tb.sliceMove[sl*nMoves+m])
		mu := int(st.move[symQuarterUD][m])
		twc = int(tb.twistMove[twc*nMoves+mu])
		flc = int(tb.flipMove[flc*nMoves+mu])
		u4 := conj(&c, symQuarterUD, st)
		want := []int{c.Twist(), c.Flip(), sliceGetter(&c), u4.Twist(), u4.Flip()}
		got := []int{tw, fl, sl, twc, flc}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("step %d: coordinate %d is %d by table, %d by cubies", step, i, got[i], want[i])
			}
		}
	}
	c = cube.SolvedCubies
	cc, cs, ec, es, mp, cp := 0, 0, 0, 0, 0, 0
	for step := 0; step < 2000; step++ {
		i := rng.IntN(nPhase2M)
		c = c.Mul(mc[phase2Moves[i]])
		x := int(tb.cornerSymMove[cc*nPhase2M+int(tb.symMove2[cs][i])])
		cc, cs = x>>4, int(tb.symMult[x&15][cs])
		y := int(tb.edgeSymMove[ec*nPhase2M+int(tb.symMove2[es][i])])
		ec, es = y>>4, int(tb.symMult[y&15][es])
		mp = int(tb.mpermMove[mp*nPhase2M+i])
		cp = int(tb.combPMove[cp*nPhase2M+i])
		if got, want := mp, getMPerm(&c); got != want {
			t.Fatalf("step %d: slice order %d by table, %d by cubies", step, got, want)
		}
		if got, want := cp, getCombP(&c); got != want {
			t.Fatalf("step %d: U-corner places %d by table, %d by cubies", step, got, want)
		}
		// The corners' places seen from the edges' symmetry, as h2 reads them.
		conjC := conj(&c, es, st)
		if got, want := int(tb.combPConj[int(tb.cornerCombP[cc])*nSym16+int(tb.symMulInv[es][cs])]), getCombP(&conjC); got != want {
			t.Fatalf("step %d: conjugated U-corner places %d by table, %d by cubies", step, got, want)
		}
		checkSymCoord(t, "corners", c, cc, cs, tb.cornerSym, getCornerPerm)
		checkSymCoord(t, "edges", c, ec, es, tb.edgeSym, getUDEdgePerm)
		inv := c.Inverse()
		ci, ei := int(tb.cornerInv[cc]), int(tb.edgeInv[ec])
		checkSymCoord(t, "inverse corners", inv, ci>>4, int(tb.symMult[ci&15][cs]), tb.cornerSym, getCornerPerm)
		checkSymCoord(t, "inverse edges", inv, ei>>4, int(tb.symMult[ei&15][es]), tb.edgeSym, getUDEdgePerm)
	}
}

// checkSymCoord checks that conjugating c by sym gives the representative
// of class cls: a raw value in that class and the smallest of its conjugates.
func checkSymCoord(t *testing.T, name string, c cube.Cubies, cls, sym int, raw []uint16, get func(*cube.Cubies) int) {
	t.Helper()
	st := syms()
	r := conj(&c, sym, st)
	x := get(&r)
	if int(raw[x]>>4) != cls {
		t.Fatalf("%s: conjugate by %d is raw %d of class %d, want class %d", name, sym, x, raw[x]>>4, cls)
	}
	for s := 0; s < nSym16; s++ {
		o := conj(&c, s, st)
		if y := get(&o); y < x {
			t.Fatalf("%s: conjugate by %d is %d, below the representative %d", name, s, y, x)
		}
	}
}
