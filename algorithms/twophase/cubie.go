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

// mulProper sets r to a·b (cube.Cubies.Mul) for proper states, whose corner
// twists are 0..2: the states the search builds from the cube by moves,
// never by mirrors. It is Mul without the mirror cases, the copies of its
// value arguments and most index checks: the search multiplies at every
// pre-move and phase-2 start.
func mulProper(r, a, b *cube.Cubies) {
	for i := range r.CP {
		p := b.CP[i] & 7
		r.CP[i] = a.CP[p]
		r.CO[i] = twistMod3[(a.CO[p]+b.CO[i])&7]
	}
	for i := range r.EP {
		p := b.EP[i]
		r.EP[i] = a.EP[p]
		r.EO[i] = a.EO[p] ^ b.EO[i]
	}
}

// twistMod3[x] is x mod 3 for the sum of two twists.
var twistMod3 = [8]uint8{0, 1, 2, 0, 1, 2, 0, 1}
