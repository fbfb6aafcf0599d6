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
