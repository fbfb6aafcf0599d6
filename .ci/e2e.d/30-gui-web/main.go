// Command 30-gui-web drives the browser build of the window (`make web`) in
// headless Chromium through the DevTools protocol. It
//   - opens the page and measures what a new user waits for: the bytes
//     transferred and the time from navigation to the first frame showing
//     the cube (as the page's own performance marks tell, checked by a
//     screenshot), and fails above the limits (15 MB; 2 s, scaled up on a
//     busy machine), printing both figures and when the panels were ready;
//   - presses W, Shift+D, 2, S, ] and \ as DOM key events and compares
//     screenshots (a turn changes the picture, layer 2 is highlighted, reset
//     and layer 1 return to the first picture);
//   - shuffles and solves with kociemba (Enter: solve and play), its tables
//     built in the page, until the solution shows and starts playing; then
//     again on a second visit, which must read the tables back from the
//     page's IndexedDB;
//   - does the same with a 4x4 and the reduction method on two more
//     visits: the first builds the edge table (15.5 MB) and stores it
//     (package tablecache's store in IndexedDB), the second reads it back.
//
// It is run by .ci/e2e.d/30-gui-web.sh; directories starting with "." are
// outside ./..., so it is not part of the module's packages. Its other
// modes: journey (journey.go, .ci/e2e.d/35-gui-web-journey.sh) plays
// shuffle + solve + animated playback rounds to the solved cube in one
// page; soak (soak.go, .ci/e2e.d/61-soak-web.sh, `make soak-web`) is a
// seeded random user. Both read the app's state through its test hook
// cubelabProbe() (probe.go).
//
// Usage: 30-gui-web DEVTOOLS_PORT SHOT_DIR PAGE_URL [journey|soak]
package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	_ "image/jpeg"
	"image/png"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/websocket"
)

// Limits for the browser build. The first-frame limit is for an idle machine; it
// grows with the load per core (see frameLimit).
const (
	maxTransfer   = 15_000_000
	maxFirstFrame = 2 * time.Second
)

type cdp struct {
	ws      *websocket.Conn
	id      int
	timeout time.Duration // for one call; 0: 100 s

	probeTimeout time.Duration // for the app to answer cubelabProbe(); 0: 20 s

	mu       sync.Mutex
	sent     map[string]string  // request id -> URL
	received map[string]float64 // request id -> encoded bytes, once finished
	console  []string           // console messages, in order
}

// call sends one method and waits for its answer, recording the events that
// arrive meanwhile.
func (c *cdp) call(method string, params any, result any) error {
	c.id++
	// A page whose thread is busy (building tables) answers late, but a
	// call that never returns is a failure, not a reason to hang.
	timeout := c.timeout
	if timeout == 0 {
		timeout = 100 * time.Second
	}
	if err := c.ws.SetDeadline(time.Now().Add(timeout)); err != nil {
		return err
	}
	req := map[string]any{"id": c.id, "method": method, "params": params}
	if err := websocket.JSON.Send(c.ws, req); err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	for {
		var msg struct {
			ID     int             `json:"id"`
			Method string          `json:"method"`
			Params json.RawMessage `json:"params"`
			Result json.RawMessage `json:"result"`
			Error  *struct{ Message string }
		}
		if err := websocket.JSON.Receive(c.ws, &msg); err != nil {
			return fmt.Errorf("%s: %w", method, err)
		}
		if msg.Method != "" {
			c.event(msg.Method, msg.Params)
			continue
		}
		if msg.ID != c.id {
			continue
		}
		if msg.Error != nil {
			return fmt.Errorf("%s: %s", method, msg.Error.Message)
		}
		if result != nil {
			return json.Unmarshal(msg.Result, result)
		}
		return nil
	}
}

