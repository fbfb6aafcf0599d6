package fourstage

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestKeepsOrbits: the stage 2 moves that keep stage 3's wing orbits are
// exactly stage 3's moves.
func TestKeepsOrbits(t *testing.T) {
	tb, err := getTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for j, m := range tb.moves2 {
		if got, want := tb.keepsOrbits2[j], slices.Contains(tb.moves3, m); got != want {
			t.Errorf("move %v: keeps the orbits %v, is a stage 3 move %v", tb.g.moves[m], got, want)
		}
	}
}

// TestStage2SplitOnly: stage 2's search skipping the ends whose wings do
// not split (splitOnly) finds the very ends, in the same order, that the
// plain search finds and edgeStart keeps, and hands found far fewer ends.
func TestStage2SplitOnly(t *testing.T) {
	tb, err := getTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 11))
	ends, calls, splitCalls := 0, 0, 0
	for i := range 3 {
		c1s, _, err := tb.stage1(context.Background(), randomCube(rng), QuickParams, func(c1 *cand1) int { return c1.value })
		if err != nil {
			t.Fatal(err)
		}
		for k, c1 := range c1s[:min(len(c1s), 6)] {
			run := func(splitOnly bool) ([]string, int) {
				var got []string
				s := &stage2Search{t: tb, search: tb.search2, splitOnly: splitOnly}
				s.check = func() bool { return s.nodes > 3_000_000 }
				s.found = func(moves []uint8, wing *[24]uint8) bool {
					calls++
					if splitOnly {
						splitCalls++
					}
					if _, _, ok := tb.edgeStart(wing); ok {
						got = append(got, fmt.Sprint(moves))
					}
					return len(got) < 50
				}
				s.wings[0] = c1.st.wing
				for total := c1.value; total <= c1.value+3 && !s.stop; total++ {
					s.dfs(c1.ct, c1.rl, c1.par, 0, total-len(c1.moves), -1)
				}
				return got, s.nodes
			}
			plain, plainNodes := run(false)
			split, splitNodes := run(true)
			if !slices.Equal(plain, split) || plainNodes != splitNodes {
				t.Fatalf("cube %d candidate %d: %d ends in %d nodes with splitOnly, %d in %d without:\n%v\n%v",
					i, k, len(split), splitNodes, len(plain), plainNodes, split, plain)
			}
			ends += len(plain)
		}
	}
	if ends == 0 {
		t.Fatal("no stage 2 ends to compare")
	}
	// found sees every end of the plain search, and only the split ones
	// with splitOnly (of which edgeStart still refuses those of odd
	// pairing).
	if plainCalls := calls - splitCalls; splitCalls < ends || 100*splitCalls > plainCalls {
		t.Errorf("found called %d times with splitOnly, %d without, for %d ends", splitCalls, plainCalls, ends)
	}
	t.Logf("%d ends alike; found called %d times without splitOnly, %d with", ends, calls-splitCalls, splitCalls)
}
