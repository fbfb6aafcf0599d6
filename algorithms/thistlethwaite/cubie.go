package thistlethwaite

import (
	"cubelab/cube"
)

// state is a 3x3x3 at cubie level in Kociemba's conventions (see cube.Cubies),
// small enough to copy freely during searches.
type state struct {
	cp [8]uint8
	co [8]uint8
	ep [12]uint8
	eo [12]uint8
}

var solvedState = fromCubies(cube.SolvedCubies)

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

// numMoves is the number of face turns: move index = 3·face + turns - 1 with
// faces in cube order U L F R B D.
const numMoves = 18

func moveOf(i int) cube.Move { return cube.Turn(cube.Face(i/3), i%3+1) }
func faceOf(i int) cube.Face { return cube.Face(i / 3) }

// moveCubies holds each face turn as a cubie permutation. They are read off
// the facelet engine rather than typed in, so both models agree by
// construction.
var moveCubies = func() [numMoves]state {
	var out [numMoves]state
	for i := range out {
		c := cube.MustNew(3)
		if err := c.Apply(moveOf(i)); err != nil {
			panic(err)
		}
		cc, err := c.Cubies()
		if err != nil {
			panic(err)
		}
		out[i] = fromCubies(cc)
	}
	return out
}()

// apply returns s after face turn m.
func (s *state) apply(m int) state {
	mv := &moveCubies[m]
	var r state
	for i := 0; i < 8; i++ {
		p := mv.cp[i]
		r.cp[i] = s.cp[p]
		r.co[i] = (s.co[p] + mv.co[i]) % 3
	}
	for i := 0; i < 12; i++ {
		p := mv.ep[i]
		r.ep[i] = s.ep[p]
		r.eo[i] = s.eo[p] ^ mv.eo[i]
	}
	return r
}
