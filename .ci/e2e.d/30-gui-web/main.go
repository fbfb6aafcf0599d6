// Command 30-gui-web drives the WebAssembly build of the window in headless
// Chromium through the DevTools protocol: it waits for the cube to be drawn,
// presses W, Shift+D, 2, S, ] and \ as DOM key events, and compares
// screenshots (a turn changes the picture, layer 2 is highlighted, reset and
// layer 1 return to the first picture). It is run by
// .ci/e2e.d/30-gui-web.sh; directories starting with "." are outside ./...,
// so it is not part of the module's packages.
//
// Usage: 30-gui-web DEVTOOLS_PORT SHOT_DIR
package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"golang.org/x/net/websocket"
)

type cdp struct {
	ws *websocket.Conn
	id int
}

// call sends one method and waits for its answer, skipping events.
func (c *cdp) call(method string, params any, result any) error {
	c.id++
	req := map[string]any{"id": c.id, "method": method, "params": params}
	if err := websocket.JSON.Send(c.ws, req); err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	for {
		var msg struct {
			ID     int             `json:"id"`
			Result json.RawMessage `json:"result"`
			Error  *struct{ Message string }
		}
		if err := websocket.JSON.Receive(c.ws, &msg); err != nil {
			return fmt.Errorf("%s: %w", method, err)
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

func (c *cdp) screenshot() (image.Image, error) {
	var r struct{ Data string }
	if err := c.call("Page.captureScreenshot", map[string]any{"format": "png"}, &r); err != nil {
		return nil, err
	}
	b, err := base64.StdEncoding.DecodeString(r.Data)
	if err != nil {
		return nil, err
	}
	return png.Decode(bytes.NewReader(b))
}

// key presses one key; shift holds Shift around it.
func (c *cdp) key(key, code string, vk int, shift bool) error {
	mods := 0
	if shift {
		mods = 8
		if err := c.call("Input.dispatchKeyEvent", map[string]any{"type": "rawKeyDown", "key": "Shift", "code": "ShiftLeft", "windowsVirtualKeyCode": 16, "modifiers": 8}, nil); err != nil {
			return err
		}
	}
	down := map[string]any{"type": "keyDown", "key": key, "code": code, "windowsVirtualKeyCode": vk, "modifiers": mods, "text": key}
	up := map[string]any{"type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": vk, "modifiers": mods}
	if err := c.call("Input.dispatchKeyEvent", down, nil); err != nil {
		return err
	}
	if err := c.call("Input.dispatchKeyEvent", up, nil); err != nil {
		return err
	}
	if shift {
		return c.call("Input.dispatchKeyEvent", map[string]any{"type": "keyUp", "key": "Shift", "code": "ShiftLeft", "windowsVirtualKeyCode": 16}, nil)
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

func run(port, dir string) error {
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
		return fmt.Errorf("no page in DevTools (%v)", err)
	}
	ws, err := websocket.Dial(wsURL, "", "http://127.0.0.1/")
	if err != nil {
		return err
	}
	defer ws.Close()
	c := &cdp{ws: ws}

	// Wait for the WebAssembly app to load and draw the cube.
	deadline := time.Now().Add(120 * time.Second)
	for {
		img, err := c.screenshot()
		if err != nil {
			return err
		}
		if yellow(img) > 500 {
			break
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the cube never appeared")
		}
		time.Sleep(time.Second)
	}
	// Click the cube: it takes the keyboard focus.
	for _, t := range []string{"mousePressed", "mouseReleased"} {
		ev := map[string]any{"type": t, "x": 200, "y": 650, "button": "left", "clickCount": 1}
		if err := c.call("Input.dispatchMouseEvent", ev, nil); err != nil {
			return err
		}
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
	return nil
}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: 30-gui-web DEVTOOLS_PORT SHOT_DIR")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "30-gui-web:", err)
		os.Exit(1)
	}
	fmt.Println("web gui ok")
}
