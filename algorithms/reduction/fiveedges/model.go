package fiveedges

import (
	"fmt"
	"sync"

	"cubelab/algorithms/reduction/slotmask"
	"cubelab/cube"
)

// n is the only size this package solves.
const n = 5

// nMoves is the number of moves: six faces, outer or two-layer wide, three
// amounts (slotmask.WideMoves' order). Three-layer wide turns are two-layer
// ones of the opposite face with a whole-cube turn, so they reach nothing
// new, and the fixed centres never move.
const nMoves = slotmask.NumMoves

// Edge slots. Edge e (cube.Edge order) has three pieces along it: a wing,
// the midge, a wing, at k = 1, 2, 3 along its reference face's row or
// column. Midge slot e is the middle one; wing slot 2e is k = 1 and 2e+1 is
// k = 3. Every piece carries the number of its home slot.
const (
	nMidges = 12
	nWings  = 24
	nCentre = 24 // slots in each centre orbit (x and t)
)

// piecePair is a two-sticker piece slot: its facelets, the reference one
// (cube.EdgeFacelets' first face) first.
type piecePair [2]int

// geometry is the 5x5x5 as edge pieces and centres, and for every move
// where each slot's piece comes from.
type geometry struct {
	moves      [nMoves]cube.Move
	axis, kind [nMoves]int8
	midge      [nMidges]piecePair
	wing       [nWings]piecePair
	// midFrom[m][s] is the midge slot whose piece move m brings to slot
	// s, and midFlip[m][s] whether it arrives flipped (its reference
	// sticker on slot s's other facelet).
	midFrom [nMoves][nMidges]uint8
	midFlip [nMoves][nMidges]uint8
	// wingFrom[m][s] is the wing slot whose piece move m brings to slot s.
	// A wing cannot lie flipped in a slot, so no orientation.
	wingFrom [nMoves][nWings]uint8
	// wingSwapped[s][p] reports whether wing piece p, lying in slot s,
	// shows its reference colour on slot s's second facelet: how a piece
	// is told from its edge's other wing when reading a cube.
	wingSwapped [nWings][nWings]bool
	// xFrom and tFrom are the centre orbits' slot permutations (slot i of
	// an orbit: face i/4, cells as in centreCells).
	xFrom, tFrom [nMoves][nCentre]uint8
	xFacelet     [nCentre]int
	tFacelet     [nCentre]int
	// perm[m] is move m's facelet permutation (cube.FaceletPermutation:
	// perm[m][i] is the facelet whose sticker m brings to facelet i).
	perm [nMoves][]int
	// midAt and wingAt say which midge or wing slot each facelet belongs
	// to and on which side (0: the slot's reference facelet), slot -1 for
	// a facelet of no such piece; xAt and tAt the x- or t-centre slot, -1
	// for none.
	midAt, wingAt [6 * n * n]place
	xAt, tAt      [6 * n * n]int8
}

// place is where a facelet lies in a two-sticker piece slot.
type place struct{ slot, side int8 }

// centreCells are the (row, column) cells of the x- and t-centre slots of
// a face, in slot order.
var centreCells = [2][4][2]int{
	{{1, 1}, {1, 3}, {3, 3}, {3, 1}},
	{{1, 2}, {2, 3}, {3, 2}, {2, 1}},
}

// getGeometry builds the geometry once per process.
var getGeometry = sync.OnceValues(buildGeometry)

