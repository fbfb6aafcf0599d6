package thistlethwaite

import (
	"sync"

	"cubelab/cube"
)

// phase is one of the four Thistlethwaite stages: the moves it may use, a
// coordinate for the coset it must leave, and the exact distance of every
// coset to the next subgroup.
type phase struct {
	name  string
	moves []int
	coord func(*cube.Cubies) int
	next  func(idx, m int) int
	dist  []uint8
}

// moveSet lists the move indices that keep a subgroup: quarter turns of the
// faces in quarter, half turns of every face.
func moveSet(quarter ...int) []int {
	var out []int
	for m := 0; m < numMoves; m++ {
		f := m / 3
		half := m%3 == 1
		ok := half
		for _, q := range quarter {
			if f == q {
				ok = true
			}
		}
		if ok {
			out = append(out, m)
		}
	}
	return out
}

// Face numbers as the cube package orders them (U L F R B D).
const (
	fU, fL, fF, fR, fB, fD = 0, 1, 2, 3, 4, 5
)

// buildMoveTable tabulates how the moves act on a coordinate, finding one
// representative state per value by breadth-first search from solved.
func buildMoveTable(size int, coord func(*cube.Cubies) int, moves []int) [][numMoves]uint16 {
	tab := make([][numMoves]uint16, size)
	reps := make([]cube.Cubies, size)
	seen := make([]bool, size)
	c0 := coord(&cube.SolvedCubies)
	seen[c0], reps[c0] = true, cube.SolvedCubies
	queue := []int{c0}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, m := range moves {
			n := reps[c].Mul(moveCubies[m])
			nc := coord(&n)
			tab[c][m] = uint16(nc)
			if !seen[nc] {
				seen[nc], reps[nc] = true, n
				queue = append(queue, nc)
			}
		}
	}
	return tab
}

// bfsDistances returns every index's distance to the targets under the moves
// (which are closed under inverses, so distances from and to agree).
// 0xff marks indices the moves cannot reach.
func bfsDistances(size int, targets []int, moves []int, next func(idx, m int) int) []uint8 {
	dist := make([]uint8, size)
	for i := range dist {
		dist[i] = 0xff
	}
	for _, t := range targets {
		dist[t] = 0
	}
	for d := uint8(0); ; d++ {
		grew := false
		for i, v := range dist {
			if v != d {
				continue
			}
			for _, m := range moves {
				if j := next(i, m); dist[j] == 0xff {
					dist[j] = d + 1
					grew = true
				}
			}
		}
		if !grew {
			return dist
		}
	}
}

// tables builds the four phases' tables once (a few hundred milliseconds).
var tables = sync.OnceValue(buildPhases)

func buildPhases() *[4]phase {
	all := moveSet(fU, fL, fF, fR, fB, fD)
	g1 := moveSet(fU, fD, fL, fR)
	g2 := moveSet(fU, fD)
	g3 := moveSet()

	// Phase 1: orient the edges.
	eoMove := buildMoveTable(2048, eoCoord, all)
	p1 := phase{name: "phase 1: edge orientation", moves: all, coord: eoCoord,
		next: func(i, m int) int { return int(eoMove[i][m]) }}
	p1.dist = bfsDistances(2048, []int{eoCoord(&cube.SolvedCubies)}, all, p1.next)

	// Phase 2: orient the corners and put the E edges in the E slice.
	coMove := buildMoveTable(2187, coCoord, g1)
	slMove := buildMoveTable(495, sliceCoord, g1)
	p2 := phase{name: "phase 2: corner orientation and E slice", moves: g1,
		coord: func(s *cube.Cubies) int { return coCoord(s)*495 + sliceCoord(s) },
		next: func(i, m int) int {
			return int(coMove[i/495][m])*495 + int(slMove[i%495][m])
		}}
	p2.dist = bfsDistances(2187*495, []int{p2.coord(&cube.SolvedCubies)}, g1, p2.next)

	// Phase 3: corners into the permutations G3 reaches, M edges into the M
	// slice. Being in the right tetrads is not enough: half turns reach only
	// 96 of the 576 permutations that keep every corner in its tetrad, so the
	// targets are found by search rather than by a formula.
	cpMove := buildMoveTable(40320, cpCoord, g2)
	msMove := buildMoveTable(70, mSliceCoord, g2)
	var targets []int
	g3Corners := reachableCorners(cpMove, g3)
	ms0 := mSliceCoord(&cube.SolvedCubies)
	for _, c := range g3Corners {
		targets = append(targets, c*70+ms0)
	}
	p3 := phase{name: "phase 3: corner tetrads and edge slices", moves: g2,
		coord: func(s *cube.Cubies) int { return cpCoord(s)*70 + mSliceCoord(s) },
		next: func(i, m int) int {
			return int(cpMove[i/70][m])*70 + int(msMove[i%70][m])
		}}
	p3.dist = bfsDistances(40320*70, targets, g2, p3.next)

	// Phase 4: half turns only, to solved.
	c96 := make(map[int]int, len(g3Corners))
	for i, c := range g3Corners {
		c96[c] = i
	}
	cMove := make([][numMoves]uint16, len(g3Corners))
	for i, c := range g3Corners {
		for _, m := range g3 {
			cMove[i][m] = uint16(c96[int(cpMove[c][m])])
		}
	}
	mMove := buildMoveTable(24, func(s *cube.Cubies) int { return slicePerm(s, mPositions) }, g3)
	sMove := buildMoveTable(24, func(s *cube.Cubies) int { return slicePerm(s, sPositions) }, g3)
	eMove := buildMoveTable(24, func(s *cube.Cubies) int { return slicePerm(s, ePositions) }, g3)
	const edgeStates = 24 * 24 * 24
	p4 := phase{name: "phase 4: half turns to solved", moves: g3,
		coord: func(s *cube.Cubies) int {
			c, ok := c96[cpCoord(s)]
			if !ok {
				return -1
			}
			return c*edgeStates + slicePerm(s, mPositions)*576 + slicePerm(s, sPositions)*24 + slicePerm(s, ePositions)
		},
		next: func(i, m int) int {
			e := i % edgeStates
			return int(cMove[i/edgeStates][m])*edgeStates + int(mMove[e/576][m])*576 +
				int(sMove[e/24%24][m])*24 + int(eMove[e%24][m])
		}}
	p4.dist = bfsDistances(len(g3Corners)*edgeStates, []int{p4.coord(&cube.SolvedCubies)}, g3, p4.next)

	return &[4]phase{p1, p2, p3, p4}
}

// reachableCorners lists the corner permutations that half turns reach from
// solved (there are 96).
func reachableCorners(cpMove [][numMoves]uint16, moves []int) []int {
	start := cpCoord(&cube.SolvedCubies)
	seen := map[int]bool{start: true}
	out := []int{start}
	for i := 0; i < len(out); i++ {
		for _, m := range moves {
			n := int(cpMove[out[i]][m])
			if !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	return out
}
