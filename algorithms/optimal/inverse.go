package optimal

import (
	"encoding/binary"

	"cubelab/cube"
)

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

// twistPair[24·u + v] is 3·twist + twist of two packed corners u, v: the
// twist coordinate's digits two at a time.
var twistPair = func() (t [24 * 24]uint8) {
	for u := range 24 {
		for v := range 24 {
			t[24*u+v] = 3*twistDigit[u] + twistDigit[v]
		}
	}
	return
}()

// coords are the phase-1 coordinates of the packed state. They read the
// cubies a word at a time: a packed edge's flip is its bit 0 and it is an
// E-slice edge when its bit 4 is set (2·8 = 16 and up), so multiplying the
// masked bytes by a constant gathers those bits into one byte.
func (s *invState) coords() axisCoords {
	c := &s.corn
	tw := ((int(twistPair[24*int(c[0])+int(c[1])])*9+int(twistPair[24*int(c[2])+int(c[3])]))*9+
		int(twistPair[24*int(c[4])+int(c[5])]))*3 + int(twistDigit[c[6]])
	lo := binary.LittleEndian.Uint64(s.edge[:8])
	hi := binary.LittleEndian.Uint32(s.edge[8:])
	// Edges 0..7's flips, edge 0 the highest bit, then edges 8..10's.
	fl := int((lo&0x0101010101010101)*0x8040201008040201>>56)<<3 | int(hi&1)<<2 | int(hi>>8&1)<<1 | int(hi>>16&1)
	// The places of the E-slice edges (bit i: place i).
	places := int((lo>>4&0x0101010101010101)*0x0102040810204080>>56) |
		int(hi>>4&1|hi>>11&2|hi>>18&4|hi>>25&8)<<8
	// The places of the U-layer corners (packed below 3·4 = 12): a byte
	// plus 128 - 12 keeps its top bit clear exactly for those.
	cw := binary.LittleEndian.Uint64(c[:])
	up := (^(cw + 0x7474747474747474) & 0x8080808080808080) >> 7
	return axisCoords{flip: uint16(fl), slice: sliceOfMask[places&0xFFF], twist: uint16(tw),
		csep: cornSepOfMask[up*0x0102040810204080>>56]}
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
// tight: the moves the axis sees as moves of its goal (large: the large
// table's goal, which also keeps the U-layer corners in the U layer, so
// only U and D turns; else phase 1's, which adds R2, L2, F2 and B2).
func invGoalMoves(large bool) (out [3]uint32) {
	st := syms()
	for a := range st.axisMove {
		for m, x := range st.axisMove[a] {
			face, turns := int(x)/3, int(x)%3+1
			if face == 0 || face == 3 || (!large && turns == 2) {
				out[a] |= 1 << m
			}
		}
	}
	return
}