func buildGeometry() (*geometry, error) {
	g := &geometry{moves: slotmask.WideMoves()}
	for i, m := range g.moves {
		g.axis[i] = int8(m.Face.Axis())
		g.kind[i] = slotmask.Kind(m)
	}
	// Edge pieces: walk each edge along its reference face, pairing each
	// facelet with the other face's facelet of the same cubie.
	const nn = n * n
	clamp := func(v int) int { return max(-(n - 1), min(n-1, v)) }
	byCubie := map[[3]int][]int{}
	for i := range 6 * nn {
		p := cube.Position(n, cube.Face(i/nn), (i%nn)/n, i%n)
		q := [3]int{clamp(p[0]), clamp(p[1]), clamp(p[2])}
		byCubie[q] = append(byCubie[q], i)
	}
	for e := range cube.Edge(nMidges) {
		mid := cube.EdgeFacelets(n, e)
		fb := cube.Face(mid[1] / nn)
		for k := 1; k <= 3; k++ {
			r, c := (mid[0]%nn)/n, mid[0]%n
			if r == 0 || r == n-1 {
				c = k
			} else {
				r = k
			}
			a := mid[0]/nn*nn + r*n + c
			p := cube.Position(n, cube.Face(a/nn), r, c)
			q := [3]int{clamp(p[0]), clamp(p[1]), clamp(p[2])}
			b := -1
			for _, j := range byCubie[q] {
				if cube.Face(j/nn) == fb {
					b = j
				}
			}
			if b < 0 {
				return nil, fmt.Errorf("fiveedges: edge %v piece %d has no second facelet", e, k)
			}
			switch k {
			case 1:
				g.wing[2*e] = piecePair{a, b}
			case 2:
				g.midge[e] = piecePair{a, b}
			case 3:
				g.wing[2*e+1] = piecePair{a, b}
			}
		}
	}
	for o, cells := range centreCells {
		for f := range 6 {
			for k, rc := range cells {
				idx := f*nn + rc[0]*n + rc[1]
				if o == 0 {
					g.xFacelet[f*4+k] = idx
				} else {
					g.tFacelet[f*4+k] = idx
				}
			}
		}
	}
	// Where each facelet lies: slot and side.
	for i := range g.midAt {
		g.midAt[i], g.wingAt[i] = place{-1, 0}, place{-1, 0}
		g.xAt[i], g.tAt[i] = -1, -1
	}
	for s, pp := range g.midge {
		g.midAt[pp[0]], g.midAt[pp[1]] = place{int8(s), 0}, place{int8(s), 1}
	}
	for s, pp := range g.wing {
		g.wingAt[pp[0]], g.wingAt[pp[1]] = place{int8(s), 0}, place{int8(s), 1}
	}
	for s := range nCentre {
		g.xAt[g.xFacelet[s]], g.tAt[g.tFacelet[s]] = int8(s), int8(s)
	}
	for m, mv := range g.moves {
		p, err := cube.FaceletPermutation(n, cube.Alg{mv})
		if err != nil {
			return nil, fmt.Errorf("fiveedges: move %v: %w", mv, err)
		}
		g.perm[m] = p
		for s, pp := range g.midge {
			src := g.midAt[p[pp[0]]]
			if src.slot < 0 {
				return nil, fmt.Errorf("fiveedges: %v brings a non-midge facelet to midge slot %d", mv, s)
			}
			g.midFrom[m][s], g.midFlip[m][s] = uint8(src.slot), uint8(src.side)
		}
		for s, pp := range g.wing {
			src := g.wingAt[p[pp[0]]]
			if src.slot < 0 {
				return nil, fmt.Errorf("fiveedges: %v brings a non-wing facelet to wing slot %d", mv, s)
			}
			g.wingFrom[m][s] = uint8(src.slot)
		}
		for s := range nCentre {
			x, t := g.xAt[p[g.xFacelet[s]]], g.tAt[p[g.tFacelet[s]]]
			if x < 0 || t < 0 {
				return nil, fmt.Errorf("fiveedges: %v mixes centre orbits", mv)
			}
			g.xFrom[m][s], g.tFrom[m][s] = uint8(x), uint8(t)
		}
	}
	if err := g.findWingChirality(); err != nil {
		return nil, err
	}
	return g, nil
}

// findWingChirality fills wingSwapped by following every wing piece
// through the moves from the solved cube: each (slot, piece) pair is met
// with one orientation only, or the geometry is wrong.
func (g *geometry) findWingChirality() error {
	type sp struct{ slot, piece int }
	seen := map[sp]bool{}
	for s := range nWings {
		seen[sp{s, s}] = false // home: reference sticker on the first facelet
	}
	// Breadth-first over (slot, piece, swapped) using the facelet
	// permutation: the reference sticker's facelet is tracked directly.
	type st struct {
		piece, facelet int
	}
	var queue []st
	for s, pp := range g.wing {
		queue = append(queue, st{s, pp[0]})
	}
	visited := map[st]bool{}
	for _, q := range queue {
		visited[q] = true
	}
	var inv [nMoves][]int
	for m, p := range g.perm {
		inv[m] = make([]int, len(p))
		for i, j := range p {
			inv[m][j] = i // sticker at facelet j moves to facelet i
		}
	}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		at := g.wingAt[q.facelet]
		key := sp{int(at.slot), q.piece}
		sw := at.side == 1
		if old, ok := seen[key]; ok && old != sw {
			return fmt.Errorf("fiveedges: wing %d meets slot %d both ways", q.piece, at.slot)
		}
		seen[key] = sw
		g.wingSwapped[at.slot][q.piece] = sw
		for m := range nMoves {
			nx := st{q.piece, inv[m][q.facelet]}
			if !visited[nx] {
				visited[nx] = true
				queue = append(queue, nx)
			}
		}
	}
	return nil
}

// follows reports whether move m may follow move last (-1: none) in a
// canonical sequence: a different axis, or the same axis with a higher kind.
func (g *geometry) follows(last, m int) bool {
	return last < 0 || g.axis[last] != g.axis[m] || g.kind[m] > g.kind[last]
}
