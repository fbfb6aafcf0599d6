package fivecentres

import (
	"context"
	"testing"
	"time"
)

func TestExploreSolve(t *testing.T) {
	start := time.Now()
	getTables()
	t.Logf("tables %v", time.Since(start))
	sum := 0
	var total time.Duration
	for i := range 10 {
		c := scrambled(i)
		start := time.Now()
		sols, err := Solve(context.Background(), c, DefaultParams)
		if err != nil {
			t.Fatal(err)
		}
		el := time.Since(start)
		total += el
		w := c.Clone()
		if err := w.ApplyAlg(sols[0].Moves); err != nil {
			t.Fatal(err)
		}
		sum += sols[0].Moves.OBTM(5)
		t.Logf("%d: %d OBTM %v %v (%d sols) %v ok=%v", i, sols[0].Moves.OBTM(5), sols[0].Stages, sols[0].OddParity, len(sols), el, centresOK(w))
	}
	t.Logf("mean %.1f, %v", float64(sum)/10, total/10)
}
