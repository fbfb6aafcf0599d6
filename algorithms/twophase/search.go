package twophase

import (
	"context"
	"math/bits"
	"strconv"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/mod3"
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
	selfSym uint16 // the symmetries of group16 that leave c as it is (bit 0 always)
}

const (
	maxSolution    = 48   // longer than any pre-move + phase-1 + phase-2 path tried
	phase2Diameter = 18   // no phase-2 position needs more
	checkEvery     = 2048 // nodes between looks at the clock and the context
)

// options are the search's limits; tests and measurements try others.
type options struct {
	// phase2Cap bounds phase 2 while looking for a first solution: a
	// phase-1 path whose phase 2 needs more is not worth following, as
	// another phase-1 path will do better. It is lifted to phase2Diameter
	// once phase 1 gets that long, so a solution is always found.
	phase2Cap int
	// Pre-moves (min2phase's "pre-scramble"): solving m·C with S solves C
	// with S·m, so moves put in front of the cube give new phase-1
	// starting points, and more candidate solutions for the same length.
	maxPreMoves  int // at most this many
	minPhase1Pre int // only while phase 1 still gets this many moves
	// defaultNodes is how many nodes a solve without a demanded length
	// spends improving on its solutions: a budget in nodes, not time, so
	// that the answer depends on the cube alone.
	defaultNodes int64
	// fullTable says phase 1 reads the full table (full.go) too.
	fullTable bool
	// stuckNodes is the larger budget of a solve whose best is still at
	// least stuckLength moves once defaultNodes are spent: a cube stuck
	// at 20 moves gains more from more search than one at 19 or 18, whose
	// next step down is rarer (TestSolveStatistics, README).
	stuckNodes  int64
	stuckLength int
	// onImprove, when set (measurements), sees each better solution's
	// length and the nodes spent when it was found.
	onImprove func(nodes int64, length int)
	// views, when not 0, is a mask of the views searched (bit 3·inverse +
	// axis): measurements of splitting them between goroutines use it.
	views uint8
}

// DefaultNodes is how many search nodes a solve without a demanded length
// spends improving its solutions (New), and StuckNodes how many it spends
// while its best is still StuckLength moves or more. Spending the nodes
// where they pay most, on 4000 random states, gives 19.55 moves in about
// 17,900 nodes, where a flat 18,000 gave 19.58 and 17,000 19.61 (README,
// 3x3 section); scrambles of 13-16 moves get answers as short as with a
// flat 17,000.
const (
	DefaultNodes = 15000
	StuckNodes   = 20000
	StuckLength  = 20
)

// defaultOptions were tuned on random states by node counts
// (TestSolveStatistics, TestBudgetTrajectories).
var defaultOptions = options{phase2Cap: 12, maxPreMoves: 20, minPhase1Pre: 7,
	defaultNodes: DefaultNodes, stuckNodes: StuckNodes, stuckLength: StuckLength}

// search is the state of one solve.
type search struct {
	t    *tables
	full *fullTable // the exact phase-1 table, or nil: the small tables' bounds alone
	st   *symTables
	ctx  context.Context
	opt  options
	vars []variant
	cur  *variant

	pre      [maxSolution]int8 // pre-moves in the order added; the last is next to phase 2
	npre     int
	preCubes [maxSolution]cube.Cubies
	path     [maxSolution]int8 // phase-1 then phase-2 moves from the root, in cur's frame
	// p1Cubies[i] is the root after path[:i]; entries up to valid are
	// current, so a phase-2 start only redoes the moves that changed.
	p1Cubies [maxSolution + 1]cube.Cubies
	valid    int

	// Limits and state of the whole solve.
	target    int   // stop at a solution this short
	ceiling   int   // keep only solutions shorter than this
	bestLen   int   // ceiling until a solution exists
	maxNodes  int64 // give up (or return the best) after this many nodes; 0: no bound
	stopAfter int64 // stop once this many nodes are spent and a solution of at most ScrambleLength moves exists; 0: never
	stopStuck int64 // but not before this many while the best is opt.stuckLength moves or more
	deadline  time.Time
	start     time.Time
	best      []int8
	steps     []stepMoves
	err       error

	progress  func(algorithms.Progress)
	cap2      int
	nodes     int64
	probes    int64    // phase-2 starts
	kinds     [3]int64 // nodes by kind: pre-move, phase 1, phase 2
	nextCheck int64
	depth1    int // pre-moves + phase 1
	len2      int // length of the phase 2 phase2From found
	stop      bool
	outOfTime bool
	outOfNode bool
	// kids1[depth] holds a phase-1 node's children in full-table mode.
	kids1 [maxSolution][nMoves]child1
}

