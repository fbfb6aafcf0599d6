package twophase

import (
	"math/bits"

	"cubelab/algorithms/mod3"
	"cubelab/cube"
)

// phase1Root starts phase 1 of p1 moves from c if its bounds allow, the
// cheapest bound first; count says c is a pre-move leaf not yet counted.
func (s *search) phase1Root(c *cube.Cubies, npre, p1 int, count bool, ssym uint16) {
	tw, sl := c.Twist(), sliceGetter(c)
	h := s.hTwistSlice(tw, sl)
	if h > p1 {
		return
	}
	fl := c.Flip()
	if h = max(h, s.hFlipTwist(fl, tw), s.hFlipSlice(fl, sl)); h > p1 {
		return
	}
	twc, flc := int(s.t.twistConj[tw*nSym16+symQuarterUD]), flipConj(c, symQuarterUD, s.st)
	if h = max(h, s.hFlipTwist(flc, twc)); h > p1 {
		return
	}
	fd := -1
	if f := s.full; f != nil {
		if fd = exactNear(h, p1, f.dist.Get(f.index(&s.t.phase1Tables, tw, fl, sl))); fd > p1 {
			return
		}
	}
	if count && npre > 0 {
		s.kinds[0]++
		s.tick()
	}
	s.p1Cubies[0] = *c
	s.valid = 0
	s.npre = npre
	s.phase1(tw, fl, sl, twc, flc, fd, 0, p1, ssym)
}

// step1 writes phase-1 move m at depth and counts the node.
func (s *search) step1(depth int, m int8) {
	s.path[depth] = m
	s.valid = min(s.valid, depth)
	s.kinds[1]++
	if s.nodes++; s.nodes >= s.nextCheck {
		s.check()
	}
}

// farMiss returns how many moves of the face to skip when a move's bound h
// misses the budget: bounds change by at most one a move, so when h passes
// it by one or more, the face's remaining turns (skip) miss too.
func farMiss(h, budget, skip int) int {
	if h > budget {
		return skip
	}
	return 0
}

// lastPhase1Moves are the moves a phase-1 path may end with: a quarter turn
// phase 2 cannot make (otherwise the path without it was already tried),
// and of X and X' only X.
var lastPhase1Moves = [4]int8{3, 6, 12, 15} // R F L B

// redundant reports whether move m after move last is wasted: same face, or
// the second of two opposite-face moves in the non-canonical order.
func redundant(last, m int8) bool {
	f, lf := m/3, last/3
	return f == lf || f+3 == lf
}

// h1 is the phase-1 lower bound: the largest of four pruning-table looks,
// the fourth the flip×twist table on the cube conjugated by a quarter turn
// about U-D (twc, flc), whose flip is a different function of the edges.
func (s *search) h1(tw, fl, sl, twc, flc int) int {
	return max(s.hTwistSlice(tw, sl), s.hFlipSlice(fl, sl), s.hFlipTwist(fl, tw), s.hFlipTwist(flc, twc))
}

func (s *search) hTwistSlice(tw, sl int) int {
	t := s.t
	cs := int(t.twistSym[tw])
	return t.hTS(cs>>4*nSlice + int(t.sliceConj[sl*nSym16+cs&15]))
}

func (s *search) hFlipSlice(fl, sl int) int {
	t := s.t
	cs := int(t.flipSym[fl])
	return t.hFS(cs>>4*nSlice + int(t.sliceConj[sl*nSym16+cs&15]))
}

func (s *search) hFlipTwist(fl, tw int) int {
	t := s.t
	cs := int(t.flipSym[fl])
	return t.hFT(cs>>4*nTwist + int(t.twistConj[tw*nSym16+cs&15]))
}

