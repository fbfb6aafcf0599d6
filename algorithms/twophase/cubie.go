package twophase

import (
	"cubelab/cube"
)

// The search works on cube.Cubies, the cube package's cubie kernel (its Mul
// and Inverse also carry the mirror symmetries this package conjugates by);
// this file only numbers the moves.

// Moves are numbered 3·face + (quarter turns - 1) with faces in Kociemba's
// order U R F D L B, so move m turns face m/3 by m%3+1 quarter turns.
const nMoves = 18

// moveFaces maps the face part of a move number to the cube package's face.
var moveFaces = [6]cube.Face{cube.U, cube.R, cube.F, cube.D, cube.L, cube.B}

// moveAlg converts move numbers to cube moves.
func moveAlg(ms []int8) cube.Alg {
	out := make(cube.Alg, len(ms))
	for i, m := range ms {
		out[i] = cube.Turn(moveFaces[m/3], int(m%3)+1)
	}
	return out
}

// invertMove returns the move number of the opposite turn of the same face.
func invertMove(m int8) int8 { return 3*(m/3) + 2 - m%3 }

// moveCubies returns the 18 moves as cubie states, in this package's order.
func moveCubies() *[nMoves]cube.Cubies { return &moveTable }

var moveTable = func() (out [nMoves]cube.Cubies) {
	for m := range out {
		out[m] = cube.TurnCubies(moveFaces[m/3], m%3+1)
	}
	return out
}()
