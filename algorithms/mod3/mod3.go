// Package mod3 stores pruning tables too large for a byte an entry as the
// distance modulo 3 in two bits, as cube555 stores its large tables (and
// min2phase its full phase-1 table). A search knows its node's exact
// distance and reads each child's from it: a move changes a distance by
// one at most, so the child's is d-1, d or d+1, whichever its entry says
// (Next). A start's exact distance is a walk down to the goal, a move at
// a time to the neighbour whose entry says one less; or, when a lower
// bound leaves only one candidate that matters, Least.
package mod3

import "sync/atomic"

// Unreached is the entry of a position a build has not reached yet.
const Unreached = 3

// Table holds two-bit entries, sixteen a word: the distance mod 3, or
// Unreached.
type Table []uint32

// New returns a table of n entries, all unreached.
func New(n int) Table {
	t := make(Table, Words(n))
	for i := range t {
		t[i] = ^uint32(0)
	}
	return t
}

// Words is how many words a table of n entries takes.
func Words(n int) int { return (n + 15) / 16 }

// Get is entry i.
func (t Table) Get(i int) uint32 { return t[i>>4] >> (2 * (i & 15)) & 3 }

// Load is Get for a build whose workers share the table.
func (t Table) Load(i int) uint32 { return atomic.LoadUint32(&t[i>>4]) >> (2 * (i & 15)) & 3 }

// Set sets unreached entry i to v and reports whether it did, for a
// build on one goroutine.
func (t Table) Set(i int, v uint32) bool {
	p, sh := &t[i>>4], 2*(i&15)
	if *p>>sh&3 != Unreached {
		return false
	}
	*p &^= (Unreached ^ v) << sh
	return true
}

// TrySet is Set for a build whose workers share the table (others may be
// setting entries of the same word).
func (t Table) TrySet(i int, v uint32) bool {
	p, sh := &t[i>>4], 2*(i&15)
	for {
		old := atomic.LoadUint32(p)
		if old>>sh&3 != Unreached {
			return false
		}
		if atomic.CompareAndSwapUint32(p, old, old&^(3<<sh)|v<<sh) {
			return true
		}
	}
}

// Match returns, for a word of 16 entries, a bit (the low of the pair)
// for each entry equal to v.
func Match(w, v uint32) uint32 {
	x := w ^ v*0x55555555
	return ^(x | x>>1) & 0x55555555
}

// step is how a child's distance follows from its parent's d and its
// entry v: step[d%3][v] is the child's distance minus d, plus one.
var step = [3][4]uint8{
	{1, 2, 0, 0},
	{0, 1, 2, 0},
	{2, 0, 1, 0},
}

// Next is the distance of a position one move from one at distance d,
// given its (reached) entry v.
func Next(d int, v uint32) int { return d + int(step[d%3][v]) - 1 }

// Least is the least distance of at least h whose entry is v: a
// position's distance when a lower bound h is known to be within two of
// it, else a better lower bound.
func Least(h int, v uint32) int { return h + (int(v)-h%3+3)%3 }
