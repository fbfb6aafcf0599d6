package reduction

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"cubelab/cube"
)

func TestCentresStage(t *testing.T) {
	for _, n := range []int{4, 5, 6, 7} {
		g := geomFor(n)
		start := time.Now()
		g.centreTables()
		t.Logf("N=%d tables %v ops %d", n, time.Since(start), len(g.centres.ops))
		rng := rand.New(rand.NewPCG(uint64(n), 1))
		total := 0
		start = time.Now()
		const runs = 10
		for i := 0; i < runs; i++ {
			c := cube.MustNew(n)
			c.ApplyAlg(cube.RandomMoves(n, 10*cube.DefaultScrambleLength(n, rng), rng))
			col := chooseColours(c, g)
			alg, err := solveCentres(context.Background(), c, g, col, centreOrder, func(string) {})
			if err != nil {
				t.Fatalf("N=%d: %v", n, err)
			}
			if !centresSolved(c, g, col) {
				t.Fatalf("N=%d: centres not solved", n)
			}
			total += len(alg)
		}
		t.Logf("N=%d centres mean %d moves, %v per solve", n, total/runs, time.Since(start)/runs)
	}
}

func TestEdgeStage(t *testing.T) {
	if testing.Short() {
		t.Skip("stage timing log")
	}
	for _, n := range []int{4, 5} {
		g := geomFor(n)
		start := time.Now()
		g.edgeTables()
		t.Logf("N=%d edge tables %v ops %d", n, time.Since(start), len(g.edgeTabs.ops))
		rng := rand.New(rand.NewPCG(uint64(n), 2))
		total := 0
		start = time.Now()
		const runs = 10
		for i := 0; i < runs; i++ {
			c := cube.MustNew(n)
			c.ApplyAlg(cube.RandomMoves(n, 10*cube.DefaultScrambleLength(n, rng), rng))
			col := chooseColours(c, g)
			if _, err := solveCentres(context.Background(), c, g, col, centreOrder, func(string) {}); err != nil {
				t.Fatalf("N=%d: %v", n, err)
			}
			alg, err := pairEdges(context.Background(), c, g, rng, func(string) {})
			if err != nil {
				t.Fatalf("N=%d: %v\n%s", n, err, c.Net(cube.FaceLetterScheme))
			}
			if !centresSolved(c, g, col) || !edgesPaired(c, g) {
				t.Fatalf("N=%d: not reduced", n)
			}
			total += len(alg)
		}
		t.Logf("N=%d edges mean %d moves, %v per solve", n, total/runs, time.Since(start)/runs)
	}
}
