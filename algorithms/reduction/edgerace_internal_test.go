package reduction

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"

	"cubelab/cube"
)

// TestEdgePairingConcurrent pairs edges of several cubes at once on fresh
// tables, as a server would: the tables are built once and then shared.
func TestEdgePairingConcurrent(t *testing.T) {
	const n = 6
	g := newGeom(n) // not the cached one: table building runs concurrently too
	var states []*cube.Cube
	rng := rand.New(rand.NewPCG(3, 4))
	for range 4 {
		c := cube.MustNew(n)
		if err := c.ApplyAlg(cube.RandomMoves(n, 120, rng)); err != nil {
			t.Fatal(err)
		}
		col := chooseColours(c, g)
		if _, err := solveCentres(context.Background(), c, g, col, centreOrder, func(string) {}); err != nil {
			t.Fatal(err)
		}
		states = append(states, c)
	}
	var wg sync.WaitGroup
	errs := make([]error, len(states))
	for i, c := range states {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = pairEdges(context.Background(), c, g, defaultEdgeParams(), rand.New(rand.NewPCG(uint64(i), 9)), func(string) {})
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("cube %d: %v", i, err)
		}
		if !edgesPaired(states[i], g) {
			t.Fatalf("cube %d: not paired", i)
		}
	}
}
