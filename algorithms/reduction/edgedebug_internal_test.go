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

// TestEdgeCompare is a measuring tool, skipped unless EDGEDBG is set: it
// pairs the edges of EDGERUNS (default 20) centre-solved states for each size
// in EDGEDBG (comma-separated) under each setting in EDGEK and logs mean moves
// and time per stage, so settings compare on the same states. A setting is
// "look/beamWidth/beamK/rate/allFams/single": look 0 keeps the sizes'
// lookahead, else look%100 steps are looked past with look/100 setups;
// beamWidth > 1 runs the beam (beamK steps per node, rate in tenths of a move
// per wing); allFams 1 lets greedy steps use every operation; single 1 runs
// one lookahead setting instead of the size's variants. Example:
//
//	EDGEDBG=4,5,7 EDGERUNS=20 EDGEK=0/1/0/0/0/0 go test -run TestEdgeCompare -v ./algorithms/reduction/
func TestEdgeCompare(t *testing.T) {
	if os.Getenv("EDGEDBG") == "" {
		t.Skip()
	}
	runs, _ := strconv.Atoi(os.Getenv("EDGERUNS"))
	if runs == 0 {
		runs = 20
	}
	for _, ns := range strings.Split(os.Getenv("EDGEDBG"), ",") {
		n, _ := strconv.Atoi(ns)
		g := geomFor(n)
		rng := rand.New(rand.NewPCG(uint64(n), 11))
		var states []*cube.Cube
		for range runs {
			c := cube.MustNew(n)
			if err := c.ApplyAlg(cube.RandomMoves(n, 10*cube.DefaultScrambleLength(n, rng), rng)); err != nil {
				t.Fatal(err)
			}
			col := chooseColours(c, g)
			if _, err := solveCentres(context.Background(), c, g, col, centreOrder, func(string) {}); err != nil {
				t.Fatal(err)
			}
			states = append(states, c)
		}
		g.edgeTables()
		for _, ks := range strings.Split(os.Getenv("EDGEK"), ",") {
			var k, bw, bk, rate, all, single int
			if _, err := fmt.Sscanf(ks, "%d/%d/%d/%d/%d/%d", &k, &bw, &bk, &rate, &all, &single); err != nil {
				t.Fatalf("setting %q: %v", ks, err)
			}
			p := edgeParams{
				allFams: all == 1, single: single != 0,
				lookK: k % 100, lookSetups: max(1, (k/100)%100),
				beamN: 99, beamW: max(bw, 1), beamK: bk, rate: rate,
			}
			if k == 0 {
				p.lookK = 0 // the sizes' defaults
			}
			var cnt, mv [6]int
			p.debug = func(kind, cost int, central bool) { cnt[kind]++; mv[kind] += cost }
			total := 0
			start := time.Now()
			for i, c0 := range states {
				c := c0.Clone()
				alg, err := pairEdges(context.Background(), c, g, p, rand.New(rand.NewPCG(uint64(i), 1)), func(string) {})
				if err != nil {
					t.Fatal(err)
				}
				if !edgesPaired(c, g) {
					t.Fatalf("N=%d state %d: not paired", n, i)
				}
				total += len(alg)
			}
			t.Logf("N=%d K=%s mean %.1f  %v/stage; steps by kind %v moves %v", n, ks, float64(total)/float64(runs), time.Since(start)/time.Duration(runs), cnt, mv)
		}
	}
}
