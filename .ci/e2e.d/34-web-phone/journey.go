package main

import (
	"errors"
	"fmt"
	"image"
	"strings"
	"time"

	"cubelab/cube"
)

// Limits from issue 44, for a phone-class CPU (Chromium throttled 4x) on a
// second, cached visit.
const (
	throttle      = 4
	maxFirstFrame = 3 * time.Second
	maxSolveStart = 2 * time.Second
)

// run is the whole journey; see 34-web-phone.sh.
func run(port, dir, siteDir string) error {
	s := &site{dir: siteDir}
	if err := s.start(); err != nil {
		return err
	}
	c, err := connect(port)
	if err != nil {
		return err
	}
	for _, m := range []string{"Page.enable", "Runtime.enable", "Network.enable"} {
		if err := c.call(m, nil, nil); err != nil {
			return err
		}
	}
	if err := c.phone(360, 640, throttle); err != nil {
		return err
	}
	// The solve below uses kociemba, the 3x3 two-phase solver.
	if err := c.setPrefs(s.url(), `p["cubelab.method"] = "kociemba";`); err != nil {
		return err
	}

	// First visit: online, everything downloaded.
	first, ready, err := c.visit(s.url())
	if err != nil {
		return err
	}
	fmt.Printf("34-web-phone: first visit (360x640, CPU /%d): cube at %.2f s, panels at %.2f s\n", throttle, first.Seconds(), ready.Seconds())
	c.printMarks("first visit")
	if err := c.checkInstallable(); err != nil {
		return err
	}
	// Offline use needs the worker and the kept module.
	if err := c.waitFor("service worker active", `navigator.serviceWorker.ready.then(r => !!r.active)`, 60*time.Second); err != nil {
		return err
	}
	if err := c.waitFor("module kept in the cache", `performance.getEntriesByName("cubelab-wasm-kept").length > 0`, 60*time.Second); err != nil {
		return err
	}
	l, err := c.layout(360, 640)
	if err != nil {
		return err
	}
	if err := c.checkGestures(dir, "360", l); err != nil {
		return err
	}
	// Failures that leave the page usable on a new visit are told at the end.
	var later []error
	took, unplayed, err := c.checkSolve(dir, "first", l)
	if err != nil {
		return err
	}
	if unplayed != nil {
		later = append(later, unplayed)
	}
	fmt.Printf("34-web-phone: first visit: kociemba (tables built in the page) started playing %.2f s after Solve\n", took.Seconds())

	// Second visit with the network cut: the server is stopped and the
	// browser is offline. Page, loader and module come from the cache.
	if err := s.stop(); err != nil {
		return err
	}
	if err := c.call("Network.emulateNetworkConditions", map[string]any{"offline": true, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}, nil); err != nil {
		return err
	}
	first, ready, err = c.visit(s.url())
	if err != nil {
		return fmt.Errorf("offline visit: %w", err)
	}
	fmt.Printf("34-web-phone: second visit, offline (360x640, CPU /%d): cube at %.2f s, panels at %.2f s\n", throttle, first.Seconds(), ready.Seconds())
	if !c.mark("cubelab-wasm-from-cache") {
		return fmt.Errorf("offline visit: the module did not come from the cache")
	}
	c.printMarks("second visit, offline")
	if err := c.shot(dir, "web-phone-360x640-offline"); err != nil {
		return err
	}
	took, unplayed, err = c.checkSolve(dir, "second", l)
	if err != nil {
		return err
	}
	if unplayed != nil {
		later = append(later, unplayed)
	}
	fmt.Printf("34-web-phone: second visit: kociemba (tables from IndexedDB) started playing %.2f s after Solve\n", took.Seconds())
	if first > maxFirstFrame || took > maxSolveStart {
		later = append(later, fmt.Errorf("a cached visit on a phone-class CPU: cube at %v (limit %v), solve playing after %v (limit %v)", first, maxFirstFrame, took, maxSolveStart))
	}

	// A bigger phone, still offline.
	if err := c.phone(412, 915, throttle); err != nil {
		return err
	}
	if first, _, err = c.visit(s.url()); err != nil {
		return fmt.Errorf("offline visit at 412x915: %w", err)
	}
	fmt.Printf("34-web-phone: offline visit at 412x915: cube at %.2f s\n", first.Seconds())
	l, err = c.layout(412, 915)
	if err != nil {
		return err
	}
	if err := c.checkGestures(dir, "412", l); err != nil {
		return err
	}

	// A new build on the server replaces the cached one on the next visit.
	if err := c.checkNewBuild(s); err != nil {
		return err
	}
	return errors.Join(later...)
}

// checkInstallable: the manifest parses and Chromium has nothing against
// installing the page.
func (c *cdp) checkInstallable() error {
	var m struct {
		URL    string
		Errors []struct{ Message string }
		Data   string
	}
	if err := c.call("Page.getAppManifest", nil, &m); err != nil {
		return err
	}
	if m.URL == "" || len(m.Errors) > 0 || !strings.Contains(m.Data, `"standalone"`) {
		return fmt.Errorf("manifest %q: errors %v", m.URL, m.Errors)
	}
	// The worker must be in charge first: Chromium wants a page that works
	// offline. Its answer can lag the worker's activation a little.
	var errs []string
	for range 50 {
		var r struct {
			InstallabilityErrors []struct {
				ErrorID        string `json:"errorId"`
				ErrorArguments []struct{ Name, Value string }
			}
		}
		if err := c.call("Page.getInstallabilityErrors", nil, &r); err != nil {
			return err
		}
		errs = errs[:0]
		for _, e := range r.InstallabilityErrors {
			errs = append(errs, fmt.Sprintf("%s %v", e.ErrorID, e.ErrorArguments))
		}
		if len(errs) == 0 {
			fmt.Println("34-web-phone: manifest", m.URL, "ok; installable (no installability errors)")
			return nil
		}
		time.Sleep(200 * time.Millisecond)
	}
	return fmt.Errorf("not installable: %v", errs)
}

