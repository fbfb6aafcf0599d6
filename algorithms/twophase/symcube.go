package twophase

import (
	"fmt"
	"sync"

	"cubelab/cube"
)

const (
	nSym   = 48 // all symmetries of the cube
	nSym16 = 16 // those that keep the U-D axis (D4h): the first 16
	// symURF is the symmetry index of the URF-diagonal rotation; symURF·2 is its square.
	symURF = 16
)

// symTables holds the symmetries as cubies, their inverses and how they
// conjugate moves.
type symTables struct {
	cube [nSym]cube.Cubies
	inv  [nSym]int
	// move[s][m] is the move conj(m, s) = S·m·S⁻¹.
	move [nSym][nMoves]int8
}

// syms builds the symmetries: index 16·urf + 8·f2 + 2·u4 + lr2, so indices
// 0..15 are the 16 that keep the U-D axis.
var syms = sync.OnceValue(func() *symTables {
	st := &symTables{}
	c := cube.SolvedCubies
	for urf := 0; urf < 3; urf++ {
		for f2 := 0; f2 < 2; f2++ {
			for u4 := 0; u4 < 4; u4++ {
				for lr2 := 0; lr2 < 2; lr2++ {
					st.cube[16*urf+8*f2+2*u4+lr2] = c
					c = c.Mul(cube.SymLR2())
				}
				c = c.Mul(cube.SymU4())
			}
			c = c.Mul(cube.SymF2())
		}
		c = c.Mul(cube.SymURF3())
	}
	for i := range st.cube {
		st.inv[i] = -1
		for j := range st.cube {
			if p := st.cube[i].Mul(st.cube[j]); p == cube.SolvedCubies {
				st.inv[i] = j
				break
			}
		}
		if st.inv[i] < 0 {
			panic(fmt.Sprintf("twophase: symmetry %d has no inverse", i))
		}
	}
	mc := moveCubies()
	for s := range st.cube {
		for m := range mc {
			st.move[s][m] = -1
			c := conj(&mc[m], s, st)
			for k := range mc {
				if c == mc[k] {
					st.move[s][m] = int8(k)
				}
			}
		}
	}
	return st
})

// conj returns S·c·S⁻¹ for symmetry s. Doing a move sequence on c is the same
// as doing the conjugated sequence on conj(c): conj(c·m) = conj(c)·conj(m).
func conj(c *cube.Cubies, s int, st *symTables) cube.Cubies {
	t := st.cube[s].Mul(*c)
	return t.Mul(st.cube[st.inv[s]])
}

// conjEdges is conj restricted to the edges, which is all flip and edge
// coordinates need and twice as fast; its corners are meaningless.
func conjEdges(c *cube.Cubies, s int, st *symTables) cube.Cubies {
	return st.cube[s].MulEdges(*c).MulEdges(st.cube[st.inv[s]])
}

// conjCorners is conj restricted to the corners; its edges are meaningless.
func conjCorners(c *cube.Cubies, s int, st *symTables) cube.Cubies {
	return st.cube[s].MulCorners(*c).MulCorners(st.cube[st.inv[s]])
}

// flipConj is conjEdges(c, s, st).Flip() without building the conjugate:
// phase 1 reads it at every start after pre-moves.
func flipConj(c *cube.Cubies, s int, st *symTables) int {
	sc, si := &st.cube[s], &st.cube[st.inv[s]]
	f := 0
	for i := 0; i < 11; i++ {
		k := si.EP[i]
		f = 2*f + int((si.EO[i]^c.EO[k]^sc.EO[c.EP[k]])&1)
	}
	return f
}
