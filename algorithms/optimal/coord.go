package optimal

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

func twistOf(c *cubies) int {
	t := 0
	for i := range 7 {
		t = 3*t + int(c.co[i])
	}
	return t
}

func setTwist(c *cubies, t int) {
	sum := 0
	for i := 6; i >= 0; i-- {
		c.co[i] = int8(t % 3)
		sum += t % 3
		t /= 3
	}
	c.co[7] = int8((3 - sum%3) % 3)
}

func flipOf(c *cubies) int {
	f := 0
	for i := range 11 {
		f = 2*f + int(c.eo[i])
	}
	return f
}

func setFlip(c *cubies, f int) {
	sum := 0
	for i := 10; i >= 0; i-- {
		c.eo[i] = int8(f & 1)
		sum += f & 1
		f >>= 1
	}
	c.eo[11] = int8(sum & 1)
}

// sliceOf ranks the set of places holding E-slice edges, counting places
// from 11 down so that the home places 8..11 rank 0.
func sliceOf(c *cubies) int {
	r, k := 0, 0
	for q := range 12 {
		if c.ep[11-q] >= firstSlice {
			k++
			r += choose[q][k]
		}
	}
	return r
}

// setSlice puts the E-slice edges (in order) in the places numbered r and
// the other edges, in order, elsewhere.
func setSlice(c *cubies, r int) {
	var slice [12]bool
	for k, q := 4, 11; k > 0; q-- {
		if choose[q][k] <= r {
			r -= choose[q][k]
			slice[11-q] = true
			k--
		}
	}
	e, s := int8(0), int8(firstSlice)
	for p := range 12 {
		if slice[p] {
			c.ep[p], s = s, s+1
		} else {
			c.ep[p], e = e, e+1
		}
	}
}

func flipSliceOf(c *cubies) int { return flipOf(c) + nFlip*sliceOf(c) }

// cornPermOf ranks the corner permutation.
func cornPermOf(c *cubies) int { return permRank(c.cp[:]) }

func setCornPerm(c *cubies, r int) { permUnrank(c.cp[:], r) }

// nSorted numbers the places and the order of the four E-slice edges:
// 24·slice + rank of their order (Kociemba's UDSliceSorted).
const nSorted = 11880

// sortedOf is 24·sliceOf(c) + the rank of the order in which the E-slice
// edges appear, scanning places 0..11.
func sortedOf(c *cubies) int {
	var order [4]int8
	k := 0
	for p := range 12 {
		if c.ep[p] >= firstSlice {
			order[k] = c.ep[p] - firstSlice
			k++
		}
	}
	return 24*sliceOf(c) + permRank(order[:])
}

func setSorted(c *cubies, v int) {
	setSlice(c, v/24)
	var order [4]int8
	permUnrank(order[:], v%24)
	k := 0
	for p := range 12 {
		if c.ep[p] >= firstSlice {
			c.ep[p] = firstSlice + order[k]
			k++
		}
	}
}
