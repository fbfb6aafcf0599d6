package slotmask

import "cubelab/cube"

// WideMoves are the moves Moves is numbered by in fourstage and
// fivecentres: for each face in cube.Faces order, the outer then the
// two-layer wide turn, each a quarter, half and three-quarter turn.
func WideMoves() [NumMoves]cube.Move {
	var out [NumMoves]cube.Move
	i := 0
	for _, f := range cube.Faces {
		for w := 1; w <= 2; w++ {
			for t := 1; t <= 3; t++ {
				out[i] = cube.Move{Face: f, Lo: 1, Hi: w, Turns: t}
				i++
			}
		}
	}
	return out
}

// Kind orders the four kinds of move of an axis, for the searches' rules
// on consecutive moves: the positive face's outer (0) and wide (1) turns,
// then the negative face's (2, 3).
func Kind(m cube.Move) int8 {
	k := int8(m.Hi - 1)
	if !m.Face.Positive() {
		k += 2
	}
	return k
}
