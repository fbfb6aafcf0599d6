package fiveedges

import (
	"context"
	"fmt"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"

	"cubelab/algorithms/mod3"
)

// Phase A's joint table. Only F and B quarter turns move wings between the
// classes or flip midges, so the two coordinates interact strongly and
// their separate tables stay 3-4 moves under the distance; the table of
// both (12-of-24 high-wing mask x 11 flips) has 5.5 billion entries. It
// shrinks by symmetry, after cube555's phase 3 (WEdgeRaw2Sym and
// WMEdgeSymPrun there):
//
//   - the 16 cube symmetries (rotations and reflections) that keep the F/B
//     axis map H3 onto itself, keep every midge's flip (only F/B quarter
//     turns flip) and map the wing classes whole; eight of them swap high
//     and low (the high pieces' mask is then the complement of the mask's
//     image);
//   - T, every edge seen the other way round (relabel with all 12 bits:
//     the mask complemented, every midge flipped), commutes with every
//     move. It takes the goal (high mask, no flips) to (low mask, all
//     flipped), the goal of the labelling T gives, so the table holds the
//     distance to the nearer of the two; phase A's search takes a
//     labelling and its image by T as one start, ending at either goal.
//
// Together they are 32 maps of the (mask, flips) coordinates; the masks
// fall into 86,048 classes under them, and the table holds each class's
// representative with all 2048 flips: 176 million entries at two bits,
// the distance mod 3 (44 MB). A search knows its node's exact distance
// and reads its children's from it: each is one more, one less or the
// same.

const (
	// aNSym is the number of coordinate maps: sym s is cube symmetry s&15
	// (aSym), followed by T when s&16 is set.
	aNSym = 32
	// aNEO is the number of flip coordinates (midges 0-10; 11's follows).
	aNEO = 2048
	// aAllFlips is the flip coordinate with every midge flipped.
	aAllFlips = aNEO - 1
)

// aSym is a cube symmetry S that maps H3 onto itself and phase A's goal
// onto itself, by what it does to the pieces: the conjugate S·s·S⁻¹ of a
// state holds, in slot S(X), the image of the piece s holds in slot X,
// with the same flip (aFindSyms checks that S keeps flips).
type aSym struct {
	mid  [nMidges]uint8 // midge slot X goes to mid[X]
	wing [nWings]uint8  // wing slot X goes to wing[X]
	// swap reports that S takes high wings to low ones and back.
	swap bool
	// move[j] is the H3 move (index into aTables.moves) S·m_j·S⁻¹.
	move [24]uint8
	// mat is S as a signed permutation of the axes, for messages.
	mat [3][2]int
}

// aFindSyms lists the cube symmetries that map H3 onto itself, keep every
// midge flip and map the wing classes whole, the identity first: of the
// 48, those that keep the F/B axis (16).
func (t *aTables) aFindSyms() ([]aSym, error) {
	g := t.g
	all := g.cubeSyms()
	var syms []aSym
	for _, cs := range all {
		f := cs.f
		moves, ok := cs.conjMoves(t.moves)
		if !ok {
			continue
		}
		var sy aSym
		sy.mat = cs.mat
		copy(sy.move[:], moves)
		// A midge's flip is kept when S takes every slot's reference
		// facelet to its image slot's reference facelet, or every one
		// to the other facelet (then both the piece's reference sticker
		// and the slot's reference facelet change sides). Otherwise
		// the flips of the conjugate depend on the pieces: S does not
		// map the goal to itself.
		side := int8(-1)
		for x, pp := range g.midge {
			to := g.midAt[f[pp[0]]]
			sy.mid[x] = uint8(to.slot)
			if side >= 0 && to.side != side {
				ok = false
			}
			side = to.side
		}
		// The wing classes must go whole to a class.
		keep, swap := true, true
		for x, pp := range g.wing {
			to := g.wingAt[f[pp[0]]]
			sy.wing[x] = uint8(to.slot)
			same := t.gr.class[x] == t.gr.class[to.slot]
			keep, swap = keep && same, swap && !same
		}
		if !ok || !keep && !swap {
			continue
		}
		sy.swap = swap
		syms = append(syms, sy)
	}
	if len(syms) != 16 || syms[0].mat != [3][2]int{{0, 1}, {1, 1}, {2, 1}} {
		return nil, fmt.Errorf("fiveedges: phase A: %d symmetries, want 16, identity first", len(syms))
	}
	return syms, nil
}