// event records network traffic and console messages.
func (c *cdp) event(method string, params json.RawMessage) {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch method {
	case "Network.requestWillBeSent":
		var e struct {
			RequestID string `json:"requestId"`
			Request   struct{ URL, Method string }
		}
		if json.Unmarshal(params, &e) == nil {
			c.sent[e.RequestID] = e.Request.Method + " " + e.Request.URL
		}
	case "Network.loadingFinished":
		var e struct {
			RequestID         string  `json:"requestId"`
			EncodedDataLength float64 `json:"encodedDataLength"`
		}
		if json.Unmarshal(params, &e) == nil {
			c.received[e.RequestID] = e.EncodedDataLength
		}
	case "Runtime.consoleAPICalled":
		var e struct {
			Args []struct{ Value any }
		}
		if json.Unmarshal(params, &e) == nil {
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, fmt.Sprint(a.Value))
			}
			c.console = append(c.console, strings.Join(parts, " "))
		}
	case "Runtime.exceptionThrown":
		var e struct {
			ExceptionDetails struct {
				Text      string
				Exception struct{ Description string }
			}
		}
		if json.Unmarshal(params, &e) == nil {
			d := e.ExceptionDetails
			c.console = append(c.console, "exception: "+d.Text+" "+d.Exception.Description)
		}
	}
}

// transferred sums the bytes of finished requests (headers included, as
// the browser counts them) and lists them, largest first.
func (c *cdp) transferred() (float64, []string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var total float64
	var lines []string
	ids := make([]string, 0, len(c.received))
	for id := range c.received {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return c.received[ids[i]] > c.received[ids[j]] })
	for _, id := range ids {
		total += c.received[id]
		lines = append(lines, fmt.Sprintf("%10.0f  %s", c.received[id], c.sent[id]))
	}
	return total, lines
}

// consoleHas reports the first console message containing s.
func (c *cdp) consoleHas(s string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, m := range c.console {
		if strings.Contains(m, s) {
			return m, true
		}
	}
	return "", false
}

func (c *cdp) screenshot() (image.Image, error) {
	return c.capture("png")
}

// capture takes a screenshot; "jpeg" is quicker, for polling.
func (c *cdp) capture(format string) (image.Image, error) {
	var r struct{ Data string }
	if err := c.call("Page.captureScreenshot", map[string]any{"format": format, "quality": 70}, &r); err != nil {
		return nil, err
	}
	b, err := base64.StdEncoding.DecodeString(r.Data)
	if err != nil {
		return nil, err
	}
	img, _, err := image.Decode(bytes.NewReader(b))
	return img, err
}

// evaluate runs a JavaScript expression in the page (awaiting a promise)
// and returns its value.
func (c *cdp) evaluate(expr string) (any, error) {
	var r struct {
		Result           struct{ Value any }
		ExceptionDetails *struct{ Text string }
	}
	if err := c.call("Runtime.evaluate", map[string]any{"expression": expr, "awaitPromise": true, "returnByValue": true}, &r); err != nil {
		return nil, err
	}
	if r.ExceptionDetails != nil {
		return nil, fmt.Errorf("evaluating %q: %s", expr, r.ExceptionDetails.Text)
	}
	return r.Result.Value, nil
}

// key presses one key; shift holds Shift around it.
func (c *cdp) key(key, code string, vk int, shift bool) error {
	return c.keyMods(key, code, vk, shift, false)
}

