package fiveedges

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"cubelab/cube"
)

// phaseCTables gets the tables or stops the test.
func phaseCTables(t *testing.T) *cTables {
	t.Helper()
	tb, err := getPhaseC()
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// phaseCDone reports whether a state is phase C's goal: every centre
// solved and every edge paired (both wing slots of edge slot e hold wings
// of the edge whose midge is in e).
func phaseCDone(s *state) bool {
	for i := range nCentre {
		if int(s.x[i]) != i/4 || int(s.t[i]) != i/4 {
			return false
		}
	}
	for e := range nMidges {
		if s.wing[2*e]/2 != s.mid[e] || s.wing[2*e+1]/2 != s.mid[e] {
			return false
		}
	}
	return true
}

// phaseCWalk applies k random H5 moves to s, returning the state and the
// moves (indices into geometry.moves).
func phaseCWalk(tb *cTables, rng *rand.Rand, s state, k int) (state, []uint8) {
	var ms []uint8
	for range k {
		m := tb.moves[rng.IntN(cNMoves)]
		ms = append(ms, m)
		s = tb.g.apply(s, int(m))
	}
	return s, ms
}

// phaseCBrute is the exact phase C distance of s if at most maxD, by
// iterative deepening over all H5 sequences (no tables), else -1.
func phaseCBrute(tb *cTables, s state, maxD int) int {
	var dfs func(s state, left, last int) bool
	dfs = func(s state, left, last int) bool {
		if left == 0 {
			return phaseCDone(&s)
		}
		for j := range cNMoves {
			if tb.canon[last][j] && dfs(tb.g.apply(s, int(tb.moves[j])), left-1, j) {
				return true
			}
		}
		return false
	}
	for d := 0; d <= maxD; d++ {
		if dfs(s, d, cNMoves) {
			return d
		}
	}
	return -1
}

// TestPhaseCPermRank checks that ranking and unranking permutations are
// inverse over all 8!.
func TestPhaseCPermRank(t *testing.T) {
	seen := make([]bool, cNPerm)
	for r := range cNPerm {
		p := cPermUnrank(r)
		if got := cPermRank(&p); got != r {
			t.Fatalf("rank(unrank(%d)) = %d", r, got)
		}
		var used [8]bool
		for _, v := range p {
			if used[v] {
				t.Fatalf("unrank(%d) = %v repeats %d", r, p, v)
			}
			used[v] = true
		}
		seen[r] = true
	}
	if id := cPermUnrank(0); id != [8]uint8{0, 1, 2, 3, 4, 5, 6, 7} {
		t.Errorf("rank 0 is %v, want the identity", id)
	}
}

// TestPhaseCSyms checks the 16 symmetries: each commutes with the moves on
// the wing permutations and the R/L centres (S(m(x)) = S m S⁻¹ (S(x))),
// and half of them swap the wing classes.
func TestPhaseCSyms(t *testing.T) {
	tb := phaseCTables(t)
	syms, err := tb.cFindSyms()
	if err != nil {
		t.Fatal(err)
	}
	swaps := 0
	rng := rand.New(rand.NewPCG(3, 4))
	for s, sy := range syms {
		if sy.class[0] != 0 {
			swaps++
		}
		for range 100 {
			r := rng.IntN(cNPerm)
			p := cPermUnrank(r)
			c := rng.IntN(tb.subN[cSubRL])
			for k := range 2 {
				cp := sy.conjPerm(p)
				for j := range cNMoves {
					a := sy.conjPerm(cPermUnrank(int(tb.pMove[k][r*cNMoves+j])))
					b := cPermUnrank(int(tb.pMove[sy.class[k]][cPermRank(&cp)*cNMoves+int(sy.move[j])]))
					if a != b {
						t.Fatalf("sym %v, class %d, move %v: permutations disagree", sy.mat, k, tb.g.moves[tb.moves[j]])
					}
				}
			}
			for j := range cNMoves {
				a := tb.sym.rlConj[s][tb.subMove[cSubRL][c*cNMoves+j]]
				b := tb.subMove[cSubRL][int(tb.sym.rlConj[s][c])*cNMoves+int(sy.move[j])]
				if a != b {
					t.Fatalf("sym %v, move %v: R/L centres disagree", sy.mat, tb.g.moves[tb.moves[j]])
				}
			}
		}
	}
	if swaps != 8 {
		t.Errorf("%d symmetries swap the wing classes, want 8", swaps)
	}
}

// TestPhaseCTablesExact checks each table where it is claimed exact: the
// goal alone at 0, and on random entries, every neighbour within one and
// some neighbour one closer (which only the true distance satisfies); and
// on positions a few moves from the goal, against a search without
// tables.
func TestPhaseCTablesExact(t *testing.T) {
	tb := phaseCTables(t)
	rng := rand.New(rand.NewPCG(5, 6))
	type table struct {
		name string
		size int
		goal int
		dist func(x int) int
		next func(x, j int) int
	}
	nu := tb.subN[cSubUDFB]
	rlm, um := tb.subMove[cSubRL], tb.subMove[cSubUDFB]
	tabs := []table{{
		name: "centres", size: cNCentre, goal: int(tb.subGoal[cSubRL])*nu + int(tb.subGoal[cSubUDFB]),
		dist: func(x int) int { return int(tb.cDist[x]) },
		next: func(x, j int) int { return int(rlm[x/nu*cNMoves+j])*nu + int(um[x%nu*cNMoves+j]) },
	}}
	for _, p := range tb.prune {
		ns := tb.subN[p.sub]
		pm, sm := tb.pMove[p.class], tb.subMove[p.sub]
		tabs = append(tabs, table{
			name: "wings x sub", size: len(p.dist), goal: int(tb.subGoal[p.sub]),
			dist: func(x int) int { return int(p.dist[x]) },
			next: func(x, j int) int { return int(pm[x/ns*cNMoves+j])*ns + int(sm[x%ns*cNMoves+j]) },
		})
	}
	// The symmetry-reduced table, read through its lookup on raw
	// (permutation, R/L centres) pairs of either class.
	nRL := tb.subN[cSubRL]
	for k := range 2 {
		pm, rm := tb.pMove[k], tb.subMove[cSubRL]
		tabs = append(tabs, table{
			name: "wings x R/L (symmetry-reduced)", size: cNPerm * nRL, goal: int(tb.subGoal[cSubRL]),
			dist: func(x int) int { return int(tb.sym.lookup(k, uint16(x/nRL), uint16(x%nRL))) },
			next: func(x, j int) int { return int(pm[x/nRL*cNMoves+j])*nRL + int(rm[x%nRL*cNMoves+j]) },
		})
	}
	for _, tab := range tabs {
		if d := tab.dist(tab.goal); d != 0 {
			t.Errorf("%s: goal at %d", tab.name, d)
		}
		for range 20000 {
			x := rng.IntN(tab.size)
			d := tab.dist(x)
			if d == cUnreached {
				t.Fatalf("%s: entry %d unreached", tab.name, x)
			}
			if d == 0 && x != tab.goal {
				t.Fatalf("%s: entry %d at 0", tab.name, x)
			}
			closer := false
			for j := range cNMoves {
				dy := tab.dist(tab.next(x, j))
				if dy < d-1 || dy > d+1 {
					t.Fatalf("%s: entry %d at %d has a neighbour at %d", tab.name, x, d, dy)
				}
				closer = closer || dy == d-1
			}
			if d > 0 && !closer {
				t.Fatalf("%s: entry %d at %d has no neighbour closer", tab.name, x, d)
			}
		}
		// Short walks: the table's distance is the shortest sequence's on
		// its own coordinate, by iterative deepening.
		for range 100 {
			x := tab.goal
			for range rng.IntN(6) {
				x = tab.next(x, rng.IntN(cNMoves))
			}
			var reach func(y, left int) bool
			reach = func(y, left int) bool {
				if y == tab.goal {
					return true
				}
				if left == 0 {
					return false
				}
				for j := range cNMoves {
					if reach(tab.next(y, j), left-1) {
						return true
					}
				}
				return false
			}
			want := 0
			for !reach(x, want) {
				want++
			}
			if d := tab.dist(x); d != want {
				t.Fatalf("%s: entry %d at %d, brute force %d", tab.name, x, d, want)
			}
		}
	}
	var total int
	for _, p := range tb.prune {
		total += len(p.dist)
	}
	t.Logf("centres %d (max %d), plain wing tables %d bytes, symmetry table %d reps x %d in %d bytes",
		cNCentre, slices.Max(tb.cDist), total, len(tb.sym.repRaw), nRL, len(tb.sym.packed))
}

// TestPhaseCCentreCount checks the centre index against a search over
// whole states: H5 reaches 176,400 centre positions.
func TestPhaseCCentreCount(t *testing.T) {
	tb := phaseCTables(t)
	type cs struct{ x, t [nCentre]uint8 }
	s0 := solvedState()
	seen := map[cs]bool{{s0.x, s0.t}: true}
	queue := []state{s0}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for _, m := range tb.moves {
			r := tb.g.apply(s, int(m))
			if k := (cs{r.x, r.t}); !seen[k] {
				seen[k] = true
				queue = append(queue, r)
				if _, _, ok := tb.centreOf(&r); !ok {
					t.Fatalf("a reached centre position has no index")
				}
			}
		}
	}
	if len(seen) != cNCentre {
		t.Errorf("%d centre positions, want %d", len(seen), cNCentre)
	}
}