// stepMoves is a named part of the best solution.
type stepMoves struct {
	name  string
	moves []int8
}

// variants returns the six views of the state c, leaving out those that
// are symmetric images (by a symmetry keeping the U-D axis) of an earlier
// one: their searches would only repeat it.
func variants(c cube.Cubies, t *tables, st *symTables) []variant {
	inv := c.Inverse()
	out := make([]variant, 0, 6)
	var keys [6]uint32
	for k := 0; k < 6; k++ {
		base := &c
		if k >= 3 {
			base = &inv
		}
		sym := symURF * (k % 3)
		v := variant{c: conj(base, sym, st), sym: sym, inverse: k >= 3}
		key := uint32(t.cornerSym[getCornerPerm(&v.c)]>>4)<<16 | uint32(t.twistSym[v.c.Twist()]>>4)
		if !duplicate(&v, out, keys[:len(out)], key, st) {
			v.selfSym = selfSymmetries(&v.c, t, st)
			keys[len(out)] = key
			out = append(out, v)
		}
	}
	return out
}

// duplicate reports whether v is conj(w, s) for an earlier w and a symmetry
// s of group16; keys (corner and twist classes) rule most pairs out cheaply.
func duplicate(v *variant, earlier []variant, keys []uint32, key uint32, st *symTables) bool {
	for i := range earlier {
		if keys[i] != key {
			continue
		}
		for s := 0; s < nSym16; s++ {
			if conj(&earlier[i].c, s, st) == v.c {
				return true
			}
		}
	}
	return false
}

// selfSymmetries returns the symmetries of group16 that leave c as it is.
// Most states have none but the identity, which the corner permutation's
// class shows at once (its representative has no other).
func selfSymmetries(c *cube.Cubies, t *tables, st *symTables) uint16 {
	if t.cornerStab[t.cornerSym[getCornerPerm(c)]>>4] == 1 {
		return 1
	}
	mask := uint16(1)
	for s := 1; s < nSym16; s++ {
		if conj(c, s, st) == *c {
			mask |= 1 << s
		}
	}
	return mask
}

// While the moves so far keep a symmetry s of the cube, move m and its
// conjugate by s lead to conjugate states, whose searches are alike: only
// the smaller move is searched. symSmaller[m] has the symmetries that map m
// to a smaller move, symKeeps[m] those that map m to itself.
var symSmaller, symKeeps = func() (smaller, keeps [nMoves]uint16) {
	st := syms()
	for m := 0; m < nMoves; m++ {
		for s := 0; s < nSym16; s++ {
			switch c := int(st.move[s][m]); {
			case c < m:
				smaller[m] |= 1 << s
			case c == m:
				keeps[m] |= 1 << s
			}
		}
	}
	return
}()

// run deepens pre-moves + phase 1 over the variants together until a
// solution of the target length is found, a budget ends, or no shorter one
// can exist.
func (s *search) run() {
	for s.depth1 = 0; s.depth1 < s.bestLen && !s.stop; s.depth1++ {
		s.cap2 = s.opt.phase2Cap
		if s.bestLen == s.ceiling && s.depth1 >= s.opt.phase2Cap {
			s.cap2 = phase2Diameter
		}
		for k := range s.vars {
			s.cur = &s.vars[k]
			s.preSearch(&s.cur.c, 0, s.cur.selfSym)
			if s.stop {
				return
			}
		}
	}
}