// keyMods presses one key with Shift and/or Control held around it.
func (c *cdp) keyMods(key, code string, vk int, shift, ctrl bool) error {
	mods := 0
	if ctrl {
		mods |= 2
		if err := c.call("Input.dispatchKeyEvent", map[string]any{"type": "rawKeyDown", "key": "Control", "code": "ControlLeft", "windowsVirtualKeyCode": 17, "modifiers": 2}, nil); err != nil {
			return err
		}
		defer func() {
			_ = c.call("Input.dispatchKeyEvent", map[string]any{"type": "keyUp", "key": "Control", "code": "ControlLeft", "windowsVirtualKeyCode": 17}, nil)
		}()
	}
	if shift {
		mods |= 8
		if err := c.call("Input.dispatchKeyEvent", map[string]any{"type": "rawKeyDown", "key": "Shift", "code": "ShiftLeft", "windowsVirtualKeyCode": 16, "modifiers": mods}, nil); err != nil {
			return err
		}
	}
	text := key
	switch {
	case key == "Enter":
		text = "\r"
	case len(key) > 1 || ctrl: // named keys and shortcuts type nothing
		text = ""
	}
	down := map[string]any{"type": "keyDown", "key": key, "code": code, "windowsVirtualKeyCode": vk, "modifiers": mods, "text": text}
	if text == "" {
		down = map[string]any{"type": "rawKeyDown", "key": key, "code": code, "windowsVirtualKeyCode": vk, "modifiers": mods}
	}
	up := map[string]any{"type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": vk, "modifiers": mods}
	if err := c.call("Input.dispatchKeyEvent", down, nil); err != nil {
		return err
	}
	if err := c.call("Input.dispatchKeyEvent", up, nil); err != nil {
		return err
	}
	if shift {
		return c.call("Input.dispatchKeyEvent", map[string]any{"type": "keyUp", "key": "Shift", "code": "ShiftLeft", "windowsVirtualKeyCode": 16, "modifiers": mods &^ 8}, nil)
	}
	return nil
}

// yellow counts pixels of the U stickers' colour: the cube is on screen.
func yellow(img image.Image) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r>>8 > 180 && g>>8 > 150 && bl>>8 < 80 {
				n++
			}
		}
	}
	return n
}