// aJoint is the joint table and what indexes it.
type aJoint struct {
	syms []aSym // the cube symmetries, aFindSyms' order
	// maskConj moves a mask's slots by sym s a byte at a time
	// ([s][byte][value]); maskXor[s] then complements it when s takes
	// high wings to low ones (a cube symmetry that swaps the classes, or
	// T, not both).
	maskConj [aNSym][3][256]uint32
	maskXor  [aNSym]uint32
	// eoConj[s][eo] is the flips' conjugate by sym s.
	eoConj [aNSym][aNEO]uint16
	// inv[s] is the sym undoing s.
	inv [aNSym]uint8
	// raw2sym, by mask rank: class<<5 | s, where sym s takes the mask to
	// the class's representative.
	raw2sym []uint32
	// repMask is each class's representative, and selfSym the syms (bit
	// s) that fix it.
	repMask []uint32
	selfSym []uint32
	// dist holds the distance mod 3 of entry class*aNEO + eo (package mod3).
	dist mod3.Table
}

// words is the table's size in 32-bit words (16 entries each).
func (j *aJoint) words() int { return mod3.Words(len(j.repMask) * aNEO) }

// newAJoint finds the symmetries and the mask classes; the table is left
// empty (fill or the cache fills it).
func (t *aTables) newAJoint() (*aJoint, error) {
	syms, err := t.aFindSyms()
	if err != nil {
		return nil, err
	}
	j := &aJoint{syms: syms}
	const full = 1<<nWings - 1
	for s := range aNSym {
		sy := &syms[s&15]
		for x := range nWings {
			b, bit := x/8, x%8
			for v := range 256 {
				if v>>bit&1 == 1 {
					j.maskConj[s][b][v] |= 1 << sy.wing[x]
				}
			}
		}
		if sy.swap != (s&16 != 0) {
			j.maskXor[s] = full
		}
		for eo := range aNEO {
			fl := eoFlips(eo)
			r := 0
			for x := range nMidges {
				if sy.mid[x] < 11 && fl[x] == 1 {
					r |= 1 << sy.mid[x]
				}
			}
			if s&16 != 0 {
				r ^= aAllFlips
			}
			j.eoConj[s][eo] = uint16(r)
		}
	}
	// Inverses: s·u is the identity on masks and flips alike (checked on
	// every mask bit and flip bit).
	for s := range aNSym {
		found := false
		for u := range aNSym {
			id := true
			for x := range nWings {
				if j.conjMask(uint8(u), j.conjMask(uint8(s), 1<<x)) != 1<<x {
					id = false
				}
			}
			for x := range 11 {
				if j.eoConj[u][j.eoConj[s][1<<x]] != 1<<x {
					id = false
				}
			}
			if id {
				j.inv[s], found = uint8(u), true
				break
			}
		}
		if !found {
			return nil, fmt.Errorf("fiveedges: phase A: sym %d has no inverse", s)
		}
	}
	// The classes: the masks in increasing order (Gosper's hack); each
	// one not yet met is the representative of a new class, whose members
	// are its images by the 32 syms.
	const none = ^uint32(0)
	j.raw2sym = make([]uint32, aNumMask)
	for i := range j.raw2sym {
		j.raw2sym[i] = none
	}
	for m := uint32(1<<12 - 1); m < 1<<nWings; {
		if j.raw2sym[t.rank(m)] == none {
			c := uint32(len(j.repMask))
			var self uint32
			for s := range aNSym {
				y := j.conjMask(uint8(s), m)
				if y == m {
					self |= 1 << s
				}
				if r := t.rank(y); j.raw2sym[r] == none {
					j.raw2sym[r] = c<<5 | uint32(j.inv[s])
				}
			}
			j.repMask = append(j.repMask, m)
			j.selfSym = append(j.selfSym, self)
		}
		low := m & -m
		ripple := m + low
		m = ripple | ((m^ripple)>>2)/low
	}
	for r, v := range j.raw2sym {
		if v == none {
			return nil, fmt.Errorf("fiveedges: phase A: mask rank %d in no class", r)
		}
	}
	return j, nil
}

