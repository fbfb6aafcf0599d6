// Command 60-soak-desktop is the desktop window's seeded monkey test: it
// starts the real binary under the X server in $DISPLAY and, for
// SOAK_SECONDS, drives it as a restless person would, with xdotool: random
// keys (turns, layers, shuffle, reset, solve, undo, redo, paint, playback
// keys), clicks at random points and on the controls on screen, drags and
// right-drags and scrolls over the cube, size and method switches through
// their menus, tab switches, scrubber drags, solves left to finish or
// cancelled, and paint edits (stickers, colour keys, Done, Cancel).
//
// Between actions it reads the window's state dump (CUBELAB_STATE_DUMP,
// ui/gui/statedump.go) and checks, every time, that the app runs and
// answers (the dump keeps coming), that the window's size never changes (X
// geometry and canvas size), and the dump's own check (gui.StateDump.Check:
// valid cubes of the size shown; move counter, layer label, transport,
// scrubber and status line describing the cube shown); whenever the window
// is quiet (no animation, solve or playback), that the cube drawn is the
// session's. At the end it checks that the state saved on disk is the cube
// shown, and that a restart shows it again.
//
// The actions come from a seeded generator (SOAK_SEED, printed at the start;
// random when unset): the same seed replays the same choices, as far as a
// GUI's timing allows (each choice also depends on what is on screen).
// On a failure it prints the seed, the last actions, the check that failed,
// the state and the app's log, and keeps a screenshot in SHOT_DIR.
//
// Usage: 60-soak-desktop CUBELAB_BINARY WORK_DIR (run by 60-soak-desktop.sh).
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"cubelab/ui/gui"
)

// dump is what the window writes for tests (ui/gui/statedump.go).
type dump = gui.StateDump

type rect = gui.Rect

// soak is one run.
type soak struct {
	bin, dir, dumpPath, shots string
	rng                       *rand.Rand
	seed                      uint64
	start                     time.Time

	app          *exec.Cmd
	exited       chan error
	win          string
	geom         string     // the window's X geometry at the start
	canvas       [2]float32 // its canvas size at the start
	lastSeq      int
	lastNew      time.Time // when lastSeq was first seen
	log          []string  // the actions so far
	stats        map[string]int
	solvingSince time.Time
}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: 60-soak-desktop CUBELAB_BINARY WORK_DIR")
		os.Exit(2)
	}
	seconds := envInt("SOAK_SECONDS", 60)
	seed := uint64(time.Now().UnixNano() % 1e9)
	if v := os.Getenv("SOAK_SEED"); v != "" {
		s, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			fmt.Fprintf(os.Stderr, "SOAK_SEED=%q is not a number\n", v)
			os.Exit(2)
		}
		seed = s
	}
	s := &soak{bin: os.Args[1], dir: os.Args[2], seed: seed, rng: rand.New(rand.NewPCG(seed, 0x50a6)),
		stats: map[string]int{}, shots: os.Getenv("SHOT_DIR")}
	s.dumpPath = filepath.Join(s.dir, "state.json")
	if s.shots == "" {
		s.shots = s.dir
	}
	fmt.Printf("soak-desktop: seed %d, %d s (replay: SOAK_SEED=%d SOAK_SECONDS=%d make soak-desktop)\n", seed, seconds, seed, seconds)
	if err := s.run(time.Duration(seconds) * time.Second); err != nil {
		s.fail(err)
	}
	fmt.Printf("soak-desktop ok: seed %d, %d actions in %s: %s\n", seed, len(s.log), time.Since(s.start).Round(time.Second), s.summary())
}

func envInt(name string, def int) int {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		fmt.Fprintf(os.Stderr, "%s=%q is not a positive number\n", name, v)
		os.Exit(2)
	}
	return n
}

