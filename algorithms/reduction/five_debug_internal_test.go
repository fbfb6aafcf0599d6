package reduction

import (
	"context"
	"testing"
	"time"
)

func TestFiveDebug(t *testing.T) {
	g, _ := tablesFor(context.Background(), 5)
	for i := range 10 {
		c := moveCountCube(5, 100+i)
		col := chooseColours(c, g)
		w := c.Clone()
		start := time.Now()
		alg, err := solveFiveCentres(context.Background(), w, g, col)
		t.Logf("%d: %d OBTM err %v %v", i, alg.OBTM(5), err, time.Since(start))
	}
}
