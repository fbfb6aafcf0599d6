package thistlethwaite

import "cubelab/cube"

// Coordinates number the cosets each phase distinguishes. Each depends only
// on what its phase's moves can change, so a move acts on the coordinate alone
// and move tables are well defined.

// eoCoord: flips of edges 0..10 (the 12th follows from the even flip sum).
func eoCoord(s *cube.Cubies) int {
	v := 0
	for i := 10; i >= 0; i-- {
		v = 2*v + int(s.EO[i])
	}
	return v
}

// coCoord: twists of corners 0..6 (the 8th follows).
func coCoord(s *cube.Cubies) int {
	v := 0
	for i := 6; i >= 0; i-- {
		v = 3*v + int(s.CO[i])
	}
	return v
}

// binom[n][k] for n < 13.
var binom = func() [13][13]int {
	var b [13][13]int
	for n := 0; n < 13; n++ {
		b[n][0] = 1
		for k := 1; k <= n; k++ {
			b[n][k] = b[n-1][k-1] + b[n-1][k]
		}
	}
	return b
}()

// combRank ranks the set of positions (of `in`'s length) whose flag is set,
// in the combinatorial number system: 0..C(len, count)-1.
func combRank(in []bool) int {
	r, k := 0, 0
	for pos, set := range in {
		if set {
			k++
			r += binom[pos][k]
		}
	}
	return r
}

// sliceCoord: which 4 of the 12 edge positions hold E-slice edges (FR FL BL
// BR, numbered 8..11). 495 values.
func sliceCoord(s *cube.Cubies) int {
	var in [12]bool
	for i, e := range s.EP {
		in[i] = e >= 8
	}
	return combRank(in[:])
}

// mSliceCoord: which 4 of the 8 U/D edge positions hold the M-slice edges
// (UF UB DF DB, odd numbers below 8). 70 values; meaningful in G2, where the
// E edges stay in the E slice.
func mSliceCoord(s *cube.Cubies) int {
	var in [8]bool
	for i := 0; i < 8; i++ {
		in[i] = s.EP[i] < 8 && s.EP[i]%2 == 1
	}
	return combRank(in[:])
}

// cpCoord: the corner permutation, 40,320 values.
func cpCoord(s *cube.Cubies) int { return cube.PermRank(s.CP[:]) }

// slicePerm ranks the order of the edges at four positions (24 values);
// in G3 each slice's edges stay in their slice.
func slicePerm(s *cube.Cubies, pos [4]int) int {
	var p [4]cube.Edge
	for i, q := range pos {
		p[i] = s.EP[q]
	}
	return cube.PermRank(p[:])
}

var (
	mPositions = [4]int{1, 3, 5, 7}   // UF UB DF DB
	sPositions = [4]int{0, 2, 4, 6}   // UR UL DR DL
	ePositions = [4]int{8, 9, 10, 11} // FR FL BL BR
)
