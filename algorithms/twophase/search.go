package twophase

import (
	"context"
	"strconv"
	"time"

	"cubelab/algorithms"
)

// variant is one of the six views of the problem the search runs: the cube
// (or its inverse) conjugated by a rotation about the URF-DBL diagonal, so
// that phase 1 works towards the U-D, R-L or F-B axis. Solving any of them
// solves the cube; the six phase-1 searches have different lengths, and
// trying them side by side finds short solutions sooner.
type variant struct {
	twist, flip, slice     int // phase-1 coordinates (slice as an edges4 value)
	corner, uEdges, dEdges int // carried along for phase 2
	sym                    int // the conjugating symmetry
	inverse                bool
}

const (
	maxSolution = 40 // longer than any phase-1 + phase-2 path the search tries
	// phase2Cap bounds phase 2 while searching: a phase-1 path whose phase 2
	// needs more is not worth following, as another phase-1 path will do
	// better. Until a first solution exists the bound is raised once phase 1
	// gets long, so that a solution is always found.
	phase2Cap      = 12
	phase2Diameter = 18
	checkEvery     = 4096 // nodes between looks at the clock and the context
)

// search is one solve's state.
type search struct {
	t    *tables
	st   *symTables
	ctx  context.Context
	vars [6]variant
	cur  *variant
	path [maxSolution]int8 // phase-1 then phase-2 moves of cur, in its frame

	target    int // stop at a solution this short
	limit     time.Duration
	maxNodes  int64
	start     time.Time
	firstAt   time.Time
	progress  func(algorithms.Progress)
	cap2      int
	nodes     int64
	depth1    int
	stop      bool
	err       error // context error, if that stopped the search
	outOfTime bool
	outOfNode bool

	best    []int8 // in the cube's own frame
	bestLen int
	split   int // where the first step of best ends
	bestInv bool
}

// newSearch prepares the six variants of the state c.
func newSearch(ctx context.Context, t *tables, c cubie) *search {
	s := &search{t: t, st: syms(), ctx: ctx, bestLen: maxSolution}
	inv := c.inverse()
	for k := range s.vars {
		base := &c
		if k >= 3 {
			base = &inv
		}
		sym := symURF * (k % 3)
		d := conj(base, sym, s.st)
		s.vars[k] = variant{
			twist: getTwist(&d), flip: getFlip(&d), slice: getEdges4(&d, sliceEdges),
			corner: getCornerPerm(&d), uEdges: getEdges4(&d, uEdges), dEdges: getEdges4(&d, dEdges),
			sym: sym, inverse: k >= 3,
		}
	}
	return s
}

// run deepens phase 1 over all variants together until a solution of the
// target length is found, the budget ends, or no shorter one can exist.
func (s *search) run() {
	for s.depth1 = 0; s.depth1 < s.bestLen && !s.stop; s.depth1++ {
		s.cap2 = phase2Cap
		if s.best == nil && s.depth1 >= phase2Cap {
			s.cap2 = phase2Diameter
		}
		for k := range s.vars {
			v := &s.vars[k]
			if s.h1(v.twist, v.flip, v.slice/24) > s.depth1 {
				continue
			}
			s.cur = v
			s.phase1(v.twist, v.flip, v.slice, 0, s.depth1)
			if s.stop {
				return
			}
		}
	}
}

// redundant reports whether move m after move last is wasted: same face, or
// the second of two opposite-face moves in the non-canonical order.
func redundant(last, m int8) bool {
	f, lf := m/3, last/3
	return f == lf || f+3 == lf
}

// h1 is the phase-1 lower bound: the largest of three pruning tables.
func (s *search) h1(tw, fl, sl int) int {
	return max(s.hTwistSlice(tw, sl), s.hFlipSlice(fl, sl), s.hFlipTwist(fl, tw))
}

func (s *search) hTwistSlice(tw, sl int) int {
	t := s.t
	cs := t.twistCS[tw]
	return int(t.pruneTS[int(cs>>4)*nSlice+int(t.sliceConj[sl*nSym16+int(cs&15)])])
}

func (s *search) hFlipSlice(fl, sl int) int {
	return int(s.t.pruneFS[s.t.flipSliceCls.class[fl*nSlice+sl]])
}

func (s *search) hFlipTwist(fl, tw int) int {
	t := s.t
	cs := t.flipCS[fl]
	return int(t.pruneFT[int(cs>>4)*nTwist+int(t.twistConj[tw*nSym16+int(cs&15)])])
}

// h2 is the phase-2 lower bound.
func (s *search) h2(cp, ud, mp int) int {
	return max(s.hCorners(cp, mp), s.hEdges(ud, mp))
}

func (s *search) hCorners(cp, mp int) int {
	t := s.t
	cs := t.cornerCS[cp]
	return int(t.pruneCS[int(cs>>4)*nPerm4+int(t.perm4Conj[mp*nSym16+int(cs&15)])])
}

func (s *search) hEdges(ud, mp int) int {
	t := s.t
	cs := t.udEdgeCS[ud]
	return int(t.pruneES[int(cs>>4)*nPerm4+int(t.perm4Conj[mp*nSym16+int(cs&15)])])
}

// tick counts a node and now and then checks the context and the budgets.
func (s *search) tick() {
	s.nodes++
	if s.nodes%checkEvery != 0 {
		return
	}
	if err := s.ctx.Err(); err != nil {
		s.err, s.stop = err, true
		return
	}
	if s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.outOfNode, s.stop = true, true
		return
	}
	if s.best != nil && time.Since(s.firstAt) >= s.limit {
		s.outOfTime, s.stop = true, true
		return
	}
	if s.progress != nil && s.nodes%(64*checkEvery) == 0 {
		s.report()
	}
}

