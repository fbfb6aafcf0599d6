package main

import (
	"encoding/json"
	"fmt"
	"image"
	"time"
)

// androidUA makes the app take its phone layout (Fyne's web driver asks
// the user agent whether it runs on a phone).
const androidUA = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36"

// phone makes the page a w x h touch phone (CSS pixels, 2 device pixels
// each) with the CPU slowed down throttle times.
func (c *cdp) phone(w, h int, throttle float64) error {
	steps := []struct {
		method string
		params map[string]any
	}{
		{"Emulation.setUserAgentOverride", map[string]any{"userAgent": androidUA, "platform": "Linux armv8l"}},
		{"Emulation.setDeviceMetricsOverride", map[string]any{"width": w, "height": h, "deviceScaleFactor": 2, "mobile": true,
			"screenOrientation": map[string]any{"type": "portraitPrimary", "angle": 0}}},
		{"Emulation.setTouchEmulationEnabled", map[string]any{"enabled": true, "maxTouchPoints": 5}},
		{"Emulation.setCPUThrottlingRate", map[string]any{"rate": throttle}},
	}
	for _, s := range steps {
		if err := c.call(s.method, s.params, nil); err != nil {
			return err
		}
	}
	// As installed: the page fills the screen with no browser bar. The
	// display-mode media feature is not every Chromium's to emulate.
	if err := c.call("Emulation.setEmulatedMedia", map[string]any{"features": []map[string]any{{"name": "display-mode", "value": "standalone"}}}, nil); err != nil {
		fmt.Println("34-web-phone: (display-mode standalone not emulated:", err, ")")
	}
	return nil
}

// visit navigates to url and waits for the cube; it returns when the first
// frame of the cube showed (from navigation, by the page's own marks) and
// when the panels were ready.
func (c *cdp) visit(url string) (first, ready time.Duration, err error) {
	if err := c.call("Page.navigate", map[string]any{"url": url}, nil); err != nil {
		return 0, 0, err
	}
	start := time.Now()
	for time.Since(start) < 300*time.Second {
		v, err := c.evaluate(`(() => { const r = performance.getEntriesByName("cubelab-ready"), f = performance.getEntriesByName("cubelab-first-frame");
			return r.length && f.length ? [f[0].startTime, r[0].startTime] : null; })()`)
		if a, ok := v.([]any); err == nil && ok && len(a) == 2 {
			ms := func(x any) time.Duration { f, _ := x.(float64); return time.Duration(f * float64(time.Millisecond)) }
			return ms(a[0]), ms(a[1]), nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return 0, 0, fmt.Errorf("no cube 300 s after navigating to %s; console:\n%s", url, c.consoleTail(10))
}

// mark reports whether the page has a performance mark of that name.
func (c *cdp) mark(name string) bool {
	v, err := c.evaluate(fmt.Sprintf(`performance.getEntriesByName(%q).length > 0`, name))
	return err == nil && v == true
}

// waitFor polls the JavaScript condition until it is true.
func (c *cdp) waitFor(what, cond string, limit time.Duration) error {
	start := time.Now()
	for time.Since(start) < limit {
		if v, err := c.evaluate(cond); err == nil && v == true {
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return fmt.Errorf("%s: not after %v (%s); console:\n%s", what, limit, cond, c.consoleTail(10))
}

// change is one "cubelab-change" mark: a move (or a jump, "") and the cube
// after it, at a page time in milliseconds.
type change struct {
	Move, Cube string
	At         float64
}

// changes lists the page's change marks in order.
func (c *cdp) changes() ([]change, error) {
	v, err := c.evaluate(`JSON.stringify(performance.getEntriesByName("cubelab-change").map(m => ({Move: m.detail.move, Cube: m.detail.cube, At: m.startTime})))`)
	if err != nil {
		return nil, err
	}
	s, _ := v.(string)
	var out []change
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		return nil, fmt.Errorf("change marks: %w", err)
	}
	return out, nil
}

// waitChanges waits until the page has more than n change marks and no new
// one for a moment, and returns them all.
func (c *cdp) waitChanges(n int, limit time.Duration) ([]change, error) {
	start := time.Now()
	last := -1
	for time.Since(start) < limit {
		ch, err := c.changes()
		if err != nil {
			return nil, err
		}
		if len(ch) > n && len(ch) == last {
			return ch, nil
		}
		last = len(ch)
		time.Sleep(400 * time.Millisecond)
	}
	ch, err := c.changes()
	if err == nil && len(ch) > n {
		return ch, nil
	}
	return ch, fmt.Errorf("no change of the cube within %v", limit)
}

// differ counts the pixels of a and b within r that differ clearly.
func differ(a, b image.Image, r image.Rectangle) int {
	n := 0
	r = r.Intersect(a.Bounds()).Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			if absDiff(r1, r2)+absDiff(g1, g2)+absDiff(b1, b2) > 3*0x1800 {
				n++
			}
		}
	}
	return n
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// setPrefs sets the app's saved settings (the page's storage) from a page
// of the same origin that is not the app, so the app neither runs meanwhile
// nor saves over them; js edits the object p.
func (c *cdp) setPrefs(origin, js string) error {
	if err := c.call("Page.navigate", map[string]any{"url": origin + "no-such-page"}, nil); err != nil {
		return err
	}
	if err := c.waitFor("a page of the origin", `location.pathname === "/no-such-page" && document.readyState === "complete"`, 30*time.Second); err != nil {
		return err
	}
	_, err := c.evaluate(`(() => { const k = "fyne-preferences.json";
		const p = JSON.parse(localStorage.getItem(k) || "{}"); ` + js + `
		localStorage.setItem(k, JSON.stringify(p)); })()`)
	return err
}

// printMarks prints the page's start-up milestones (its performance marks,
// from navigation), to say where the time went.
func (c *cdp) printMarks(what string) {
	v, err := c.evaluate(`performance.getEntriesByType("mark").filter(m => m.name !== "cubelab-change" && !m.name.startsWith("cubelab-solve") && m.startTime < performance.getEntriesByName("cubelab-ready")[0].startTime + 1)
		.map(m => m.name.replace("cubelab-", "") + " " + (m.startTime/1000).toFixed(2)).join(", ")`)
	if err == nil {
		fmt.Printf("34-web-phone: %s, milestones (s): %v\n", what, v)
	}
}