// preSearch starts phase 1 from c, reached from the variant by npre
// pre-moves, then tries one more pre-move while phase 1 keeps enough moves.
func (s *search) preSearch(c *cube.Cubies, npre int, ssym uint16) {
	p1 := s.depth1 - npre
	expand := npre < s.opt.maxPreMoves && p1-1 >= s.opt.minPhase1Pre
	// A pre-move counts as a node when it is followed: by more pre-moves
	// or by phase 1 (like phase-1 moves, which count once past their bound).
	if npre > 0 && expand {
		s.kinds[0]++
		s.tick()
	}
	// The pre-move next to phase 2 must not be a phase-2 move, or phase 2
	// could have made it; of its two powers only the quarter turn is
	// tried here, as both give the same phase-1 state (X' = X2·X), and
	// phase 2 starts from both.
	if npre == 0 || s.pre[npre-1]%3 == 0 && !inPhase2[s.pre[npre-1]] {
		s.phase1Root(c, npre, p1, !expand, ssym)
		if s.stop {
			return
		}
	}
	if !expand {
		return
	}
	// When the next pre-move must be the last, only the quarter turns
	// that may stand next to phase 2 are worth making.
	lastPre := npre+1 >= s.opt.maxPreMoves || p1-2 < s.opt.minPhase1Pre
	mc := moveCubies()
	for m := int8(0); m < nMoves; m++ {
		// In the solution the new pre-move comes before the previous one.
		if npre > 0 && redundant(m, s.pre[npre-1]) || lastPre && (m%3 != 0 || inPhase2[m]) {
			continue
		}
		// A symmetric cube: skip the images of smaller pre-moves (not for
		// the last, which only tries one power of each face).
		if ssym != 1 && !lastPre && ssym&symSmaller[m] != 0 {
			continue
		}
		nc := &s.preCubes[npre]
		mulProper(nc, &mc[m], c)
		s.pre[npre] = m
		s.preSearch(nc, npre+1, ssym&symKeeps[m])
		if s.stop {
			return
		}
	}
}

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

// tick counts a node and now and then checks the context and the budgets.
func (s *search) tick() {
	if s.nodes++; s.nodes >= s.nextCheck {
		s.check()
	}
}

// check looks at the context, the clock and the budgets.
func (s *search) check() {
	s.nextCheck = s.nodes + checkEvery
	switch {
	case s.maxNodes > 0 && s.nodes >= s.maxNodes:
		s.outOfNode, s.stop = true, true
	case s.budgetSpent():
		s.outOfNode, s.stop = true, true
	case s.ctx.Err() != nil:
		s.err, s.stop = s.ctx.Err(), true
	case !s.deadline.IsZero() && (s.target > 0 || s.bestLen <= ScrambleLength) && time.Now().After(s.deadline):
		// Without a demanded length the clock, like the node budget,
		// only ends a search that has a reasonable answer.
		s.outOfTime, s.stop = true, true
	}
	if s.maxNodes > 0 {
		s.nextCheck = min(s.nextCheck, s.maxNodes)
	}
	if s.stopAfter > 0 {
		s.nextCheck = min(s.nextCheck, max(s.stopAfter, s.nodes+1))
		if s.nodes >= s.stopAfter {
			s.nextCheck = min(s.nextCheck, max(s.stopStuck, s.nodes+1))
		}
	}
	if s.progress != nil && s.nodes/checkEvery%64 == 0 {
		s.report()
	}
}

// budgetSpent reports whether a solve without a demanded length has spent
// its budget: stopAfter nodes, or stopStuck while its best is still
// stuckLength moves or more; either way only once it has an answer of at
// most ScrambleLength moves.
func (s *search) budgetSpent() bool {
	if s.stopAfter <= 0 || s.nodes < s.stopAfter || s.bestLen > ScrambleLength {
		return false
	}
	return s.bestLen < s.opt.stuckLength || s.nodes >= s.stopStuck
}

