package twophase

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"cubelab/algorithms"
	"cubelab/cube"
)

// Node counts of a fixed set of random states, by target (0: the default
// node budget). The search is deterministic, so these are exact; a change
// that raises them is a regression in the search's efficiency, one that
// lowers them should lower the ceilings too (the log line gives them).
var nodeCeilings = []struct {
	target    int
	meanNodes int64
	meanMoves float64
}{
	{21, 1800, 20.7},   // measured 1784 nodes, 20.64 moves
	{20, 10300, 19.86}, // 10273, 19.84
	{0, 18010, 19.53},  // 17999, 19.52 (15,000 nodes, 20,000 while at 20+ moves)
}

// TestNodeCounts solves the fixed states at each target, checks every
// solution, that solving again gives the same answer with the same node
// count, and that the mean node count and length stay under the ceilings.
func TestNodeCounts(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 30
	}
	for _, tc := range nodeCeilings {
		rng := rand.New(rand.NewPCG(16, 2026))
		s := New(algorithms.Config{MaxLength: tc.target})
		var nodes int64
		moves := 0
		for i := 0; i < n; i++ {
			cc := cube.RandomCubies(rng)
			res, err := s.solve(context.Background(), cc, tc.target, nil)
			if err != nil {
				t.Fatalf("target %d, state %d: %v", tc.target, i, err)
			}
			c, err := cc.Facelets(3)
			if err != nil {
				t.Fatal(err)
			}
			if err := algorithms.Verify(c, &algorithms.Solution{Moves: cube.FaceTurnsAlg(res.moves)}); err != nil {
				t.Fatalf("target %d, state %d: %v", tc.target, i, err)
			}
			if l := len(res.moves); l > max(tc.target, ScrambleLength) {
				t.Fatalf("target %d, state %d: %d moves", tc.target, i, l)
			}
			if i%10 == 0 {
				again, err := s.solve(context.Background(), cc, tc.target, nil)
				if err != nil || !slices.Equal(again.moves, res.moves) || again.nodes != res.nodes {
					t.Fatalf("target %d, state %d: solved again in %d nodes (%v, %v), first %d nodes (%v)",
						tc.target, i, again.nodes, again.moves, err, res.nodes, res.moves)
				}
			}
			nodes += res.nodes
			moves += len(res.moves)
		}
		mean, meanMoves := nodes/int64(n), float64(moves)/float64(n)
		t.Logf("target %d: %d states, mean %d nodes, %.2f moves", tc.target, n, mean, meanMoves)
		if !testing.Short() && (mean > tc.meanNodes || meanMoves > tc.meanMoves) {
			t.Errorf("target %d: mean %d nodes and %.2f moves, ceilings %d and %.2f", tc.target, mean, meanMoves, tc.meanNodes, tc.meanMoves)
		}
	}
}

// TestStuckBudget checks the default budget's rule on random states: a
// solve spends DefaultNodes, and goes on to StuckNodes only while its best
// is StuckLength moves or more, stopping as soon as it gets below. (A
// search stops at the first node counted past its budget, and a phase-2
// start may count a few more as it unwinds: slack.)
func TestStuckBudget(t *testing.T) {
	const slack = 8
	rng := rand.New(rand.NewPCG(25, 11))
	s := New(algorithms.Config{})
	stuck := 0
	for i := 0; i < 40; i++ {
		cc := cube.RandomCubies(rng)
		var last improvement
		opt := s.opt
		opt.onImprove = func(n int64, l int) { last = improvement{n, l} }
		res, err := newWithOptions(algorithms.Config{}, opt).solve(context.Background(), cc, 0, nil)
		if err != nil {
			t.Fatalf("state %d: %v", i, err)
		}
		l := len(res.moves)
		switch {
		case res.nodes < DefaultNodes:
			t.Errorf("state %d: stopped after %d nodes, before the budget of %d", i, res.nodes, DefaultNodes)
		case l >= StuckLength && res.nodes < StuckNodes:
			t.Errorf("state %d: %d moves after %d nodes: stopped while stuck, before %d", i, l, res.nodes, StuckNodes)
		case l < StuckLength && res.nodes > DefaultNodes+slack && res.nodes > last.nodes+slack:
			t.Errorf("state %d: %d moves found at node %d, went on to %d", i, l, last.nodes, res.nodes)
		case res.nodes > StuckNodes+slack:
			t.Errorf("state %d: %d nodes, more than %d", i, res.nodes, StuckNodes)
		}
		if res.nodes > DefaultNodes+slack {
			stuck++
		}
	}
	if stuck == 0 {
		t.Error("no state went past DefaultNodes: the rule was not exercised")
	}
	t.Logf("%d of 40 states went past %d nodes", stuck, DefaultNodes)
}
