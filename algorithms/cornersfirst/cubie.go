package cornersfirst

import (
	"fmt"

	"cubelab/cube"
)

// edges is the edge part of a 3x3x3 at cubie level in Kociemba's conventions
// (see cube.Cubies); corners and centres are solved whenever it is used.
type edges struct {
	ep [12]uint8
	eo [12]uint8
}

func edgesOf(cc cube.Cubies) edges {
	var s edges
	for i := 0; i < 12; i++ {
		s.ep[i], s.eo[i] = uint8(cc.EP[i]), cc.EO[i]
	}
	return s
}

// mul returns s followed by the edge permutation p.
func (s *edges) mul(p *edges) edges {
	var r edges
	for i := 0; i < 12; i++ {
		q := p.ep[i]
		r.ep[i] = s.ep[q]
		r.eo[i] = s.eo[q] ^ p.eo[i]
	}
	return r
}

// solvedMask has bit i set when edge i is home and unflipped.
func (s *edges) solvedMask() uint16 {
	var m uint16
	for i := 0; i < 12; i++ {
		if s.ep[i] == uint8(i) && s.eo[i] == 0 {
			m |= 1 << i
		}
	}
	return m
}

// edgeEffect returns what an algorithm does to the edges of a solved cube,
// and an error if it moves any corner or centre.
func edgeEffect(a cube.Alg) (edges, error) {
	c := cube.MustNew(3)
	if err := c.ApplyAlg(a); err != nil {
		return edges{}, err
	}
	cc, err := c.Cubies()
	if err != nil {
		return edges{}, fmt.Errorf("%s moves the centres: %w", a, err)
	}
	if cc.CP != cube.SolvedCubies.CP || cc.CO != cube.SolvedCubies.CO {
		return edges{}, fmt.Errorf("%s moves corners", a)
	}
	return edgesOf(cc), nil
}

// edgeColours[j] are edge j's two colours, reference sticker first.
var edgeColours = func() (out [12][2]cube.Face) {
	f := cube.MustNew(3).Facelets()
	for j := 0; j < 12; j++ {
		idx := cube.EdgeFacelets(3, cube.Edge(j))
		out[j] = [2]cube.Face{f[idx[0]], f[idx[1]]}
	}
	return out
}()

// readEdges reads the edges of a 3x3x3 by their positions in space, whatever
// the centres show, so it works for slice turns too (cube.Cubies insists on
// home centres). It reports false if some edge is not a real edge.
func readEdges(c *cube.Cube) (edges, bool) {
	var s edges
	f := c.Facelets()
	for p := 0; p < 12; p++ {
		idx := cube.EdgeFacelets(3, cube.Edge(p))
		a, b := f[idx[0]], f[idx[1]]
		found := false
		for j, col := range edgeColours {
			switch {
			case a == col[0] && b == col[1]:
				s.ep[p], s.eo[p], found = uint8(j), 0, true
			case a == col[1] && b == col[0]:
				s.ep[p], s.eo[p], found = uint8(j), 1, true
			}
			if found {
				break
			}
		}
		if !found {
			return s, false
		}
	}
	return s, true
}

// moveEdges returns what one move does to the edges, in space.
func moveEdges(m cube.Move) edges {
	c := cube.MustNew(3)
	if err := c.Apply(m); err != nil {
		panic(err) // only built-in 3x3x3 moves are passed
	}
	s, ok := readEdges(c)
	if !ok {
		panic("cornersfirst: a move produced an impossible edge")
	}
	return s
}
