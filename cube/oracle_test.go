package cube

import (
	"testing"

	"cubelab/cube/oracle"
)

// TestOracleCubingJS checks our move semantics against cubing.js, an
// independent implementation: for random algorithms of every move kind on
// N = 2..7, the number of repetitions that returns a solved cube to solved must
// agree. Any wrong direction, layer or axis shows up as a different order.
// It needs node and cubing.js (see package oracle).
func TestOracleCubingJS(t *testing.T) {
	if !oracle.Enabled() {
		t.Skip(oracle.SkipReason)
	}
	var items []oracle.Item
	var ours []int
	for n := 2; n <= 7; n++ {
		r := rng(uint64(n) * 1234)
		for i := 0; i < 60; i++ {
			a := randomAlg(n, 1+r.IntN(6), r)
			items = append(items, oracle.Item{N: n, Alg: a.CubingJS(n)})
			ours = append(ours, order(a, n))
		}
	}
	var theirs []int
	if err := oracle.Run("order.mjs", items, &theirs); err != nil {
		t.Fatal(err)
	}
	if len(theirs) != len(ours) {
		t.Fatalf("oracle answered %d of %d", len(theirs), len(ours))
	}
	for i := range ours {
		if ours[i] != theirs[i] {
			t.Errorf("N=%d %q: order %d here, %d in cubing.js", items[i].N, items[i].Alg, ours[i], theirs[i])
		}
	}
}

// order counts repetitions of a until a solved cube is exactly solved again.
func order(a Alg, n int) int {
	solved := MustNew(n)
	c := MustNew(n)
	for k := 1; k < 5000; k++ {
		c.mustApplyAlg(a)
		if c.Equal(solved) {
			return k
		}
	}
	return 5000
}