// conjMask returns mask's image by sym s.
func (j *aJoint) conjMask(s uint8, mask uint32) uint32 {
	c := &j.maskConj[s]
	return (c[0][mask&0xff] | c[1][mask>>8&0xff] | c[2][mask>>16]) ^ j.maskXor[s]
}

// index is the entry of (mask, eo): its class's representative's, with
// the flips moved by the same sym.
func (j *aJoint) index(t *aTables, mask uint32, eo uint16) int {
	rs := j.raw2sym[t.rank(mask)]
	return int(rs>>5)*aNEO + int(j.eoConj[rs&31][eo])
}

// aJointGoal reports whether (mask, eo) is one of the joint table's two
// goals: phase A's, or its image by T.
func (t *aTables) aJointGoal(mask uint32, eo uint16) bool {
	return mask == t.highGoal && eo == 0 || mask == t.highGoal^(1<<nWings-1) && eo == aAllFlips
}

// next returns the joint distance of (mask, eo), one move from a position
// at exact distance d.
func (j *aJoint) next(t *aTables, d uint8, mask uint32, eo uint16) uint8 {
	return uint8(mod3.Next(int(d), j.dist.Get(j.index(t, mask, eo))))
}

// exact returns the joint distance of (mask, eo) by walking to a goal,
// each step to the first neighbour whose entry says one less. (Reading all
// 24 neighbours first, for their cache misses to overlap, measured slower:
// a step finds one within a few.)
func (j *aJoint) exact(t *aTables, mask uint32, eo uint16) (int, error) {
	d := 0
	for !t.aJointGoal(mask, eo) {
		v := j.dist.Get(j.index(t, mask, eo))
		if v == mod3.Unreached || d > 30 {
			return 0, fmt.Errorf("fiveedges: phase A: joint table has no way down from %06x/%03x", mask, eo)
		}
		want := (v + 2) % 3
		moved := false
		for k, m := range t.moves {
			m2, e2 := t.wingMv.Move(mask, int(m)), t.eoMove[eo][k]
			if j.dist.Get(j.index(t, m2, e2)) == want {
				mask, eo, moved = m2, e2, true
				break
			}
		}
		if !moved {
			return 0, fmt.Errorf("fiveedges: phase A: joint table has no way down from %06x/%03x", mask, eo)
		}
		d++
	}
	return d, nil
}

// setTwins sets entry (c, eo) and its twins to v where unreached and
// returns how many it set. A representative that some syms fix stands for
// one position under several entries, (c, eo) and (c, S(eo)); a
// neighbour found by moving a representative lands on one of them only,
// so whenever one is set its twins are too, or they would be reached
// later and read too high.
func (j *aJoint) setTwins(c int, eo uint16, v uint32) int64 {
	if !j.dist.TrySet(c*aNEO+int(eo), v) {
		return 0
	}
	got := int64(1)
	for self := j.selfSym[c] &^ 1; self != 0; self &= self - 1 {
		s := bits.TrailingZeros32(self)
		if j.dist.TrySet(c*aNEO+int(j.eoConj[s][eo]), v) {
			got++
		}
	}
	return got
}

// neighbours fills, for class c's representative and each H3 move k, the
// class its image lies in and the sym taking it there.
func (j *aJoint) neighbours(t *aTables, c int, nc *[24]int32, ns *[24]uint8) {
	m := j.repMask[c]
	for k, mv := range t.moves {
		rs := j.raw2sym[t.rank(t.wingMv.Move(m, int(mv)))]
		nc[k], ns[k] = int32(rs>>5), uint8(rs&31)
	}
}

