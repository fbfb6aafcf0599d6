package twophase

import (
	"cubelab/cube"
)

// The search works on cube.Cubies, the cube package's cubie kernel (its Mul
// and Inverse also carry the mirror symmetries this package conjugates by);
// this file only numbers the moves.

// Moves are numbered as cube.FaceTurn numbers them: 3·face + (quarter
// turns - 1) with faces in Kociemba's order U R F D L B.
const nMoves = cube.NumFaceTurns

// invertMove returns the move number of the opposite turn of the same face.
func invertMove(m int8) int8 { return 3*(m/3) + 2 - m%3 }

// moveCubies returns the 18 moves as cubie states, in this order.
func moveCubies() *[nMoves]cube.Cubies { return cube.FaceTurnCubies() }
