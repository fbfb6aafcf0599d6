package beginner

import (
	"fmt"

	"cubelab/cube"
)

// state is a 3x3x3 at cubie level in Kociemba's conventions (see cube.Cubies).
type state struct {
	cp [8]uint8
	co [8]uint8
	ep [12]uint8
	eo [12]uint8
}

func fromCubies(cc cube.Cubies) state {
	var s state
	for i := 0; i < 8; i++ {
		s.cp[i], s.co[i] = uint8(cc.CP[i]), cc.CO[i]
	}
	for i := 0; i < 12; i++ {
		s.ep[i], s.eo[i] = uint8(cc.EP[i]), cc.EO[i]
	}
	return s
}

// permOf returns the cubie permutation an algorithm of outer turns performs,
// read off the facelet engine.
func permOf(a cube.Alg) (state, error) {
	c := cube.MustNew(3)
	if err := c.ApplyAlg(a); err != nil {
		return state{}, err
	}
	cc, err := c.Cubies()
	if err != nil {
		return state{}, fmt.Errorf("algorithm %s turns the centres: %w", a, err)
	}
	return fromCubies(cc), nil
}

// mul returns s followed by the permutation p.
func (s *state) mul(p *state) state {
	var r state
	for i := 0; i < 8; i++ {
		q := p.cp[i]
		r.cp[i] = s.cp[q]
		r.co[i] = (s.co[q] + p.co[i]) % 3
	}
	for i := 0; i < 12; i++ {
		q := p.ep[i]
		r.ep[i] = s.ep[q]
		r.eo[i] = s.eo[q] ^ p.eo[i]
	}
	return r
}

// cornerOK and edgeOK report whether a piece is home and unturned.
func (s *state) cornerOK(i int) bool { return s.cp[i] == uint8(i) && s.co[i] == 0 }
func (s *state) edgeOK(i int) bool   { return s.ep[i] == uint8(i) && s.eo[i] == 0 }

// pieces is a set of corners and edges that must be solved.
type pieces struct {
	corners []int
	edges   []int
}

func (p pieces) ok(s *state) bool {
	for _, c := range p.corners {
		if !s.cornerOK(c) {
			return false
		}
	}
	for _, e := range p.edges {
		if !s.edgeOK(e) {
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
