package main

import (
	"cmp"
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"time"
)

// soak drives the browser build with seeded random use for SOAK_SECONDS
// (default 300): turn keys with and without Shift, layer digits, shuffle,
// reset, Enter (solve and play), playback keys, undo and redo, clicks on
// the controls, drags and wheel turns on the cube, size and method
// switches, clicks on the playback scrubber. It prints its seed first
// (SOAK_SEED replays a run). After every action it asks the app for its
// state (cubelabProbe): the page must show no error (a Go panic, a
// WebAssembly trap, "Go program has already exited"), the app must answer,
// its cube must be a possible one, and whenever nothing animates the cube
// drawn must be the session's. It ends with a reset, which must show the
// solved cube.
func soak(port, dir, page string) error {
	seconds, err := envInt("SOAK_SECONDS", 300)
	if err != nil {
		return err
	}
	seed := time.Now().UnixNano() % 1_000_000_000
	if v := os.Getenv("SOAK_SEED"); v != "" {
		if seed, err = strconv.ParseInt(v, 10, 64); err != nil {
			return fmt.Errorf("SOAK_SEED=%q: %w", v, err)
		}
	}
	fmt.Printf("soak-web: seed %d (SOAK_SEED=%d replays it), %d s\n", seed, seed, seconds)
	c, err := connect(port)
	if err != nil {
		return err
	}
	defer c.ws.Close()
	// A solve that builds tables (the 4x4's first) holds the page's only
	// thread for a while: longer than that is a hang.
	c.timeout, c.probeTimeout = 300*time.Second, 120*time.Second
	if err := c.setPrefs(page, `delete p["cubelab.state"]; p["cubelab.size"] = "3"; p["cubelab.method"] = "kociemba"; p["cubelab.speed"] = "0.05";`); err != nil {
		return err
	}
	start := time.Now()
	if err := c.call("Page.navigate", map[string]any{"url": page}, nil); err != nil {
		return err
	}
	if _, err := c.waitCube(dir, start); err != nil {
		return err
	}
	if err := c.focusCube(); err != nil {
		return err
	}
	dpr, err := c.devicePixelRatio()
	if err != nil {
		return err
	}
	m := &monkey{c: c, rng: rand.New(rand.NewPCG(uint64(seed), 0x50a4)), dpr: dpr}
	if m.last, err = c.state(); err != nil {
		return err
	}
	defer func() {
		if os.Getenv("E2E_CONSOLE") != "" {
			c.mu.Lock()
			fmt.Println(joinLines(c.console))
			c.mu.Unlock()
		}
	}()
	deadline := time.Now().Add(time.Duration(seconds) * time.Second)
	for time.Now().Before(deadline) {
		what, err := m.step()
		if err == nil {
			err = m.check()
		}
		if err != nil {
			savePNG(dir, "soak-web-failure", m.shot())
			return fmt.Errorf("seed %d, action %d (%s): %w; the actions before it: %v", seed, m.actions, what, err, m.recent)
		}
	}
	// The end: whatever runs is stopped by a reset, which must show the
	// solved cube.
	if err := c.key("\\", "Backslash", 220, false); err != nil {
		return err
	}
	if _, err := c.waitState("the reset cube", 120*time.Second, func(s appState) bool {
		return s.Solved && s.Shown && !s.Animating && s.ShownMatch
	}); err != nil {
		return fmt.Errorf("seed %d: after %d actions: %w", seed, m.actions, err)
	}
	fmt.Printf("soak-web: seed %d: %d actions in %.0f s (%d solves played to the end, sizes %v, methods %v), slowest answer %.2f s; no page error\n",
		seed, m.actions, float64(seconds), m.solvedEnds, keys(m.sizes), keys(m.methods), m.slowest.Seconds())
	return nil
}

// monkey is the soak's random user.
type monkey struct {
	c          *cdp
	rng        *rand.Rand
	dpr        float64
	last       appState
	actions    int
	recent     []string // the last actions, for the failure message
	solvedEnds int
	sizes      map[int]bool
	methods    map[string]bool
	slowest    time.Duration
}

type keyDef struct {
	key, code string
	vk        int
}

