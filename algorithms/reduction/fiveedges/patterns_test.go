package fiveedges

import (
	"os"
	"testing"

	"cubelab/cube"
)

// axisPattern is an axis's (x, t) centre pattern in s: which of its 8 x-
// and 8 t-slots show their own face's colour, 16 bits.
func axisPattern(s *state, axis int) uint64 {
	var k uint64
	b := 0
	for i := range nCentre {
		if cube.Face(i/4).Axis() != axis {
			continue
		}
		if int(s.x[i]) == i/4 {
			k |= 1 << b
		}
		if int(s.t[i]) == i/4 {
			k |= 1 << (b + 8)
		}
		b++
	}
	return k
}

// reachable counts the keys of the positions moves reach from solved,
// searching positions whose keys are new only: a key must move on its own
// (what a position's key becomes under a move depends on its key alone),
// as the centre patterns do.
func reachable(g *geometry, moves []uint8, key func(s *state) uint64) int {
	s0 := solvedState()
	seen := map[uint64]bool{key(&s0): true}
	queue := []state{s0}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for _, m := range moves {
			r := g.apply(q, int(m))
			if k := key(&r); !seen[k] {
				seen[k] = true
				queue = append(queue, r)
			}
		}
	}
	return len(seen)
}

// TestCentrePatterns checks the centre pattern counts doc.go quotes: each
// group's reach of every axis's (x, t) patterns, and (with
// FIVEEDGES_MEASURE, 18 s) that H4 reaches every pair of two axes'
// patterns.
func TestCentrePatterns(t *testing.T) {
	g, err := getGeometry()
	if err != nil {
		t.Fatal(err)
	}
	gr := g.buildGroups()
	rl, ud, fb := cube.R.Axis(), cube.U.Axis(), cube.F.Axis()
	for _, tc := range []struct {
		name  string
		moves []uint8
		want  map[int]int // axis -> patterns
	}{
		{"H3", gr.h3, map[int]int{rl: 4900, ud: 4900, fb: 4900}},
		{"H4", gr.h4, map[int]int{rl: 432, ud: 4900, fb: 432}},
		{"H5", gr.h5, map[int]int{rl: 4900, ud: 6, fb: 6}},
	} {
		for axis, want := range tc.want {
			if got := reachable(g, tc.moves, func(s *state) uint64 { return axisPattern(s, axis) }); got != want {
				t.Errorf("%s, axis %d: %d patterns, want %d", tc.name, axis, got, want)
			}
		}
	}
	if os.Getenv("FIVEEDGES_MEASURE") == "" {
		return
	}
	for _, pr := range [][2]int{{rl, fb}, {rl, ud}, {ud, fb}} {
		got := reachable(g, gr.h4, func(s *state) uint64 { return axisPattern(s, pr[0])<<16 | axisPattern(s, pr[1]) })
		want := map[int]int{ud: 4900, rl: 432, fb: 432}
		if got != want[pr[0]]*want[pr[1]] {
			t.Errorf("H4, axes %v: %d pairs, want the product %d", pr, got, want[pr[0]]*want[pr[1]])
		}
	}
}
