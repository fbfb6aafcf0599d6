package cube

import "strconv"

// Move counts. A cube program's lengths mean nothing without the metric:
//
//   - BTM, block turn metric: any turn of a block of adjacent layers is
//     one move, whether it touches a face (R, Rw, 3Rw) or not (2R, 2-3Rw,
//     M). What Cubelab's solvers minimise on big cubes.
//   - OBTM, outer block turn metric: a block that touches an outer face is
//     one move (R, Rw, 3Rw, and 2-4Rw on a 4x4, which is 3Lw turned back),
//     an inner block two (2R = Rw R'). The WCA's count, and TPR's, cube555's.
//   - HTM, half-turn metric as the WCA counts on 2x2x2 and 3x3x3: the same
//     as OBTM there (M = R L' x' is two, Rw one).
//   - QTM, quarter-turn metric: a half turn counts two.
//
// In all of them whole-cube rotations (x, y, z, and any turn of all N
// layers) count nothing, and so does a turn by a multiple of four.

// BTM returns the length in the block turn metric.
func (a Alg) BTM(n int) int {
	c := 0
	for _, m := range a {
		if m.Turns&3 != 0 && !m.IsRotation(n) {
			c++
		}
	}
	return c
}

// OBTM returns the length in the outer block turn metric.
func (a Alg) OBTM(n int) int {
	c := 0
	for _, m := range a {
		if m.Turns&3 == 0 {
			continue
		}
		lo, hi, err := m.Layers(n)
		switch {
		case err != nil: // not a move of this cube: one, as in BTM
			c++
		case lo == 1 && hi == n: // a rotation
		case lo == 1 || hi == n:
			c++
		default:
			c += 2
		}
	}
	return c
}

// HTM returns the length in the half-turn metric as the WCA counts it on
// 2x2x2 and 3x3x3, where it equals OBTM (a slice turn is two moves). It
// returns OBTM on bigger cubes too; reports there name the metric OBTM.
func (a Alg) HTM(n int) int { return a.OBTM(n) }

// QTM returns the length in the quarter-turn metric: half turns count 2.
// Like BTM it counts a turn of any block of layers as one turn.
func (a Alg) QTM(n int) int {
	c := 0
	for _, m := range a {
		if m.IsRotation(n) {
			continue
		}
		switch m.Turns & 3 {
		case 1, 3:
			c++
		case 2:
			c += 2
		}
	}
	return c
}

// MoveCount is an algorithm's length in the two block metrics.
type MoveCount struct{ BTM, OBTM int }

// Count returns a's length on an NxNxN cube in BTM and OBTM.
func (a Alg) Count(n int) MoveCount { return MoveCount{BTM: a.BTM(n), OBTM: a.OBTM(n)} }

// Label writes the count as a person reads it: "12 HTM" on 2x2x2 and
// 3x3x3 (the WCA's count), "45 OBTM · 38 BTM" on bigger cubes.
func (c MoveCount) Label(n int) string {
	if n <= 3 {
		return strconv.Itoa(c.OBTM) + " HTM"
	}
	return strconv.Itoa(c.OBTM) + " OBTM · " + strconv.Itoa(c.BTM) + " BTM"
}