var (
	turnKeys = []keyDef{{"w", "KeyW", 87}, {"a", "KeyA", 65}, {"s", "KeyS", 83}, {"d", "KeyD", 68}, {"f", "KeyF", 70}, {"x", "KeyX", 88}}
	layerKey = []keyDef{{"1", "Digit1", 49}, {"2", "Digit2", 50}, {"3", "Digit3", 51}}
	playKeys = []keyDef{{" ", "Space", 32}, {"ArrowLeft", "ArrowLeft", 37}, {"ArrowRight", "ArrowRight", 39}, {"Home", "Home", 36}, {"End", "End", 35}}
	shuffle  = keyDef{"]", "BracketRight", 221}
	reset    = keyDef{"\\", "Backslash", 220}
	enter    = keyDef{"Enter", "Enter", 13}
	escape   = keyDef{"Escape", "Escape", 27}
	undo     = keyDef{"z", "KeyZ", 90}
)

// step makes one random action and says what it was.
func (m *monkey) step() (string, error) {
	m.actions++
	r := m.rng.IntN(100)
	var what string
	var err error
	switch {
	case r < 30:
		k := turnKeys[m.rng.IntN(len(turnKeys))]
		shift := m.rng.IntN(3) == 0
		what = fmt.Sprintf("key %s shift %t", k.key, shift)
		err = m.c.key(k.key, k.code, k.vk, shift)
	case r < 35:
		k := layerKey[m.rng.IntN(len(layerKey))]
		what, err = "layer "+k.key, m.c.key(k.key, k.code, k.vk, false)
	case r < 42:
		what, err = "shuffle", m.c.key(shuffle.key, shuffle.code, shuffle.vk, false)
	case r < 44:
		what, err = "reset", m.c.key(reset.key, reset.code, reset.vk, false)
	case r < 52:
		what, err = "enter (solve / play / pause)", m.c.key(enter.key, enter.code, enter.vk, false)
	case r < 60:
		k := playKeys[m.rng.IntN(len(playKeys))]
		what, err = "playback "+k.code, m.c.key(k.key, k.code, k.vk, false)
	case r < 66:
		redo := m.rng.IntN(2) == 0
		what, err = fmt.Sprintf("ctrl+z (redo %t)", redo), m.c.keyMods(undo.key, undo.code, undo.vk, redo, true)
	case r < 74:
		what, err = m.clickWidget()
	case r < 82:
		what, err = m.drag()
	case r < 84:
		what, err = m.wheel()
	case r < 87:
		what, err = m.switchSize()
	case r < 90:
		what, err = m.switchMethod()
	case r < 95:
		what, err = m.scrub()
	case r < 97:
		what, err = "escape", m.c.key(escape.key, escape.code, escape.vk, false)
	default:
		d := time.Duration(m.rng.IntN(1500)) * time.Millisecond
		what = fmt.Sprintf("wait %v", d)
		time.Sleep(d)
	}
	m.recent = append(m.recent, what)
	if len(m.recent) > 12 {
		m.recent = m.recent[1:]
	}
	return what, err
}

// check asks the app for its state and holds it to the soak's rules.
func (m *monkey) check() error {
	t0 := time.Now()
	s, err := m.c.state()
	if d := time.Since(t0); d > m.slowest {
		m.slowest = d
	}
	if err != nil {
		return err
	}
	if !s.Animating && !s.ShownMatch {
		// The queue of turns is empty, so the picture must have caught
		// up; a frame later, to be sure it is not in between.
		time.Sleep(200 * time.Millisecond)
		if s, err = m.c.state(); err != nil {
			return err
		}
		if !s.Animating && !s.ShownMatch {
			return fmt.Errorf("nothing animates but the cube drawn is not the session's: %v", s)
		}
	}
	if s.Moves > 0 && s.Index == s.Moves && s.Solved && !(m.last.Index == m.last.Moves && m.last.Solved) {
		m.solvedEnds++
	}
	if m.sizes == nil {
		m.sizes, m.methods = map[int]bool{}, map[string]bool{}
	}
	m.sizes[s.N], m.methods[s.Method] = true, true
	m.last = s
	return nil
}

