package fivecentres

import (
	"fmt"

	"cubelab/cube"
)

// pos is the centres as masks: m[o][f] marks the slots of orbit o holding
// the colour of face f's fixed centre.
type pos struct {
	m [2][6]uint32
}

// posOf reads a 5x5x5's centres, checking that each orbit holds four pieces
// of every fixed centre's colour.
func (t *tables) posOf(c *cube.Cube) (pos, error) {
	var p pos
	if c.N() != n {
		return p, fmt.Errorf("fivecentres: %dx%dx%d cube, want 5x5x5", c.N(), c.N(), c.N())
	}
	f := c.Facelets()
	var colourFace [6]int
	for i := range colourFace {
		colourFace[i] = -1
	}
	for _, face := range cube.Faces {
		col := f[int(face)*n*n+2*n+2]
		if colourFace[col] >= 0 {
			return p, fmt.Errorf("fivecentres: two fixed centres are %v", col)
		}
		colourFace[col] = int(face)
	}
	for o := range 2 {
		for s, idx := range t.g.facelet[o] {
			p.m[o][colourFace[f[idx]]] |= 1 << s
		}
		for face, m := range p.m[o] {
			if c := bitCount(m); c != 4 {
				return p, fmt.Errorf("fivecentres: %d %s-centres of face %v's colour, want 4", c, [2]string{"x", "t"}[o], cube.Face(face))
			}
		}
	}
	return p, nil
}

func bitCount(m uint32) int {
	c := 0
	for ; m != 0; m &= m - 1 {
		c++
	}
	return c
}

// apply returns p after move m.
func (t *tables) apply(p pos, m int) pos {
	for o := range 2 {
		for f := range 6 {
			p.m[o][f] = t.mask[o].Move(p.m[o][f], m)
		}
	}
	return p
}

// mask1 is orbit o's stage 1 mask: the L/R colours.
func (p *pos) mask1(o int) uint32 { return p.m[o][fL] | p.m[o][fR] }
