package optimal

// This file is the cubie arithmetic the solver needs (products, inverses,
// the 18 face turns and the symmetries as cubie states). It is to be replaced
// by the cube kernel (cube/cubies.go) once that has Mul, Inverse and
// symmetries; nothing else in the package depends on how it is done.

import (
	"fmt"
	"sync"

	"cubelab/cube"
)

// cubies is a state in the "replaced by" form of cube.Cubies: cp[i] is the
// corner at position i and co[i] its twist. Twists 3..5 mark mirrored
// corners (Kociemba's convention), so reflections can be multiplied too.
type cubies struct {
	cp, co [8]int8
	ep, eo [12]int8
}

var solvedCubies = func() (c cubies) {
	for i := range c.cp {
		c.cp[i] = int8(i)
	}
	for i := range c.ep {
		c.ep[i] = int8(i)
	}
	return
}()

func fromCube(cc cube.Cubies) (c cubies) {
	for i := range 8 {
		c.cp[i], c.co[i] = int8(cc.CP[i]), int8(cc.CO[i])
	}
	for i := range 12 {
		c.ep[i], c.eo[i] = int8(cc.EP[i]), int8(cc.EO[i])
	}
	return
}

// twistSum combines the twists of two corners, the first applied first;
// either may be mirrored (3..5).
func twistSum(a, b int8) int8 {
	switch {
	case a < 3 && b < 3:
		return (a + b) % 3
	case a < 3: // b mirrored
		return 3 + (a+b-3)%3
	case b < 3: // a mirrored
		return 3 + (a-3-b+3)%3
	default: // both mirrored: proper again
		return (a - b + 3) % 3
	}
}

// times returns a·b: the state after doing a, then b.
func (a *cubies) times(b *cubies) (r cubies) {
	for i := range 8 {
		r.cp[i] = a.cp[b.cp[i]]
		r.co[i] = twistSum(a.co[b.cp[i]], b.co[i])
	}
	for i := range 12 {
		r.ep[i] = a.ep[b.ep[i]]
		r.eo[i] = (a.eo[b.ep[i]] + b.eo[i]) & 1
	}
	return
}

// inverse returns the state that undoes a.
func (a *cubies) inverse() (r cubies) {
	for i := range 8 {
		r.cp[a.cp[i]] = int8(i)
	}
	for i := range 8 {
		o := a.co[r.cp[i]]
		if o < 3 {
			o = (3 - o) % 3
		}
		r.co[i] = o
	}
	for i := range 12 {
		r.ep[a.ep[i]] = int8(i)
	}
	for i := range 12 {
		r.eo[i] = a.eo[r.ep[i]]
	}
	return
}

// Moves are numbered 3·face + quarter turns - 1, faces in the order U R F D
// L B, so that face f's opposite is (f+3)%6.
const nMoves = 18

var moveFaces = [6]cube.Face{cube.U, cube.R, cube.F, cube.D, cube.L, cube.B}

// toAlg converts move numbers to cube moves.
func toAlg(ms []int8) cube.Alg {
	out := make(cube.Alg, len(ms))
	for i, m := range ms {
		out[i] = cube.Turn(moveFaces[m/3], int(m%3)+1)
	}
	return out
}

// moveCubies are the 18 face turns, read from the facelet engine so both
// agree on what a turn does.
var moveCubies = sync.OnceValue(func() (out [nMoves]cubies) {
	for f, face := range moveFaces {
		c := cube.MustNew(3)
		if err := c.Apply(cube.Turn(face, 1)); err != nil {
			panic(fmt.Sprintf("optimal: turning %s: %v", face, err))
		}
		cc, err := c.Cubies()
		if err != nil {
			panic(fmt.Sprintf("optimal: reading %s: %v", face, err))
		}
		q := fromCube(cc)
		out[3*f] = q
		out[3*f+1] = q.times(&q)
		out[3*f+2] = out[3*f+1].times(&q)
	}
	return
})