func (s *search) report() {
	best := 0
	if s.bestLen < s.ceiling {
		best = s.bestLen
	}
	s.progress(algorithms.Progress{
		Stage: "phase 1 depth " + strconv.Itoa(s.depth1), Visited: s.nodes, Elapsed: time.Since(s.start),
		Best: best, Fraction: -1,
	})
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

// phase2Start runs phase 2 from the end of a phase-1 path of length depth1,
// for both powers of its last move and of the last pre-move.
func (s *search) phase2Start(depth1 int) {
	maxD2 := min(s.bestLen-1-depth1-s.npre, s.cap2)
	if maxD2 < 0 {
		return
	}
	mc := moveCubies()
	end := max(depth1-1, 0)
	for i := s.valid; i < end; i++ {
		mulProper(&s.p1Cubies[i+1], &s.p1Cubies[i], &mc[s.path[i]])
	}
	s.valid = end
	lastSwitch, preSwitch := 1, 1
	if depth1 > 0 {
		lastSwitch = 2
	}
	if s.npre > 0 {
		preSwitch = 2
	}
	// The four starts differ by a half turn before (the last pre-move's
	// other power) or after (the last phase-1 move's): a phase-2 move, so
	// their distances differ by at most one a switch. A start whose bound
	// misses maxD2 by more than its distance to the one that cannot reach
	// is not looked at.
	var bound [2][2]int
	tried := 0 // bits 2·ls+ps of the starts whose bound is in bound
	lastMove := int8(-1)
	for ls := 0; ls < lastSwitch; ls++ {
		var c cube.Cubies
		made := false
		for ps := 0; ps < preSwitch; ps++ {
			if farFrom(&bound, tried, ls, ps) > maxD2 {
				continue
			}
			if !made {
				c, made = s.p1Cubies[0], true
				if depth1 > 0 {
					lastMove = s.path[depth1-1] + int8(2*ls) // X, then X'
					mulProper(&c, &s.p1Cubies[depth1-1], &mc[lastMove])
				}
			}
			x := c
			if ps == 1 {
				// The last pre-move X' instead of X: X2 in front.
				mulProper(&x, &mc[s.pre[s.npre-1]+1], &c)
			}
			found, h := s.phase2From(&x, depth1, maxD2, lastMove)
			bound[ls][ps] = h
			tried |= 1 << (2*ls + ps)
			if found {
				if depth1 > 0 {
					s.path[depth1-1] = lastMove
				}
				if ps == 1 {
					s.pre[s.npre-1] += 2
				}
				s.record(depth1)
				if ps == 1 {
					s.pre[s.npre-1] -= 2
				}
				if depth1 > 0 {
					s.path[depth1-1] -= int8(2 * ls)
				}
				maxD2 = min(maxD2, s.bestLen-1-depth1-s.npre)
				if maxD2 < 0 || s.stop {
					return
				}
			}
			if s.stop {
				return
			}
		}
	}
}

// farFrom is the lower bound on the phase-2 distance of start (ls, ps) that
// the bounds of the starts already tried give: each is at most one half
// turn a switch away.
func farFrom(bound *[2][2]int, tried, ls, ps int) int {
	far := 0
	for k := 0; k < 4; k++ {
		if tried>>k&1 != 0 {
			a, b := k>>1, k&1
			far = max(far, bound[a][b]-(a^ls)-(b^ps))
		}
	}
	return far
}

// phase2From looks for a phase 2 of at most maxD2 moves from the cubies x
// (in H), written at path[depth1:], and leaves its length in s.len2. It
// also returns the phase-2 lower bound of x.
func (s *search) phase2From(x *cube.Cubies, depth1, maxD2 int, last int8) (bool, int) {
	t := s.t
	s.probes++
	cs := int(t.cornerSym[getCornerPerm(x)])
	es := int(t.edgeSym[getUDEdgePerm(x)])
	mp := getMPerm(x)
	cc, csym, ec, esym := cs>>4, cs&15, es>>4, es&15
	h := s.h2(cc, csym, ec, esym, mp)
	if h > maxD2 {
		return false, h
	}
	r := s.phase2(cc, csym, ec, esym, mp, depth1, maxD2, last)
	if r < 0 {
		return false, h
	}
	// Tighten: the depth-first search found some phase 2 within the
	// bound; look for shorter ones from the same start.
	found := maxD2 - r
	for found > 0 && s.target < s.npre+depth1+found && !s.stop {
		var keep [phase2Diameter + 1]int8
		copy(keep[:], s.path[depth1:depth1+found])
		r := s.phase2(cc, csym, ec, esym, mp, depth1, found-1, last)
		if r < 0 {
			copy(s.path[depth1:], keep[:found])
			break
		}
		found = found - 1 - r
	}
	s.len2 = found
	return true, h
}

// h2 is the phase-2 lower bound, the largest of bounds2.
func (s *search) h2(cc, csym, ec, esym, mp int) int {
	b := s.bounds2(cc, csym, ec, esym, mp)
	return max(b[0], b[1], b[2], b[3], b[4], b[5])
}

// bounds2 are the phase-2 pruning-table looks: corner and edge
// permutations with the slice order, edge permutation with the corners'
// places, corner permutation with the U edges' places, and those two on the
// inverse state. (phase2 makes the same looks, written out.)
func (s *search) bounds2(cc, csym, ec, esym, mp int) [6]int {
	t := s.t
	ci, ei := int(t.cornerInv[cc]), int(t.edgeInv[ec])
	cci, csi := ci>>4, int(t.symMult[ci&15][csym])
	eci, esi := ei>>4, int(t.symMult[ei&15][esym])
	return [6]int{t.pruneCM.get(cc*nPerm4 + int(t.mpermConj[mp*nSym16+csym])),
		t.pruneEM.get(ec*nPerm4 + int(t.mpermConj[mp*nSym16+esym])),
		t.pruneEC.get(ec*nCombP + int(t.combPConj[int(t.cornerCombP[cc])*nSym16+int(t.symMulInv[esym][csym])])),
		t.pruneCE.get(cc*nCombP + int(t.eCombPConj[int(t.edgeCombP[ec])*nSym16+int(t.symMulInv[csym][esym])])),
		t.pruneEC.get(eci*nCombP + int(t.combPConj[int(t.cornerCombP[cci])*nSym16+int(t.symMulInv[esi][csi])])),
		t.pruneCE.get(cci*nCombP + int(t.eCombPConj[int(t.edgeCombP[eci])*nSym16+int(t.symMulInv[csi][esi])]))}
}

// phase2 is a depth-first search for a phase-2 path of at most maxl moves
// written from path[pos] on; the caller has checked the bound allows it.
// It returns the moves left unused when it reaches the solved state, else -1.
func (s *search) phase2(cc, csym, ec, esym, mp, pos, maxl int, last int8) int {
	if cc == 0 && ec == 0 && mp == 0 {
		return maxl
	}
	t := s.t
	mpermMove, mpermConj := t.mpermMove, t.mpermConj
	cornerSymMove, edgeSymMove := t.cornerSymMove, t.edgeSymMove
	cornerInv, edgeInv, cornerCombP, combPConj := t.cornerInv, t.edgeInv, t.cornerCombP, t.combPConj
	pruneCM, pruneEC, pruneEM, pruneCE := t.pruneCM, t.pruneEC, t.pruneEM, t.pruneCE
	edgeCombP, eCombPConj := t.edgeCombP, t.eCombPConj
	symMult, symMulInv := &t.symMult, &t.symMulInv
	cRow, eRow, mRow := cc*nPhase2M, ec*nPhase2M, mp*nPhase2M
	cMoves, eMoves := &t.symMove2[csym], &t.symMove2[esym]
	var kids [nPhase2M]child2
	n := 0
	for i := 0; i < nPhase2M; i++ {
		m := phase2Moves[i]
		if last >= 0 && redundant(last, m) {
			continue
		}
		// U and D quarter turns whose bound misses by two rule out the
		// face's other turns; half turns the last one. (The other moves
		// are half turns of faces with one phase-2 move.)
		skip := 0
		if m/3 == 0 || m/3 == 3 {
			skip = 2 - int(m%3)
		}
		mp2 := int(mpermMove[mRow+i])
		x := int(cornerSymMove[cRow+int(cMoves[i])])
		cc2, cs2 := x>>4, int(symMult[x&15][csym])
		h := pruneCM.get(cc2*nPerm4 + int(mpermConj[mp2*nSym16+cs2]))
		if h >= maxl {
			i += farMiss(h, maxl, skip)
			continue
		}
		y := int(edgeSymMove[eRow+int(eMoves[i])])
		ec2, es2 := y>>4, int(symMult[y&15][esym])
		h = max(h, pruneEC.get(ec2*nCombP+int(combPConj[int(cornerCombP[cc2])*nSym16+int(symMulInv[es2][cs2])])))
		if h >= maxl {
			i += farMiss(h, maxl, skip)
			continue
		}
		// EC on the inverse state: the corners' places are no
		// homomorphic image of H, so the inverse's bound differs (the
		// corner and edge permutations' bounds would not: their
		// inverses are as far).
		ci, ei := int(cornerInv[cc2]), int(edgeInv[ec2])
		cci, csi := ci>>4, int(symMult[ci&15][cs2])
		eci, esi := ei>>4, int(symMult[ei&15][es2])
		h = max(h, pruneEC.get(eci*nCombP+int(combPConj[int(cornerCombP[cci])*nSym16+int(symMulInv[esi][csi])])))
		if h >= maxl {
			i += farMiss(h, maxl, skip)
			continue
		}
		h = max(h, pruneEM.get(ec2*nPerm4+int(mpermConj[mp2*nSym16+es2])))
		if h >= maxl {
			i += farMiss(h, maxl, skip)
			continue
		}
		h = max(h, pruneCE.get(cc2*nCombP+int(eCombPConj[int(edgeCombP[ec2])*nSym16+int(symMulInv[cs2][es2])])))
		if h >= maxl {
			i += farMiss(h, maxl, skip)
			continue
		}
		h = max(h, pruneCE.get(cci*nCombP+int(eCombPConj[int(edgeCombP[eci])*nSym16+int(symMulInv[csi][esi])])))
		if h >= maxl {
			i += farMiss(h, maxl, skip)
			continue
		}
		// Keep the children sorted by their bound, nearest first: any
		// phase 2 within maxl will do, and the nearest child leads to one
		// soonest.
		k := n
		for k > 0 && kids[k-1].h > int8(h) {
			kids[k] = kids[k-1]
			k--
		}
		kids[k] = child2{int8(h), m, uint16(cc2), uint8(cs2), uint16(ec2), uint8(es2), uint8(mp2)}
		n++
	}
	for _, k := range kids[:n] {
		s.path[pos] = k.m
		s.kinds[2]++
		if s.nodes++; s.nodes >= s.nextCheck {
			s.check()
		}
		if r := s.phase2(int(k.cc), int(k.cs), int(k.ec), int(k.es), int(k.mp), pos+1, maxl-1, k.m); r >= 0 {
			return r
		}
		if s.stop {
			return -1
		}
	}
	return -1
}

// child2 is a phase-2 successor waiting its turn: its bound, the move, and
// its coordinates.
type child2 struct {
	h  int8
	m  int8
	cc uint16
	cs uint8
	ec uint16
	es uint8
	mp uint8
}

// record keeps the current solution if it is the best so far: phase 1 and
// phase 2 from the root, then the pre-moves, translated to the cube's own
// frame (conjugated back, and inverted for the inverse variants).
func (s *search) record(depth1 int) {
	d2 := s.len2
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
	if len(merged) >= s.bestLen {
		return
	}
	s.best, s.steps, s.bestLen = merged, parts, len(merged)
	if s.opt.onImprove != nil {
		s.opt.onImprove(s.nodes, s.bestLen)
	}
	if s.progress != nil {
		s.report()
	}
	if s.bestLen <= s.target || s.budgetSpent() {
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
