package twophase

import (
	"context"
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// testTables returns the shared tables (built once per process).
func testTables(t testing.TB) *tables {
	t.Helper()
	tb, err := getTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// TestSymmetryClasses is a fuzz-style round trip of the raw->class tables:
// for random raw values and random symmetries, the recorded symmetry takes
// the value to the smallest member of its class, and every conjugate is in
// the same class. It also checks the class counts known for these
// reductions.
func TestSymmetryClasses(t *testing.T) {
	tb := testTables(t)
	st := syms()
	cases := []struct {
		name    string
		packed  []uint16
		classes int
		group   []int
		set     func(*cube.Cubies, int)
		get     func(*cube.Cubies) int
	}{
		{"twist", tb.twistSym[:], nTwistCls, group16, (*cube.Cubies).SetTwist, (*cube.Cubies).Twist},
		{"flip", tb.flipSym[:], 336, flipGroup(st), (*cube.Cubies).SetFlip, (*cube.Cubies).Flip},
		{"corner permutation", tb.cornerSym, 2768, group16, setCornerPerm, getCornerPerm},
		{"U/D edge permutation", tb.edgeSym, 2768, group16, setUDEdgePerm, getUDEdgePerm},
	}
	rng := rand.New(rand.NewPCG(15, 16))
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			maxClass := 0
			for _, p := range tc.packed {
				maxClass = max(maxClass, int(p>>4))
			}
			if maxClass+1 != tc.classes {
				t.Errorf("%d classes, want %d", maxClass+1, tc.classes)
			}
			for trial := 0; trial < 3000; trial++ {
				x := rng.IntN(len(tc.packed))
				c := cube.SolvedCubies
				tc.set(&c, x)
				r := conj(&c, int(tc.packed[x]&15), st)
				rep := tc.get(&r)
				if tc.packed[rep]>>4 != tc.packed[x]>>4 {
					t.Fatalf("raw %d: its symmetry leads out of its class", x)
				}
				s := tc.group[rng.IntN(len(tc.group))]
				o := conj(&c, s, st)
				y := tc.get(&o)
				if tc.packed[y]>>4 != tc.packed[x]>>4 {
					t.Fatalf("raw %d and its conjugate %d by %d are in different classes", x, y, s)
				}
				if y < rep {
					t.Fatalf("raw %d: conjugate %d below the representative %d", x, y, rep)
				}
			}
		})
	}
}

// TestPruningAdmissible compares the bounds with the true distances found by
// breadth-first search from the solved state up to a small depth: every
// state at distance d must have a bound of at most d, and a positive one
// unless it is solved for that phase.
func TestPruningAdmissible(t *testing.T) {
	tb := testTables(t)
	st := syms()
	s := &search{t: tb, st: st}
	depth := 5
	if testing.Short() {
		depth = 4
	}
	mc := moveCubies()
	type p1 struct{ tw, fl, sl, twc, flc int }
	seen := map[p1]bool{{}: true}
	frontier := []p1{{}}
	for d := 1; d <= depth; d++ {
		var next []p1
		for _, x := range frontier {
			for m := 0; m < nMoves; m++ {
				mu := int(st.move[symQuarterUD][m])
				y := p1{int(tb.twistMove[x.tw*nMoves+m]), int(tb.flipMove[x.fl*nMoves+m]), int(tb.sliceMove[x.sl*nMoves+m]),
					int(tb.twistMove[x.twc*nMoves+mu]), int(tb.flipMove[x.flc*nMoves+mu])}
				if seen[y] {
					continue
				}
				seen[y] = true
				next = append(next, y)
				if h := s.h1(y.tw, y.fl, y.sl, y.twc, y.flc); h > d || h == 0 {
					t.Fatalf("phase-1 state %+v at distance %d has bound %d", y, d, h)
				}
			}
		}
		frontier = next
	}
	seen2 := map[cube.Cubies]bool{cube.SolvedCubies: true}
	frontier2 := []cube.Cubies{cube.SolvedCubies}
	for d := 1; d <= depth+1; d++ {
		var next []cube.Cubies
		for _, x := range frontier2 {
			for _, m := range phase2Moves {
				y := x.Mul(mc[m])
				if seen2[y] {
					continue
				}
				seen2[y] = true
				next = append(next, y)
				cs, es := int(tb.cornerSym[getCornerPerm(&y)]), int(tb.edgeSym[getUDEdgePerm(&y)])
				if h := s.h2(cs>>4, cs&15, es>>4, es&15, getMPerm(&y)); h > d || h == 0 {
					t.Fatalf("phase-2 state %v at distance %d has bound %d", y, d, h)
				}
			}
		}
		frontier2 = next
	}
}

