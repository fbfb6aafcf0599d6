package cube

import (
	"fmt"
	"testing"
)

// BenchmarkApply measures Cube.Apply on random moves of every kind (outer,
// inner layer, wide, slice, rotation), in moves per second:
// go test -run '^$' -bench Apply ./cube
func BenchmarkApply(b *testing.B) {
	for _, n := range []int{3, 7, 17} {
		c := MustNew(n)
		moves := randomAlg(n, 1000, rng(1))
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				if err := c.Apply(moves[i%len(moves)]); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}

// BenchmarkApplyOuter measures outer-face quarter and half turns, the moves
// solvers use most.
func BenchmarkApplyOuter(b *testing.B) {
	for _, n := range []int{3, 7} {
		c := MustNew(n)
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				if err := c.Apply(Turn(Faces[i%6], 1+i%3)); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}