// phaseCCheck checks a solution: only H5 moves, and the state after it
// done.
func phaseCCheck(t *testing.T, tb *cTables, s state, sol []uint8) {
	t.Helper()
	for _, m := range sol {
		if !slices.Contains(tb.moves[:], m) {
			t.Fatalf("solution move %v is not in H5", tb.g.moves[m])
		}
		s = tb.g.apply(s, int(m))
	}
	if !phaseCDone(&s) {
		t.Fatalf("solution %v leaves centres unsolved or edges unpaired", sol)
	}
}

// TestPhaseCSolve solves positions of known distance (found by a search
// without tables) and random deep ones, some from a cube whose outer
// layers were scrambled first (so that the slots hold other edges than
// their own, flipped), checking every answer and that it is no longer
// than the known distance.
func TestPhaseCSolve(t *testing.T) {
	tb := phaseCTables(t)
	g := tb.g
	rng := rand.New(rand.NewPCG(9, 10))
	// An outer-layer scramble: every edge paired, centres solved, but
	// edges anywhere and flipped.
	var outer []int
	for m, mv := range g.moves {
		if mv.Hi == 1 {
			outer = append(outer, m)
		}
	}
	scrambled := solvedState()
	for range 30 {
		scrambled = g.apply(scrambled, outer[rng.IntN(len(outer))])
	}
	cases := []struct {
		name   string
		start  state
		walk   int // random H5 moves after start
		n      int // positions
		brute  bool
		maxLen int
	}{
		{"solved", solvedState(), 0, 1, true, cMaxLen},
		{"outer scramble", scrambled, 0, 1, true, cMaxLen},
		{"one move", solvedState(), 1, 30, true, cMaxLen},
		{"short", solvedState(), 4, 40, true, cMaxLen},
		{"short from outer scramble", scrambled, 4, 20, true, cMaxLen},
		{"deep", solvedState(), 60, 8, false, cMaxLen},
		{"deep from outer scramble", scrambled, 60, 4, false, cMaxLen},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for range tc.n {
				s, walk := phaseCWalk(tb, rng, tc.start, tc.walk)
				sol, err := tb.solve(context.Background(), s, tc.maxLen, 0)
				if err != nil {
					t.Fatalf("walk %v: %v", walk, err)
				}
				phaseCCheck(t, tb, s, sol)
				if len(sol) > len(walk) && tc.walk <= cMaxLen {
					t.Fatalf("walk %v: solution %v is longer", walk, sol)
				}
				if b := tb.bound(s); b > len(sol) {
					t.Fatalf("walk %v: bound %d above the solution's %d", walk, b, len(sol))
				}
				if tc.brute {
					if want := phaseCBrute(tb, s, len(walk)); len(sol) != want {
						t.Fatalf("walk %v: solution %v, brute force %d moves", walk, sol, want)
					}
				}
			}
		})
	}
}

