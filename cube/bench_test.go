package cube

import (
	"fmt"
	"testing"
)

// BenchmarkApply measures single moves (outer, inner layer and wide) per
// second: go test -run '^$' -bench Apply ./cube
func BenchmarkApply(b *testing.B) {
	for _, n := range []int{3, 7, 17} {
		c := MustNew(n)
		moves := randomAlg(n, 1000, rng(1))
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				m := moves[i%len(moves)]
				lo, hi, _ := m.Layers(n)
				c.turn(m.Face, lo, hi, m.Turns)
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
				c.turn(Faces[i%6], 1, 1, 1+i%3)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}