// differ counts pixels that differ by more than a little.
func differ(a, b image.Image) int {
	n := 0
	r := a.Bounds().Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			if absDiff(r1, r2)+absDiff(g1, g2)+absDiff(b1, b2) > 3*0x0600 {
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

// settle takes screenshots until two in a row agree (animations done).
func (c *cdp) settle(dir, name string) (image.Image, error) {
	prev, err := c.screenshot()
	if err != nil {
		return nil, err
	}
	for range 40 {
		time.Sleep(300 * time.Millisecond)
		cur, err := c.screenshot()
		if err != nil {
			return nil, err
		}
		if differ(prev, cur) == 0 {
			f, err := os.Create(filepath.Join(dir, name+".png"))
			if err == nil {
				_ = png.Encode(f, cur)
				f.Close()
			}
			return cur, nil
		}
		prev = cur
	}
	return nil, fmt.Errorf("%s never settled", name)
}

// connect attaches to the page of the Chromium whose DevTools listen on
// port, with page, network and runtime events on.
func connect(port string) (*cdp, error) {
	var pages []struct {
		Type, URL            string
		WebSocketDebuggerURL string
	}
	var err error
	for range 100 {
		var resp *http.Response
		if resp, err = http.Get("http://127.0.0.1:" + port + "/json/list"); err == nil {
			err = json.NewDecoder(resp.Body).Decode(&pages)
			resp.Body.Close()
			if err == nil && len(pages) > 0 {
				break
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	var wsURL string
	for _, p := range pages {
		if p.Type == "page" {
			wsURL = p.WebSocketDebuggerURL
		}
	}
	if wsURL == "" {
		return nil, fmt.Errorf("no page in DevTools (%v)", err)
	}
	ws, err := websocket.Dial(wsURL, "", "http://127.0.0.1/")
	if err != nil {
		return nil, err
	}
	c := &cdp{ws: ws, sent: map[string]string{}, received: map[string]float64{}}
	for _, m := range []string{"Page.enable", "Network.enable", "Runtime.enable"} {
		if err := c.call(m, map[string]any{}, nil); err != nil {
			ws.Close()
			return nil, err
		}
	}
	// A crash in the app is reported with its whole Go call stack, not
	// the browser's default ten frames.
	if err := c.call("Page.addScriptToEvaluateOnNewDocument", map[string]any{"source": "Error.stackTraceLimit = 200;"}, nil); err != nil {
		ws.Close()
		return nil, err
	}
	return c, nil
}

func run(port, dir, page string) error {
	c, err := connect(port)
	if err != nil {
		return err
	}
	defer c.ws.Close()
	// The window will solve with kociemba (its saved setting, in the
	// page's storage): set on a page of the same origin, before the app
	// first loads.
	if err := c.setPrefs(page, `p["cubelab.method"] = "kociemba";`); err != nil {
		return err
	}

	// What a new user waits for: the download and the first frame.
	c.mu.Lock()
	c.sent, c.received = map[string]string{}, map[string]float64{}
	c.mu.Unlock()
	start := time.Now()
	if err := c.call("Page.navigate", map[string]any{"url": page}, nil); err != nil {
		return err
	}
	firstFrame, err := c.waitCube(dir, start)
	if err != nil {
		return err
	}
	ready := time.Since(start)
	total, lines := c.transferred()
	limit, load := frameLimit()
	marks, err := c.evaluate(`performance.getEntriesByType("mark").map(m => m.name + " " + (m.startTime / 1000).toFixed(2) + " s").join(", ")`)
	if err != nil {
		return err
	}
	if os.Getenv("E2E_CONSOLE") != "" {
		c.mu.Lock()
		fmt.Println(strings.Join(c.console, "\n"))
		c.mu.Unlock()
	}
	fmt.Printf("30-gui-web: first frame of the cube %.2f s after navigation (limit %.2f s at load %.2f per core); panels ready and seen by the test %.2f s; page marks: %v\n",
		firstFrame.Seconds(), limit.Seconds(), load, ready.Seconds(), marks)
	fmt.Printf("30-gui-web: %.2f MB transferred (limit %.0f MB):\n%s\n", total/1e6, maxTransfer/1e6, strings.Join(lines, "\n"))
	if total > maxTransfer {
		return fmt.Errorf("the page transferred %.0f bytes, more than %d", total, maxTransfer)
	}
	if firstFrame > limit {
		return fmt.Errorf("the first frame took %v, more than %v", firstFrame, limit)
	}

	// Click the cube: it takes the keyboard focus.
	if err := c.focusCube(); err != nil {
		return err
	}
	solved, err := c.settle(dir, "web-solved")
	if err != nil {
		return err
	}
	steps := []struct {
		name, key, code string
		vk              int
		shift           bool
		minDiff         int // pixels that must change
	}{
		{"web-w", "w", "KeyW", 87, false, 2000},
		{"web-shift-d", "D", "KeyD", 68, true, 2000},
		{"web-layer2", "2", "Digit2", 50, false, 200}, // highlight and label
		{"web-s", "s", "KeyS", 83, false, 2000},       // 2F: the middle slice
		{"web-shuffled", "]", "BracketRight", 221, false, 2000},
	}
	prev := solved
	for _, s := range steps {
		if err := c.key(s.key, s.code, s.vk, s.shift); err != nil {
			return err
		}
		img, err := c.settle(dir, s.name)
		if err != nil {
			return err
		}
		if d := differ(prev, img); d < s.minDiff {
			return fmt.Errorf("%s did not change the picture (%d px)", s.name, d)
		}
		prev = img
	}
	if err := c.key("\\", "Backslash", 220, false); err != nil {
		return err
	}
	if _, err := c.settle(dir, "web-reset"); err != nil {
		return err
	}
	// Back to layer 1: no highlight, so the picture is the first one.
	if err := c.key("1", "Digit1", 49, false); err != nil {
		return err
	}
	img, err := c.settle(dir, "web-layer1")
	if err != nil {
		return err
	}
	if d := differ(solved, img); d > 50 {
		return fmt.Errorf("reset does not look solved (%d px differ)", d)
	}
	if err := c.checkSolve(dir, solved, "kociemba"); err != nil {
		return err
	}
	if err := c.checkTablesKept(dir, page, start); err != nil {
		return err
	}
	return c.checkBigTablesKept(dir, page)
}

// setPrefs sets the window's saved settings (the page's storage) from a
// page of the same origin that is not the app, so that the app neither
// runs meanwhile nor saves over them; js edits the object p.
func (c *cdp) setPrefs(page, js string) error {
	if err := c.call("Page.navigate", map[string]any{"url": page + "no-such-page"}, nil); err != nil {
		return err
	}
	time.Sleep(500 * time.Millisecond)
	_, err := c.evaluate(`(() => { const k = "fyne-preferences.json";
		const p = JSON.parse(localStorage.getItem(k) || "{}"); ` + js + `
		localStorage.setItem(k, JSON.stringify(p)); })()`)
	return err
}

// checkBigTablesKept solves a shuffled 4x4 with reduction on two more
// visits: the first builds fourstage's edge table in the page and must
// store it in IndexedDB, the second must read it back instead (the marks
// "cubelab-file-stored-" and "-restored-" and the file's name). It prints
// each solve's time from Enter to the solution playing.
// E2E_BIG_SIZE=5 does it with a 5x5 instead (its largest file, phase B's
// joint table of 49 MB; about 90 s to build in the page).
func (c *cdp) checkBigTablesKept(dir, page string) error {
	size, file := "4", "fourstage-edges.tables"
	if os.Getenv("E2E_BIG_SIZE") == "5" {
		size, file = "5", "fiveedges-phaseb-joint.tables"
	}
	visit := func() (time.Duration, error) {
		// The saved session (cubelab.state) goes, so that the app reads
		// the separate keys of earlier versions: the size and reduction.
		if err := c.setPrefs(page, `delete p["cubelab.state"]; p["cubelab.size"] = "`+size+`"; p["cubelab.method"] = "reduction";`); err != nil {
			return 0, err
		}
		start := time.Now()
		if err := c.call("Page.navigate", map[string]any{"url": page}, nil); err != nil {
			return 0, err
		}
		if _, err := c.waitCube(dir, start); err != nil {
			return 0, err
		}
		if err := c.focusCube(); err != nil {
			return 0, err
		}
		solved, err := c.settle(dir, "web-big")
		if err != nil {
			return 0, err
		}
		t0 := time.Now()
		if err := c.checkSolve(dir, solved, "reduction ("+size+"x"+size+")"); err != nil {
			return 0, err
		}
		return time.Since(t0), nil
	}
	first, err := visit()
	if err != nil {
		return fmt.Errorf("%sx%s, first visit: %w", size, size, err)
	}
	stored := -1.0
	for t0 := time.Now(); time.Since(t0) < 60*time.Second && stored < 0; time.Sleep(200 * time.Millisecond) {
		if stored, err = c.markDetail("cubelab-file-stored-" + file); err != nil {
			return err
		}
	}
	if stored < 0 {
		return fmt.Errorf("%sx%s: %s was not stored in the browser 60 s after the solve", size, size, file)
	}
	second, err := visit()
	if err != nil {
		return fmt.Errorf("%sx%s, second visit: %w", size, size, err)
	}
	restored, err := c.markDetail("cubelab-file-restored-" + file)
	if err != nil {
		return err
	}
	if restored < 0 {
		return fmt.Errorf("%sx%s: the second visit did not read %s back from the browser's storage", size, size, file)
	}
	if again, err := c.markDetail("cubelab-file-stored-" + file); err != nil {
		return err
	} else if again >= 0 {
		return fmt.Errorf("%sx%s: the second visit built and stored %s again", size, size, file)
	}
	fmt.Printf("30-gui-web: %sx%s reduction solved %.1f s after Enter on the first visit (its tables built; %s then stored in %.2f s), %.1f s on the second (read back in %.2f s)\n",
		size, size, first.Seconds(), file, stored/1000, second.Seconds(), restored/1000)
	return nil
}

// markDetail returns the detail (milliseconds) of the page's mark name, or
// -1 while there is none.
func (c *cdp) markDetail(name string) (float64, error) {
	v, err := c.evaluate(`(() => { const m = performance.getEntriesByName("` + name + `");
		return m.length ? (m[0].detail ?? 0) : -1; })()`)
	if err != nil {
		return -1, err
	}
	f, _ := v.(float64)
	return f, nil
}

// checkTablesKept checks that the first solve's tables (the table cache's
// twophase.tables) were stored in the page's IndexedDB and that a second
// visit reads them back instead of building them, printing both times.
func (c *cdp) checkTablesKept(dir, page string, start time.Time) error {
	const file = "twophase.tables"
	stored := -1.0
	for t0 := time.Now(); time.Since(t0) < 30*time.Second && stored < 0; time.Sleep(100 * time.Millisecond) {
		var err error
		if stored, err = c.markDetail("cubelab-file-stored-" + file); err != nil {
			return err
		}
	}
	if stored < 0 {
		return fmt.Errorf("%s was not stored in the browser 30 s after the solve", file)
	}
	// The second visit.
	again := time.Now()
	if err := c.call("Page.navigate", map[string]any{"url": page}, nil); err != nil {
		return err
	}
	if _, err := c.waitCube(dir, again); err != nil {
		return fmt.Errorf("second visit: %w", err)
	}
	if err := c.focusCube(); err != nil {
		return err
	}
	solved, err := c.settle(dir, "web-again")
	if err != nil {
		return err
	}
	if err := c.checkSolve(dir, solved, "kociemba"); err != nil {
		return fmt.Errorf("second visit: %w", err)
	}
	restored, err := c.markDetail("cubelab-file-restored-" + file)
	if err != nil {
		return err
	}
	if restored < 0 {
		return fmt.Errorf("the second visit solved without reading %s back from the browser's storage", file)
	}
	if restoredThenStored, err := c.markDetail("cubelab-file-stored-" + file); err != nil {
		return err
	} else if restoredThenStored >= 0 {
		return fmt.Errorf("the second visit built and stored %s again", file)
	}
	fmt.Printf("30-gui-web: kociemba's tables (%s) stored in IndexedDB in %.3f s on the first visit, read back in %.3f s on the second\n", file, stored/1000, restored/1000)
	return nil
}

// waitCube waits for the app to show the cube and then its panels, and
// returns when the first frame was on screen, in the page's own clock
// (from navigation): the app marks "cubelab-first-frame" in the animation
// frame after the one that drew the cube. Polling the mark is cheap;
// polling screenshots, which the browser renders on the same two cores,
// would slow the start it measures. A screenshot then checks that the
// cube is really there (yellow stickers and no loader).
func (c *cdp) waitCube(dir string, start time.Time) (time.Duration, error) {
	var lastErr error
	shotFirst := os.Getenv("E2E_SHOTS") != "" // keep a picture of the cube before the panels
	for time.Since(start) < 120*time.Second {
		if shotFirst {
			if v, err := c.evaluate(`performance.getEntriesByName("cubelab-first-frame").length`); err == nil && v == 1.0 {
				shotFirst = false
				if img, err := c.capture("png"); err == nil {
					if f, err := os.Create(filepath.Join(dir, "web-first-frame.png")); err == nil {
						_ = png.Encode(f, img)
						f.Close()
					}
				}
			}
		}
		// While the navigation commits, the page may refuse for a moment.
		v, err := c.evaluate(`(() => { const m = performance.getEntriesByName("cubelab-ready");
			return m.length ? performance.getEntriesByName("cubelab-first-frame")[0].startTime : -1; })()`)
		if t, ok := v.(float64); err == nil && ok && t >= 0 {
			img, err := c.capture("jpeg")
			if err != nil {
				return 0, err
			}
			if y := yellow(img); y < 500 {
				return 0, fmt.Errorf("the page marked its first frame but shows no cube (%d yellow px)", y)
			}
			if gone, err := c.evaluate(`document.getElementById("loader") === null`); err != nil || gone != true {
				return 0, fmt.Errorf("the loader is still on the page (%v)", err)
			}
			return time.Duration(t * float64(time.Millisecond)), nil
		}
		lastErr = err
		time.Sleep(20 * time.Millisecond)
	}
	if lastErr != nil {
		return 0, fmt.Errorf("the cube never appeared: %w", lastErr)
	}
	if msg, ok := c.consoleHas("could not start"); ok {
		return 0, fmt.Errorf("the cube never appeared: %s", msg)
	}
	return 0, fmt.Errorf("the cube never appeared")
}

// frameLimit is maxFirstFrame scaled by the load per core: on a machine
// whose cores are all busy twice over, the browser gets about a third of
// the time it would alone, so it may take three times as long.
func frameLimit() (time.Duration, float64) {
	load := 0.0
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		if f := strings.Fields(string(b)); len(f) > 0 {
			load, _ = strconv.ParseFloat(f[0], 64)
		}
	}
	perCore := load / float64(runtime.NumCPU())
	return time.Duration(float64(maxFirstFrame) * (1 + perCore)), perCore
}

// focusCube clicks the cube so that it takes the keyboard.
func (c *cdp) focusCube() error {
	for _, t := range []string{"mousePressed", "mouseReleased"} {
		ev := map[string]any{"type": t, "x": 200, "y": 650, "button": "left", "clickCount": 1}
		if err := c.call("Input.dispatchMouseEvent", ev, nil); err != nil {
			return err
		}
	}
	return nil
}

// checkSolve solves with the window's method (named by method in the
// messages) in the page: Enter solves and plays the solution, so the cube
// turns away from the shuffled picture and the panel shows the solution.
func (c *cdp) checkSolve(dir string, solved image.Image, method string) error {
	if err := c.key("]", "BracketRight", 221, false); err != nil {
		return err
	}
	shuffled, err := c.settle(dir, "web-solve-shuffled")
	if err != nil {
		return err
	}
	cube := solved.Bounds()
	cube.Max.X = cube.Min.X + cube.Dx()*55/100 // the 3D view; the panel's text differs
	if d := differIn(solved, shuffled, cube); d < 500 {
		return fmt.Errorf("the shuffle did not change the cube (%d px)", d)
	}
	start := time.Now()
	if err := c.key("Enter", "Enter", 13, false); err != nil {
		return err
	}
	fmt.Println("30-gui-web: solving with", method)
	// Headless Chromium draws the playback's animation slowly (seconds a
	// turn), so the check is that the solution arrives and starts playing:
	// the panel shows it and the cube turns away from the shuffled state.
	panel := solved.Bounds()
	panel.Min.X = cube.Max.X
	for time.Since(start) < 240*time.Second {
		img, err := c.settle(dir, "web-solve-playing")
		if err != nil {
			return err
		}
		if differIn(shuffled, img, panel) > 500 && differIn(shuffled, img, cube) > 500 {
			fmt.Printf("30-gui-web: %s solved in the page and plays back (%.1f s after Enter)\n", method, time.Since(start).Seconds())
			return nil
		}
	}
	return fmt.Errorf("no %s solution playing 240 s after Enter", method)
}

// differIn counts the pixels in r that differ by more than a little.
func differIn(a, b image.Image, r image.Rectangle) int {
	return differ(subImage(a, r), subImage(b, r))
}

func subImage(img image.Image, r image.Rectangle) image.Image {
	if s, ok := img.(interface {
		SubImage(image.Rectangle) image.Image
	}); ok {
		return s.SubImage(r)
	}
	return img
}

func main() {
	if len(os.Args) < 4 || len(os.Args) > 5 {
		fmt.Fprintln(os.Stderr, "usage: 30-gui-web DEVTOOLS_PORT SHOT_DIR PAGE_URL [journey|soak]")
		os.Exit(2)
	}
	mode, name, check := "", "30-gui-web", run
	if len(os.Args) == 5 {
		mode = os.Args[4]
	}
	switch mode {
	case "":
	case "journey":
		name, check = "web-journey", journey
	case "soak":
		name, check = "soak-web", soak
	default:
		fmt.Fprintf(os.Stderr, "30-gui-web: unknown mode %q (journey or soak)\n", mode)
		os.Exit(2)
	}
	if err := check(os.Args[1], os.Args[2], os.Args[3]); err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
		os.Exit(1)
	}
	if mode == "" {
		fmt.Println("web gui ok")
	} else {
		fmt.Println(name, "ok")
	}
}
