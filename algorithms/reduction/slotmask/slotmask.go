// Package slotmask works with sets of the 24 slots of one orbit of centre
// pieces (a 4x4x4's centres, a 5x5x5's x- or t-centres) as 24-bit masks,
// for the table-driven centre stages of fourstage and fivecentres: moving
// a mask by one of the 36 outer and two-layer wide turns a byte at a time,
// ranking the masks of eight slots, and ranking the subsets of a list of
// slots.
package slotmask

import "math/bits"

// NumMoves is the number of moves Moves knows: the outer and two-layer wide
// turns, numbered as the caller's move list.
const NumMoves = 36

// Moves moves a 24-bit slot mask a byte at a time: [move][byte][value].
type Moves [NumMoves][3][256]uint32

// NewMoves builds the tables from, for each move, the slot each slot's
// piece comes from.
func NewMoves(from *[NumMoves][24]uint8) *Moves {
	t := &Moves{}
	for m := range NumMoves {
		for i, src := range from[m] {
			b, bit := src/8, src%8
			for v := range 256 {
				if v&(1<<bit) != 0 {
					t[m][b][v] |= 1 << i
				}
			}
		}
	}
	return t
}

// Move returns the mask after move m.
func (t *Moves) Move(mask uint32, m int) uint32 {
	return t[m][0][mask&0xff] | t[m][1][mask>>8&0xff] | t[m][2][mask>>16]
}

// NumEight is C(24,8), the number of masks with eight of 24 slots set.
const NumEight = 735471

// Ranker8 ranks the masks with eight of 24 slots set (colexicographic
// order: the sum over set bits of C(position, how many bits up to it)), a
// byte at a time: [byte][bits set below the byte][byte value].
type Ranker8 [3][9][256]uint32

// NewRanker8 builds the ranking tables.
func NewRanker8() *Ranker8 {
	var binom [25][9]uint32
	for p := 0; p <= 24; p++ {
		binom[p][0] = 1
		for k := 1; k <= 8 && k <= p; k++ {
			binom[p][k] = binom[p-1][k-1]
			if k <= p-1 {
				binom[p][k] += binom[p-1][k]
			}
		}
	}
	r := &Ranker8{}
	for b := range 3 {
		for below := 0; below <= 8; below++ {
			for v := range 256 {
				var sum uint32
				k := below
				for bit := range 8 {
					if v&(1<<bit) != 0 {
						k++
						if k <= 8 {
							sum += binom[8*b+bit][k]
						}
					}
				}
				r[b][below][v] = sum
			}
		}
	}
	return r
}

// Rank returns the rank, in 0..NumEight-1, of a mask with eight slots set.
func (r *Ranker8) Rank(mask uint32) int {
	b0, b1 := mask&0xff, mask>>8&0xff
	c0 := bits.OnesCount32(b0)
	c1 := min(c0+bits.OnesCount32(b1), 8)
	return int(r[0][0][b0] + r[1][c0][b1] + r[2][c1][mask>>16])
}