// shot saves a screenshot as dir/name.png.
func (c *cdp) shot(dir, name string) error {
	img, err := c.screenshot("png")
	if err != nil {
		return err
	}
	return save(dir, name, img)
}

// layout is where a phone's buttons and cube are, in CSS pixels.
type layout struct {
	view                     image.Rectangle // the cube's area
	sticker, swipeTo         pt              // F's top middle sticker, and along its row to the left
	background, backgroundTo pt
	centre                   pt
	shuffle, solve, homeTab  pt
	padTab, alg              pt
	padTop, padWidth         float64 // the pad's first row and width
}

// findLayout finds the phone's layout on a screenshot of the home tab (2
// device pixels per CSS pixel): the cube by its stickers, the tab rail
// down the right edge by its icons (the first, blue, is the home tab: the
// cube's area ends just above it), Solve as the blue button left of the
// rail, Shuffle first in its row. The move pad (measured on screenshots)
// starts just under the cube, six buttons a row.
func findLayout(img image.Image, w, h int) (layout, error) {
	px := func(x, y float64) (r, g, b float64) {
		cr, cg, cb, _ := img.At(int(2*x), int(2*y)).RGBA()
		return float64(cr >> 8), float64(cg >> 8), float64(cb >> 8)
	}
	blue := func(x, y float64) bool { r, g, b := px(x, y); return b > 200 && r < 120 && g < 170 }
	ink := func(x, y float64) bool { r, g, b := px(x, y); return max(r, g, b) < 160 || (b > 200 && r < 120) }
	fw, fh := float64(w), float64(h)
	// The rail's icons, top to bottom.
	railX := fw - 22
	var icons []float64
	start := -1.0
	for y := fh * 0.3; y < fh; y++ {
		on := false
		for dx := -8.0; dx <= 8 && !on; dx++ {
			on = ink(railX+dx, y)
		}
		switch {
		case on && start < 0:
			start = y
		case !on && start >= 0:
			if y-start > 6 {
				icons = append(icons, (start+y)/2)
			}
			start = -1
		}
	}
	if len(icons) < 2 || !blue(railX, icons[0]) {
		return layout{}, fmt.Errorf("no tab rail with the home tab first (icons at %v)", icons)
	}
	viewBottom := icons[0] - 22
	// The cube: the bounding box of its stickers above the panels.
	minX, minY, maxX, maxY := fw, fh, 0.0, 0.0
	for y := 43.0; y < viewBottom; y++ {
		for x := 0.0; x < fw; x++ {
			r, g, b := px(x, y)
			if hi, lo := max(r, g, b), min(r, g, b); hi > 64 && hi-lo > hi/2 {
				minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
			}
		}
	}
	if maxX-minX < 50 || maxY-minY < 50 {
		return layout{}, fmt.Errorf("no cube on the screen (stickers in %v..%v, %v..%v)", minX, maxX, minY, maxY)
	}
	// Solve: the blue button's middle, left of the rail, under the cube.
	var sx, sy, n float64
	for y := viewBottom; y < fh; y += 2 {
		for x := 0.0; x < fw-50; x += 2 {
			if blue(x, y) {
				sx, sy, n = sx+x, sy+y, n+1
			}
		}
	}
	if n < 50 {
		return layout{}, fmt.Errorf("no Solve button")
	}
	solve := pt{sx / n, sy / n}
	cw, ch := maxX-minX, maxY-minY
	return layout{
		view:         image.Rect(0, 43, w, int(viewBottom)),
		centre:       pt{(minX + maxX) / 2, (minY + maxY) / 2},
		sticker:      pt{minX + 0.30*cw, minY + 0.42*ch},
		swipeTo:      pt{minX + 0.05*cw, minY + 0.37*ch},
		background:   pt{20, viewBottom - 20},
		backgroundTo: pt{120, viewBottom - 20},
		shuffle:      pt{0.15 * fw, solve.Y},
		solve:        solve,
		homeTab:      pt{railX, icons[0]},
		padTab:       pt{railX, icons[1]},
		padTop:       viewBottom + 19,
		padWidth:     fw - 45,
		alg:          pt{100, viewBottom + 218},
	}, nil
}

// pad is the move pad's button in a row and column (six columns: U U' U2
// L L' L2, then F ... R2, then B ... D2).
func (l layout) pad(row, col int) pt {
	return pt{3 + l.padWidth/6*(float64(col)+0.5), l.padTop + 40*float64(row)}
}

// layout finds the layout on the page as it is now.
func (c *cdp) layout(w, h int) (layout, error) {
	img, err := c.settle()
	if err != nil {
		return layout{}, err
	}
	l, err := findLayout(img, w, h)
	if err != nil {
		return l, fmt.Errorf("%dx%d: %w", w, h, err)
	}
	fmt.Printf("34-web-phone: %dx%d: cube centre %v, view ends at y %d, Solve %v, tabs home %v pad %v\n", w, h, l.centre, l.view.Max.Y, l.solve, l.homeTab, l.padTab)
	return l, nil
}

// cubeAfter is the cube string prev (a solved 3x3 if empty) after move.
func cubeAfter(prev, move string) (string, error) {
	c := cube.MustNew(3)
	if prev != "" {
		var err error
		if c, err = cube.ParseFacelets(prev, cube.DefaultScheme); err != nil {
			return "", err
		}
	}
	if err := c.ApplyString(move); err != nil {
		return "", err
	}
	return c.String(), nil
}
