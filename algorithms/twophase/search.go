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
