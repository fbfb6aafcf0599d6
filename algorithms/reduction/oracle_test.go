package reduction_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction"
	"cubelab/cube"
	"cubelab/cube/oracle"
)

// TestOracleSolutions has cubing.js, an independent implementation, apply
// our scrambles and reduction's solutions on 4x4x4-7x7x7 and say the cube
// ends solved. Like cube's TestOracleCubingJS it needs node and
// cubing.js (see package cube/oracle).
func TestOracleSolutions(t *testing.T) {
	if !oracle.Enabled() {
		t.Skip(oracle.SkipReason)
	}
	var items []oracle.Item
	for n := 4; n <= 7; n++ {
		rng := rand.New(rand.NewPCG(uint64(n), 77))
		for i := 0; i < 2; i++ {
			scramble := cube.RandomMoves(n, 10*cube.DefaultScrambleLength(n, rng), rng)
			c := cube.MustNew(n)
			if err := c.ApplyAlg(scramble); err != nil {
				t.Fatal(err)
			}
			sol, err := reduction.New(algorithms.Config{}).Solve(context.Background(), c.Clone(), nil)
			if err != nil {
				t.Fatalf("%dx%d: %v", n, n, err)
			}
			items = append(items, oracle.Item{N: n, Alg: scramble.CubingJS(n) + " " + sol.Moves.CubingJS(n)})
		}
	}
	var solved []bool
	if err := oracle.Run("solved.mjs", items, &solved); err != nil {
		t.Fatal(err)
	}
	if len(solved) != len(items) {
		t.Fatalf("oracle answered %d of %d", len(solved), len(items))
	}
	for i, ok := range solved {
		if !ok {
			t.Errorf("cubing.js: %dx%d cube %d not solved by our solution", items[i].N, items[i].N, i%2)
		}
	}
}
