package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// appState is the window's state as the app's test hook cubelabProbe()
// reports it (ui/gui/probe.go): it answers on the app's own goroutine, so
// an answer also proves the app still runs.
type appState struct {
	N          int                   `json:"n"`
	Method     string                `json:"method"`
	Invalid    string                `json:"invalid"`
	Solved     bool                  `json:"solved"`
	Shown      bool                  `json:"shownSolved"`
	ShownMatch bool                  `json:"shownMatches"`
	Animating  bool                  `json:"animating"`
	Playing    bool                  `json:"playing"`
	Solving    bool                  `json:"solving"`
	Index      int                   `json:"index"`
	Moves      int                   `json:"moves"`
	Status     string                `json:"status"`
	Scale      float64               `json:"scale"`   // canvas pixels per Fyne unit
	Widgets    map[string][4]float64 `json:"widgets"` // x, y, width, height in Fyne units
}

// rect is a widget's place on the page, in CSS pixels.
type rect struct{ X, Y, W, H float64 }

// widget returns where the named control is on the page (dpr is the
// page's devicePixelRatio), and whether it is shown.
func (s appState) widget(name string, dpr float64) (rect, bool) {
	w, ok := s.Widgets[name]
	if !ok || s.Scale <= 0 || dpr <= 0 {
		return rect{}, false
	}
	k := s.Scale / dpr
	return rect{w[0] * k, w[1] * k, w[2] * k, w[3] * k}, true
}

func (r rect) centre() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// idle: no solve running, nothing playing or animating, the picture
// equal to the session's cube.
func (s appState) idle() bool {
	return !s.Solving && !s.Playing && !s.Animating && s.ShownMatch
}

func (s appState) String() string {
	return fmt.Sprintf("%dx%d %s: solved %t (drawn %t, drawn = session %t), playback %d/%d, playing %t, animating %t, solving %t, status %q",
		s.N, s.N, s.Method, s.Solved, s.Shown, s.ShownMatch, s.Index, s.Moves, s.Playing, s.Animating, s.Solving, s.Status)
}

// defaultProbeTimeout is how long the app may take to answer
// cubelabProbe() (cdp.probeTimeout, when not set): its main loop runs every
// frame, so silence that long means it hangs. A solve that builds tables
// starves that loop for longer (the browser build has one thread), so the
// journey and the soak allow more.
const defaultProbeTimeout = 20 * time.Second

// state asks the app for its state. It fails when the page shows an error
// (the app crashed), when the app does not answer in probeTimeout, or
// when its cube is impossible.
func (c *cdp) state() (appState, error) {
	if msg, ok := c.pageError(); ok {
		return appState{}, fmt.Errorf("page error: %s", msg)
	}
	probeTimeout := c.probeTimeout
	if probeTimeout == 0 {
		probeTimeout = defaultProbeTimeout
	}
	v, err := c.evaluate(fmt.Sprintf(`Promise.race([cubelabProbe(), new Promise((_, no) => setTimeout(() => no(new Error("the app did not answer in %d s")), %d))])`,
		int(probeTimeout.Seconds()), probeTimeout.Milliseconds()))
	if err != nil {
		if msg, ok := c.pageError(); ok {
			return appState{}, fmt.Errorf("page error: %s", msg)
		}
		return appState{}, err
	}
	text, _ := v.(string)
	var s appState
	if err := json.Unmarshal([]byte(text), &s); err != nil {
		return appState{}, fmt.Errorf("the app's state %q: %w", text, err)
	}
	if s.Invalid != "" {
		return s, fmt.Errorf("the app's cube is impossible (%s): %v", s.Invalid, s)
	}
	return s, nil
}

// waitState polls the app until ok accepts its state, for at most limit.
func (c *cdp) waitState(what string, limit time.Duration, ok func(appState) bool) (appState, error) {
	var s appState
	var err error
	for t0 := time.Now(); time.Since(t0) < limit; time.Sleep(100 * time.Millisecond) {
		if s, err = c.state(); err != nil {
			return s, fmt.Errorf("waiting for %s: %w", what, err)
		}
		if ok(s) {
			return s, nil
		}
	}
	return s, fmt.Errorf("no %s after %v; last state: %v", what, limit, s)
}

// pageError reports the first console message or exception that says the
// app failed: a Go panic or fatal error, a WebAssembly trap, or a call
// into a program that has exited.
func (c *cdp) pageError() (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, m := range c.console {
		for _, bad := range []string{"RuntimeError", "fatal error", "panic:", "already exited", "exception: "} {
			if strings.Contains(m, bad) {
				return m, true
			}
		}
	}
	return "", false
}
