package twophase

import (
	"context"
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// testTables returns the shared tables (built or loaded once per process).
func testTables(t testing.TB) *tables {
	t.Helper()
	tb, err := getTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// TestSymmetryClasses checks that every raw value's recorded symmetry takes
// it to its class representative, and the class counts known for these
// reductions.
func TestSymmetryClasses(t *testing.T) {
	tb := testTables(t)
	st := syms()
	cases := []struct {
		name    string
		sc      *symClasses
		classes int
		set     func(*cube.Cubies, int)
		get     func(*cube.Cubies) int
	}{
		{"twist", &tb.twistCls, 0, setTwist, getTwist},
		{"flip", &tb.flipCls, 336, setFlip, getFlip},
		{"flip-slice", &tb.flipSliceCls, 64430,
			func(c *cube.Cubies, x int) { setEdges4(c, 24*(x%nSlice), sliceEdges); setFlip(c, x/nSlice) },
			func(c *cube.Cubies) int { return getFlip(c)*nSlice + getEdges4(c, sliceEdges)/24 }},
		{"corner permutation", &tb.cornerCls, 2768, setCornerPerm, getCornerPerm},
		{"U/D edge permutation", &tb.udEdgeCls, 2768, setUDEdgePerm, getUDEdgePerm},
	}
	rng := rand.New(rand.NewPCG(15, 16))
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if tc.classes > 0 && len(tc.sc.rep) != tc.classes {
				t.Errorf("%d classes, want %d", len(tc.sc.rep), tc.classes)
			}
			n := len(tc.sc.class)
			for trial := 0; trial < 2000; trial++ {
				x := rng.IntN(n)
				c := cube.SolvedCubies
				tc.set(&c, x)
				r := conj(&c, int(tc.sc.sym[x]), st)
				if got, want := tc.get(&r), int(tc.sc.rep[tc.sc.class[x]]); got != want {
					t.Fatalf("raw %d: conjugate by its symmetry is %d, want representative %d", x, got, want)
				}
			}
		})
	}
}

// TestPruningAdmissible compares the bounds with the true distances found by
// breadth-first search from the solved state up to a small depth: at depth d
// every newly reached phase-1 (or phase-2) state must have bound <= d, and
// states at depth exactly d in the subgroup sense must have a positive bound
// unless they are solved for that phase.
func TestPruningAdmissible(t *testing.T) {
	tb := testTables(t)
	s := &search{t: tb}
	type p1 struct{ tw, fl, sl int }
	seen := map[p1]bool{{0, 0, 0}: true}
	frontier := []p1{{0, 0, 0}}
	depth := 5
	if testing.Short() {
		depth = 4
	}
	for d := 1; d <= depth; d++ {
		var next []p1
		for _, x := range frontier {
			for m := 0; m < nMoves; m++ {
				y := p1{int(tb.twistMove[x.tw*nMoves+m]), int(tb.flipMove[x.fl*nMoves+m]), int(tb.edges4Move[2][x.sl*24*nMoves+m]) / 24}
				if seen[y] {
					continue
				}
				seen[y] = true
				next = append(next, y)
				if h := s.h1(y.tw, y.fl, y.sl); h > d || h == 0 {
					t.Fatalf("phase-1 state %+v at distance %d has bound %d", y, d, h)
				}
			}
		}
		frontier = next
	}
	type p2 struct{ cp, ud, mp int }
	seen2 := map[p2]bool{{0, 0, 0}: true}
	frontier2 := []p2{{0, 0, 0}}
	for d := 1; d <= depth+1; d++ {
		var next []p2
		for _, x := range frontier2 {
			for i, m := range phase2Moves {
				y := p2{int(tb.cornerMove[x.cp*nMoves+int(m)]), int(tb.udEdgeMove[x.ud*nPhase2M+i]), int(tb.edges4Move[2][x.mp*nMoves+int(m)])}
				if seen2[y] {
					continue
				}
				seen2[y] = true
				next = append(next, y)
				if h := s.h2(y.cp, y.ud, y.mp); h > d || h == 0 {
					t.Fatalf("phase-2 state %+v at distance %d has bound %d", y, d, h)
				}
			}
		}
		frontier2 = next
	}
}

// TestPruningTablesComplete checks that building filled every entry.
func TestPruningTablesComplete(t *testing.T) {
	tb := testTables(t)
	for name, p := range map[string][]uint8{"TS": tb.pruneTS, "FS": tb.pruneFS, "FT": tb.pruneFT, "CS": tb.pruneCS, "ES": tb.pruneES} {
		for i, v := range p {
			if v == unknown {
				t.Fatalf("table %s entry %d never filled", name, i)
			}
		}
	}
}
