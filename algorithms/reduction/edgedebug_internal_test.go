package reduction

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"cubelab/cube"
)

// TestEdgeCompare (EDGEDBG=n[,n..] EDGEK=k[,k..] EDGERUNS=r) compares
// lookahead widths on the same centre-solved states.
func TestEdgeCompare(t *testing.T) {
	if os.Getenv("EDGEDBG") == "" {
		t.Skip()
	}
	runs, _ := strconv.Atoi(os.Getenv("EDGERUNS"))
	if runs == 0 {
		runs = 20
	}
	defer func() { edgeLookK, edgeLookSetups, edgeAllFams, edgeMulti = 0, 0, false, true }()
	for _, ns := range strings.Split(os.Getenv("EDGEDBG"), ",") {
		n, _ := strconv.Atoi(ns)
		g := geomFor(n)
		rng := rand.New(rand.NewPCG(uint64(n), 11))
		var states []*cube.Cube
		for range runs {
			c := cube.MustNew(n)
			c.ApplyAlg(cube.RandomMoves(n, 10*cube.DefaultScrambleLength(n, rng), rng))
			col := chooseColours(c, g)
			solveCentres(context.Background(), c, g, col, centreOrder, func(string) {})
			states = append(states, c)
		}
		g.edgeTables()
		for _, ks := range strings.Split(os.Getenv("EDGEK"), ",") {
			var k, bw, bk, rate, mid int
			var single int
			fmt.Sscanf(ks, "%d/%d/%d/%d/%d/%d", &k, &bw, &bk, &rate, &mid, &single)
			edgeAllFams = mid == 1
			edgeMulti = single == 0
			edgeLookK = k % 100
			edgeLookSetups = max(1, (k/100)%100)
			if k == 0 {
				edgeLookK = 0 // the sizes' defaults
			}
			edgeBeamN, edgeBeamW, edgeBeamK, edgeRate = 99, max(bw, 1), bk, rate
			var cnt, mv [6]int
			edgeDebug = func(kind, cost int, central bool) { cnt[kind]++; mv[kind] += cost }
			total := 0
			start := time.Now()
			for i, c0 := range states {
				c := c0.Clone()
				alg, err := pairEdges(context.Background(), c, g, rand.New(rand.NewPCG(uint64(i), 1)), func(string) {})
				if err != nil {
					t.Fatal(err)
				}
				total += len(alg)
			}
			t.Logf("N=%d K=%s mean %.1f  %v/stage; steps by kind %v moves %v", n, ks, float64(total)/float64(runs), time.Since(start)/time.Duration(runs), cnt, mv)
			edgeDebug = nil
		}
	}
}