// run starts the app, acts until the time is up, then checks the saved
// state and a restart.
func (s *soak) run(length time.Duration) error {
	s.start = time.Now()
	if err := s.startApp(); err != nil {
		return err
	}
	d, err := s.waitDump(30 * time.Second)
	if err != nil {
		return err
	}
	s.canvas = d.Canvas
	if d.Scale > 0 {
		scale = d.Scale
	}
	if s.geom, err = s.geometry(); err != nil {
		return err
	}
	fmt.Printf("soak-desktop: window %s, canvas %gx%g\n", s.geom, d.Canvas[0], d.Canvas[1])
	nextShot := s.start.Add(time.Minute)
	nextGeom := time.Now()
	for i := 0; time.Since(s.start) < length; i++ {
		d, err := s.current()
		if err != nil {
			return err
		}
		if err := s.check(d); err != nil {
			return err
		}
		if time.Now().After(nextGeom) {
			if err := s.checkGeometry(); err != nil {
				return err
			}
			nextGeom = time.Now().Add(2 * time.Second)
		}
		if time.Now().After(nextShot) {
			t := int(time.Since(s.start).Seconds())
			s.screenshot(fmt.Sprintf("soak-%03ds", t))
			fmt.Printf("soak-desktop: %3d s, %d actions, now a %s with %s\n", t, len(s.log), d.Size, d.Method)
			nextShot = nextShot.Add(time.Minute)
		}
		if i%25 == 24 {
			if err := s.settle(20 * time.Second); err != nil {
				return err
			}
			continue
		}
		if err := s.act(d); err != nil {
			return err
		}
		time.Sleep(time.Duration(20+s.rng.IntN(200)) * time.Millisecond)
	}
	return s.finish()
}

