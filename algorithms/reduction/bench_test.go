package reduction_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction"
	"cubelab/cube"
)

func benchSize(b *testing.B, n int) {
	rng := rand.New(rand.NewPCG(uint64(n), 99))
	total := 0
	for i := 0; b.Loop(); i++ {
		c := cube.MustNew(n)
		if err := c.ApplyAlg(cube.RandomMoves(n, 10*cube.DefaultScrambleLength(n, rng), rng)); err != nil {
			b.Fatal(err)
		}
		sol, err := reduction.New(algorithms.Config{Seed: uint64(i + 1)}).Solve(context.Background(), c, nil)
		if err != nil {
			b.Fatal(err)
		}
		if err := algorithms.Verify(c, sol); err != nil {
			b.Fatal(err)
		}
		total += len(sol.Moves)
	}
	b.ReportMetric(float64(total)/float64(b.N), "moves/solve")
}

func BenchmarkSolve4(b *testing.B)  { benchSize(b, 4) }
func BenchmarkSolve5(b *testing.B)  { benchSize(b, 5) }
func BenchmarkSolve7(b *testing.B)  { benchSize(b, 7) }
func BenchmarkSolve17(b *testing.B) { benchSize(b, 17) }
