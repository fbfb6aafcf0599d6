package optimal

import "cubelab/cube"

// Coordinates number parts of a state; the solved state has all of them 0.
const (
	nTwist     = 2187     // 3^7 corner twists
	nFlip      = 2048     // 2^11 edge flips
	nSlice     = 495      // 12 choose 4 places of the E-slice edges FR FL BL BR
	nFlipSlice = 1013760  // flip + nFlip·slice
	nCornPerm  = 40320    // 8! corner permutations
	nCorner    = 88179840 // corner permutation · nTwist + twist
	firstSlice = 8        // the E-slice edges are 8..11
	nTwistSym  = nTwist * nSym
)

// choose[n][k] is n choose k for n < 12, k <= 4.
var choose = func() (t [12][5]int) {
	for n := range 12 {
		t[n][0] = 1
		for k := 1; k <= 4 && k <= n; k++ {
			t[n][k] = t[n-1][k-1] + t[n-1][k]
		}
	}
	return
}()

// sliceOf ranks the set of places holding E-slice edges, counting places
// from 11 down so that the home places 8..11 rank 0.
func sliceOf(c *cube.Cubies) int {
	r, k := 0, 0
	for q := range 12 {
		if c.EP[11-q] >= firstSlice {
			k++
			r += choose[q][k]
		}
	}
	return r
}

// setSlice puts the E-slice edges (in order) in the places numbered r and
// the other edges, in order, elsewhere.
func setSlice(c *cube.Cubies, r int) {
	var slice [12]bool
	for k, q := 4, 11; k > 0; q-- {
		if choose[q][k] <= r {
			r -= choose[q][k]
			slice[11-q] = true
			k--
		}
	}
	e, s := cube.Edge(0), cube.Edge(firstSlice)
	for p := range 12 {
		if slice[p] {
			c.EP[p], s = s, s+1
		} else {
			c.EP[p], e = e, e+1
		}
	}
}

func flipSliceOf(c *cube.Cubies) int { return c.Flip() + nFlip*sliceOf(c) }

// cornPermOf ranks the corner permutation.
func cornPermOf(c *cube.Cubies) int { return cube.PermRank(c.CP[:]) }

func setCornPerm(c *cube.Cubies, r int) { cube.PermUnrank(c.CP[:], r) }

// nCornSep numbers the places of the four U-layer corners URF, UFL, ULB,
// UBR: 8 choose 4.
const nCornSep = 70

// cornSepOf ranks the set of places holding U-layer corners, so that their
// home places 0..3 rank 0.
func cornSepOf(c *cube.Cubies) int {
	r, k := 0, 0
	for q := range 8 {
		if c.CP[q] < 4 {
			k++
			r += choose[q][k]
		}
	}
	return r
}

// setCornSep puts the U-layer corners (in order) in the places numbered r
// and the other corners, in order, elsewhere.
func setCornSep(c *cube.Cubies, r int) {
	var up [8]bool
	for k, q := 4, 7; k > 0; q-- {
		if choose[q][k] <= r {
			r -= choose[q][k]
			up[q] = true
			k--
		}
	}
	u, d := cube.Corner(0), cube.Corner(4)
	for p := range 8 {
		if up[p] {
			c.CP[p], u = u, u+1
		} else {
			c.CP[p], d = d, d+1
		}
	}
}
