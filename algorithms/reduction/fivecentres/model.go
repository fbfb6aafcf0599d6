package fivecentres

import (
	"fmt"
	"sync"

	"cubelab/algorithms/reduction/slotmask"
	"cubelab/cube"
)

// n is the only size this package solves.
const n = 5

// nMoves is the number of moves: six faces, outer or two-layer wide, three
// amounts. Three-layer wide turns are two-layer wide turns of the opposite
// face with a whole-cube turn (free in every metric), so they reach nothing
// new; keeping the fixed centres still keeps the goal one state.
const nMoves = 36

// The two centre orbits: x-centres (the four corners of a face's inner 3x3)
// and t-centres (the four edge midpoints of it). Slot s of an orbit lies on
// face s/4 (cube.Faces order, which is the Face value).
const (
	xOrbit = iota
	tOrbit
)

// orbitCells are the (row, column) cells of each orbit's four slots on a
// face.
var orbitCells = [2][4][2]int{
	xOrbit: {{1, 1}, {1, 3}, {3, 3}, {3, 1}},
	tOrbit: {{1, 2}, {2, 3}, {3, 2}, {2, 1}},
}

// geometry is the 5x5x5's moving centres as two orbits of 24 slots, and for
// every move where each slot's piece comes from.
type geometry struct {
	moves [nMoves]cube.Move
	// axis and kind order moves for the search: moves of one axis commute,
	// so a sequence only turns an axis again with a higher kind.
	axis, kind [nMoves]int8
	// wideQuarter marks the wide quarter turns: the only moves here that
	// toggle the wing parity (see package reduction's wingparity.go).
	wideQuarter [nMoves]bool
	// from[o][m][i] is the slot of orbit o whose piece move m brings to
	// slot i.
	from [2][nMoves][24]uint8
	// facelet[o][i] is the facelet index of slot i of orbit o.
	facelet [2][24]int
}

// getGeometry builds the geometry once per process.
var getGeometry = sync.OnceValues(buildGeometry)

func buildGeometry() (*geometry, error) {
	g := &geometry{}
	g.moves = slotmask.WideMoves()
	for i, m := range g.moves {
		g.axis[i] = int8(m.Face.Axis())
		g.kind[i] = slotmask.Kind(m)
		g.wideQuarter[i] = m.Hi == 2 && m.Turns != 2
	}
	var slot [2]map[int]int
	for o := range 2 {
		slot[o] = map[int]int{}
		for f := range 6 {
			for k, rc := range orbitCells[o] {
				s := f*4 + k
				g.facelet[o][s] = f*n*n + rc[0]*n + rc[1]
				slot[o][g.facelet[o][s]] = s
			}
		}
	}
	for m, mv := range g.moves {
		p, err := cube.FaceletPermutation(n, cube.Alg{mv})
		if err != nil {
			return nil, fmt.Errorf("fivecentres: move %v: %w", mv, err)
		}
		for o := range 2 {
			for s, idx := range g.facelet[o] {
				src, ok := slot[o][p[idx]]
				if !ok {
					return nil, fmt.Errorf("fivecentres: %v brings facelet %d to a centre slot of orbit %d", mv, p[idx], o)
				}
				g.from[o][m][s] = uint8(src)
			}
		}
	}
	return g, nil
}

// follows reports whether move m may follow move last (-1: none) in a
// canonical sequence: a different axis, or the same axis with a higher kind
// (moves of one axis commute, so only one order of them is searched).
func (g *geometry) follows(last, m int) bool {
	return last < 0 || g.axis[last] != g.axis[m] || g.kind[m] > g.kind[last]
}

// faceMask returns the mask of the slots on the given faces (the same for
// both orbits).
func faceMask(faces ...cube.Face) uint32 {
	var m uint32
	for _, f := range faces {
		m |= 0xf << (4 * uint(f))
	}
	return m
}
