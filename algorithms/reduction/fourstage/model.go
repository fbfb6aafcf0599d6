package fourstage

import (
	"fmt"
	"sync"

	"cubelab/algorithms/reduction/slotmask"
	"cubelab/cube"
)

// n is the only size this package solves.
const n = 4

// nMoves is the number of moves: six faces, outer or wide, three amounts.
const nMoves = 36

// geometry is the 4x4x4 as pieces: 24 centre slots (four per face, face
// order as in cube.Faces), 24 wing slots (one tracked sticker per wing:
// wings never flip, so one of the two sticker orbits names every slot), 8
// corners; and for every move where each slot's content comes from.
type geometry struct {
	moves [nMoves]cube.Move
	// axis and kind order moves for the search: moves of one axis commute,
	// so a sequence only turns an axis again with a higher kind.
	axis, kind [nMoves]int8
	// ctrFrom[m][i] is the centre slot whose piece move m brings to slot i;
	// wingFrom and cornerFrom the same for wings and corners.
	ctrFrom    [nMoves][24]uint8
	wingFrom   [nMoves][24]uint8
	cornerFrom [nMoves][8]uint8
	// wingOdd and cornerOdd: whether move m permutes the slots oddly.
	wingOdd, cornerOdd [nMoves]bool
	// ctrFacelet, wingFacelet, wingOther: facelet indices of each slot's
	// sticker (and for wings the other sticker of the same wing).
	ctrFacelet, wingFacelet, wingOther [24]int
	cornerFacelets                     [8][3]int
	// partner[w] is the wing slot paired with w in a solved cube.
	partner [24]uint8
	// faceOfCtr is the face each centre slot lies on.
	faceOfCtr [24]cube.Face
}

// theGeometry builds the geometry once per process.
var theGeometry = sync.OnceValues(buildGeometry)

// cubieOf returns the doubled coordinates of the cubie a facelet belongs to.
func cubieOf(idx int) [3]int {
	f := cube.Face(idx / (n * n))
	p := cube.Position(n, f, idx%(n*n)/n, idx%n)
	for k := range p {
		if p[k] == n {
			p[k] = n - 1
		} else if p[k] == -n {
			p[k] = -(n - 1)
		}
	}
	return p
}

func buildGeometry() (*geometry, error) {
	g := &geometry{}
	// Moves: outer then wide, quarter, half, three-quarter, per face; kind
	// orders the four kinds of an axis (positive face first).
	g.moves = slotmask.WideMoves()
	for i, m := range g.moves {
		g.axis[i] = int8(m.Face.Axis())
		g.kind[i] = slotmask.Kind(m)
	}
	perms := make([][]int, nMoves)
	for m := range g.moves {
		p, err := cube.FaceletPermutation(n, cube.Alg{g.moves[m]})
		if err != nil {
			return nil, fmt.Errorf("fourstage: move %v: %w", g.moves[m], err)
		}
		perms[m] = p
	}
	// Centres.
	ctrSlot := map[int]int{}
	for f := 0; f < 6; f++ {
		for k, rc := range [4][2]int{{1, 1}, {1, 2}, {2, 2}, {2, 1}} {
			s := f*4 + k
			g.ctrFacelet[s] = f*n*n + rc[0]*n + rc[1]
			g.faceOfCtr[s] = cube.Face(f)
			ctrSlot[g.ctrFacelet[s]] = s
		}
	}
	// Wings: the orbit, under all moves, of the U sticker of the UB wing
	// nearest L.
	isWing := func(idx int) bool {
		r, c := idx%(n*n)/n, idx%n
		edgeR, edgeC := r == 0 || r == n-1, c == 0 || c == n-1
		return edgeR != edgeC
	}
	orbit := map[int]bool{1: true}
	queue := []int{1}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, p := range perms {
			// p[y] = x means the sticker at x moves to y.
			for y, src := range p {
				if src == x && !orbit[y] {
					orbit[y] = true
					queue = append(queue, y)
				}
			}
		}
	}
	if len(orbit) != 24 {
		return nil, fmt.Errorf("fourstage: wing sticker orbit has %d stickers, want 24", len(orbit))
	}
	wingSlot := map[int]int{}
	s := 0
	for idx := 0; idx < 6*n*n; idx++ {
		if !orbit[idx] {
			continue
		}
		if !isWing(idx) {
			return nil, fmt.Errorf("fourstage: facelet %d in the wing orbit is no wing", idx)
		}
		g.wingFacelet[s] = idx
		wingSlot[idx] = s
		s++
	}
	for w := 0; w < 24; w++ {
		cp := cubieOf(g.wingFacelet[w])
		for idx := 0; idx < 6*n*n; idx++ {
			if idx != g.wingFacelet[w] && isWing(idx) && cubieOf(idx) == cp {
				g.wingOther[w] = idx
			}
		}
	}
	// Partners: the two wings of an edge lie on the same edge line, their
	// cubies differing only in the coordinate along it (-1 and 1).
	for a := 0; a < 24; a++ {
		pa := cubieOf(g.wingFacelet[a])
		found := 0
		for b := 0; b < 24; b++ {
			pb := cubieOf(g.wingFacelet[b])
			d, inner := 0, false
			for k := range pa {
				if pa[k] != pb[k] {
					d++
					inner = pa[k] == -pb[k] && abs(pa[k]) == 1
				}
			}
			if d == 1 && inner {
				g.partner[a] = uint8(b)
				found++
			}
		}
		if found != 1 {
			return nil, fmt.Errorf("fourstage: wing %d has %d partners", a, found)
		}
	}
	for c := cube.Corner(0); c < 8; c++ {
		g.cornerFacelets[c] = cube.CornerFacelets(n, c)
	}
	cornerOf := map[int]int{}
	for c, fs := range g.cornerFacelets {
		for _, idx := range fs {
			cornerOf[idx] = c
		}
	}
	for m, p := range perms {
		for s, idx := range g.ctrFacelet {
			from, ok := ctrSlot[p[idx]]
			if !ok {
				return nil, fmt.Errorf("fourstage: move %v takes a centre from facelet %d", g.moves[m], p[idx])
			}
			g.ctrFrom[m][s] = uint8(from)
		}
		for s, idx := range g.wingFacelet {
			from, ok := wingSlot[p[idx]]
			if !ok {
				return nil, fmt.Errorf("fourstage: move %v takes a wing from facelet %d", g.moves[m], p[idx])
			}
			g.wingFrom[m][s] = uint8(from)
		}
		for c, fs := range g.cornerFacelets {
			g.cornerFrom[m][c] = uint8(cornerOf[p[fs[0]]])
		}
		g.wingOdd[m] = parity(g.wingFrom[m][:]) == 1
		g.cornerOdd[m] = parity(g.cornerFrom[m][:]) == 1
	}
	return g, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// parity returns 1 if the permutation p (of 0..len(p)-1) is odd.
func parity(p []uint8) int {
	par := 0
	for i := range p {
		for j := i + 1; j < len(p); j++ {
			if p[i] > p[j] {
				par ^= 1
			}
		}
	}
	return par
}
