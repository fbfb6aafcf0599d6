package main

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

// journey runs what a person does most with the browser build, to its
// end, in one page: shuffle, then Enter (solve and play the solution
// animated), until the cube drawn is solved again; JOURNEY_ROUNDS rounds
// (default 20) of the 3x3 with kociemba, then JOURNEY_BIG_ROUNDS (default
// 2) of the 4x4 with the method the window picks for it, at
// JOURNEY_SPEED seconds a turn (default 0.05). After every round the app
// must report its cube solved, the playback at its last move and nothing
// animating, and the picture of the cube must be the solved cube's (a
// screenshot taken before the first shuffle). Any page error (a Go
// panic, a WebAssembly trap, "Go program has already exited") fails it.
// It prints how long each round and the whole journey took.
func journey(port, dir, page string) error {
	rounds, err := envInt("JOURNEY_ROUNDS", 20)
	if err != nil {
		return err
	}
	bigRounds, err := envInt("JOURNEY_BIG_ROUNDS", 2)
	if err != nil {
		return err
	}
	speed := os.Getenv("JOURNEY_SPEED")
	if speed == "" {
		speed = "0.05"
	}
	if _, err := strconv.ParseFloat(speed, 64); err != nil {
		return fmt.Errorf("JOURNEY_SPEED=%q: %w", speed, err)
	}
	c, err := connect(port)
	if err != nil {
		return err
	}
	defer c.ws.Close()
	// The 4x4's first solve builds its tables in the page, which answers
	// nothing meanwhile: minutes on a busy machine.
	c.timeout, c.probeTimeout = 600*time.Second, 300*time.Second
	if err := c.setPrefs(page, `delete p["cubelab.state"]; p["cubelab.size"] = "3"; p["cubelab.method"] = "kociemba"; p["cubelab.speed"] = "`+speed+`"; p["cubelab.autoplay"] = true;`); err != nil {
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
	defer func() {
		if os.Getenv("E2E_CONSOLE") != "" {
			c.mu.Lock()
			fmt.Println(joinLines(c.console))
			c.mu.Unlock()
		}
	}()
	t0 := time.Now()
	if err := c.solveRounds(dir, 3, rounds); err != nil {
		return err
	}
	small := time.Since(t0)
	t1 := time.Now()
	if bigRounds > 0 {
		if err := c.switchSize(4); err != nil {
			return err
		}
		if err := c.solveRounds(dir, 4, bigRounds); err != nil {
			return err
		}
	}
	fmt.Printf("web-journey: %d animated 3x3 rounds in %.1f s, %d 4x4 rounds in %.1f s (%.2f s a turn; load %s)\n",
		rounds, small.Seconds(), bigRounds, time.Since(t1).Seconds(), mustFloat(speed), loadAvg())
	return nil
}

// solveRounds plays rounds of shuffle, solve and animated playback on an
// n x n cube, each to the solved picture.
func (c *cdp) solveRounds(dir string, n, rounds int) error {
	s, err := c.waitState(fmt.Sprintf("an idle solved %dx%d", n, n), 60*time.Second, func(s appState) bool {
		return s.N == n && s.idle() && s.Solved
	})
	if err != nil {
		return err
	}
	solved, err := c.cubeShot(s)
	if err != nil {
		return err
	}
	name := fmt.Sprintf("journey-%dx%d", n, n)
	savePNG(dir, name+"-solved", solved)
	for r := 1; r <= rounds; r++ {
		t0 := time.Now()
		if err := c.key("]", "BracketRight", 221, false); err != nil {
			return err
		}
		if _, err := c.waitState("the shuffled cube", 60*time.Second, func(s appState) bool {
			return !s.Solved && s.idle()
		}); err != nil {
			return fmt.Errorf("%dx%d round %d: %w", n, n, r, err)
		}
		if err := c.key("Enter", "Enter", 13, false); err != nil {
			return err
		}
		// The tables of a method are built on its first solve: minutes
		// for the 4x4's in a busy browser.
		end, err := c.waitState("the solution played to the solved cube", 600*time.Second, func(s appState) bool {
			return s.Moves > 0 && s.Index == s.Moves && s.Solved && s.Shown && s.idle()
		})
		if err != nil {
			return fmt.Errorf("%dx%d round %d: %w", n, n, r, err)
		}
		// The picture follows the state on the next frames.
		var img image.Image
		d := -1
		for t0 := time.Now(); d != 0 && time.Since(t0) < 20*time.Second; {
			if err := c.nextFrame(); err != nil {
				return err
			}
			if img, err = c.cubeShot(end); err != nil {
				return err
			}
			if d = differ(solved, img); d <= 50 {
				d = 0
			}
		}
		if d != 0 && n != 3 && os.Getenv("JOURNEY_STRICT_BIG") == "" {
			// Two open defects make the 4x4's picture differ (issue 42):
			// reduction may end solved in another orientation (item 12),
			// and after its first solve, whose table build starves the
			// page for minutes, the picture has been seen stale. The app's
			// state is checked above; JOURNEY_STRICT_BIG=1 checks the
			// picture too.
			savePNG(dir, fmt.Sprintf("%s-round%d-end", name, r), img)
			fmt.Printf("web-journey: %dx%d round %d: the app's cube is solved but the picture differs from the start's in %d px (see %s-round%d-end.png; JOURNEY_STRICT_BIG=1 fails on it)\n", n, n, r, d, name, r)
		} else if d != 0 {
			savePNG(dir, fmt.Sprintf("%s-round%d-end", name, r), img)
			return fmt.Errorf("%dx%d round %d: the app says solved but 20 s later the picture still differs from the solved cube's in %d px (see %s-round%d-end.png)", n, n, r, d, name, r)
		}
		if r == rounds {
			savePNG(dir, name+"-end", img)
		}
		fmt.Printf("web-journey: %dx%d round %d: %s solution of %d moves played to the solved cube, %.1f s\n", n, n, r, end.Method, end.Moves, time.Since(t0).Seconds())
	}
	return nil
}

// cubeShot is a screenshot of the cube's area (where the app says it is).
func (c *cdp) cubeShot(s appState) (image.Image, error) {
	dpr, err := c.devicePixelRatio()
	if err != nil {
		return nil, err
	}
	r, ok := s.widget("cube", dpr)
	if !ok {
		return nil, fmt.Errorf("the app shows no cube: %v", s)
	}
	img, err := c.screenshot()
	if err != nil {
		return nil, err
	}
	k := dpr // screenshot pixels per CSS pixel
	area := image.Rect(int(r.X*k), int(r.Y*k), int((r.X+r.W)*k), int((r.Y+r.H)*k))
	return subImage(img, area), nil
}

func (c *cdp) devicePixelRatio() (float64, error) {
	v, err := c.evaluate(`window.devicePixelRatio`)
	if err != nil {
		return 0, err
	}
	f, _ := v.(float64)
	if f <= 0 {
		f = 1
	}
	return f, nil
}

// switchSize picks the n x n from the size menu, as a person does with
// the keyboard: a click opens the menu (2x2 first), Down moves to the
// entry, Enter takes it.
func (c *cdp) switchSize(n int) error {
	s, err := c.state()
	if err != nil {
		return err
	}
	if s.N == n {
		return nil
	}
	if err := c.pickFromMenu(s, "size", n-1); err != nil {
		return err
	}
	if _, err = c.waitState(fmt.Sprintf("the %dx%d", n, n), 60*time.Second, func(s appState) bool { return s.N == n }); err != nil {
		return err
	}
	return c.clickCube()
}

// pickFromMenu opens the named menu with a click and takes its entry at
// position pos (1 is the first) with Down and Enter.
func (c *cdp) pickFromMenu(s appState, name string, pos int) error {
	dpr, err := c.devicePixelRatio()
	if err != nil {
		return err
	}
	r, ok := s.widget(name, dpr)
	if !ok {
		return fmt.Errorf("the %s menu is not shown: %v", name, s)
	}
	x, y := r.centre()
	if err := c.click(x, y); err != nil {
		return err
	}
	// The click reaches the app on its next frame; the menu's keys only
	// after it opened.
	if _, err := c.state(); err != nil {
		return err
	}
	for range pos {
		if err := c.key("ArrowDown", "ArrowDown", 40, false); err != nil {
			return err
		}
	}
	return c.key("Enter", "Enter", 13, false)
}

// click presses and releases the left button at x, y (CSS pixels). The
// pointer moves there first: the browser build takes a click's place from
// the last mouse move, which it reads once a frame.
func (c *cdp) click(x, y float64) error {
	if err := c.call("Input.dispatchMouseEvent", map[string]any{"type": "mouseMoved", "x": x, "y": y}, nil); err != nil {
		return err
	}
	if err := c.nextFrame(); err != nil {
		return err
	}
	for _, t := range []string{"mousePressed", "mouseReleased"} {
		ev := map[string]any{"type": t, "x": x, "y": y, "button": "left", "clickCount": 1}
		if err := c.call("Input.dispatchMouseEvent", ev, nil); err != nil {
			return err
		}
	}
	return nil
}

// clickCube clicks the middle of the cube (where the app says it is), so
// that it has the keyboard.
func (c *cdp) clickCube() error {
	s, err := c.state()
	if err != nil {
		return err
	}
	dpr, err := c.devicePixelRatio()
	if err != nil {
		return err
	}
	r, ok := s.widget("cube", dpr)
	if !ok {
		return fmt.Errorf("the app shows no cube: %v", s)
	}
	x, y := r.centre()
	return c.click(x, y)
}

// nextFrame waits until the page has drawn two more frames.
func (c *cdp) nextFrame() error {
	_, err := c.evaluate(`new Promise(ok => requestAnimationFrame(() => requestAnimationFrame(ok)))`)
	return err
}

func savePNG(dir, name string, img image.Image) {
	if img == nil {
		return
	}
	if f, err := os.Create(filepath.Join(dir, name+".png")); err == nil {
		_ = png.Encode(f, img)
		f.Close()
	}
}

func envInt(name string, def int) (int, error) {
	v := os.Getenv(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%s=%q is not a count", name, v)
	}
	return n, nil
}

func mustFloat(s string) float64 {
	f, _ := strconv.ParseFloat(s, 64)
	return f
}

func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := string(b)
	if i := len(f); i > 14 {
		f = f[:14]
	}
	return f
}

func joinLines(lines []string) string {
	out := ""
	for _, l := range lines {
		out += l + "\n"
	}
	return out
}
