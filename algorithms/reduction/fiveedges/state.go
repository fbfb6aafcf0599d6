package fiveedges

import (
	"fmt"

	"cubelab/cube"
)

// state is a 5x5x5 as pieces: the midge, wing and centre in every slot.
// Midges and wings are numbered by their home slots; centres by the face
// (cube.Face value) whose colour they show; mo is each midge's flip.
type state struct {
	mid  [nMidges]uint8
	mo   [nMidges]uint8
	wing [nWings]uint8
	x, t [nCentre]uint8
}

// solvedState is the solved cube.
func solvedState() state {
	var s state
	for i := range nMidges {
		s.mid[i] = uint8(i)
	}
	for i := range nWings {
		s.wing[i] = uint8(i)
	}
	for i := range nCentre {
		s.x[i], s.t[i] = uint8(i/4), uint8(i/4)
	}
	return s
}

// apply returns s after move m.
func (g *geometry) apply(s state, m int) state {
	var r state
	for i, f := range g.midFrom[m] {
		r.mid[i] = s.mid[f]
		r.mo[i] = s.mo[f] ^ g.midFlip[m][i]
	}
	for i, f := range g.wingFrom[m] {
		r.wing[i] = s.wing[f]
	}
	for i, f := range g.xFrom[m] {
		r.x[i] = s.x[f]
	}
	for i, f := range g.tFrom[m] {
		r.t[i] = s.t[f]
	}
	return r
}

// stateOf reads a 5x5x5, naming colours by the fixed centres' faces, and
// checks that every piece is one of a real cube's, each once.
func (g *geometry) stateOf(c *cube.Cube) (state, error) {
	var s state
	if c.N() != n {
		return s, fmt.Errorf("fiveedges: %dx%dx%d cube, want 5x5x5", c.N(), c.N(), c.N())
	}
	f := c.Facelets()
	var faceOf [6]int
	for i := range faceOf {
		faceOf[i] = -1
	}
	for _, face := range cube.Faces {
		col := f[int(face)*n*n+2*n+2]
		if faceOf[col] >= 0 {
			return s, fmt.Errorf("fiveedges: two fixed centres are %v", col)
		}
		faceOf[col] = int(face)
	}
	colour := func(idx int) int { return faceOf[f[idx]] }
	// Home edges by their two faces' colours.
	edgeOf := map[[2]int]int{}
	for e, pp := range g.midge {
		a, b := pp[0]/(n*n), pp[1]/(n*n)
		edgeOf[[2]int{a, b}] = e
		edgeOf[[2]int{b, a}] = e
	}
	var midSeen, wingSeen [nWings]bool
	for sl, pp := range g.midge {
		ca, cb := colour(pp[0]), colour(pp[1])
		e, ok := edgeOf[[2]int{ca, cb}]
		if !ok {
			return s, fmt.Errorf("fiveedges: midge slot %d shows %v and %v, no edge's colours", sl, cube.Face(ca), cube.Face(cb))
		}
		if midSeen[e] {
			return s, fmt.Errorf("fiveedges: midge %d appears twice", e)
		}
		midSeen[e] = true
		s.mid[sl] = uint8(e)
		if ca != g.midge[e][0]/(n*n) {
			s.mo[sl] = 1
		}
	}
	for sl, pp := range g.wing {
		ca, cb := colour(pp[0]), colour(pp[1])
		e, ok := edgeOf[[2]int{ca, cb}]
		if !ok {
			return s, fmt.Errorf("fiveedges: wing slot %d shows %v and %v, no edge's colours", sl, cube.Face(ca), cube.Face(cb))
		}
		swapped := ca != g.midge[e][0]/(n*n)
		p := 2 * e
		if g.wingSwapped[sl][p] != swapped {
			p++
		}
		if g.wingSwapped[sl][p] != swapped {
			return s, fmt.Errorf("fiveedges: wing slot %d holds a wing no cube has", sl)
		}
		if wingSeen[p] {
			return s, fmt.Errorf("fiveedges: wing %d appears twice", p)
		}
		wingSeen[p] = true
		s.wing[sl] = uint8(p)
	}
	var xs, ts [6]int
	for i := range nCentre {
		s.x[i], s.t[i] = uint8(colour(g.xFacelet[i])), uint8(colour(g.tFacelet[i]))
		xs[s.x[i]]++
		ts[s.t[i]]++
	}
	for fc := range 6 {
		if xs[fc] != 4 || ts[fc] != 4 {
			return s, fmt.Errorf("fiveedges: %d x- and %d t-centres of %v's colour, want 4 each", xs[fc], ts[fc], cube.Face(fc))
		}
	}
	return s, nil
}
