package cube

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestOracleCubingJS checks our move semantics against cubing.js, an
// independent implementation: for random algorithms of every move kind on
// N = 2..7, the number of repetitions that returns a solved cube to solved must
// agree. Any wrong direction, layer or axis shows up as a different order.
// It needs node and `npm install` in testdata/oracle, so it runs only with
// CUBELAB_ORACLE=1 (the end-to-end checks set that up).
func TestOracleCubingJS(t *testing.T) {
	if os.Getenv("CUBELAB_ORACLE") != "1" {
		t.Skip("set CUBELAB_ORACLE=1 after `npm install` in cube/testdata/oracle")
	}
	dir, _ := filepath.Abs("testdata/oracle")
	type item struct {
		N   int    `json:"n"`
		Alg string `json:"alg"`
	}
	var items []item
	var ours []int
	for n := 2; n <= 7; n++ {
		r := rng(uint64(n) * 1234)
		for i := 0; i < 60; i++ {
			a := randomAlg(n, 1+r.IntN(6), r)
			items = append(items, item{n, a.CubingJS(n)})
			ours = append(ours, order(a, n))
		}
	}
	in, _ := json.Marshal(items)
	cmd := exec.Command("node", filepath.Join(dir, "order.mjs"))
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, stderr.String())
	}
	var theirs []int
	if err := json.Unmarshal(out, &theirs); err != nil {
		t.Fatalf("oracle output %q: %v", out, err)
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
