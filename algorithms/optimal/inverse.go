package optimal

import "cubelab/cube"

// The inverse side of the search (a "dual lookup"). A state X and its
// inverse X⁻¹ need the same number of moves, so the phase-1 distances of
// X⁻¹ along the three axes bound X as well, and they are about as
// independent of X's own as the three axes are of one another: taking the
// largest of all six prunes far more than of three.
//
// The inverse is also tight where X's bound is not: X·R = I makes the rest
// of a solution, R, equal to X⁻¹ itself, so R's first move is the one the
// search tries next. A phase-1 coordinate reads a state up to the moves of
// its goal (premultiplying by a goal move changes no coordinate), so if R
// began with a goal move of axis a, the rest of R would be a shorter way to
// axis a's goal than its distance: when that distance is tight (equal to
// the moves left), the next move cannot be one of axis a's goal moves
// (invGoalMoves). When all three are tight no move is left, which is de
// Bondt's observation from the other end.
//
// After X becomes X·m, X⁻¹ becomes m⁻¹·X⁻¹: a premultiplication, which
// relabels the cubies rather than moving them, so the coordinates cannot
// follow it through move tables. The search carries the inverse as packed
// cubies instead, one per axis, and updates it with small relabelling
// tables; only for the children that pass X's own bounds.

// invState is a state's inverse seen along one axis, (S⁻¹·X·S)⁻¹ for the
// axis's rotation S, as packed cubies: corn[i] = 3·corner + twist and
// edge[i] = 2·edge + flip for the cubies at place i.
type invState struct {
	corn [8]uint8
	edge [12]uint8
}

// packInv packs a (proper) cubie state.
func packInv(c *cube.Cubies) invState {
	var s invState
	for i := range s.corn {
		s.corn[i] = 3*uint8(c.CP[i]) + c.CO[i]
	}
	for i := range s.edge {
		s.edge[i] = 2*uint8(c.EP[i]) + c.EO[i]
	}
	return s
}

// relabel says how premultiplying by the inverse of move x changes a packed
// cubie: corn[x][3·corner + twist] and edge[x][2·edge + flip] are the packed
// cubie after.
type relabel struct {
	corn [nMoves][24]uint8
	edge [nMoves][24]uint8
}

var relabelling = func() *relabel {
	r := &relabel{}
	mc := moveCubies()
	for x := range mc {
		inv := mc[x].Inverse()
		for c := range 8 {
			for o := range 3 {
				// (M·Y) at a place holding corner c with twist o:
				// corner M.CP[c], twist M.CO[c] + o.
				r.corn[x][3*c+o] = 3*uint8(inv.CP[c]) + (inv.CO[c]+uint8(o))%3
			}
		}
		for e := range 12 {
			for o := range 2 {
				r.edge[x][2*e+o] = 2*uint8(inv.EP[e]) + (inv.EO[e]+uint8(o))&1
			}
		}
	}
	return r
}()

// after returns the inverse seen along the same axis once X is followed by
// the move that axis sees as x.
func (s *invState) after(x int) invState {
	var r invState
	rc, re := &relabelling.corn[x], &relabelling.edge[x]
	for i, v := range s.corn {
		r.corn[i] = rc[v]
	}
	for i, v := range s.edge {
		r.edge[i] = re[v]
	}
	return r
}

// twistDigit is a packed corner's twist.
var twistDigit = func() (t [24]uint8) {
	for v := range 24 {
		t[v] = uint8(v % 3)
	}
	return
}()

// coords are the phase-1 coordinates of the packed state.
func (s *invState) coords() axisCoords {
	tw := 0
	for _, v := range s.corn[:7] {
		tw = 3*tw + int(twistDigit[v])
	}
	fl := 0
	for _, v := range s.edge[:11] {
		fl = 2*fl + int(v&1)
	}
	// The sorted slice (sortedOf): the places of the E-slice edges, ranked
	// from place 11 down, and the order they appear in.
	sl, k := 0, 0
	var order [4]uint8
	for q := range 12 {
		if e := s.edge[11-q] >> 1; e >= firstSlice {
			order[3-k] = e - firstSlice
			k++
			sl += choose[q][k]
		}
	}
	return axisCoords{flip: uint16(fl), sorted: uint16(24*sl + cube.PermRank(order[:])), twist: uint16(tw)}
}

// invStates returns the inverse of c seen along the three axes.
func invStates(c *cube.Cubies) [3]invState {
	st := syms()
	inv := c.Inverse()
	var out [3]invState
	for a := range st.axis {
		r := conjBy(&inv, &st.axis[a])
		out[a] = packInv(&r)
	}
	return out
}

// invGoalMoves returns, for each axis, the mask of the moves that the
// search may not try next when the inverse's distance along that axis is
// tight: the moves the axis sees as moves of its goal (hugeGoal: the
// large table's goal, which also keeps the E-slice edges in order, so
// only U and D turns; else phase 1's, which adds R2, L2, F2 and B2).
func invGoalMoves(hugeGoal bool) (out [3]uint32) {
	st := syms()
	for a := range st.axisMove {
		for m, x := range st.axisMove[a] {
			face, turns := int(x)/3, int(x)%3+1
			if face == 0 || face == 3 || (!hugeGoal && turns == 2) {
				out[a] |= 1 << m
			}
		}
	}
	return
}
