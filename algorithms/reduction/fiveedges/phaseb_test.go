package fiveedges

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"cubelab/algorithms/mod3"
	"cubelab/cube"
)

// bTestTables builds phase B's tables or stops the test.
func bTestTables(t *testing.T) *bTables {
	t.Helper()
	tb, err := getPhaseB()
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// bWalk is the state after k random H4 moves from s, and the moves.
func bWalk(tb *bTables, s state, rng *rand.Rand, k int) (state, []uint8) {
	var seq []uint8
	for range k {
		m := tb.moves[rng.IntN(bNMoves)]
		seq = append(seq, m)
		s = tb.g.apply(s, int(m))
	}
	return s, seq
}

// bInput is random H4 input i: a walk of 40 moves from solved. Its eight
// U/D edges all qualify (H4 keeps them in the U/D layers).
func bInput(t *testing.T, tb *bTables, i int) (state, []uint8) {
	t.Helper()
	s, seq := bWalk(tb, solvedState(), rand.New(rand.NewPCG(11, uint64(i))), 40)
	if n := len(bEligible(&s)); n < 4 {
		t.Skipf("input %d has %d eligible edges", i, n)
	}
	return s, seq
}

// bEligible lists the edges all of whose pieces lie in U/D-layer slots,
// read straight from the state.
func bEligible(s *state) []int {
	var out []int
	for e := range nMidges {
		in := 0
		for sl := range 8 {
			if int(s.mid[sl]) == e {
				in++
			}
		}
		for sl := range 16 {
			if int(s.wing[sl])/2 == e {
				in++
			}
		}
		if in == 3 {
			out = append(out, e)
		}
	}
	return out
}

// bH5Reach is, per axis, the centre keys H5 reaches from solved, found by
// breadth-first search over whole states (independent of phase B's tables).
func bH5Reach(g *geometry) [3]map[uint32]bool {
	var out [3]map[uint32]bool
	h5 := g.buildGroups().h5
	for axis := range 3 {
		seen := map[uint32]bool{}
		s0 := solvedState()
		seen[uint32(axisPattern(&s0, axis))] = true
		queue := []state{s0}
		for len(queue) > 0 {
			q := queue[0]
			queue = queue[1:]
			for _, m := range h5 {
				r := g.apply(q, int(m))
				if k := uint32(axisPattern(&r, axis)); !seen[k] {
					seen[k] = true
					queue = append(queue, r)
				}
			}
		}
		out[axis] = seen
	}
	return out
}

// bCheckGoal reports what keeps s from phase B's goal, read straight from
// the state: the M-slice slots' edges and the U/D and F/B centres.
func bCheckGoal(s *state, h5 *[3]map[uint32]bool) string {
	for _, e := range []cube.Edge{cube.UF, cube.UB, cube.DF, cube.DB} {
		p := s.mid[e]
		if s.wing[2*e]/2 != p || s.wing[2*e+1]/2 != p {
			return "edge " + e.String() + " unpaired"
		}
	}
	for _, f := range []cube.Face{cube.U, cube.F} {
		if !h5[f.Axis()][uint32(axisPattern(s, f.Axis()))] {
			return f.String() + " axis centres out of H5's reach"
		}
	}
	return ""
}

// TestPhaseBSizes checks the sets the goal and the tables rest on.
func TestPhaseBSizes(t *testing.T) {
	tb := bTestTables(t)
	count := func(b []bool) (n int) {
		for _, v := range b {
			if v {
				n++
			}
		}
		return n
	}
	if tb.nFB != 432 {
		t.Errorf("%d F/B patterns under H4, want 432", tb.nFB)
	}
	if n, m := count(tb.udGoal[:]), count(tb.fbGoal[:]); n != 6 || m != 6 {
		t.Errorf("%d U/D and %d F/B goal patterns, want 6 and 6", n, m)
	}
	h5 := bH5Reach(tb.g)
	if len(h5[cube.U.Axis()]) != 6 || len(h5[cube.F.Axis()]) != 6 {
		t.Errorf("H5 reaches %d U/D and %d F/B keys, want 6 each", len(h5[cube.U.Axis()]), len(h5[cube.F.Axis()]))
	}
	// Every joint edge entry is reached (H4 reaches every edge
	// position), and the distances mod 3 are spread as its breadth-first
	// search left them (0: the goal alone, then 4 positions a move away,
	// 30 two away, ...).
	var jointCount [4]int
	for i := range bNJoint {
		jointCount[tb.joint.Get(i)]++
	}
	if jointCount[mod3.Unreached] != 0 {
		t.Errorf("joint edge table: %d entries unreached", jointCount[mod3.Unreached])
	}
	t.Logf("joint edge table: %d entries, %v by distance mod 3", bNJoint, jointCount[:3])
	// Every centre table entry is reached, but for the cross tables' (a
	// nibble's 15 is also unreached; their reach is checked below through
	// the search's own sample positions).
	for name, d := range map[string][]uint8{"C": tb.distC} {
		hi := 0
		for i, v := range d {
			if v == bUnreached {
				t.Errorf("table %s: entry %d unreached", name, i)
				break
			}
			hi = max(hi, int(v))
		}
		t.Logf("table %s: %d entries, largest %d", name, len(d), hi)
	}
}

// TestPhaseBMoves follows random walks on states and on coordinates: the
// coordinates read from the state after each move must be the move
// tables' image of the ones before, for all 70 choices of four U/D edges.
func TestPhaseBMoves(t *testing.T) {
	tb := bTestTables(t)
	rng := rand.New(rand.NewPCG(3, 4))
	s := solvedState()
	ps, err := tb.bPosOf(&s)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 70 {
		t.Fatalf("%d choices on the solved cube, want C(8,4) = 70", len(ps))
	}
	for step := range 300 {
		j := rng.IntN(bNMoves)
		s = tb.g.apply(s, int(tb.moves[j]))
		got, err := tb.bPosOf(&s)
		if err != nil {
			t.Fatal(err)
		}
		for i := range ps {
			ps[i] = tb.move(ps[i], j)
			if ps[i] != got[i] {
				t.Fatalf("step %d (%v), choice %d: tables %+v, state %+v", step, tb.g.moves[tb.moves[j]], i, ps[i], got[i])
			}
		}
	}
}

// bProjection is one table read as a function of a position, with its goal
// test.
type bProjection struct {
	name   string
	dist   func(p *bPos) int
	atGoal func(p *bPos) bool
}

// bProjections are every table of phase B.
func bProjections(tb *bTables) []bProjection {
	mh := func(p *bPos) bool { return p.e.m == tb.mGoal && p.e.h == tb.hGoal }
	ml := func(p *bPos) bool { return p.e.m == tb.mGoal && p.e.l == tb.lGoal }
	hl := func(p *bPos) bool { return p.e.hc == tb.hcGoal && p.e.hl == tb.hlGoal }
	out := []bProjection{
		{"joint", func(p *bPos) int { return tb.jointDist(p.e) }, func(p *bPos) bool { return mh(p) && ml(p) }},
		{"C", func(p *bPos) int { return int(tb.distC[int(p.ud)*tb.nFB+int(p.fb)]) },
			func(p *bPos) bool { return tb.udGoal[p.ud] && tb.fbGoalN[p.fb] }},
	}
	views := [][2]any{{"MH", mh}, {"ML", ml}, {"HL", hl}}
	for i := range tb.cross.tabs {
		c := &tb.cross.tabs[i]
		_, partGoal := tb.partInfo(c.part)
		viewGoal := views[c.view][1].(func(p *bPos) bool)
		out = append(out, bProjection{
			name:   views[c.view][0].(string) + "x" + [2]string{"UDx", "UDt"}[c.part],
			dist:   func(p *bPos) int { return c.at(p) },
			atGoal: func(p *bPos) bool { return viewGoal(p) && partGoal[p.part(c.part)] },
		})
	}
	return out
}

// TestPhaseBTablesExact compares every table with a brute-force search on
// whole states: from a goal state (solved) a random walk of up to five H4
// moves, and then the least number of H4 moves after which the table's
// projection is at its goal, for the four edges that start on UF UB DF DB.
func TestPhaseBTablesExact(t *testing.T) {
	tb := bTestTables(t)
	g := tb.g
	four := [4]int{int(cube.UF), int(cube.UB), int(cube.DF), int(cube.DB)}
	posFor := func(s *state) bPos {
		ud, fb, err := tb.centresOf(s)
		if err != nil {
			t.Fatal(err)
		}
		var midAt [nMidges]uint8
		var wingAt [nWings]uint8
		for sl, p := range s.mid {
			midAt[p] = uint8(sl)
		}
		for sl, p := range s.wing {
			wingAt[p] = uint8(sl)
		}
		return bPos{e: tb.edgesOf(four, &midAt, &wingAt), ud: uint16(ud), fb: uint16(fb)}
	}
	// brute is the least depth at which some canonical H4 sequence takes
	// s's projection to its goal, searched up to max.
	var dfs func(s state, last, left int, goal func(*bPos) bool) bool
	dfs = func(s state, last, left int, goal func(*bPos) bool) bool {
		p := posFor(&s)
		if goal(&p) {
			return true
		}
		if left == 0 {
			return false
		}
		for _, m := range tb.moves {
			if !g.follows(last, int(m)) {
				continue
			}
			if dfs(g.apply(s, int(m)), int(m), left-1, goal) {
				return true
			}
		}
		return false
	}
	brute := func(s state, max int, goal func(*bPos) bool) int {
		for d := 0; d <= max; d++ {
			if dfs(s, -1, d, goal) {
				return d
			}
		}
		return max + 1
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, pr := range bProjections(tb) {
		t.Run(pr.name, func(t *testing.T) {
			var seen [6]int
			defer func() { t.Logf("distances 0-4 seen %v times", seen[:5]) }()
			for i := range 12 {
				k := 1 + i%4
				s, _ := bWalk(tb, solvedState(), rng, k)
				p := posFor(&s)
				want := brute(s, k, pr.atGoal)
				seen[min(want, 5)]++
				if got := pr.dist(&p); got != want {
					t.Errorf("walk %d of %d moves: table %d, brute force %d", i, k, got, want)
				}
			}
		})
	}
	// Deep entries: every table must satisfy its distance equation on
	// positions of long walks (0 exactly at the goal, else one more than
	// its least neighbour), which with breadth-first search from the goal
	// pins the exact distance down given the neighbours'.
	for _, pr := range bProjections(tb) {
		for i := range 200 {
			s, _ := bWalk(tb, solvedState(), rng, 30+i%10)
			ps, err := tb.bPosOf(&s)
			if err != nil {
				t.Fatal(err)
			}
			p := ps[rng.IntN(len(ps))]
			d := pr.dist(&p)
			if (d == 0) != pr.atGoal(&p) {
				t.Fatalf("%s: distance %d, at goal %v", pr.name, d, pr.atGoal(&p))
			}
			least := 99
			for j := range bNMoves {
				q := tb.move(p, j)
				least = min(least, pr.dist(&q))
			}
			if d >= 15 || d > 0 && d != least+1 {
				t.Fatalf("%s: distance %d, least neighbour %d", pr.name, d, least)
			}
		}
	}
}

// TestPhaseBSolve solves random H4 inputs and checks every solution
// reported: H4 moves only, canonical, never shorter than one before, and
// on the model and on a real cube the four M-slice edges paired and the
// centres in H5's reach.
func TestPhaseBSolve(t *testing.T) {
	tb := bTestTables(t)
	g := tb.g
	h5 := bH5Reach(g)
	inH4 := map[uint8]bool{}
	for _, m := range tb.moves {
		inH4[m] = true
	}
	for i := range 6 {
		t.Run("", func(t *testing.T) {
			s, scramble := bInput(t, tb, i)
			var sols [][]uint8
			err := tb.solve(context.Background(), s, 20, 50_000_000, func(m []uint8) bool {
				sols = append(sols, m)
				return len(sols) < 25
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(sols) == 0 {
				t.Fatal("no solution")
			}
			for k, sol := range sols {
				if k > 0 && len(sol) < len(sols[k-1]) {
					t.Errorf("solution %d of %d moves after one of %d", k, len(sol), len(sols[k-1]))
				}
				r := s
				for x, m := range sol {
					if !inH4[m] {
						t.Fatalf("solution %d uses %v, not in H4", k, g.moves[m])
					}
					if x > 0 && !g.follows(int(sol[x-1]), int(m)) {
						t.Errorf("solution %d not canonical at move %d", k, x)
					}
					r = g.apply(r, int(m))
				}
				if why := bCheckGoal(&r, &h5); why != "" {
					t.Fatalf("solution %d (%d moves): %s", k, len(sol), why)
				}
				c := cube.MustNew(n)
				for _, m := range append(append([]uint8{}, scramble...), sol...) {
					if err := c.Apply(g.moves[m]); err != nil {
						t.Fatal(err)
					}
				}
				rc, err := g.stateOf(c)
				if err != nil {
					t.Fatal(err)
				}
				if rc != r {
					t.Fatalf("solution %d: the cube reads otherwise than the model", k)
				}
			}
			t.Logf("input %d: %d solutions of %d-%d moves", i, len(sols), len(sols[0]), len(sols[len(sols)-1]))
		})
	}
}

// TestPhaseBShort starts from goal states (solved, and the ends of
// solutions) and checks that k random H4 moves away the first solution
// has at most k moves.
func TestPhaseBShort(t *testing.T) {
	tb := bTestTables(t)
	goals := []state{solvedState()}
	for i := range 3 {
		s, _ := bInput(t, tb, 100+i)
		err := tb.solve(context.Background(), s, 20, 50_000_000, func(m []uint8) bool {
			for _, mv := range m {
				s = tb.g.apply(s, int(mv))
			}
			return false
		})
		if err != nil {
			t.Fatal(err)
		}
		goals = append(goals, s)
	}
	rng := rand.New(rand.NewPCG(8, 9))
	for gi, goal := range goals {
		for k := 0; k <= 8; k++ {
			s, _ := bWalk(tb, goal, rng, k)
			got := -1
			err := tb.solve(context.Background(), s, 20, 50_000_000, func(m []uint8) bool {
				got = len(m)
				return false
			})
			if err != nil {
				t.Fatal(err)
			}
			if got < 0 || got > k {
				t.Errorf("goal %d, %d moves away: solved in %d", gi, k, got)
			}
		}
	}
}

// TestPhaseBErrors checks the errors: too few U/D edges, a cancelled or
// expiring context, a budget run out.
func TestPhaseBErrors(t *testing.T) {
	tb := bTestTables(t)
	// Edges 0-3's midges swapped with the E slice's, and one of edge 4's
	// wings with an E-slice wing of its class: edges 5-7 remain.
	few := solvedState()
	for e := range 4 {
		few.mid[e], few.mid[8+e] = few.mid[8+e], few.mid[e]
	}
	for w := 16; w < 24; w++ {
		if tb.class[w] == tb.class[8] {
			few.wing[8], few.wing[w] = few.wing[w], few.wing[8]
			break
		}
	}
	if n := len(bEligible(&few)); n != 3 {
		t.Fatalf("test state has %d eligible edges, want 3", n)
	}
	hard, _ := bInput(t, tb, 7)
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	forever := func([]uint8) bool { return true }
	for _, tc := range []struct {
		name    string
		ctx     func() (context.Context, context.CancelFunc)
		s       state
		budget  int
		wantIs  error
		wantMsg string
	}{
		{"too few edges", nil, few, 1 << 30, nil, "only 3 edges"},
		{"cancelled", func() (context.Context, context.CancelFunc) { return cancelled, func() {} }, hard, 1 << 30, context.Canceled, ""},
		{"deadline", func() (context.Context, context.CancelFunc) {
			return context.WithTimeout(context.Background(), 50*time.Millisecond)
		}, hard, 1 << 40, context.DeadlineExceeded, ""},
		{"budget", nil, hard, 10_000, errBGaveUp, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, stop := context.Background(), func() {}
			if tc.ctx != nil {
				ctx, stop = tc.ctx()
			}
			defer stop()
			start := time.Now()
			// found never stops the search and maxLen is far: only the
			// error can end it.
			err := tb.solve(ctx, tc.s, bMaxDepth, tc.budget, forever)
			if time.Since(start) > 5*time.Second {
				t.Errorf("took %v to stop", time.Since(start))
			}
			switch {
			case err == nil:
				t.Fatal("no error")
			case tc.wantIs != nil && !errors.Is(err, tc.wantIs):
				t.Errorf("error %v, want one wrapping %v", err, tc.wantIs)
			case tc.wantMsg != "" && !strings.Contains(err.Error(), tc.wantMsg):
				t.Errorf("error %q, want one saying %q", err, tc.wantMsg)
			}
		})
	}
}

// TestPhaseBMeasure reports the first solution's length, time and nodes
// on 30 random H4 inputs. It takes about ten seconds, so it runs only with
// FIVEEDGES_MEASURE=1.
func TestPhaseBMeasure(t *testing.T) {
	if os.Getenv("FIVEEDGES_MEASURE") == "" {
		t.Skip("set FIVEEDGES_MEASURE=1 to measure")
	}
	start := time.Now()
	tb := bTestTables(t)
	t.Logf("tables built in %v", time.Since(start))
	const count = 30
	var sumLen, sumNodes, maxNodes int
	var sumTime, maxTime time.Duration
	for i := range count {
		s, _ := bInput(t, tb, 1000+i)
		t0 := time.Now()
		got := -1
		nodes, err := tb.search(context.Background(), s, 20, 1<<40, func(m []uint8) bool {
			got = len(m)
			return false
		})
		d := time.Since(t0)
		if err != nil || got < 0 {
			t.Fatalf("input %d: %v, length %d", i, err, got)
		}
		sumLen += got
		sumNodes += nodes
		maxNodes = max(maxNodes, nodes)
		sumTime += d
		maxTime = max(maxTime, d)
		t.Logf("input %d: %d moves, %d nodes, %v", i, got, nodes, d)
	}
	t.Logf("mean %.2f moves, %d nodes (max %d), %v (max %v)", float64(sumLen)/count, sumNodes/count, maxNodes, sumTime/count, maxTime)
}
