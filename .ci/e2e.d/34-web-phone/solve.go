package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"cubelab/cube"
)

// checkSolve shuffles with the Shuffle button and solves with Solve; it
// returns how long after the tap the solution started playing (by the
// page's clock: from the finger lifting off Solve to the mark of the
// solution's first turn), and waits for it to end in the solved cube: if
// it does not (unplayed is that failure), the journey goes on with a new
// visit and fails at its end.
func (c *cdp) checkSolve(dir, name string, l layout) (took time.Duration, unplayed, err error) {
	if err := c.tap(l.homeTab); err != nil {
		return 0, nil, err
	}
	if _, err := c.settle(); err != nil {
		return 0, nil, err
	}
	before, err := c.changes()
	if err != nil {
		return 0, nil, err
	}
	if err := c.tap(l.shuffle); err != nil {
		return 0, nil, err
	}
	shuffled, err := c.waitChanges(len(before), 30*time.Second)
	if err != nil {
		return 0, nil, fmt.Errorf("shuffle: %w", err)
	}
	if _, err := c.settle(); err != nil {
		return 0, nil, err
	}
	if err := c.touch("touchStart", l.solve); err != nil {
		return 0, nil, err
	}
	time.Sleep(60 * time.Millisecond)
	v, err := c.evaluate(`performance.now()`)
	if err != nil {
		return 0, nil, err
	}
	tapped, _ := v.(float64)
	if err := c.touch("touchEnd"); err != nil {
		return 0, nil, err
	}
	solved := cube.MustNew(3).String()
	start := time.Now()
	for time.Since(start) < 300*time.Second {
		ch, err := c.changes()
		if err != nil {
			return 0, nil, err
		}
		if took == 0 && len(ch) > len(shuffled) && ch[len(shuffled)].Move != "" {
			took = time.Duration((ch[len(shuffled)].At - tapped) * float64(time.Millisecond))
			if marks, err := c.evaluate(fmt.Sprintf(`performance.getEntriesByType("mark").filter(m => m.startTime > %f && m.name !== "cubelab-change")
				.map(m => m.name.replace("cubelab-", "") + " at " + ((m.startTime - %f)/1000).toFixed(2) + " s" + (m.detail ? " (took " + (m.detail/1000).toFixed(2) + " s)" : "")).join(", ")`, tapped, tapped)); err == nil {
				fmt.Printf("34-web-phone: %s visit, after the tap on Solve: %v, first turn at %.2f s\n", name, marks, took.Seconds())
			}
			if err := c.shot(dir, "web-phone-360x640-"+name+"-solving"); err != nil {
				return 0, nil, err
			}
		}
		if took > 0 && ch[len(ch)-1].Cube == solved {
			fmt.Printf("34-web-phone: %s visit: the solution (%d turns) played to the solved cube\n", name, len(ch)-len(shuffled))
			return took, nil, nil
		}
		if took > 0 && c.crashed() {
			break
		}
		time.Sleep(500 * time.Millisecond)
	}
	unplayed = fmt.Errorf("%s visit: the solution did not play to the solved cube (playing %v after Solve); console:\n%s", name, took, c.consoleTail(6))
	if took == 0 {
		return 0, nil, unplayed
	}
	return took, unplayed, nil
}

var versionRE = regexp.MustCompile(`const version = "([0-9a-f]+)"`)

// checkNewBuild puts a new build on the server (the same files with a new
// version, as `make web` makes after any change) and visits online: the
// page must be the new one, fetch its module anew and keep it, and its
// worker must drop the old build's cache. A visit offline after that runs
// the new build from the cache.
func (c *cdp) checkNewBuild(s *site) error {
	index := filepath.Join(s.dir, "index.html")
	b, err := os.ReadFile(index)
	if err != nil {
		return err
	}
	m := versionRE.FindSubmatch(b)
	if m == nil {
		return fmt.Errorf("%s: no version", index)
	}
	old := string(m[1])
	next := old[:len(old)-1] + string("0123456789abcdef"[(strings.IndexByte("0123456789abcdef", old[len(old)-1])+1)%16])
	for _, f := range []string{"index.html", "sw.js"} {
		p := filepath.Join(s.dir, f)
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(strings.ReplaceAll(string(b), old, next)), 0o644); err != nil {
			return err
		}
	}
	if err := s.start(); err != nil {
		return err
	}
	if err := c.call("Network.emulateNetworkConditions", map[string]any{"offline": false, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}, nil); err != nil {
		return err
	}
	if _, _, err := c.visit(s.url()); err != nil {
		return fmt.Errorf("new build: %w", err)
	}
	if v, err := c.evaluate(`version`); err != nil || v != next {
		return fmt.Errorf("new build: the page is version %v, want %s (%v)", v, next, err)
	}
	if c.mark("cubelab-wasm-from-cache") {
		return fmt.Errorf("new build: the old module came from the cache")
	}
	want := fmt.Sprintf(`["cubelab-%s"]`, next)
	if err := c.waitFor("new build's cache alone", `performance.getEntriesByName("cubelab-wasm-kept").length > 0 &&
		caches.keys().then(k => JSON.stringify(k.filter(n => n.startsWith("cubelab-"))) === `+"`"+want+"`"+`)`, 120*time.Second); err != nil {
		return err
	}
	fmt.Printf("34-web-phone: a new build (%s -> %s) replaced the cached one on the next visit\n", old, next)
	if err := s.stop(); err != nil {
		return err
	}
	if err := c.call("Network.emulateNetworkConditions", map[string]any{"offline": true, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}, nil); err != nil {
		return err
	}
	first, _, err := c.visit(s.url())
	if err != nil {
		return fmt.Errorf("new build offline: %w", err)
	}
	if v, err := c.evaluate(`version`); err != nil || v != next || !c.mark("cubelab-wasm-from-cache") {
		return fmt.Errorf("new build offline: version %v, from cache %v (%v)", v, c.mark("cubelab-wasm-from-cache"), err)
	}
	fmt.Printf("34-web-phone: the new build runs offline too (cube at %.2f s)\n", first.Seconds())
	return nil
}
