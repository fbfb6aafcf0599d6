package pocket

import (
	"context"
	"testing"

	"cubelab/algorithms"
	"cubelab/cube"
)

// The HTM distance distribution of the 2x2x2 is known (Wikipedia, "Pocket
// Cube"); a table with any wrong entry would almost surely miss it.
func TestDistTableDistribution(t *testing.T) {
	want := []int{1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644}
	tab := Table()
	got := make([]int, 16)
	for i := Index(0); i < NumStates; i++ {
		got[tab.get(i)]++
	}
	for d, w := range want {
		if got[d] != w {
			t.Errorf("depth %d: %d states, want %d", d, got[d], w)
		}
	}
	for d := len(want); d < 16; d++ {
		if got[d] != 0 {
			t.Errorf("depth %d: %d states, want none", d, got[d])
		}
	}
	if tab.Bytes() > 2*NumStates {
		t.Errorf("table uses %d bytes, more than 2 a state", tab.Bytes())
	}
	t.Logf("table: %d bytes, built in %v", tab.Bytes(), tab.Build)
}

func TestOptimalURFAndDistance(t *testing.T) {
	for _, s := range []string{"", "R", "R U2 F'", "R U R' U' R' F R2 U' R' U' R U R' F'", "F U' F2 D' B U R' F' L D' R' U' L U B' D2 R' F U2 D2"} {
		c := cube.MustNew(2)
		if err := c.ApplyString(s); err != nil {
			t.Fatal(err)
		}
		d, err := Distance(c)
		if err != nil {
			t.Fatal(err)
		}
		std := c.Clone()
		if _, err := std.Standardize(); err != nil {
			t.Fatal(err)
		}
		alg, err := OptimalURF(context.Background(), std)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		if alg.HTM(2) != d {
			t.Errorf("%q: OptimalURF length %d, Distance %d", s, alg.HTM(2), d)
		}
		for _, m := range alg {
			if m.Face != cube.U && m.Face != cube.R && m.Face != cube.F {
				t.Errorf("%q: OptimalURF used %s", s, m)
			}
		}
		if err := algorithms.Verify(std, &algorithms.Solution{Moves: alg}); err != nil {
			t.Errorf("%q: %v", s, err)
		}
		all, complete, err := AllOptimal(context.Background(), c, 0)
		if err != nil || !complete || len(all) == 0 {
			t.Fatalf("%q: AllOptimal: %d solutions, complete %v, %v", s, len(all), complete, err)
		}
		for _, a := range all {
			if a.HTM(2) != d {
				t.Errorf("%q: AllOptimal gave %s of length %d, want %d", s, a, a.HTM(2), d)
			}
			if err := algorithms.Verify(c, &algorithms.Solution{Moves: a}); err != nil {
				t.Errorf("%q: %v", s, err)
			}
		}
	}
	// Not standard: OptimalURF must refuse rather than return L/D/B moves.
	c := cube.MustNew(2)
	_ = c.ApplyString("x R")
	if _, err := OptimalURF(context.Background(), c); err == nil {
		t.Error("OptimalURF accepted a cube whose DBL corner is not home")
	}
}