// TestPhaseCCube plays scrambles and solutions on a real cube and reads
// the result back.
func TestPhaseCCube(t *testing.T) {
	tb := phaseCTables(t)
	g := tb.g
	rng := rand.New(rand.NewPCG(11, 12))
	for i := range 4 {
		c := cube.MustNew(n)
		s := solvedState()
		if i%2 == 1 {
			// Outer-layer scramble first, as the other phases may leave.
			for range 20 {
				m := rng.IntN(nMoves)
				if g.moves[m].Hi != 1 {
					continue
				}
				s = g.apply(s, m)
				if err := c.Apply(g.moves[m]); err != nil {
					t.Fatal(err)
				}
			}
		}
		s, walk := phaseCWalk(tb, rng, s, 50)
		for _, m := range walk {
			if err := c.Apply(g.moves[m]); err != nil {
				t.Fatal(err)
			}
		}
		sol, err := tb.solve(context.Background(), s, cMaxLen, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range sol {
			if err := c.Apply(g.moves[m]); err != nil {
				t.Fatal(err)
			}
		}
		r, err := g.stateOf(c)
		if err != nil {
			t.Fatal(err)
		}
		if !phaseCDone(&r) {
			t.Fatalf("cube after scramble and solution %v: centres unsolved or edges unpaired", sol)
		}
		// And as the eye sees it: each edge's three pieces show the same
		// two colours the same way round, each face's centre one colour.
		f := c.Facelets()
		for e := range nMidges {
			mid := g.midge[e]
			for _, w := range []piecePair{g.wing[2*e], g.wing[2*e+1]} {
				if f[w[0]] != f[mid[0]] || f[w[1]] != f[mid[1]] {
					t.Fatalf("edge slot %v does not look paired", cube.Edge(e))
				}
			}
		}
		for face := range 6 {
			for r := 1; r < n-1; r++ {
				for col := 1; col < n-1; col++ {
					if f[face*n*n+r*n+col] != f[face*n*n+2*n+2] {
						t.Fatalf("face %v's centre is not one colour", cube.Face(face))
					}
				}
			}
		}
	}
}

// phaseCCountCtx is a context whose Err reports Canceled from its limit-th
// call on: a cancellation in the middle of a search, at a known point.
type phaseCCountCtx struct {
	context.Context
	calls atomic.Int64
	limit int64
}

func (c *phaseCCountCtx) Err() error {
	if c.calls.Add(1) >= c.limit {
		return context.Canceled
	}
	return nil
}

// TestPhaseCStops checks every way solve gives up: a cancelled context
// before and during the search, a spent budget, a length limit below the
// distance, and states phase C cannot solve.
func TestPhaseCStops(t *testing.T) {
	tb := phaseCTables(t)
	g := tb.g
	rng := rand.New(rand.NewPCG(13, 14))
	// A position that needs a long search: more than 10,000 nodes (the
	// context is read every 1024).
	var hard state
	var hardLen, hardNodes int
	for hardNodes <= 10000 {
		hard, _ = phaseCWalk(tb, rng, solvedState(), 60)
		sol, nodes, err := tb.solveNodes(context.Background(), hard, cMaxLen, 0)
		if err != nil {
			t.Fatal(err)
		}
		hardLen, hardNodes = len(sol), nodes
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	// A state with centres off their axis (a wide quarter turn), and one
	// with an M-slice edge broken up (two wings swapped by hand).
	var uw int
	for m, mv := range g.moves {
		if mv.Hi == 2 && mv.Turns == 1 && mv.Face == cube.U {
			uw = m
		}
	}
	uwState := g.apply(solvedState(), uw)
	mState := solvedState()
	mState.wing[2*cube.UF], mState.wing[2*cube.UR] = mState.wing[2*cube.UR], mState.wing[2*cube.UF]
	cases := []struct {
		name   string
		ctx    context.Context
		s      state
		maxLen int
		budget int
		want   error
	}{
		{"cancelled before", cancelled, hard, cMaxLen, 0, context.Canceled},
		{"cancelled during", &phaseCCountCtx{Context: context.Background(), limit: 3}, hard, cMaxLen, 0, context.Canceled},
		{"budget", context.Background(), hard, cMaxLen, hardNodes / 2, errPhaseCGaveUp},
		{"too long", context.Background(), hard, hardLen - 1, 0, errPhaseCTooLong},
		{"centres off axis", context.Background(), uwState, cMaxLen, 0, errPhaseCNotH5},
		{"M slice unpaired", context.Background(), mState, cMaxLen, 0, errPhaseCNotH5},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			sol, err := tb.solve(tc.ctx, tc.s, tc.maxLen, tc.budget)
			if !errors.Is(err, tc.want) {
				t.Fatalf("got %v, %v; want error %v", sol, err, tc.want)
			}
			if el := time.Since(start); el > 2*time.Second {
				t.Errorf("took %v to stop", el)
			}
		})
	}
	for _, s := range []state{uwState, mState} {
		if b := tb.bound(s); b != cUnreached {
			t.Errorf("bound of an unsolvable state %d, want %d", b, cUnreached)
		}
	}
}

