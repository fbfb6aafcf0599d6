package twophase

import (
	"context"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"cubelab/algorithms"
	"cubelab/cube"
)

// improvement is a better solution found during a solve: its length and
// the nodes spent when it was found.
type improvement struct {
	nodes  int64
	length int
}

// trajectory solves c with a flat budget of nodes and returns every
// improvement. The search order does not depend on the budget, so any
// smaller budget's answer is the last improvement within it.
func trajectory(t *testing.T, c cube.Cubies, nodes int64) []improvement {
	t.Helper()
	var out []improvement
	opt := defaultOptions
	opt.defaultNodes, opt.stuckNodes = nodes, 0
	opt.onImprove = func(n int64, l int) { out = append(out, improvement{n, l}) }
	s := newWithOptions(algorithms.Config{}, opt)
	if _, err := s.solve(context.Background(), c, 0, nil); err != nil {
		t.Fatal(err)
	}
	return out
}

// underBudget is the answer's length and the nodes spent under the budget
// rule of budgetSpent: stop at base nodes, or at stuck while the best is
// still stuckLength moves or more (once the best is at most
// ScrambleLength).
func underBudget(tr []improvement, base, stuck int64, stuckLength int) (int, int64) {
	for i, imp := range tr {
		next := int64(1 << 62)
		if i+1 < len(tr) {
			next = tr[i+1].nodes
		}
		if imp.length > ScrambleLength {
			continue
		}
		stop := base
		if imp.length >= stuckLength {
			stop = max(base, stuck)
		}
		if stop = max(stop, imp.nodes); stop < next {
			return imp.length, stop
		}
	}
	last := tr[len(tr)-1]
	return last.length, last.nodes
}

// TestBudgetTrajectories measures budget rules offline: it records every
// improvement of each solve under a 40,000-node budget, then replays
// budgets (flat ones and DefaultNodes/StuckNodes-like pairs) and logs the
// mean length and nodes of each, for random states and for scrambles of
// 13-16 random moves (whose answers must not get longer). It runs only
// when TWOPHASE_TRAJECTORIES is set to the number of states, e.g.
//
//	TWOPHASE_TRAJECTORIES=2000 go test -run Trajectories -v ./algorithms/twophase/
func TestBudgetTrajectories(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("TWOPHASE_TRAJECTORIES"))
	if n <= 0 {
		t.Skip("set TWOPHASE_TRAJECTORIES=<states> to measure")
	}
	if err := Prepare(context.Background()); err != nil {
		t.Fatal(err)
	}
	const recorded = 40000
	rules := []struct{ base, stuck int64 }{
		{15000, 15000}, {17000, 17000}, {18000, 18000}, {20000, 20000}, {25000, 25000},
		{DefaultNodes, StuckNodes}, {14000, 21000}, {16000, 20000}, {15000, 22000}, {17000, 20000},
	}
	sets := []struct {
		name   string
		states int
		moves  int // 0: random states
	}{{"random states", n, 0}, {"13 moves", n / 4, 13}, {"14 moves", n / 4, 14}, {"15 moves", n / 4, 15}, {"16 moves", n / 4, 16}}
	mc := moveCubies()
	for _, set := range sets {
		rng := rand.New(rand.NewPCG(2026, uint64(11+set.moves)))
		var trs [][]improvement
		for i := 0; i < set.states; i++ {
			c := cube.RandomCubies(rng)
			if set.moves > 0 {
				c = cube.SolvedCubies
				last := int8(-1)
				for k := 0; k < set.moves; {
					m := int8(rng.IntN(nMoves))
					if last >= 0 && redundant(last, m) {
						continue
					}
					var x cube.Cubies
					mulProper(&x, &c, &mc[m])
					c, last, k = x, m, k+1
				}
			}
			trs = append(trs, trajectory(t, c, recorded))
		}
		for _, r := range rules {
			var moves, nodes int64
			for _, tr := range trs {
				l, nd := underBudget(tr, r.base, r.stuck, StuckLength)
				moves += int64(l)
				nodes += nd
			}
			t.Logf("%s (%d): %d nodes, %d while %d+ moves: mean %.3f moves, %d nodes",
				set.name, set.states, r.base, r.stuck, StuckLength,
				float64(moves)/float64(len(trs)), nodes/int64(len(trs)))
		}
	}
}
