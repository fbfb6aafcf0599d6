package reduction

import (
	"cubelab/cube"
)

// edgeScore counts the wings of edge e that read like its reference wing
// (the middle edge on odd cubes), reading colours through get.
func edgeScore(g *geom, e int, get func(int32) cube.Face) int {
	w := g.edges[e]
	ra, rb := get(w[g.ref][0]), get(w[g.ref][1])
	s := 0
	for k := 1; k < len(w); k++ {
		if get(w[k][0]) == ra && get(w[k][1]) == rb {
			s++
		}
	}
	return s
}

// edgesPaired reports whether every edge's wings all read alike.
func edgesPaired(c *cube.Cube, g *geom) bool { return pairedEdges(c, g) == 12 }

// pairedEdges counts the edges whose wings all read alike.
func pairedEdges(c *cube.Cube, g *geom) int {
	st := c.Facelets()
	get := func(i int32) cube.Face { return st[i] }
	p := 0
	for e := range 12 {
		if edgeScore(g, e, get) == g.n-2 {
			p++
		}
	}
	return p
}

// wingsPaired counts the wings reading like their edge's reference.
func wingsPaired(c *cube.Cube, g *geom) int {
	st := c.Facelets()
	get := func(i int32) cube.Face { return st[i] }
	v := 0
	for e := range 12 {
		v += edgeScore(g, e, get)
	}
	return v
}

// orbitState is one wing orbit in the model of edgeops.go.
type orbitState [absN]cube.Face

// slotScore is how many of edge e's orbit wings read like the reference; on
// the central orbit of an even cube, whether its two wings read alike.
func slotScore(s *orbitState, e int, central bool) int {
	b := e * 4
	if central {
		if s[b+2] == s[b] && s[b+3] == s[b+1] {
			return 1
		}
		return 0
	}
	r := absSlots + e*2
	v := 0
	if s[b] == s[r] && s[b+1] == s[r+1] {
		v++
	}
	if s[b+2] == s[r] && s[b+3] == s[r+1] {
		v++
	}
	return v
}
