package cornersfirst

import (
	"fmt"

	"cubelab/cube"
)

// The edge stage works on cube.Cubies, the cube package's cubie kernel, with
// the corners kept solved: this method solves them first and its edge
// algorithms leave them alone, so two edge states are equal when their
// edges are (the library keys on them) and MulEdges is all it multiplies.

// solvedEdges has bit i set when edge i is home and unflipped.
func solvedEdges(s *cube.Cubies) uint16 {
	var m uint16
	for i := 0; i < 12; i++ {
		if s.EP[i] == cube.Edge(i) && s.EO[i] == 0 {
			m |= 1 << i
		}
	}
	return m
}

// edgeEffect returns what an algorithm does to the edges of a solved cube,
// and an error if it moves any corner or centre.
func edgeEffect(a cube.Alg) (cube.Cubies, error) {
	cc, err := cube.AlgCubies(a)
	if err != nil {
		return cc, err
	}
	if cc.CP != cube.SolvedCubies.CP || cc.CO != cube.SolvedCubies.CO {
		return cc, fmt.Errorf("%s moves corners", a)
	}
	return cc, nil
}

// moveEdges returns what one move does to the edges, in space (slice turns
// too, whose centres cube.Cubies cannot hold), its corners left solved.
func moveEdges(m cube.Move) cube.Cubies {
	c := cube.MustNew(3)
	if err := c.Apply(m); err != nil {
		panic(err) // only built-in 3x3x3 moves are passed
	}
	s, err := c.PiecesInPlace()
	if err != nil {
		panic("cornersfirst: a move produced an impossible piece: " + err.Error())
	}
	s.CP, s.CO = cube.SolvedCubies.CP, cube.SolvedCubies.CO
	return s
}
