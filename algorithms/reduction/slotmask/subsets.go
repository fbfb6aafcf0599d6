package slotmask

import "math/bits"

// Subsets ranks the k-subsets of an ordered list of slots: which of those
// slots hold the pieces followed.
type Subsets struct {
	slots  []uint8
	rank   []uint16 // by compressed mask (bit j: slots[j])
	unrank []uint32 // 24-bit masks by rank
}

// NewSubsets ranks the k-subsets of slots (at most 16 of them).
func NewSubsets(slots []uint8, k int) *Subsets {
	c := &Subsets{slots: slots, rank: make([]uint16, 1<<len(slots))}
	for v := range 1 << len(slots) {
		if bits.OnesCount(uint(v)) != k {
			continue
		}
		c.rank[v] = uint16(len(c.unrank))
		var m uint32
		for j, s := range slots {
			if v&(1<<j) != 0 {
				m |= 1 << s
			}
		}
		c.unrank = append(c.unrank, m)
	}
	return c
}

// Of returns the rank of the subset a 24-bit mask marks among the slots.
func (c *Subsets) Of(mask uint32) int {
	v := 0
	for j, s := range c.slots {
		if mask&(1<<s) != 0 {
			v |= 1 << j
		}
	}
	return int(c.rank[v])
}

// Size is the number of subsets.
func (c *Subsets) Size() int { return len(c.unrank) }

// Masks returns the subsets' 24-bit masks by rank (not to be changed).
func (c *Subsets) Masks() []uint32 { return c.unrank }

// MoveTable returns, for each rank and each of the moves, the rank after
// the move; the moves must keep the slots among themselves.
func (c *Subsets) MoveTable(mt *Moves, moves []int) []uint16 {
	out := make([]uint16, c.Size()*len(moves))
	for r, m := range c.unrank {
		for j, mv := range moves {
			out[r*len(moves)+j] = uint16(c.Of(mt.Move(m, mv)))
		}
	}
	return out
}
