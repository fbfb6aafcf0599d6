package fourstage

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
	"time"
)

// TestReduceTimings traces the full reduction's stages (candidates, nodes,
// time) on a few cubes for two stage 2 budgets; it runs only with
// FS_DEBUG=1, since each cube takes seconds.
func TestReduceTimings(t *testing.T) {
	if os.Getenv("FS_DEBUG") == "" {
		t.Skip("FS_DEBUG=1 times the full reduction")
	}
	t0 := time.Now()
	tb, err := edgeTables(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("tables %v, edge table %d entries", time.Since(t0), tb.edges.size())
	debugf = func(f string, a ...any) { t.Logf("%v "+f, append([]any{time.Since(t0)}, a...)...) }
	defer func() { debugf = func(string, ...any) {} }()
	for _, cfg := range []struct{ keep int }{{20}, {5}} {
		p := DefaultParams
		p.Stage2Keep = cfg.keep
		rng := rand.New(rand.NewPCG(4, 17))
		tot, runs := 0, 5
		t1 := time.Now()
		var lens []int
		for i := 0; i < runs; i++ {
			t0 = time.Now()
			st, err := ReduceWith(context.Background(), randomCube(rng), p)
			if err != nil {
				t.Fatal(err)
			}
			l := 0
			for _, s := range st {
				l += len(s.Moves)
			}
			tot += l
			lens = append(lens, l)
		}
		t.Logf("%+v: mean %.1f moves %v, %v per cube", cfg, float64(tot)/float64(runs), fmt.Sprint(lens), time.Since(t1)/time.Duration(runs))
	}
}