// startApp runs the binary with the state dump on and finds its window.
func (s *soak) startApp() error {
	logf, err := os.OpenFile(filepath.Join(s.dir, "app.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	_ = os.Remove(s.dumpPath)
	s.lastSeq = 0
	s.app = exec.Command(s.bin)
	// The seed also seeds the window's shuffles (ui/gui/testseed.go).
	s.app.Env = append(os.Environ(), "CUBELAB_STATE_DUMP="+s.dumpPath, fmt.Sprintf("CUBELAB_SHUFFLE_SEED=%d", s.seed))
	s.app.Stdout, s.app.Stderr = logf, logf
	// A file dialog starts in the app's directory: one of its own, where a
	// file saved over another harms nothing.
	s.app.Dir = filepath.Join(s.dir, "files")
	if err := os.MkdirAll(s.app.Dir, 0o755); err != nil {
		return err
	}
	if err := s.app.Start(); err != nil {
		return fmt.Errorf("starting %s: %w", s.bin, err)
	}
	s.exited = make(chan error, 1)
	go func(c *exec.Cmd) { s.exited <- c.Wait(); logf.Close() }(s.app)
	out, err := exec.Command("timeout", "30", "xdotool", "search", "--sync", "--onlyvisible", "--name", "^Cubelab$").Output()
	if err != nil {
		return fmt.Errorf("no Cubelab window: %v", err)
	}
	s.win = strings.Fields(string(out))[0]
	_ = exec.Command("xdotool", "windowfocus", s.win).Run()
	return nil
}

// alive fails once the app has exited.
func (s *soak) alive() error {
	select {
	case err := <-s.exited:
		s.exited <- err
		return fmt.Errorf("the app exited: %v", err)
	default:
		return nil
	}
}

// readDump reads the state dump as it is now.
func (s *soak) readDump() (*dump, error) {
	data, err := os.ReadFile(s.dumpPath)
	if err != nil {
		return nil, err
	}
	var d dump
	if err := json.Unmarshal(data, &d); err != nil {
		return nil, fmt.Errorf("state dump: %w", err)
	}
	return &d, nil
}

// waitDump waits for the first dump.
func (s *soak) waitDump(limit time.Duration) (*dump, error) {
	end := time.Now().Add(limit)
	for time.Now().Before(end) {
		if err := s.alive(); err != nil {
			return nil, err
		}
		if d, err := s.readDump(); err == nil {
			s.lastSeq, s.lastNew = d.Seq, time.Now()
			return d, nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return nil, fmt.Errorf("no state dump from the app after %s", limit)
}

// hangLimit is how long the window may go without answering (writing a
// dump) before the soak calls it hung; generous for a loaded machine.
const hangLimit = 30 * time.Second

// current returns the latest dump and fails when the app died or stopped
// answering.
func (s *soak) current() (*dump, error) {
	if err := s.alive(); err != nil {
		return nil, err
	}
	d, err := s.readDump()
	if err != nil {
		// Gone or unreadable for a moment (a file dialog may write over
		// it): the app writes it again ten times a second.
		if time.Since(s.lastNew) > hangLimit {
			return nil, fmt.Errorf("no state from the window for %s: %w", time.Since(s.lastNew).Round(time.Second), err)
		}
		time.Sleep(100 * time.Millisecond)
		return s.current()
	}
	if d.Seq != s.lastSeq {
		s.lastSeq, s.lastNew = d.Seq, time.Now()
	} else if time.Since(s.lastNew) > hangLimit {
		return d, fmt.Errorf("the window stopped answering: no new state for %s", time.Since(s.lastNew).Round(time.Second))
	}
	return d, nil
}

// next waits for a dump written after now (the state once the events sent
// so far had a chance to arrive).
func (s *soak) next() (*dump, error) {
	seq := s.lastSeq
	for {
		d, err := s.current()
		if err != nil {
			return nil, err
		}
		if d.Seq > seq+1 {
			return d, nil
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func (s *soak) geometry() (string, error) {
	out, err := exec.Command("xdotool", "getwindowgeometry", s.win).Output()
	if err != nil {
		return "", fmt.Errorf("window geometry: %v", err)
	}
	m := regexp.MustCompile(`Geometry: (\S+)`).FindSubmatch(out)
	if m == nil {
		return "", fmt.Errorf("window geometry: %q", out)
	}
	return string(m[1]), nil
}

func (s *soak) checkGeometry() error {
	g, err := s.geometry()
	if err != nil {
		return err
	}
	if g != s.geom {
		return fmt.Errorf("the window resized itself from %s to %s", s.geom, g)
	}
	return nil
}

// check tests what must hold at every moment: the window's size, and the
// dump's own check (gui.StateDump.Check).
func (s *soak) check(d *dump) error {
	if d.Canvas != s.canvas {
		return fmt.Errorf("the canvas changed size from %v to %v", s.canvas, d.Canvas)
	}
	return d.Check()
}

// settle waits until the window is quiet (no animation, solve or playback;
// the paint editor and dialogs may stay), up to limit, then checks that
// the cube drawn is the session's. A window still busy at the limit is
// not an error (a big solve or a long playback), only counted.
func (s *soak) settle(limit time.Duration) error {
	end := time.Now().Add(limit)
	var prev *dump
	for time.Now().Before(end) {
		d, err := s.next()
		if err != nil {
			return err
		}
		if err := s.check(d); err != nil {
			return err
		}
		quiet := !d.Animating && d.Solving == "" && !d.Playing
		if quiet && prev != nil && prev.Cube == d.Cube && prev.Displayed == d.Displayed {
			s.stats["settled"]++
			if d.Displayed != d.Cube {
				return fmt.Errorf("the window is quiet but draws a cube other than the session's:\n drawn   %s\n session %s", d.Displayed, d.Cube)
			}
			return nil
		}
		if quiet {
			prev = d
		} else {
			prev = nil
		}
	}
	s.stats["busy at settle"]++
	return nil
}

// act makes one random action suited to what is on screen.
func (s *soak) act(d *dump) error {
	if d.Solving != "" {
		if s.solvingSince.IsZero() {
			s.solvingSince = time.Now()
		}
	} else {
		s.solvingSince = time.Time{}
	}
	switch {
	case d.Paint:
		return s.actPaint(d)
	case d.Overlay != nil && s.rng.IntN(3) > 0:
		return s.actOverlay(d)
	case !s.solvingSince.IsZero() && time.Since(s.solvingSince) > 15*time.Second && s.rng.IntN(4) == 0:
		return s.clickTarget(d, "solve", "cancel a long solve")
	}
	r := s.rng.IntN(100)
	switch {
	case r < 34:
		return s.key(s.randomKey())
	case r < 52:
		return s.clickAnyTarget(d)
	case r < 60:
		return s.click(s.randomPoint(rect{X: 0, Y: 0, W: d.Canvas[0], H: d.Canvas[1]}), 1, "click anywhere")
	case r < 72:
		return s.dragCube(d)
	case r < 75:
		return s.scrollCube(d)
	case r < 81:
		return s.choose(d, "size")
	case r < 87:
		return s.choose(d, "method")
	case r < 91:
		return s.solveAndWatch()
	case r < 95:
		return s.clickTab(d)
	default:
		return s.scrub(d)
	}
}

// solveAndWatch presses Enter (solve and play, or the timer for Human, or
// play/pause) and watches, checking every state, until the window is quiet
// again or 20 s have passed: solutions get to play, animated, to their end.
func (s *soak) solveAndWatch() error {
	if err := s.key("Return"); err != nil {
		return err
	}
	s.stats["watched"]++
	end := time.Now().Add(20 * time.Second)
	for time.Now().Before(end) {
		d, err := s.next()
		if err != nil {
			return err
		}
		if err := s.check(d); err != nil {
			return err
		}
		if d.Overlay != nil || (!d.Animating && d.Solving == "" && !d.Playing) {
			return nil
		}
	}
	return nil
}

// randomKey picks a key as the seed 000 map and the window know them.
func (s *soak) randomKey() string {
	r := s.rng.IntN(100)
	pick := func(keys ...string) string { return keys[s.rng.IntN(len(keys))] }
	switch {
	case r < 40:
		k := pick("w", "a", "s", "d", "f", "x")
		if s.rng.IntN(3) == 0 {
			k = "shift+" + k
		}
		return k
	case r < 47:
		return pick("1", "1", "1", "2", "3", "4", "5")
	case r < 52:
		return "bracketright"
	case r < 55:
		return "backslash"
	case r < 63:
		return "Return"
	case r < 71:
		return pick("ctrl+z", "ctrl+z", "ctrl+y", "ctrl+shift+z")
	case r < 75:
		return "space"
	case r < 85:
		return pick("Left", "Right", "Home", "End")
	case r < 88:
		return "Escape"
	case r < 90:
		return "Tab"
	case r < 93:
		return "ctrl+p"
	case r < 97:
		return pick("c", "y", "z", "m", "e", "g", "shift+c", "shift+m")
	}
	return pick("q", "h", "j", "k", "l", "o", "p", "t", "u", "i", "minus", "period", "comma", "slash")
}

// actPaint edits stickers in the paint editor, picks colours, and now and
// then undoes, finishes or cancels.
func (s *soak) actPaint(d *dump) error {
	r := s.rng.IntN(100)
	switch {
	case r < 55:
		return s.clickTarget(d, "paint-view", "paint a sticker")
	case r < 70:
		return s.clickTarget(d, fmt.Sprintf("paint-swatch-%d", s.rng.IntN(6)), "pick a colour")
	case r < 82:
		return s.key([]string{"y", "o", "b", "r", "g", "w", "1", "2", "3", "4", "5", "6"}[s.rng.IntN(12)])
	case r < 88:
		return s.key("ctrl+z")
	case r < 92:
		return s.key("Return")
	case r < 96:
		return s.clickTarget(d, "paint-done", "Done")
	}
	return s.clickTarget(d, "paint-cancel", "Cancel")
}

// actOverlay answers a menu (a click in it, or Escape) or a dialog (Escape,
// or a click in its bottom row of buttons: Cancel, Close, OK, Save; the
// rest of a file dialog, its folders, is left alone so the soak writes no
// file outside its directory).
func (s *soak) actOverlay(d *dump) error {
	r := *d.Overlay
	switch {
	case d.OverlayKind == "menu" && s.rng.IntN(10) < 7:
		return s.click(s.randomPoint(r), 1, "click in the menu")
	case d.OverlayKind == "dialog" && s.rng.IntN(10) < 6:
		strip := rect{X: r.X, Y: r.Y + r.H - min(50, r.H), W: r.W, H: min(50, r.H)}
		return s.click(s.randomPoint(strip), 1, "click the dialog's buttons")
	}
	return s.key("Escape")
}

// clickAnyTarget clicks one of the controls on screen (not the cube).
func (s *soak) clickAnyTarget(d *dump) error {
	var names []string
	for n := range d.Targets {
		if n != "cube" {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return s.key(s.randomKey())
	}
	slices.Sort(names) // map order is random: keep the seed's choices
	return s.clickTarget(d, names[s.rng.IntN(len(names))], "")
}

func (s *soak) clickTarget(d *dump, name, why string) error {
	r, ok := d.Targets[name]
	if !ok {
		return s.key("Escape")
	}
	if why == "" {
		why = "click " + name
	}
	return s.click(s.randomPoint(r), 1, why)
}

// choose opens a dropdown (size or method) and clicks in its menu.
func (s *soak) choose(d *dump, name string) error {
	if err := s.clickTarget(d, name, "open "+name); err != nil {
		return err
	}
	nd, err := s.next()
	if err != nil {
		return err
	}
	if nd.Overlay == nil {
		return nil
	}
	return s.click(s.randomPoint(*nd.Overlay), 1, "choose a "+name)
}

// clickTab clicks in the tab bar.
func (s *soak) clickTab(d *dump) error {
	return s.clickTarget(d, "tabbar", "click a tab")
}

// scrub drags along the scrubber, or clicks a move of the solution text;
// without them on screen it shows the Solution tab.
func (s *soak) scrub(d *dump) error {
	r, ok := d.Targets["scrubber"]
	if !ok {
		return s.clickTab(d)
	}
	if s.rng.IntN(3) == 0 {
		if _, ok := d.Targets["moves-text"]; ok {
			return s.clickTarget(d, "moves-text", "click the solution's moves")
		}
	}
	y := r.Y + r.H/2
	x0 := r.X + s.rng.Float32()*r.W
	x1 := r.X + s.rng.Float32()*r.W
	return s.drag(x0, y, x1, y, 1, "scrub")
}

// dragCube drags over the cube: from a sticker it turns a layer, from the
// background it orbits; a right-drag pans.
func (s *soak) dragCube(d *dump) error {
	r, ok := d.Targets["cube"]
	if !ok {
		return s.key(s.randomKey())
	}
	p := s.randomPoint(r)
	x0, y0 := p.X, p.Y
	dx := float32(s.rng.IntN(300) - 150)
	dy := float32(s.rng.IntN(300) - 150)
	x1 := min(max(x0+dx, r.X+1), r.X+r.W-1)
	y1 := min(max(y0+dy, r.Y+1), r.Y+r.H-1)
	button := 1
	if s.rng.IntN(5) == 0 {
		button = 3
	}
	return s.drag(x0, y0, x1, y1, button, "drag the cube")
}

func (s *soak) scrollCube(d *dump) error {
	r, ok := d.Targets["cube"]
	if !ok {
		return s.key(s.randomKey())
	}
	button := 4 + s.rng.IntN(2)
	p := s.randomPoint(r)
	return s.xdo(fmt.Sprintf("scroll %d at %.0f,%.0f", button, p.X, p.Y),
		"mousemove", "--window", s.win, px(p.X), px(p.Y), "click", "--repeat", strconv.Itoa(1+s.rng.IntN(4)), strconv.Itoa(button))
}

// point is a place in the window, in canvas units.
type point struct{ X, Y float32 }

func (s *soak) randomPoint(r rect) point {
	return point{r.X + 1 + s.rng.Float32()*max(r.W-2, 0), r.Y + 1 + s.rng.Float32()*max(r.H-2, 0)}
}

// scale is the window's pixels per canvas unit (the dump's positions are
// in canvas units, xdotool's in pixels).
var scale float32 = 1

func px(v float32) string { return strconv.Itoa(int(v * scale)) }

func (s *soak) key(k string) error {
	return s.xdo("key "+k, "key", k)
}

func (s *soak) click(p point, button int, why string) error {
	return s.xdo(fmt.Sprintf("%s at %.0f,%.0f", why, p.X, p.Y), "mousemove", "--window", s.win, px(p.X), px(p.Y), "click", strconv.Itoa(button))
}

// drag presses at x0,y0, moves to x1,y1 in steps and releases.
func (s *soak) drag(x0, y0, x1, y1 float32, button int, why string) error {
	args := []string{"mousemove", "--window", s.win, px(x0), px(y0), "mousedown", strconv.Itoa(button)}
	steps := 3 + s.rng.IntN(6)
	for i := 1; i <= steps; i++ {
		f := float32(i) / float32(steps)
		args = append(args, "sleep", "0.02", "mousemove", "--window", s.win, px(x0+(x1-x0)*f), px(y0+(y1-y0)*f))
	}
	args = append(args, "mouseup", strconv.Itoa(button))
	return s.xdo(fmt.Sprintf("%s (button %d) %.0f,%.0f -> %.0f,%.0f", why, button, x0, y0, x1, y1), args...)
}

// xdo runs xdotool and logs the action.
func (s *soak) xdo(what string, args ...string) error {
	s.log = append(s.log, fmt.Sprintf("%7.2fs %s", time.Since(s.start).Seconds(), what))
	s.stats[strings.Fields(what)[0]]++
	var stderr bytes.Buffer
	cmd := exec.Command("xdotool", args...)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if aerr := s.alive(); aerr != nil {
			return aerr
		}
		return fmt.Errorf("xdotool %s: %v %s", strings.Join(args, " "), err, stderr.String())
	}
	return nil
}

// finish leaves the window quiet, then checks that the saved session is
// the cube shown and that a restart shows it again.
func (s *soak) finish() error {
	for range 40 { // close dialogs, the paint editor, menus
		d, err := s.next()
		if err != nil {
			return err
		}
		switch {
		case d.Overlay != nil:
			err = s.actOverlay(d)
		case d.Paint:
			err = s.clickTarget(d, "paint-cancel", "Cancel (end)")
		case d.Solving != "":
			err = s.clickTarget(d, "solve", "cancel (end)")
		case d.Playing:
			err = s.key("Return") // pauses
		default:
			goto quiet
		}
		if err != nil {
			return err
		}
	}
quiet:
	if err := s.settle(60 * time.Second); err != nil {
		return err
	}
	d, err := s.next()
	if err != nil {
		return err
	}
	if err := s.check(d); err != nil {
		return err
	}
	s.screenshot("soak-end")
	// The session is saved within a second of a change.
	time.Sleep(2500 * time.Millisecond)
	saved, err := savedCube(filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "fyne", "io.cubelab.app", "session.txt"))
	if err != nil {
		return err
	}
	if saved != d.Cube {
		return fmt.Errorf("the saved cube is not the one shown:\n saved %s\n shown %s", saved, d.Cube)
	}
	_ = s.app.Process.Signal(os.Interrupt)
	select {
	case <-s.exited:
	case <-time.After(10 * time.Second):
		_ = s.app.Process.Kill()
		<-s.exited
	}
	if err := s.startApp(); err != nil {
		return err
	}
	r, err := s.waitDump(30 * time.Second)
	if err != nil {
		return err
	}
	if r.Cube != d.Cube {
		return fmt.Errorf("after a restart the window shows another cube:\n before %s\n after  %s", d.Cube, r.Cube)
	}
	if err := s.check(r); err != nil {
		return fmt.Errorf("after a restart: %w", err)
	}
	_ = s.app.Process.Signal(os.Interrupt)
	select {
	case <-s.exited:
	case <-time.After(10 * time.Second):
		_ = s.app.Process.Kill()
	}
	return s.checkLog()
}

// savedCube reads the cube from a saved session file.
func savedCube(path string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("the saved session: %w", err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "cubelab.cube "); ok {
			return strconv.Unquote(v)
		}
	}
	return "", fmt.Errorf("no cube in %s", path)
}

// checkLog fails on a panic or a Go runtime error in the app's output.
func (s *soak) checkLog() error {
	data, err := os.ReadFile(filepath.Join(s.dir, "app.log"))
	if err != nil {
		return err
	}
	for _, bad := range []string{"panic:", "fatal error:", "SIGSEGV", "DATA RACE"} {
		if i := bytes.Index(data, []byte(bad)); i >= 0 {
			return fmt.Errorf("the app's log has %q", data[i:min(len(data), i+300)])
		}
	}
	return nil
}

func (s *soak) screenshot(name string) {
	_ = os.MkdirAll(s.shots, 0o755)
	_ = exec.Command("import", "-window", s.win, filepath.Join(s.shots, name+".png")).Run()
}

func (s *soak) summary() string {
	var keys []string
	for k := range s.stats {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, s.stats[k]))
	}
	return strings.Join(parts, ", ")
}

// fail prints what a replay needs and exits.
func (s *soak) fail(err error) {
	fmt.Printf("soak-desktop FAILED after %s: %v\n", time.Since(s.start).Round(time.Second), err)
	fmt.Printf("seed %d (replay: SOAK_SEED=%d make soak-desktop)\n", s.seed, s.seed)
	fmt.Println("last actions:")
	for _, l := range s.log[max(0, len(s.log)-40):] {
		fmt.Println("  " + l)
	}
	if data, rerr := os.ReadFile(s.dumpPath); rerr == nil {
		var d dump
		if json.Unmarshal(data, &d) == nil {
			d.Targets = nil
			b, _ := json.MarshalIndent(d, "", "  ")
			fmt.Printf("state:\n%s\n", b)
		}
	}
	if s.win != "" {
		s.screenshot("soak-failed")
		fmt.Printf("screenshot: %s\n", filepath.Join(s.shots, "soak-failed.png"))
	}
	if data, rerr := os.ReadFile(filepath.Join(s.dir, "app.log")); rerr == nil {
		fmt.Printf("app log (last 3000 bytes):\n%s\n", data[max(0, len(data)-3000):])
	}
	if s.app != nil && s.app.Process != nil {
		_ = s.app.Process.Kill()
	}
	os.Exit(1)
}
