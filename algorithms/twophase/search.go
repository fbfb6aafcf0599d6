package twophase

import (
	"context"
	"strconv"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// variant is one of the six views of the problem the search runs: the cube
// (or its inverse) conjugated by a rotation about the URF-DBL diagonal, so
// that phase 1 works towards the U-D, R-L or F-B axis. Solving any of them
// solves the cube; the six phase-1 searches have different lengths, and
// trying them side by side finds short solutions sooner.
type variant struct {
	c       cube.Cubies
	sym     int // the conjugating symmetry
	inverse bool
}

// root is where phase 1 starts: a variant after some pre-moves. The phase-2
// coordinates are only worked out once a phase-1 path from it succeeds.
type root struct {
	c                      cube.Cubies
	haveP2                 bool
	corner, uEdges, dEdges int
}

const (
	maxSolution    = 48   // longer than any pre-move + phase-1 + phase-2 path tried
	phase2Diameter = 18   // no phase-2 position needs more
	checkEvery     = 4096 // nodes between looks at the clock and the context
)

// searchParams tune the search. Solvers run defaultSearchParams, tuned on
// random states by node counts; TestSolveStatistics passes others to
// measure them.
type searchParams struct {
	// phase2Cap bounds phase 2 while searching: a phase-1 path whose phase 2
	// needs more is not worth following, as another phase-1 path will do
	// better. Until a first solution exists the bound is lifted to
	// phase2Diameter once phase 1 gets that long, so a solution is always
	// found.
	phase2Cap int
	// Pre-moves (min2phase's "pre-scramble"): solving m·C with S solves C
	// with S·m, so a few moves put in front of the cube give new phase-1
	// starting points, and more candidate solutions for the same length.
	maxPreMoves  int // at most this many
	minPhase1Pre int // only when phase 1 still gets this many moves
	// maxWorkers bounds the goroutines one solve uses. The six variants
	// split between them; more than the machine's cores would only add
	// overhead.
	maxWorkers int
}

func defaultSearchParams() searchParams {
	return searchParams{phase2Cap: 11, maxPreMoves: 3, minPhase1Pre: 7, maxWorkers: 2}
}

// search is one worker's state in a solve; workers share a *shared.
type search struct {
	t    *tables
	st   *symTables
	ctx  context.Context
	sh   *shared
	id   int
	vars []variant
	cur  *variant
	root root
	pre  [maxSolution]int8 // pre-moves in the order added; the last is next to phase 2
	npre int
	// preCubes[i] is the cube after pre-moves pre[:i+1]; kept here so that
	// the recursion does not allocate.
	preCubes [maxSolution]cube.Cubies
	path     [maxSolution]int8 // phase-1 then phase-2 moves from root, in cur's frame

	maxNodes  int64
	p         searchParams
	progress  func(algorithms.Progress) // only worker 0 reports
	cap2      int
	nodes     int64
	nextCheck int64
	depth1    int // pre-moves + phase 1
	stop      bool
}

// stepMoves is a named part of the best solution.
type stepMoves struct {
	name  string
	moves []int8
}

// variants returns the six views of the state c.
func variants(c cube.Cubies, st *symTables) []variant {
	inv := c.Inverse()
	out := make([]variant, 6)
	for k := range out {
		base := &c
		if k >= 3 {
			base = &inv
		}
		sym := symURF * (k % 3)
		out[k] = variant{c: conj(base, sym, st), sym: sym, inverse: k >= 3}
	}
	return out
}

// run deepens pre-moves + phase 1 over the worker's variants together until
// a solution of the target length is found, the budget ends, or no shorter
// one can exist.
func (s *search) run() {
	defer s.sh.depths[s.id].Store(maxSolution) // finished: never hold the others back
	for s.depth1 = 0; ; s.depth1++ {
		s.sh.depths[s.id].Store(int32(s.depth1))
		if s.sh.reached() {
			s.sh.stop.Store(true)
		}
		if s.depth1 >= s.sh.length() || s.sh.stop.Load() {
			return
		}
		s.cap2 = s.p.phase2Cap
		if !s.sh.found() && s.depth1 >= s.p.phase2Cap {
			s.cap2 = phase2Diameter
		}
		for k := range s.vars {
			s.cur = &s.vars[k]
			s.preSearch(&s.cur.c, 0)
			if s.stop {
				return
			}
		}
	}
}

// preSearch starts phase 1 from c, reached from the variant by npre
// pre-moves, then tries one more pre-move while phase 1 keeps enough moves.
func (s *search) preSearch(c *cube.Cubies, npre int) {
	p1 := s.depth1 - npre
	// The pre-move next to phase 2 must not be a phase-2 move, or phase 2
	// could have made it.
	if npre == 0 || !inPhase2[s.pre[npre-1]] {
		tw, fl, sl := getTwist(c), getFlip(c), getEdges4(c, sliceEdges)
		if s.h1(tw, fl, sl/24) <= p1 {
			s.root = root{c: *c}
			s.npre = npre
			s.phase1(tw, fl, sl, 0, p1)
			if s.stop {
				return
			}
		}
	}
	if npre >= s.p.maxPreMoves || p1-1 < s.p.minPhase1Pre {
		return
	}
	mc := moveCubies()
	for m := int8(0); m < nMoves; m++ {
		// In the solution the new pre-move comes before the previous one.
		if npre > 0 && redundant(m, s.pre[npre-1]) {
			continue
		}
		nc := &s.preCubes[npre]
		*nc = mc[m].Mul(*c)
		s.pre[npre] = m
		s.tick()
		s.preSearch(nc, npre+1)
		if s.stop {
			return
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
	return max(s.hCorners(cp, mp), s.hEdges(ud, mp), s.hEdgesCorners(ud, cp))
}

func (s *search) hEdgesCorners(ud, cp int) int {
	t := s.t
	cs := t.udEdgeCS[ud]
	return int(t.pruneEC[int(cs>>4)*nCComb+int(t.cCombConj[int(t.cComb[cp])*nSym16+int(cs&15)])])
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

// tick counts a node and now and then checks the context, the budgets and
// whether another worker ended the search.
func (s *search) tick() {
	s.nodes++
	if s.nodes < s.nextCheck {
		return
	}
	s.nextCheck = s.nodes + checkEvery
	sh := s.sh
	if s.maxNodes > 0 {
		if s.nodes >= s.maxNodes {
			sh.outOfNode.Store(true)
			sh.stop.Store(true)
		}
		s.nextCheck = min(s.nextCheck, s.maxNodes)
	}
	if err := s.ctx.Err(); err != nil {
		sh.setErr(err)
		sh.stop.Store(true)
	}
	if first := sh.firstAt.Load(); first != 0 && time.Since(time.Unix(0, first)) >= sh.limit {
		sh.outOfTime.Store(true)
		sh.stop.Store(true)
	}
	if sh.stop.Load() {
		s.stop = true
		return
	}
	if s.progress != nil && s.nodes/checkEvery%64 == 0 {
		s.report()
	}
}

func (s *search) report() {
	best := 0
	if s.sh.found() {
		best = s.sh.length()
	}
	s.progress(algorithms.Progress{
		Stage: "phase 1 depth " + strconv.Itoa(s.depth1), Visited: s.nodes, Elapsed: time.Since(s.sh.start),
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
	maxD2 := min(s.sh.length()-1-depth1-s.npre, s.cap2)
	if maxD2 < 0 {
		return
	}
	t, r := s.t, &s.root
	if !r.haveP2 {
		r.corner, r.uEdges, r.dEdges = getCornerPerm(&r.c), getEdges4(&r.c, uEdges), getEdges4(&r.c, dEdges)
		r.haveP2 = true
	}
	cp, ue, de := r.corner, r.uEdges, r.dEdges
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
	var u, d cube.Cubies
	setEdges4(&u, ue, uEdges)
	setEdges4(&d, de, dEdges)
	var p [8]cube.Edge
	for i := 0; i < 8; i++ {
		if u.EP[i] < 4 {
			p[i] = u.EP[i]
		} else {
			p[i] = d.EP[i]
		}
	}
	return cube.PermRank(p[:])
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
		if s.hEdges(ud2, mp2) >= togo || s.hEdgesCorners(ud2, cp2) >= togo {
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

// record keeps the current solution if it is the best so far: phase 1 and
// phase 2 from the root, then the pre-moves, translated to the cube's own
// frame (conjugated back, and inverted for the inverse variants).
func (s *search) record(depth1, d2 int) {
	back := s.st.move[s.st.inv[s.cur.sym]]
	pre := make([]int8, s.npre)
	for i := range pre {
		pre[i] = s.pre[s.npre-1-i]
	}
	parts := []stepMoves{
		{"phase 1", append([]int8(nil), s.path[:depth1]...)},
		{"phase 2", append([]int8(nil), s.path[depth1:depth1+d2]...)},
		{"pre-moves", pre},
	}
	for i := range parts {
		for j, m := range parts[i].moves {
			parts[i].moves[j] = back[m]
		}
	}
	if s.cur.inverse {
		for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
			parts[i], parts[j] = parts[j], parts[i]
		}
		for i := range parts {
			ms := parts[i].moves
			for a, b := 0, len(ms)-1; a < b; a, b = a+1, b-1 {
				ms[a], ms[b] = ms[b], ms[a]
			}
			for a := range ms {
				ms[a] = invertMove(ms[a])
			}
			parts[i].name += " of the inverse, inverted"
		}
	}
	var sol []int8
	for _, p := range parts {
		sol = append(sol, p.moves...)
	}
	merged := mergeMoves(sol)
	if len(merged) != len(sol) {
		// Moves merged across a step boundary: the steps no longer add up.
		parts = []stepMoves{{"two-phase", merged}}
	}
	if s.sh.offer(merged, parts) && s.progress != nil {
		s.report()
	}
	if s.sh.reached() {
		s.sh.stop.Store(true)
		s.stop = true
	}
}

// mergeMoves combines neighbouring turns of the same face, which can meet
// where phase 2 and the pre-moves join.
func mergeMoves(ms []int8) []int8 {
	out := make([]int8, 0, len(ms))
	for _, m := range ms {
		if n := len(out); n > 0 && out[n-1]/3 == m/3 {
			turns := (out[n-1]%3 + 1 + m%3 + 1) % 4
			if turns == 0 {
				out = out[:n-1]
			} else {
				out[n-1] = 3*(m/3) + int8(turns) - 1
			}
			continue
		}
		out = append(out, m)
	}
	return out
}