// fill builds the table by breadth-first search from the two goals over
// H3, on all cores, a class's 2048 entries at a time (its representative's
// 24 moves found once, then every entry's neighbours lie in 24 blocks of
// 512 bytes). A layer either expands every entry at the last distance
// (forward: with distances mod 3, those three, six... moves nearer too,
// whose neighbours are all set already) or, once fewer entries are left
// than a few times the last layer, looks from every unreached entry for a
// neighbour at the last distance (backward: reached neighbours of an
// unreached entry are all at the last distance or beyond it, so the mod 3
// value is enough). It stops with ctx's error soon after ctx ends.
func (j *aJoint) fill(ctx context.Context, t *aTables) error {
	nc := len(j.repMask)
	total := int64(nc) * aNEO
	j.dist = mod3.New(nc * aNEO)
	var reached atomic.Int64
	for _, gl := range [2][2]uint32{{t.highGoal, 0}, {t.highGoal ^ (1<<nWings - 1), aAllFlips}} {
		rs := j.raw2sym[t.rank(gl[0])]
		reached.Add(j.setTwins(int(rs>>5), j.eoConj[rs&31][gl[1]], 0))
	}
	last := reached.Load()
	workers := runtime.GOMAXPROCS(0)
	const chunk = 64 // classes a grab
	for d := 0; reached.Load() < total; d++ {
		if d >= 40 {
			return fmt.Errorf("fiveedges: phase A: joint table goes past %d moves", d)
		}
		backward := 4*last > total-reached.Load()
		cur, nxt := uint32(d%3), uint32((d+1)%3)
		before := reached.Load()
		var next atomic.Int64
		var wg sync.WaitGroup
		for range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var ncls [24]int32
				var nsym [24]uint8
				for {
					lo := int(next.Add(chunk)) - chunk
					if lo >= nc || ctx.Err() != nil {
						return
					}
					var got int64
					for c := lo; c < min(lo+chunk, nc); c++ {
						if backward {
							got += j.classBackward(t, c, cur, nxt, &ncls, &nsym)
						} else {
							got += j.classForward(t, c, cur, nxt, &ncls, &nsym)
						}
					}
					reached.Add(got)
				}
			}()
		}
		wg.Wait()
		if err := ctx.Err(); err != nil {
			return err
		}
		last = reached.Load() - before
		if last == 0 {
			return fmt.Errorf("fiveedges: phase A: %d joint entries unreached", total-reached.Load())
		}
	}
	return nil
}

// eachAt calls f with every entry of class c at value v (its word w, bit
// shift sh and flips eo), the class's neighbours filled into ncls and nsym
// first: once, and only for a class that has such an entry (most have
// none at a given value).
func (j *aJoint) eachAt(t *aTables, c int, v uint32, ncls *[24]int32, nsym *[24]uint8, f func(w, sh, eo int)) {
	found := false
	base := c * aNEO / 16
	for w := base; w < base+aNEO/16; w++ {
		m := mod3.Match(atomic.LoadUint32(&j.dist[w]), v)
		if m == 0 {
			continue
		}
		if !found {
			j.neighbours(t, c, ncls, nsym)
			found = true
		}
		for ; m != 0; m &= m - 1 {
			sh := bits.TrailingZeros32(m)
			f(w, sh, (w-base)*16+sh/2)
		}
	}
}

// classForward expands class c's entries at value cur.
func (j *aJoint) classForward(t *aTables, c int, cur, nxt uint32, ncls *[24]int32, nsym *[24]uint8) int64 {
	var got int64
	j.eachAt(t, c, cur, ncls, nsym, func(_, _, eo int) {
		for k := range t.moves {
			got += j.setTwins(int(ncls[k]), j.eoConj[nsym[k]][t.eoMove[eo][k]], nxt)
		}
	})
	return got
}

// classBackward sets class c's unreached entries that have a neighbour at
// value cur to nxt.
func (j *aJoint) classBackward(t *aTables, c int, cur, nxt uint32, ncls *[24]int32, nsym *[24]uint8) int64 {
	var got int64
	j.eachAt(t, c, mod3.Unreached, ncls, nsym, func(w, sh, eo int) {
		if j.dist.Load(w*16+sh/2) != mod3.Unreached {
			return // a twin set it
		}
		for k := range t.moves {
			y := int(ncls[k])*aNEO + int(j.eoConj[nsym[k]][t.eoMove[eo][k]])
			if j.dist.Load(y) == cur {
				got += j.setTwins(c, uint16(eo), nxt)
				break
			}
		}
	})
	return got
}
