package main

// The DevTools protocol plumbing: one WebSocket to the page, calls that
// wait for their answer, events recorded as they pass. (The same shape as
// 30-gui-web's; the two drivers could share it.)

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	_ "image/jpeg" // screenshots for polling
	"image/png"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/websocket"
)

type cdp struct {
	ws *websocket.Conn
	id int

	mu      sync.Mutex
	console []string // console messages and exceptions, in order
}

// connect finds the browser's page target and opens its DevTools socket.
func connect(port string) (*cdp, error) {
	var pages []struct {
		Type                 string
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
	for _, p := range pages {
		if p.Type == "page" {
			ws, err := websocket.Dial(p.WebSocketDebuggerURL, "", "http://127.0.0.1/")
			if err != nil {
				return nil, fmt.Errorf("devtools socket: %w", err)
			}
			return &cdp{ws: ws}, nil
		}
	}
	return nil, fmt.Errorf("no page in DevTools (%v)", err)
}

// call sends one method and waits for its answer, recording the events
// that arrive meanwhile.
func (c *cdp) call(method string, params any, result any) error {
	c.id++
	if err := c.ws.SetDeadline(time.Now().Add(100 * time.Second)); err != nil {
		return err
	}
	if params == nil {
		params = map[string]any{}
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

// event records console messages and uncaught exceptions.
func (c *cdp) event(method string, params json.RawMessage) {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch method {
	case "Runtime.consoleAPICalled":
		var e struct{ Args []struct{ Value any } }
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
			c.console = append(c.console, "exception: "+e.ExceptionDetails.Text+" "+e.ExceptionDetails.Exception.Description)
		}
	}
}

// consoleTail is the last n console lines, for failure messages.
func (c *cdp) consoleTail(n int) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	from := max(0, len(c.console)-n)
	return strings.Join(c.console[from:], "\n")
}

// evaluate runs a JavaScript expression in the page (awaiting a promise)
// and returns its value.
func (c *cdp) evaluate(expr string) (any, error) {
	var r struct {
		Result           struct{ Value any }
		ExceptionDetails *struct {
			Text      string
			Exception struct{ Description string }
		}
	}
	if err := c.call("Runtime.evaluate", map[string]any{"expression": expr, "awaitPromise": true, "returnByValue": true}, &r); err != nil {
		return nil, err
	}
	if r.ExceptionDetails != nil {
		return nil, fmt.Errorf("evaluating %q: %s %s", expr, r.ExceptionDetails.Text, r.ExceptionDetails.Exception.Description)
	}
	return r.Result.Value, nil
}

// screenshot takes the page's picture (format "png", or "jpeg" for polling).
func (c *cdp) screenshot(format string) (image.Image, error) {
	var r struct{ Data string }
	if err := c.call("Page.captureScreenshot", map[string]any{"format": format, "quality": 80}, &r); err != nil {
		return nil, err
	}
	b, err := base64.StdEncoding.DecodeString(r.Data)
	if err != nil {
		return nil, err
	}
	img, _, err := image.Decode(bytes.NewReader(b))
	return img, err
}

// save writes a screenshot as dir/name.png.
func save(dir, name string, img image.Image) error {
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// crashed reports whether the page threw an uncaught exception (the
// WebAssembly stops then).
func (c *cdp) crashed() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, m := range c.console {
		if strings.HasPrefix(m, "exception: ") {
			return true
		}
	}
	return false
}
