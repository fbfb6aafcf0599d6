package optimal

// The moves and symmetries the solver numbers, as cube.Cubies of the cube
// kernel (cube/cubiealg.go, cube/symmetry.go).

import (
	"sync"

	"cubelab/cube"
)

// Moves are numbered as cube.FaceTurn numbers them: 3·face + quarter
// turns - 1, faces in the order U R F D L B, so that face f's opposite is
// (f+3)%6.
const nMoves = cube.NumFaceTurns

// moveCubies are the 18 face turns as cubie states.
func moveCubies() *[nMoves]cube.Cubies { return cube.FaceTurnCubies() }

// nSym is the number of symmetries that keep the U-D axis.
const nSym = 16

// symmetries holds the 16 U-D-keeping symmetries, their inverses and the two diagonal rotations that bring the R-L and F-B axes
// to U-D.
type symmetries struct {
	s   [nSym]cube.Cubies
	inv [nSym]int
	// axis[a] is the identity, cube.SymURF3 and its square; axisMove[a][m] is the
	// move axis[a]⁻¹·m·axis[a], so conjugating a state by axis[a] turns
	// move m into axisMove[a][m].
	axis     [3]cube.Cubies
	axisMove [3][nMoves]int8
}

// moveOf is the number of the move whose cubies are c; it panics if c is
// no move (a symmetry would then be wrong).
func moveOf(c cube.Cubies) int8 {
	mc := moveCubies()
	for k := range mc {
		if c == mc[k] {
			return int8(k)
		}
	}
	panic("optimal: a symmetry maps a move to a non-move")
}

// conj returns x⁻¹·c·x: the state c seen in the frame x turns the cube to.
func conjBy(c, x *cube.Cubies) cube.Cubies {
	return x.Inverse().Mul(*c).Mul(*x)
}

var syms = sync.OnceValue(func() *symmetries {
	st := &symmetries{}
	c := cube.SolvedCubies
	for f2 := range 2 {
		for u4 := range 4 {
			for lr := range 2 {
				st.s[8*f2+2*u4+lr] = c
				c = c.Mul(cube.SymLR2())
			}
			c = c.Mul(cube.SymU4())
		}
		c = c.Mul(cube.SymF2())
	}
	mc := moveCubies()
	for i := range st.s {
		st.inv[i] = -1
		for j := range st.s {
			if st.s[i].Mul(st.s[j]) == cube.SolvedCubies {
				st.inv[i] = j
			}
		}
		for m := range mc {
			moveOf(conjBy(&mc[m], &st.s[i])) // panics on a wrong generator
		}
	}
	st.axis[0] = cube.SolvedCubies
	st.axis[1] = cube.SymURF3()
	st.axis[2] = st.axis[1].Mul(st.axis[1])
	for a := range st.axis {
		for m := range mc {
			st.axisMove[a][m] = moveOf(conjBy(&mc[m], &st.axis[a]))
		}
	}
	return st
})
