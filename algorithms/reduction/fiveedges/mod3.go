package fiveedges

import "sync/atomic"

// Phase A's and phase B's joint tables are too large for a byte an entry
// (176 and 198 million entries), so each stores, as cube555 stores its
// large tables, an entry's distance mod 3 in two bits. A search knows its
// node's exact distance and reads each child's from it: a move changes a
// distance by one at most, so the child's is d-1, d or d+1, whichever
// its entry says (mod3Next). A start's exact distance is a walk down to
// the goal, a move at a time to the neighbour whose entry says one less.

// mod3Unreached is the entry of a position a build has not reached yet.
const mod3Unreached = 3

// mod3Table holds two-bit entries, sixteen a word: the distance mod 3,
// or mod3Unreached.
type mod3Table []uint32

// newMod3Table returns a table of n entries, all unreached.
func newMod3Table(n int) mod3Table {
	t := make(mod3Table, (n+15)/16)
	for i := range t {
		t[i] = ^uint32(0)
	}
	return t
}

// get is entry i.
func (t mod3Table) get(i int) uint32 { return t[i>>4] >> (2 * (i & 15)) & 3 }

// load is get for a build, whose workers share the table.
func (t mod3Table) load(i int) uint32 { return atomic.LoadUint32(&t[i>>4]) >> (2 * (i & 15)) & 3 }

// trySet sets unreached entry i to v and reports whether it did (a
// build's workers share the table, and others may be setting entries of
// the same word).
func (t mod3Table) trySet(i int, v uint32) bool {
	p, sh := &t[i>>4], 2*(i&15)
	for {
		old := atomic.LoadUint32(p)
		if old>>sh&3 != mod3Unreached {
			return false
		}
		if atomic.CompareAndSwapUint32(p, old, old&^(3<<sh)|v<<sh) {
			return true
		}
	}
}

// mod3Match returns, for a word of 16 entries, a bit (the low of the
// pair) for each entry equal to v.
func mod3Match(w, v uint32) uint32 {
	x := w ^ v*0x55555555
	return ^(x | x>>1) & 0x55555555
}

// mod3Step is how a child's distance follows from its parent's d and its
// entry v: mod3Step[d%3][v] is the child's distance minus d, plus one.
var mod3Step = [3][4]uint8{
	{1, 2, 0, 0},
	{0, 1, 2, 0},
	{2, 0, 1, 0},
}

// mod3Next is the distance of a position one move from one at distance
// d, given its (reached) entry v.
func mod3Next(d int, v uint32) int { return d + int(mod3Step[d%3][v]) - 1 }
