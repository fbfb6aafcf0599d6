// Package oracle runs cubing.js (from npm), an independent implementation
// of cube moves, for Cubelab's oracle tests: cube checks its move
// semantics with it, algorithms/reduction its big-cube solutions. The
// scripts and the npm package live in cube/testdata/oracle; the tests run
// only when CUBELAB_ORACLE=1, after `npm install` there
// (.ci/e2e.d/05-oracle.sh does both).
package oracle

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

// Item is one algorithm on an NxNxN cube, in cubing.js notation
// (cube.Alg.CubingJS).
type Item struct {
	N   int    `json:"n"`
	Alg string `json:"alg"`
}

// Enabled reports whether the oracle tests should run (CUBELAB_ORACLE=1).
func Enabled() bool { return os.Getenv("CUBELAB_ORACLE") == "1" }

// SkipReason is what a test says when it skips for want of the oracle.
const SkipReason = "set CUBELAB_ORACLE=1 after `npm install` in cube/testdata/oracle"

// Run gives items to script (order.mjs, solved.mjs) as JSON on its
// standard input and decodes its answer, one value per item, into out.
func Run(script string, items []Item, out any) error {
	_, here, _, _ := runtime.Caller(0)
	dir := filepath.Join(filepath.Dir(here), "..", "testdata", "oracle")
	in, err := json.Marshal(items)
	if err != nil {
		return err
	}
	cmd := exec.Command("node", filepath.Join(dir, script))
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	answer, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("node %s: %v\n%s", script, err, stderr.String())
	}
	if err := json.Unmarshal(answer, out); err != nil {
		return fmt.Errorf("%s answered %q: %w", script, answer, err)
	}
	return nil
}
