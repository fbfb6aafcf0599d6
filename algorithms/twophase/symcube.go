package twophase

import (
	"fmt"
	"sync"
)

// The four generators of the cube's 48 symmetries, as cubie states
// (Kociemba's definitions; TestSymmetriesMapMovesToMoves checks them: a wrong
// entry would turn some conjugated move into something that is not a move).
var (
	// symURF3 rotates the cube 120° about the URF-DBL diagonal.
	symURF3 = cubie{
		cp: [8]int8{0, 4, 5, 1, 3, 7, 6, 2},
		co: [8]int8{1, 2, 1, 2, 2, 1, 2, 1},
		ep: [12]int8{1, 8, 5, 9, 3, 11, 7, 10, 0, 4, 6, 2},
		eo: [12]int8{1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1},
	}
	// symF2 rotates the cube 180° about the F-B axis.
	symF2 = cubie{
		cp: [8]int8{5, 4, 7, 6, 1, 0, 3, 2},
		ep: [12]int8{6, 5, 4, 7, 2, 1, 0, 3, 9, 8, 11, 10},
	}
	// symU4 rotates the cube 90° clockwise about the U-D axis.
	symU4 = cubie{
		cp: [8]int8{3, 0, 1, 2, 7, 4, 5, 6},
		ep: [12]int8{3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10},
		eo: [12]int8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1},
	}
	// symLR2 reflects the cube in the plane between L and R.
	symLR2 = cubie{
		cp: [8]int8{1, 0, 3, 2, 5, 4, 7, 6},
		co: [8]int8{3, 3, 3, 3, 3, 3, 3, 3},
		ep: [12]int8{2, 1, 0, 3, 6, 5, 4, 7, 9, 8, 11, 10},
	}
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
	cube [nSym]cubie
	inv  [nSym]int
	// move[s][m] is the move conj(m, s) = S·m·S⁻¹.
	move [nSym][nMoves]int8
}

// syms builds the symmetries: index 16·urf + 8·f2 + 2·u4 + lr2, so indices
// 0..15 are the 16 that keep the U-D axis.
var syms = sync.OnceValue(func() *symTables {
	st := &symTables{}
	c := identityCubie
	for urf := 0; urf < 3; urf++ {
		for f2 := 0; f2 < 2; f2++ {
			for u4 := 0; u4 < 4; u4++ {
				for lr2 := 0; lr2 < 2; lr2++ {
					st.cube[16*urf+8*f2+2*u4+lr2] = c
					c = mul(&c, &symLR2)
				}
				c = mul(&c, &symU4)
			}
			c = mul(&c, &symF2)
		}
		c = mul(&c, &symURF3)
	}
	for i := range st.cube {
		st.inv[i] = -1
		for j := range st.cube {
			if p := mul(&st.cube[i], &st.cube[j]); p == identityCubie {
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
func conj(c *cubie, s int, st *symTables) cubie {
	t := mul(&st.cube[s], c)
	return mul(&t, &st.cube[st.inv[s]])
}

// conjEdges is conj restricted to the edges, which is all flip and edge
// coordinates need and twice as fast.
func conjEdges(c *cubie, s int, st *symTables) cubie {
	var t cubie
	mulEdges(&st.cube[s], c, &t)
	mulEdges(&t, &st.cube[st.inv[s]], &t)
	return t
}

// conjCorners is conj restricted to the corners.
func conjCorners(c *cubie, s int, st *symTables) cubie {
	var t cubie
	mulCorners(&st.cube[s], c, &t)
	mulCorners(&t, &st.cube[st.inv[s]], &t)
	return t
}