// phase1 tries every phase-1 path of exactly togo more moves from the state
// (tw, fl, sl; twc, flc on the conjugated cube) reached by path[:depth].
// The bounds are written out here rather than called, with the tables in
// locals: this loop is where the search spends most of its time.
// fd is the exact phase-1 distance when s.full is set and it is known
// (see exactNear), else -1.
func (s *search) phase1(tw, fl, sl, twc, flc, fd, depth, togo int, ssym uint16) {
	if togo == 0 {
		s.phase2Start(depth)
		return
	}
	t := &s.t.phase1Tables
	u4 := &s.st.move[symQuarterUD]
	last := int8(-1)
	if depth > 0 {
		last = s.path[depth-1]
	}
	twRow, flRow, slRow := tw*nMoves, fl*nMoves, sl*nMoves
	if togo == 1 {
		// The last move must reach H: its coordinates are all 0, which
		// is cheaper to test than the bounds. Only the quarter turns
		// phase 2 cannot make, and of X and X' only X: phase 2 starts
		// from both.
		for _, m := range lastPhase1Moves {
			if last >= 0 && redundant(last, m) || t.twistMove[twRow+int(m)] != 0 || t.flipMove[flRow+int(m)] != 0 || t.sliceMove[slRow+int(m)] != 0 {
				continue
			}
			s.step1(depth, m)
			s.phase2Start(depth + 1)
			if s.stop {
				return
			}
		}
		return
	}
	// The first bound of every move first, without branches between
	// them, so that the processor overlaps their table reads (most miss
	// the first-level cache) and does not mispredict which pass: the
	// moves still in play are the bits of a mask.
	pass := t.firstPass(twRow, slRow, allowedAfter[last+1], togo)
	if ssym != 1 {
		// A symmetric cube: skip the images of smaller moves.
		for m := 0; m < nMoves; m++ {
			if ssym&symSmaller[m] != 0 {
				pass &^= 1 << m
			}
		}
	}
	kids := &s.kids1[depth]
	nk := 0
	for pass != 0 {
		m := int8(bits.TrailingZeros32(pass))
		pass &= pass - 1
		// The bounds change by at most one a move: one that misses by two
		// rules out the rest of the face (a quarter turn the face's other
		// turns, a half turn the last one).
		tw2 := int(t.twistMove[twRow+int(m)])
		sl2 := int(t.sliceMove[slRow+int(m)])
		fl2 := int(t.flipMove[flRow+int(m)])
		fs := int(t.flipSym[fl2])
		h := t.hFS(fs>>4*nSlice + int(t.sliceConj[sl2*nSym16+fs&15]))
		if h >= togo {
			if h > togo {
				pass &^= faceRest[m]
			}
			continue
		}
		h = max(h, t.hFT(fs>>4*nTwist+int(t.twistConj[tw2*nSym16+fs&15])))
		if h >= togo {
			if h > togo {
				pass &^= faceRest[m]
			}
			continue
		}
		mc := int(u4[m])
		twc2 := int(t.twistMove[twc*nMoves+mc])
		flc2 := int(t.flipMove[flc*nMoves+mc])
		fcs := int(t.flipSym[flc2])
		h = max(h, t.hFT(fcs>>4*nTwist+int(t.twistConj[twc2*nSym16+fcs&15])))
		if h >= togo {
			if h > togo {
				pass &^= faceRest[m]
			}
			continue
		}
		// Back in H with moves to spare: leaving and re-entering H with a
		// last move outside it takes at least five moves. (h is not the
		// twist×slice bound here, but that is 0 in H too.)
		if h == 0 && togo-1 > 0 && togo-1 < 5 {
			continue
		}
		if s.full != nil {
			// The full table is read below, for all the children at
			// once.
			kids[nk] = child1{m: m, d: int8(h), tw: uint16(tw2), fl: uint16(fl2), sl: uint16(sl2), twc: uint16(twc2), flc: uint16(flc2)}
			nk++
			continue
		}
		s.step1(depth, m)
		s.phase1(tw2, fl2, sl2, twc2, flc2, 0, depth+1, togo-1, ssym&symKeeps[m])
		if s.stop {
			return
		}
	}
	if nk == 0 {
		return
	}
	// The children's exact distances: their entries first, in one loop,
	// so that the cache misses (the table is 35 MB) overlap; then only
	// those from which H is togo-1 moves away or less go on.
	f := s.full
	for i := range kids[:nk] {
		k := &kids[i]
		switch {
		case fd >= 0:
			k.d = int8(mod3.Next(fd, f.dist.Get(f.index(t, int(k.tw), int(k.fl), int(k.sl)))))
		case togo-1-int(k.d) < 3:
			k.d = int8(exactNear(int(k.d), togo-1, f.dist.Get(f.index(t, int(k.tw), int(k.fl), int(k.sl)))))
		default:
			k.d = -1
		}
	}
	for i := range kids[:nk] {
		k := &kids[i]
		if int(k.d) >= togo {
			continue
		}
		s.step1(depth, k.m)
		s.phase1(int(k.tw), int(k.fl), int(k.sl), int(k.twc), int(k.flc), int(k.d), depth+1, togo-1, ssym&symKeeps[k.m])
		if s.stop {
			return
		}
	}
}

// exactNear is the exact distance of a position whose small-table bound
// is h and whose full-table entry is v, as far as a search with togo
// moves left needs it: the least value of at least h with that residue
// (mod3.Least),
// more than togo when there is none up to togo (the position is out of
// reach), or -1 when more than one fits (then only a walk to H, a step
// at a time, would tell; phase 1 goes on with the small tables until they
// are close). When the true distance is three more than the
// value returned, and so beyond togo, phase 1 only prunes less below it.
func exactNear(h, togo int, v uint32) int {
	d := mod3.Least(h, v)
	if d+3 <= togo {
		return -1
	}
	return d
}

// child1 is a phase-1 child waiting for its full-table entry: the move to
// it, its coordinates (and those of the cube turned a quarter about U-D)
// and its exact distance.
type child1 struct {
	tw, fl, sl, twc, flc uint16
	m, d                 int8
}

// firstPass returns as bits the moves of allowed whose child has a
// twist×slice bound below togo. It reads the first bound of every move
// without branches between them, so that the processor overlaps their
// table reads (most miss the first-level cache) and does not mispredict
// which pass. It is a function of its own, never inlined, so that its loop
// keeps its values in registers: inside phase1 it spilled them.
//
//go:noinline
func (t *phase1Tables) firstPass(twRow, slRow int, allowed []int, togo int) uint32 {
	tm := t.twistMove[twRow : twRow+nMoves]
	sm := t.sliceMove[slRow : slRow+nMoves]
	var pass uint32
	for _, m := range allowed {
		cs := int(t.twistSym[tm[m]])
		h := int(t.tsBytes[cs>>4*nSlice+int(t.sliceConj[int(sm[m])*nSym16+cs&15])])
		// The sign bit of togo-1-h is set when h >= togo: no branch. (m is
		// below 18; the mask spares the shift its check of the range.)
		pass |= (uint32(togo-1-h)>>31 ^ 1) << (uint(m) & 31)
	}
	return pass
}

// allowedAfter[last+1] lists the moves that may follow move last (-1: any),
// faceRest[m] has the turns of m's face after m.
var allowedAfter, faceRest = func() (after [nMoves + 1][]int, rest [nMoves]uint32) {
	for last := int8(-1); last < nMoves; last++ {
		for m := int8(0); m < nMoves; m++ {
			if last < 0 || !redundant(last, m) {
				after[last+1] = append(after[last+1], int(m))
			}
			if last >= 0 && m/3 == last/3 && m > last {
				rest[last] |= 1 << m
			}
		}
	}
	return
}()
