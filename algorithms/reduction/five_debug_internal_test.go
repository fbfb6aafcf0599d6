package reduction

import (
	"context"
	"testing"
	"time"

	"cubelab/algorithms/reduction/fivecentres"
)

func TestFiveDebug(t *testing.T) {
	g, _ := tablesFor(context.Background(), 5)
	fivecentres.Prepare(context.Background())
	for _, p := range []fivecentres.Params{func() fivecentres.Params {
		p := fivecentres.DefaultParams
		p.Stage1Keep, p.Leaves, p.Stage3Tries, p.Stage3Nodes = 3, 60, 3, 100_000
		return p
	}(), func() fivecentres.Params {
		p := fivecentres.DefaultParams
		p.Stage1Keep, p.Leaves, p.Stage3Tries, p.Stage3Nodes = 2, 30, 2, 80_000
		return p
	}()} {
		sum := 0
		start := time.Now()
		for i := range 12 {
			c := moveCountCube(5, 100+i)
			col := chooseColours(c, g)
			w := c.Clone()
			alg, err := solveFiveCentresWith(context.Background(), w, g, col, p)
			if err != nil {
				t.Logf("%d: %v", i, err)
				sum += 57
				continue
			}
			sum += alg.OBTM(5)
		}
		t.Logf("mean %.2f, %v", float64(sum)/12, time.Since(start)/12)
	}
}
