package twophase

import "cubelab/cube"

// Coordinates number the parts of a state the two phases care about; each
// has a get (cubie -> number) and a set (number -> some cubie with it), used
// to build the move and symmetry tables. The solved state has every
// coordinate 0.
const (
	nTwist   = 2187  // 3^7 corner twists
	nFlip    = 2048  // 2^11 edge flips
	nSlice   = 495   // 12 choose 4 places of the four E-slice edges
	nEdges4  = 11880 // places and order of four chosen edges: 495·24
	nPerm8   = 40320 // 8! corner permutations, or U and D edge permutations in phase 2
	nPerm4   = 24    // 4! order of the E-slice edges in phase 2
	nPhase2M = 10    // U, D turns and R2, F2, L2, B2
	nCComb   = 70    // 8 choose 4 places of the four U corners
)

// Edge sets for the edges4 coordinate, by their first edge.
const (
	uEdges     = 0 // UR UF UL UB
	dEdges     = 4 // DR DF DL DB
	sliceEdges = 8 // FR FL BL BR
)

// phase2Moves lists the move numbers that keep a cube in H.
var phase2Moves = [nPhase2M]int8{0, 1, 2, 4, 7, 9, 10, 11, 13, 16}

// inPhase2 reports whether move m belongs to phase2Moves.
var inPhase2 = func() (t [nMoves]bool) {
	for _, m := range phase2Moves {
		t[m] = true
	}
	return
}()

// binom[n][k] is n choose k (0 when k > n).
var binom = func() (t [13][5]int) {
	for n := 0; n <= 12; n++ {
		t[n][0] = 1
		for k := 1; k <= 4 && k <= n; k++ {
			t[n][k] = t[n-1][k-1] + t[n-1][k]
		}
	}
	return
}()

// getEdges4 numbers where the four edges base..base+3 are and in which order:
// 24·(combination of their places) + rank of their order. Places are scanned
// from the set's home positions on, so the solved cube gives 0. For the slice
// edges, value/24 is the phase-1 slice coordinate and, once they are in the
// slice, value itself is their phase-2 permutation.
func getEdges4(c *cube.Cubies, base int) int {
	a, x := 0, 0
	var order [4]uint8
	for j := 11; j >= 0; j-- {
		e := int(c.EP[(j+base+4)%12])
		if e >= base && e < base+4 {
			a += binom[11-j][x+1]
			order[3-x] = uint8(e - base)
			x++
		}
	}
	return 24*a + cube.PermRank(order[:])
}

// setEdges4 places the four edges base..base+3 as numbered by getEdges4 and
// fills the other places with the other edges in increasing order.
func setEdges4(c *cube.Cubies, v, base int) {
	a := v / 24
	var order [4]uint8
	cube.PermUnrank(order[:], v%24)
	var used [12]bool
	x, k := 3, 0
	for j := 0; j < 12; j++ {
		pos := (j + base + 4) % 12
		if x >= 0 && binom[11-j][x+1] <= a {
			a -= binom[11-j][x+1]
			c.EP[pos] = cube.Edge(base) + cube.Edge(order[k])
			used[pos] = true
			x--
			k++
		}
	}
	other := 0
	for pos := 0; pos < 12; pos++ {
		if used[pos] {
			continue
		}
		for other >= base && other < base+4 {
			other++
		}
		c.EP[pos] = cube.Edge(other)
		other++
	}
}

// uPlaces numbers where the four U-layer pieces (numbers 0..3) are among
// the eight places of p, the U and D layers' corners or edges (0 when they
// are home).
func uPlaces[T ~uint8](p []T) int {
	a, x := 0, 0
	for j := 0; j < 8; j++ {
		if p[j] < 4 {
			a += binom[j][x+1]
			x++
		}
	}
	return a
}

// setUPlaces puts the U pieces where uPlaces numbers them, in order, and
// the D pieces (4..7) in the other places.
func setUPlaces[T ~uint8](p []T, v int) {
	u, d := T(3), T(7)
	x := 3
	for j := 7; j >= 0; j-- {
		if x >= 0 && binom[j][x+1] <= v {
			v -= binom[j][x+1]
			p[j] = u
			u--
			x--
		} else {
			p[j] = d
			d--
		}
	}
}

// getCornerComb numbers the places of the four U-layer corners among the
// eight corner positions (0 when they are home).
func getCornerComb(c *cube.Cubies) int { return uPlaces(c.CP[:]) }

// setCornerComb places the U corners as numbered by getCornerComb, in
// order, and the D corners in the other places.
func setCornerComb(c *cube.Cubies, v int) { setUPlaces(c.CP[:], v) }

// getEdgeComb numbers the places of the four U-layer edges among the eight
// U and D edge positions (0 when they are home); meaningful in phase 2.
func getEdgeComb(c *cube.Cubies) int { return uPlaces(c.EP[:8]) }

// setEdgeComb places the U edges as numbered by getEdgeComb, in order, the
// D edges in the other U and D places, and the slice edges home.
func setEdgeComb(c *cube.Cubies, v int) {
	setUPlaces(c.EP[:8], v)
	for i := 8; i < 12; i++ {
		c.EP[i] = cube.Edge(i)
	}
}

// getCornerPerm numbers the corner permutation (0..8!-1).
func getCornerPerm(c *cube.Cubies) int { return cube.PermRank(c.CP[:]) }

func setCornerPerm(c *cube.Cubies, v int) { cube.PermUnrank(c.CP[:], v) }

// getUDEdgePerm numbers the permutation of the eight U and D edges; it is only
// meaningful in phase 2, where they stay in the U and D layers.
func getUDEdgePerm(c *cube.Cubies) int { return cube.PermRank(c.EP[:8]) }

func setUDEdgePerm(c *cube.Cubies, v int) {
	cube.PermUnrank(c.EP[:8], v)
	for i := 8; i < 12; i++ {
		c.EP[i] = cube.Edge(i)
	}
}
