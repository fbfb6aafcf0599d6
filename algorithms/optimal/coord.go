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

// nSorted numbers the places and the order of the four E-slice edges:
// 24·slice + rank of their order (Kociemba's UDSliceSorted).
const nSorted = 11880

// sortedOf is 24·sliceOf(c) + the rank of the order in which the E-slice
// edges appear, scanning places 0..11.
func sortedOf(c *cube.Cubies) int {
	var order [4]uint8
	k := 0
	for p := range 12 {
		if c.EP[p] >= firstSlice {
			order[k] = uint8(c.EP[p] - firstSlice)
			k++
		}
	}
	return 24*sliceOf(c) + cube.PermRank(order[:])
}

func setSorted(c *cube.Cubies, v int) {
	setSlice(c, v/24)
	var order [4]uint8
	cube.PermUnrank(order[:], v%24)
	k := 0
	for p := range 12 {
		if c.EP[p] >= firstSlice {
			c.EP[p] = firstSlice + cube.Edge(order[k])
			k++
		}
	}
}