// TestPhaseCMeasure reports the table build time and phase C's mean
// length, nodes and time on random H5 positions (walks of 40-79 moves).
func TestPhaseCMeasure(t *testing.T) {
	tb := phaseCTables(t)
	start := time.Now()
	if _, err := buildPhaseC(context.Background()); err != nil { // a second build, to time it
		t.Fatal(err)
	}
	build := time.Since(start)
	rng := rand.New(rand.NewPCG(15, 16))
	const count = 50
	var moves, nodes, bounds int
	var maxLen int
	var took, maxTook time.Duration
	for range count {
		s, _ := phaseCWalk(tb, rng, solvedState(), 40+rng.IntN(40))
		st := time.Now()
		sol, nd, err := tb.solveNodes(context.Background(), s, cMaxLen, 0)
		el := time.Since(st)
		if err != nil {
			t.Fatal(err)
		}
		phaseCCheck(t, tb, s, sol)
		moves += len(sol)
		nodes += nd
		bounds += tb.bound(s)
		maxLen = max(maxLen, len(sol))
		took += el
		maxTook = max(maxTook, el)
	}
	t.Logf("tables built in %v; %d positions: mean length %.2f (max %d, mean bound %.2f), mean %d nodes, mean %v (max %v)",
		build, count, float64(moves)/count, maxLen, float64(bounds)/count, nodes/count, took/count, maxTook)
}
