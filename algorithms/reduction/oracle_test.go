package reduction_test

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction"
	"cubelab/cube"
)

// TestOracleSolutions has cubing.js, an independent implementation, apply
// our scrambles and reduction's solutions on 4x4x4-7x7x7 and say the cube
// ends solved. Like cube's TestOracleCubingJS it needs node and `npm
// install` in cube/testdata/oracle, so it runs only with CUBELAB_ORACLE=1
// (.ci/e2e.d/05-oracle.sh sets that up).
func TestOracleSolutions(t *testing.T) {
	if os.Getenv("CUBELAB_ORACLE") != "1" {
		t.Skip("set CUBELAB_ORACLE=1 after `npm install` in cube/testdata/oracle")
	}
	dir, _ := filepath.Abs("../../cube/testdata/oracle")
	type item struct {
		N   int    `json:"n"`
		Alg string `json:"alg"`
	}
	var items []item
	for n := 4; n <= 7; n++ {
		rng := rand.New(rand.NewPCG(uint64(n), 77))
		for i := 0; i < 2; i++ {
			scramble := cube.RandomMoves(n, 10*cube.DefaultScrambleLength(n, rng), rng)
			c := cube.MustNew(n)
			if err := c.ApplyAlg(scramble); err != nil {
				t.Fatal(err)
			}
			sol, err := reduction.New(algorithms.Config{}).Solve(context.Background(), c.Clone(), nil)
			if err != nil {
				t.Fatalf("%dx%d: %v", n, n, err)
			}
			items = append(items, item{n, scramble.CubingJS(n) + " " + sol.Moves.CubingJS(n)})
		}
	}
	in, _ := json.Marshal(items)
	cmd := exec.Command("node", filepath.Join(dir, "solved.mjs"))
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, stderr.String())
	}
	var solved []bool
	if err := json.Unmarshal(out, &solved); err != nil || len(solved) != len(items) {
		t.Fatalf("oracle output %q: %v", out, err)
	}
	for i, ok := range solved {
		if !ok {
			t.Errorf("cubing.js: %dx%d cube %d not solved by our solution", items[i].N, items[i].N, i%2)
		}
	}
}
