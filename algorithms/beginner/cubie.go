package beginner

import (
	"cubelab/cube"
)

// The steps work on cube.Cubies, the cube package's cubie kernel; this file
// names the sets of pieces a step must leave solved.

// cornerOK and edgeOK report whether a piece is home and unturned.
func cornerOK(s *cube.Cubies, i int) bool { return s.CP[i] == cube.Corner(i) && s.CO[i] == 0 }
func edgeOK(s *cube.Cubies, i int) bool   { return s.EP[i] == cube.Edge(i) && s.EO[i] == 0 }

// pieces is a set of corners and edges that must be solved.
type pieces struct {
	corners []int
	edges   []int
}

func (p pieces) ok(s *cube.Cubies) bool {
	for _, c := range p.corners {
		if !cornerOK(s, c) {
			return false
		}
	}
	for _, e := range p.edges {
		if !edgeOK(s, e) {
			return false
		}
	}
	return true
}

func (p pieces) with(corners, edges []int) pieces {
	return pieces{
		corners: append(append([]int(nil), p.corners...), corners...),
		edges:   append(append([]int(nil), p.edges...), edges...),
	}
}
