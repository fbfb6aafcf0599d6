package fourstage

import (
	"fmt"

	"cubelab/cube"
)

// state is a 4x4x4 as pieces: the colour in every centre slot, the wing
// (named by its home slot) in every wing slot, the corner (home slot) in
// every corner slot. Corner twists do not matter to the reduction.
type state struct {
	ctr    [24]uint8
	wing   [24]uint8
	corner [8]uint8
}

// stateOf reads a 4x4x4's pieces from its facelets.
func (g *geometry) stateOf(c *cube.Cube) (state, error) {
	var s state
	if c.N() != n {
		return s, fmt.Errorf("fourstage: %dx%dx%d cube, want 4x4x4", c.N(), c.N(), c.N())
	}
	f := c.Facelets()
	home := func(idx int) uint8 { return uint8(idx / (n * n)) }
	for i, idx := range g.ctrFacelet {
		s.ctr[i] = uint8(f[idx])
	}
	var seen [24]bool
	for i := range g.wingFacelet {
		a, b := uint8(f[g.wingFacelet[i]]), uint8(f[g.wingOther[i]])
		found := false
		for w := range g.wingFacelet {
			if home(g.wingFacelet[w]) == a && home(g.wingOther[w]) == b {
				if seen[w] {
					return s, fmt.Errorf("fourstage: two wings coloured %v%v", cube.Face(a), cube.Face(b))
				}
				seen[w], found = true, true
				s.wing[i] = uint8(w)
			}
		}
		if !found {
			return s, fmt.Errorf("fourstage: no wing is coloured %v%v", cube.Face(a), cube.Face(b))
		}
	}
	var cseen [8]bool
	for i, fs := range g.cornerFacelets {
		var got [6]bool
		for _, idx := range fs {
			got[f[idx]] = true
		}
		found := false
		for k, hs := range g.cornerFacelets {
			match := true
			for _, idx := range hs {
				match = match && got[home(idx)]
			}
			if match && !cseen[k] {
				cseen[k], found = true, true
				s.corner[i] = uint8(k)
				break
			}
		}
		if !found {
			return s, fmt.Errorf("fourstage: corner %v has no matching piece", cube.Corner(i))
		}
	}
	return s, nil
}

// apply returns s after move m.
func (g *geometry) apply(s state, m int) state {
	var t state
	for i, from := range &g.ctrFrom[m] {
		t.ctr[i] = s.ctr[from]
	}
	for i, from := range &g.wingFrom[m] {
		t.wing[i] = s.wing[from]
	}
	for i, from := range &g.cornerFrom[m] {
		t.corner[i] = s.corner[from]
	}
	return t
}

// ctrMask returns the centre slots holding colour a or b as a bit mask.
func (s *state) ctrMask(a, b uint8) uint32 {
	var m uint32
	for i, c := range s.ctr {
		if c == a || c == b {
			m |= 1 << i
		}
	}
	return m
}
