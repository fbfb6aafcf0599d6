package thistlethwaite

import (
	"cubelab/cube"
)

// The phases work on cube.Cubies, the cube package's cubie kernel; this file
// numbers the moves.

// numMoves is the number of face turns: move index = 3·face + turns - 1 with
// faces in cube order U L F R B D.
const numMoves = 18

func moveOf(i int) cube.Move { return cube.Turn(cube.Face(i/3), i%3+1) }
func faceOf(i int) cube.Face { return cube.Face(i / 3) }

// moveCubies holds each face turn as a cubie state, in this package's order.
var moveCubies = func() (out [numMoves]cube.Cubies) {
	for i := range out {
		out[i] = cube.TurnCubies(faceOf(i), i%3+1)
	}
	return out
}()
