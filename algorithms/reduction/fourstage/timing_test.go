package fourstage

import (
	"context"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"
)

// TestReduceTimings compares QuickParams with DefaultParams on random cubes
// (stage lengths, how many reduce, time per cube), tracing each stage's
// candidates and nodes with FS_TRACE=1. It runs only with FS_DEBUG=k (k
// cubes), since DefaultParams take seconds a cube.
func TestReduceTimings(t *testing.T) {
	runs, err := strconv.Atoi(os.Getenv("FS_DEBUG"))
	if err != nil || runs <= 0 {
		t.Skip("FS_DEBUG=k times the full reduction on k cubes")
	}
	if _, err := edgeTables(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	t0 := time.Now()
	if os.Getenv("FS_TRACE") != "" {
		debugf = func(f string, a ...any) { t.Logf("%v "+f, append([]any{time.Since(t0)}, a...)...) }
		defer func() { debugf = func(string, ...any) {} }()
	}
	for _, cfg := range []struct {
		name string
		p    Params
	}{{"quick", QuickParams}, {"default", DefaultParams}} {
		rng := rand.New(rand.NewPCG(4, 17))
		ok, tot := 0, [3]int{}
		t0 = time.Now()
		for i := 0; i < runs; i++ {
			st, err := ReduceWith(context.Background(), randomCube(rng), cfg.p)
			if err != nil {
				t.Logf("%s cube %d: %v", cfg.name, i, err)
				continue
			}
			ok++
			for k, s := range st {
				tot[k] += len(s.Moves)
			}
		}
		f := func(x int) float64 { return float64(x) / float64(max(ok, 1)) }
		t.Logf("%s: %d of %d reduced, stages %.2f + %.2f + %.2f = %.2f moves, %v per cube", cfg.name, ok, runs,
			f(tot[0]), f(tot[1]), f(tot[2]), f(tot[0]+tot[1]+tot[2]), time.Since(t0)/time.Duration(runs))
	}
}