func (s *search) report() {
	best := 0
	if s.best != nil {
		best = s.bestLen
	}
	s.progress(algorithms.Progress{
		Stage: "phase 1 depth " + strconv.Itoa(s.depth1), Visited: s.nodes, Elapsed: time.Since(s.start),
		Best: best, Fraction: -1,
	})
}

// phase1 tries every phase-1 path of exactly togo more moves from the state
// (tw, fl, sl) reached by path[:depth].
func (s *search) phase1(tw, fl, sl, depth, togo int) {
	if togo == 0 {
		s.phase2Start(depth, sl)
		return
	}
	t := s.t
	last := int8(-1)
	if depth > 0 {
		last = s.path[depth-1]
	}
	for m := int8(0); m < nMoves; m++ {
		if last >= 0 && redundant(last, m) {
			m += 2
			continue
		}
		// A phase-1 path ends with a move phase 2 cannot make; otherwise
		// the path without it was already tried.
		if togo == 1 && inPhase2[m] {
			continue
		}
		// The cheapest bound first: most moves fail it.
		tw2 := int(t.twistMove[tw*nMoves+int(m)])
		sl2 := int(t.edges4Move[2][sl*nMoves+int(m)])
		if s.hTwistSlice(tw2, sl2/24) >= togo {
			continue
		}
		fl2 := int(t.flipMove[fl*nMoves+int(m)])
		if s.hFlipTwist(fl2, tw2) >= togo {
			continue
		}
		h := s.hFlipSlice(fl2, sl2/24)
		if h >= togo {
			continue
		}
		// Back in H with moves to spare: leaving and re-entering H with a
		// last move outside it takes at least five moves.
		if h == 0 && s.hTwistSlice(tw2, sl2/24) == 0 && s.hFlipTwist(fl2, tw2) == 0 && togo-1 > 0 && togo-1 < 5 {
			continue
		}
		s.path[depth] = m
		s.tick()
		s.phase1(tw2, fl2, sl2, depth+1, togo-1)
		if s.stop {
			return
		}
	}
}

// phase2Start runs phase 2 from the end of a phase-1 path of length depth1;
// sl is the slice edges' coordinate there, now below 24: their order.
func (s *search) phase2Start(depth1, sl int) {
	maxD2 := min(s.bestLen-1-depth1, s.cap2)
	if maxD2 < 0 {
		return
	}
	t, v := s.t, s.cur
	cp, ue, de := v.corner, v.uEdges, v.dEdges
	for _, m := range s.path[:depth1] {
		cp = int(t.cornerMove[cp*nMoves+int(m)])
		ue = int(t.edges4Move[0][ue*nMoves+int(m)])
		de = int(t.edges4Move[1][de*nMoves+int(m)])
	}
	if s.hCorners(cp, sl) > maxD2 {
		return
	}
	ud := udEdgePerm(ue, de)
	h := s.h2(cp, ud, sl)
	last := int8(-1)
	if depth1 > 0 {
		last = s.path[depth1-1]
	}
	for d2 := h; d2 <= maxD2; d2++ {
		if s.phase2(cp, ud, sl, depth1, d2, last) {
			s.record(depth1, d2)
			return
		}
		if s.stop {
			return
		}
	}
}

// udEdgePerm combines the places of the U edges and of the D edges, both in
// the U and D layers in phase 2, into their joint permutation.
func udEdgePerm(ue, de int) int {
	var u, d cubie
	setEdges4(&u, ue, uEdges)
	setEdges4(&d, de, dEdges)
	var p [8]int8
	for i := 0; i < 8; i++ {
		if u.ep[i] < 4 {
			p[i] = u.ep[i]
		} else {
			p[i] = d.ep[i]
		}
	}
	return permRank(p[:])
}

// phase2 looks for a phase-2 path of exactly togo moves, written from
// path[pos] on; the caller has checked that the bound allows it.
func (s *search) phase2(cp, ud, mp, pos, togo int, last int8) bool {
	if togo == 0 {
		return true
	}
	t := s.t
	for i, m := range phase2Moves {
		if last >= 0 && redundant(last, m) {
			continue
		}
		cp2 := int(t.cornerMove[cp*nMoves+int(m)])
		mp2 := int(t.edges4Move[2][mp*nMoves+int(m)])
		if s.hCorners(cp2, mp2) >= togo {
			continue
		}
		ud2 := int(t.udEdgeMove[ud*nPhase2M+i])
		if s.hEdges(ud2, mp2) >= togo {
			continue
		}
		s.path[pos] = m
		s.tick()
		if s.phase2(cp2, ud2, mp2, pos+1, togo-1, m) {
			return true
		}
		if s.stop {
			return false
		}
	}
	return false
}

// record keeps path[:depth1+d2] of the current variant as the best solution,
// translated to the cube's own frame.
func (s *search) record(depth1, d2 int) {
	n := depth1 + d2
	back := s.st.move[s.st.inv[s.cur.sym]]
	sol := make([]int8, n)
	for i, m := range s.path[:n] {
		sol[i] = back[m]
	}
	split := depth1
	if s.cur.inverse {
		for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
			sol[i], sol[j] = sol[j], sol[i]
		}
		for i := range sol {
			sol[i] = invertMove(sol[i])
		}
		split = d2
	}
	if s.best == nil {
		s.firstAt = time.Now()
	}
	s.best, s.bestLen, s.split, s.bestInv = sol, n, split, s.cur.inverse
	if s.progress != nil {
		s.report()
	}
	if n <= s.target {
		s.stop = true
	}
}