// Generators of the symmetries as cubie states.
var (
	// rotURF turns the cube 120° about its URF-DBL diagonal (U->R->F).
	rotURF = cubies{
		cp: [8]int8{0, 4, 5, 1, 3, 7, 6, 2}, co: [8]int8{1, 2, 1, 2, 2, 1, 2, 1},
		ep: [12]int8{1, 8, 5, 9, 3, 11, 7, 10, 0, 4, 6, 2}, eo: [12]int8{1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1},
	}
	// rotF2 turns it 180° about the F-B axis.
	rotF2 = cubies{
		cp: [8]int8{5, 4, 7, 6, 1, 0, 3, 2},
		ep: [12]int8{6, 5, 4, 7, 2, 1, 0, 3, 9, 8, 11, 10},
	}
	// rotU turns it 90° about the U-D axis.
	rotU = cubies{
		cp: [8]int8{3, 0, 1, 2, 7, 4, 5, 6},
		ep: [12]int8{3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10}, eo: [12]int8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1},
	}
	// mirrorLR reflects it in the plane between L and R.
	mirrorLR = cubies{
		cp: [8]int8{1, 0, 3, 2, 5, 4, 7, 6}, co: [8]int8{3, 3, 3, 3, 3, 3, 3, 3},
		ep: [12]int8{2, 1, 0, 3, 6, 5, 4, 7, 9, 8, 11, 10},
	}
)

// nSym is the number of symmetries that keep the U-D axis.
const nSym = 16

// symmetries holds the 16 U-D-keeping symmetries, their inverses and the two diagonal rotations that bring the R-L and F-B axes
// to U-D.
type symmetries struct {
	s   [nSym]cubies
	inv [nSym]int
	// axis[a] is the identity, rotURF and its square; axisMove[a][m] is the
	// move axis[a]⁻¹·m·axis[a], so conjugating a state by axis[a] turns
	// move m into axisMove[a][m].
	axis     [3]cubies
	axisMove [3][nMoves]int8
}

// conj returns x⁻¹·c·x: the state c seen in the frame x turns the cube to.
func conjBy(c, x *cubies) cubies {
	xi := x.inverse()
	t := xi.times(c)
	return t.times(x)
}

var syms = sync.OnceValue(func() *symmetries {
	st := &symmetries{}
	c := solvedCubies
	for f2 := range 2 {
		for u4 := range 4 {
			for lr := range 2 {
				st.s[8*f2+2*u4+lr] = c
				c = c.times(&mirrorLR)
			}
			c = c.times(&rotU)
		}
		c = c.times(&rotF2)
	}
	mc := moveCubies()
	moveOf := func(c cubies) int8 {
		for k := range mc {
			if c == mc[k] {
				return int8(k)
			}
		}
		panic("optimal: a symmetry maps a move to a non-move")
	}
	for i := range st.s {
		st.inv[i] = -1
		for j := range st.s {
			if st.s[i].times(&st.s[j]) == solvedCubies {
				st.inv[i] = j
			}
		}
		for m := range mc {
			moveOf(conjBy(&mc[m], &st.s[i])) // panics on a wrong generator
		}
	}
	st.axis[0] = solvedCubies
	st.axis[1] = rotURF
	st.axis[2] = rotURF.times(&rotURF)
	for a := range st.axis {
		for m := range mc {
			st.axisMove[a][m] = moveOf(conjBy(&mc[m], &st.axis[a]))
		}
	}
	return st
})

// permRank is the Lehmer rank of a permutation of 0..len(p)-1.
func permRank(p []int8) int {
	r := 0
	for i := range p {
		smaller := 0
		for j := i + 1; j < len(p); j++ {
			if p[j] < p[i] {
				smaller++
			}
		}
		r = r*(len(p)-i) + smaller
	}
	return r
}

// permUnrank writes the permutation of 0..len(p)-1 (at most 8) of rank r.
func permUnrank(p []int8, r int) {
	n := len(p)
	var digit [8]int
	for i := n - 1; i >= 0; i-- {
		digit[i] = r % (n - i)
		r /= n - i
	}
	var used [8]bool
	for i := range n {
		for v, d := 0, digit[i]; v < n; v++ {
			if used[v] {
				continue
			}
			if d == 0 {
				p[i], used[v] = int8(v), true
				break
			}
			d--
		}
	}
}
