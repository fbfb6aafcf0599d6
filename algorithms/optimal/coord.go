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

// rankFour ranks a set of positions (bit q: position q) in the
// combinatorial number system, {0, 1, 2, 3} as 0; positions past the
// fourth in the set are ignored.
func rankFour(set uint) int {
	r, k := 0, 0
	for q := 0; set != 0 && k < 4; q, set = q+1, set>>1 {
		if set&1 != 0 {
			k++
			r += choose[q][k]
		}
	}
	return r
}

// unrankFour is the set of four of n positions that rankFour ranks r.
func unrankFour(r, n int) (set uint) {
	for k, q := 4, n-1; k > 0; q-- {
		if choose[q][k] <= r {
			r -= choose[q][k]
			set |= 1 << q
			k--
		}
	}
	return
}

// sliceOfMask[m] is sliceOf for the state whose E-slice edges are at the
// places of the set bits of m (bit i: place i): places count from 11 down,
// so that the home places 8..11 rank 0.
var sliceOfMask = func() (t [1 << 12]uint16) {
	for m := range t {
		var set uint
		for p := range 12 {
			set |= uint(m>>p&1) << (11 - p)
		}
		t[m] = uint16(rankFour(set))
	}
	return
}()

// sliceOf ranks the set of places holding E-slice edges (sliceOfMask).
func sliceOf(c *cube.Cubies) int {
	m := 0
	for p, e := range c.EP {
		if e >= firstSlice {
			m |= 1 << p
		}
	}
	return int(sliceOfMask[m])
}

// setSlice puts the E-slice edges (in order) in the places numbered r and
// the other edges, in order, elsewhere.
func setSlice(c *cube.Cubies, r int) {
	set := unrankFour(r, 12)
	e, s := cube.Edge(0), cube.Edge(firstSlice)
	for p := range 12 {
		if set>>(11-p)&1 != 0 {
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

// cornSepOfMask[m] is cornSepOf for the state whose U-layer corners are at
// the places of the set bits of m (bit i: place i), so that their home
// places 0..3 rank 0.
var cornSepOfMask = func() (t [256]uint8) {
	for m := range t {
		t[m] = uint8(rankFour(uint(m)))
	}
	return
}()

// cornSepOf ranks the set of places holding U-layer corners
// (cornSepOfMask).
func cornSepOf(c *cube.Cubies) int {
	m := 0
	for p, x := range c.CP {
		if x < 4 {
			m |= 1 << p
		}
	}
	return int(cornSepOfMask[m])
}

// setCornSep puts the U-layer corners (in order) in the places numbered r
// and the other corners, in order, elsewhere.
func setCornSep(c *cube.Cubies, r int) {
	set := unrankFour(r, 8)
	u, d := cube.Corner(0), cube.Corner(4)
	for p := range 8 {
		if set>>p&1 != 0 {
			c.CP[p], u = u, u+1
		} else {
			c.CP[p], d = d, d+1
		}
	}
}