// TestTablesSmall checks the tables stay within the 2 MB the search is
// designed around (so they stay in the processor's caches).
func TestTablesSmall(t *testing.T) {
	tb := testTables(t)
	if n := tb.size(); n > 2_000_000 {
		t.Errorf("tables hold %d bytes, want at most 2 MB", n)
	}
	t.Logf("tables: %d bytes", tb.size())
}

// phase2Coords returns the phase-2 coordinates of c (in H) as the search
// keeps them.
func phase2Coords(tb *tables, c *cube.Cubies) (cc, csym, ec, esym, mp int) {
	cs, es := int(tb.cornerSym[getCornerPerm(c)]), int(tb.edgeSym[getUDEdgePerm(c)])
	return cs >> 4, cs & 15, es >> 4, es & 15, getMPerm(c)
}

// TestPhase2BoundsSymmetric checks every phase-2 table look on random states
// of H against the same look on their 16 conjugates: each is a distance of
// a pair of coordinates that conjugation keeps, so all must agree; a wrong
// symmetry in the index arithmetic shows up as a difference.
func TestPhase2BoundsSymmetric(t *testing.T) {
	tb := testTables(t)
	st := syms()
	s := &search{t: tb, st: st}
	mc := moveCubies()
	rng := rand.New(rand.NewPCG(41, 42))
	for trial := 0; trial < 300; trial++ {
		c := cube.SolvedCubies
		for k := 0; k < 40; k++ {
			c = c.Mul(mc[phase2Moves[rng.IntN(nPhase2M)]])
		}
		want := s.bounds2(phase2Coords(tb, &c))
		for sym := 0; sym < nSym16; sym++ {
			o := conj(&c, sym, st)
			if got := s.bounds2(phase2Coords(tb, &o)); got != want {
				t.Fatalf("state %v: bounds %v, conjugate by %d %v", c, want, sym, got)
			}
		}
	}
}

// TestPhase2FindsShortest runs phase 2 from states a known number of
// phase-2 moves from solved (breadth-first) and checks it finds a path of
// exactly that length: the bounds written out in its loop must not cut a
// shortest path.
func TestPhase2FindsShortest(t *testing.T) {
	tb := testTables(t)
	st := syms()
	mc := moveCubies()
	depth := 6
	if testing.Short() {
		depth = 5
	}
	seen := map[cube.Cubies]bool{cube.SolvedCubies: true}
	frontier := []cube.Cubies{cube.SolvedCubies}
	for d := 1; d <= depth; d++ {
		var next []cube.Cubies
		for _, x := range frontier {
			for _, m := range phase2Moves {
				if y := x.Mul(mc[m]); !seen[y] {
					seen[y] = true
					next = append(next, y)
				}
			}
		}
		frontier = next
		for i := 0; i < len(frontier); i += max(1, len(frontier)/200) {
			x := frontier[i]
			s := &search{t: tb, st: st, ctx: context.Background(), target: 0, bestLen: maxSolution}
			found, h := s.phase2From(&x, 0, d, -1)
			if !found {
				t.Fatalf("distance %d: no phase 2 of %d moves from %v", d, d, x)
			}
			if h > d {
				t.Fatalf("distance %d: phase-2 bound %d", d, h)
			}
			if s.len2 != d {
				t.Fatalf("distance %d: phase 2 of %d moves from %v", d, s.len2, x)
			}
		}
	}
}