// clickWidget clicks one of the controls the app shows, at a random point
// of it.
func (m *monkey) clickWidget() (string, error) {
	names := keys(m.last.Widgets)
	if len(names) == 0 {
		return "no control to click", nil
	}
	name := names[m.rng.IntN(len(names))]
	r, _ := m.last.widget(name, m.dpr)
	x, y := r.X+m.rng.Float64()*r.W, r.Y+m.rng.Float64()*r.H
	err := m.c.click(x, y)
	if err == nil && (name == "size" || name == "method") {
		// A menu opened: choose nothing.
		err = m.c.key(escape.key, escape.code, escape.vk, false)
	}
	return fmt.Sprintf("click %s at %.0f,%.0f", name, x, y), err
}

// drag drags across the cube: a turn when it starts on a sticker, else an
// orbit.
func (m *monkey) drag() (string, error) {
	r, ok := m.last.widget("cube", m.dpr)
	if !ok {
		return "no cube to drag", nil
	}
	x0, y0 := r.X+r.W*(0.2+0.6*m.rng.Float64()), r.Y+r.H*(0.2+0.6*m.rng.Float64())
	dx, dy := (m.rng.Float64()-0.5)*r.W*0.5, (m.rng.Float64()-0.5)*r.H*0.5
	ev := func(t string, x, y float64, buttons int) error {
		return m.c.call("Input.dispatchMouseEvent", map[string]any{"type": t, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1}, nil)
	}
	if err := m.c.call("Input.dispatchMouseEvent", map[string]any{"type": "mouseMoved", "x": x0, "y": y0}, nil); err != nil {
		return "drag", err
	}
	if err := m.c.nextFrame(); err != nil {
		return "drag", err
	}
	if err := ev("mousePressed", x0, y0, 1); err != nil {
		return "drag", err
	}
	const steps = 6
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps
		if err := ev("mouseMoved", x0+dx*f, y0+dy*f, 1); err != nil {
			return "drag", err
		}
	}
	err := ev("mouseReleased", x0+dx, y0+dy, 0)
	return fmt.Sprintf("drag %.0f,%.0f by %.0f,%.0f", x0, y0, dx, dy), err
}

// wheel zooms the cube.
func (m *monkey) wheel() (string, error) {
	r, ok := m.last.widget("cube", m.dpr)
	if !ok {
		return "no cube to zoom", nil
	}
	x, y := r.centre()
	dy := (m.rng.Float64() - 0.5) * 400
	err := m.c.call("Input.dispatchMouseEvent", map[string]any{"type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": dy}, nil)
	return fmt.Sprintf("wheel %.0f", dy), err
}

// switchSize picks 2x2, 3x3 or 4x4 from the size menu. A dialog on
// screen may take the keys instead: the soak does not insist.
func (m *monkey) switchSize() (string, error) {
	if _, ok := m.last.widget("size", m.dpr); !ok {
		return "no size menu", nil
	}
	n := 2 + m.rng.IntN(3)
	if err := m.c.pickFromMenu(m.last, "size", n-1); err != nil {
		return "size", err
	}
	return fmt.Sprintf("size %dx%d", n, n), m.c.clickCube()
}

// switchMethod picks a random entry of the method menu.
func (m *monkey) switchMethod() (string, error) {
	if _, ok := m.last.widget("method", m.dpr); !ok {
		return "no method menu", nil
	}
	pos := 1 + m.rng.IntN(6)
	if err := m.c.pickFromMenu(m.last, "method", pos); err != nil {
		return "method", err
	}
	return fmt.Sprintf("method entry %d", pos), m.c.clickCube()
}

// scrub clicks the playback scrubber at a random place, when it is shown.
func (m *monkey) scrub() (string, error) {
	r, ok := m.last.widget("scrubber", m.dpr)
	if !ok {
		return "no scrubber", nil
	}
	x, y := r.X+m.rng.Float64()*r.W, r.Y+r.H/2
	return fmt.Sprintf("scrub at %.0f", x), m.c.click(x, y)
}

func (m *monkey) shot() image.Image {
	img, _ := m.c.screenshot()
	return img
}

// keys returns a map's keys, sorted.
func keys[K cmp.Ordered, V any](m map[K]V) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
