package fiveedges

import (
	"context"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"cubelab/cube"
)

// TestPipelineMeasure runs phases A, B and C one after the other on random
// H3 positions (each phase's first end that the next accepts) and checks
// the whole on a real cube: centres solved, every edge's pieces together.
// Slow (phase A's bound, doc.go): only with FIVEEDGES_MEASURE set.
func TestPipelineMeasure(t *testing.T) {
	if os.Getenv("FIVEEDGES_MEASURE") == "" {
		t.Skip("set FIVEEDGES_MEASURE to run")
	}
	ta, tb, tc := phaseTables(t)
	g := ta.g
	rng := rand.New(rand.NewPCG(5, 6))
	var la, lb, lc, cnt int
	for i := range 6 {
		s, walk := aRandom(g, &ta.gr, rng, 60)
		start := time.Now()
		ctx := context.Background()
		// finish runs phases B and C after phase A's solution (r, ma).
		finish := func(r uint16, ma []uint8) (mb, mc []uint8, ok bool) {
			sa := relabel(s, r)
			for _, m := range ma {
				sa = g.apply(sa, int(m))
			}
			err := tb.solve(ctx, sa, 18, 50_000_000, func(m []uint8) bool { mb = m; return false })
			if err != nil || mb == nil {
				return nil, nil, false // too few edges wholly in the U/D layers
			}
			sb := sa
			for _, m := range mb {
				sb = g.apply(sb, int(m))
			}
			mc, err = tc.solve(ctx, sb, 22, 50_000_000)
			return mb, mc, err == nil
		}
		sols, err := ta.solve(ctx, s, 14, 3_000_000_000, 1, 0, func(r uint16, ma []uint8) bool {
			_, _, ok := finish(r, ma)
			return ok
		})
		if err != nil || len(sols) == 0 {
			t.Fatalf("state %d: %v (%d ends)", i, err, len(sols))
		}
		mb, mc, _ := finish(sols[0].r, sols[0].moves)
		best := [3][]uint8{sols[0].moves, mb, mc}
		c := cube.MustNew(n)
		for _, m := range append(append(append(append([]uint8{}, walk...), best[0]...), best[1]...), best[2]...) {
			if err := c.Apply(g.moves[m]); err != nil {
				t.Fatal(err)
			}
		}
		r, err := g.stateOf(c)
		if err != nil {
			t.Fatal(err)
		}
		for i := range nCentre {
			if int(r.x[i]) != i/4 || int(r.t[i]) != i/4 {
				t.Fatalf("state %d: centres not solved", i)
			}
		}
		for e := range nMidges {
			if int(r.wing[2*e]/2) != int(r.mid[e]) || int(r.wing[2*e+1]/2) != int(r.mid[e]) {
				t.Fatalf("state %d: edge slot %d not paired", i, e)
			}
		}
		t.Logf("state %d: A %d + B %d + C %d = %d moves in %v", i, len(best[0]), len(best[1]), len(best[2]), len(best[0])+len(best[1])+len(best[2]), time.Since(start))
		la, lb, lc, cnt = la+len(best[0]), lb+len(best[1]), lc+len(best[2]), cnt+1
	}
	t.Logf("mean A %.2f B %.2f C %.2f = %.2f", float64(la)/float64(cnt), float64(lb)/float64(cnt), float64(lc)/float64(cnt), float64(la+lb+lc)/float64(cnt))
}
