package optimal

import (
	"context"
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// refDepth is a position's optimal length by a plain IDA* on expand: one
// child and one bound at a time, no rounds, no first axis, nothing fetched
// ahead, no moves left out by the inverse; what dfs is checked against.
func refDepth(tb *tables, root cube.Cubies) int {
	if root == cube.SolvedCubies {
		return 0
	}
	mc := moveCubies()
	var rec func(n *node, c cube.Cubies, togo, prev int) bool
	rec = func(n *node, c cube.Cubies, togo, prev int) bool {
		if togo == 0 {
			return c == cube.SolvedCubies
		}
		for m := range nMoves {
			var next node
			if allowedAfter[prev][m] && tb.expand(n, m, togo-1, &next) && rec(&next, c.Mul(mc[m]), togo-1, m/3) {
				return true
			}
		}
		return false
	}
	rn := tb.nodeOf(&root)
	for d := tb.bound(&rn); ; d++ {
		if rec(&rn, root, d, 6) {
			return d
		}
	}
}

// dfsDepth is a position's optimal length by IDA* on dfs from the root
// itself (search splits the first moves into tasks, so its dfs starts
// three moves down), and the solution it finds; 0 and none if it needs
// more than most moves.
func dfsDepth(tb *tables, root cube.Cubies, most int) (int, []int8) {
	rn := tb.nodeOf(&root)
	for d := max(1, tb.bound(&rn)); d <= most; d++ {
		sh := &searchShared{t: tb, ctx: context.Background(), root: root, depth: d, found: map[int][][]int8{}}
		sh.firstFound.Store(1)
		w := &worker{sh: sh}
		r := &w.rounds[0][0]
		tb.startRound(&rn, d, 6, r)
		w.dfs(rn, 0, d, r)
		if sols := sh.found[0]; len(sols) > 0 {
			return d, sols[0]
		}
	}
	return 0, nil
}

// dfs finds solutions exactly as long as the plain search's, alone from
// the root (so that positions of 13 and 14 moves take it to the tables'
// top entry with the small tables, where firstAxis reads the other way
// and the corner table is left out) and under search's tasks.
func TestSearchAgainstPlainIDA(t *testing.T) {
	count := 6
	if testing.Short() {
		count = 3
	}
	tb, err := getTables(context.Background(), testConfigSize(), nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(27, 11))
	mc := moveCubies()
	for i := range count {
		c := randomWalk(rng, 14+i%2)
		root, err := c.Cubies()
		if err != nil {
			t.Fatal(err)
		}
		want := refDepth(tb, root)
		// A search that prunes wrongly would go on to 20 moves: a node
		// budget (a hundred times what these take) stops it.
		res, err := tb.search(context.Background(), root, 2, false, 0, 1e8, nil)
		if err != nil {
			t.Fatalf("%s: %v (the plain IDA* finds %d moves)", c, err, want)
		}
		d, sol := dfsDepth(tb, root, want)
		for _, got := range []struct {
			name  string
			depth int
			moves []int8
		}{{"search", res.depth, res.solutions[0]}, {"dfs from the root", d, sol}} {
			after := root
			for _, m := range got.moves {
				after = after.Mul(mc[m])
			}
			if got.depth != want || len(got.moves) != want || after != cube.SolvedCubies {
				t.Fatalf("%s: %s gives %v (%d moves, solves: %v), the plain IDA* %d moves", c, got.name, got.moves, got.depth, after == cube.SolvedCubies, want)
			}
		}
		t.Logf("%s: %d moves", c, want)
	}
}

func TestFirstAxis(t *testing.T) {
	small, large := &tables{}, &tables{sepTab: trits{}}
	for _, tc := range []struct {
		t    *tables
		dist [3]uint8
		lim  int
		want int
	}{
		{small, [3]uint8{9, 11, 10}, 10, 1},  // farthest along
		{small, [3]uint8{9, 11, 10}, 12, 0},  // at the phase-1 top: nearest
		{small, [3]uint8{12, 12, 11}, 12, 2}, // nearest
		{small, [3]uint8{5, 5, 7}, 6, 2},
		{large, [3]uint8{10, 11, 11}, 10, 1}, // ties: the first
		{large, [3]uint8{11, 0, 10}, 11, 1},  // the large table's top: nearest
		{large, [3]uint8{11, 0, 10}, 7, 0},   // below sepFrom: the phase-1 table
		{large, [3]uint8{11, 0, 10}, 12, 0},  // above the top: farthest
	} {
		n := node{dist: tc.dist}
		if got := tc.t.firstAxis(&n, tc.lim); got != tc.want {
			t.Errorf("large %v, dist %v, lim %d: axis %d, want %d", tc.t.sepTab != nil, tc.dist, tc.lim, got, tc.want)
		}
	}
}

// The small tables' largest entries are what topEntry and cornerMax say:
// the search leaves out reads on their word (a larger entry would be a
// prune missed, or with topEntry a wrong one). The large table's top is
// its encoding's (trits: tritBase+2 stands for that or more).
func TestTableTops(t *testing.T) {
	tb, err := getTables(context.Background(), Small, nil)
	if err != nil {
		t.Fatal(err)
	}
	most := func(tab nibbles, n int) int {
		m := 0
		for i := range n {
			m = max(m, tab.at(i))
		}
		return m
	}
	if got := most(tb.fs, nFSClasses*nTwist); got != phase1Max {
		t.Errorf("the phase-1 table's largest entry is %d, phase1Max %d", got, phase1Max)
	}
	if got := most(tb.corner, nCorner); got != cornerMax {
		t.Errorf("the corner table's largest entry is %d, cornerMax %d", got, cornerMax)
	}
}
