package gui

import (
	"context"
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"

	"cubelab/algorithms"
	"cubelab/cube"
	"cubelab/render"
	"cubelab/ui/gui/model"
)

// humanMethod is the dropdown entry for solving by hand, timed.
const humanMethod = "Human"

// ui wires the session to the widgets. All fields are used on the Fyne
// goroutine only; solver goroutines hand results back with fyne.Do.
type ui struct {
	app  fyne.App
	win  fyne.Window
	sess *model.Session
	st   model.Settings
	view *CubeView
	w    widgets

	cv       conventionsUI // colour scheme, keys, timer, timeline
	lastFace cube.Face     // face of the last turn: the layer highlight follows it
	playing  bool          // solution playback runs

	solve     *solveJob              // running solver, or nil
	solutions map[int]*shownSolution // the last solution found for each size
	autoPlay  bool                   // play a solution as soon as it is found

	status         statusLine
	help           string // on a phone, the idle status (the gestures); else keyHelp writes it
	endHumanAsked  string // the state (stateKey) in which Enter last asked before ending a timed solve by hand
	fillingMethods bool   // refreshMethods is filling the menu: not the person's choice

	congratulated bool
	clock         *time.Ticker // runs while a human session or a solve is on
	clockStop     chan struct{}
	savePending   bool
	dialog        dialog.Dialog // the message on screen, closed by Enter or Escape
	onSolveDone   func()        // test hook, called after a solve finished
	timing        timing
	paint         *paintScreen // the paint editor while it is open
	loadErr       error        // what of the saved state was ignored, until buildPanels says so
}

// shownSolution is a solver's answer and what it was asked.
type shownSolution struct {
	sol   *algorithms.Solution
	from  *cube.Cube    // the state the solution starts from
	by    string        // the method
	setup time.Duration // building its tables, apart from the search
}

// shown returns the last solution found for the current size, or nil.
func (u *ui) shown() *shownSolution { return u.solutions[u.sess.N()] }

// statusLine is a message and the state it describes (see stateKey): once
// the state changes, the message no longer applies and the status line
// describes the new state instead.
type statusLine struct{ text, key string }

// newUI restores the saved state and builds every widget (not yet laid out).
func newUI(a fyne.App, w fyne.Window, t timing) *ui {
	u := newCubeUI(a, w, t)
	u.buildPanels()
	return u
}

// newCubeUI restores the saved state and builds the cube view only: what the
// first frame needs. buildPanels makes the rest.
func newCubeUI(a fyne.App, w fyne.Window, t timing) *ui {
	u := &ui{app: a, win: w, timing: t, solutions: map[int]*shownSolution{}}
	u.sess, u.st, u.loadErr = loadState(a)
	if err := u.loadConventions(a); err != nil {
		u.loadErr = errors.Join(u.loadErr, err)
	}
	u.lastFace = u.st.LastFace
	u.autoPlay = a.Preferences().BoolWithFallback(kAutoPlay, true)
	u.view = NewCubeView(u.sess.Cube())
	u.view.Speed = func() float64 { return u.st.Speed }
	u.view.OnCamera = u.scheduleSave // orbiting works from the first frame
	u.view.DragOrbit = u.st.DragOrbit
	if c := u.st.Camera; c.Zoom > 0 {
		u.view.Camera = render.Camera{Yaw: c.Yaw, Pitch: c.Pitch, Zoom: c.Zoom, PanX: c.PanX, PanY: c.PanY}
	}
	if u.st.View == "net" {
		u.view.View = render.ViewNet
	}
	u.applyTheme()
	a.Settings().AddListener(func(fyne.Settings) { u.updateRenderTheme() })
	return u
}

// buildPanels builds the side panels, wires the session to them and to the
// keys, and says what of the saved state was ignored.
func (u *ui) buildPanels() {
	// Turns wait for the panels: they show what a turn changes.
	u.view.OnAction = u.onKey
	u.view.OnMove = u.onDragMove
	u.view.OnIdle = u.onIdle
	u.buildWidgets()
	u.buildConventionWidgets()
	u.sess.OnChange(u.onChange)
	u.installShortcuts()
	u.installPaintShortcut()
	u.refresh()
	if u.loadErr != nil {
		fyne.LogError("cubelab: some saved preferences were ignored", u.loadErr)
		u.setStatus("Some saved preferences were ignored: " + u.loadErr.Error())
		u.save() // replace what was wrong, so this is said once
		u.loadErr = nil
	}
}

// installShortcuts makes keys work even when no widget has focus.
func (u *ui) installShortcuts() {
	c := u.win.Canvas()
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if !u.overlayKey(ev.Name) {
			u.view.TypedKey(ev)
		}
	})
	c.SetOnTypedRune(func(r rune) {
		if !u.overlayOpen() {
			u.view.TypedRune(r)
		}
	})
	if dc, ok := c.(desktop.Canvas); ok {
		dc.SetOnKeyDown(u.view.KeyDown)
		dc.SetOnKeyUp(u.view.KeyUp)
	}
	c.AddShortcut(&fyne.ShortcutUndo{}, u.onShortcut)
	c.AddShortcut(&fyne.ShortcutRedo{}, u.onShortcut)
	redo := &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift}
	c.AddShortcut(redo, u.onShortcut)
}

// onShortcut runs undo and redo when no widget took the shortcut.
func (u *ui) onShortcut(s fyne.Shortcut) {
	if !u.overlayOpen() {
		u.view.TypedShortcut(s)
	}
}

// focusCube gives the keyboard back to the cube: a focused button or entry
// would otherwise swallow the keys.
//
// On a phone focusing the cube would pop up the soft keyboard, so there the
// focus is only cleared: a hardware keyboard then reaches the window's
// fallback handler, which routes to the same code.
func (u *ui) focusCube() {
	if u.w.tabs == nil { // not laid out yet: the view is not on the canvas
		return
	}
	if fyne.CurrentDevice().IsMobile() {
		u.win.Canvas().Unfocus()
		return
	}
	u.win.Canvas().Focus(u.view)
}

// then wraps a widget callback so focus returns to the cube afterwards.
func (u *ui) then(f func()) func() {
	return func() {
		f()
		u.focusCube()
	}
}

// onKey runs one key press (from the cube widget or the window).
func (u *ui) onKey(key string, shift, ctrl bool) {
	if !shift && !ctrl && u.playbackKey(key) {
		return
	}
	a := u.cv.keys.Press(key, shift, ctrl, u.sess.N(), time.Now())
	switch a.Kind {
	case model.ActNone:
		return
	case model.ActTimer:
		u.timerSpace()
		return
	case model.ActDepth:
		d := u.cv.keys.Depths(u.sess.N())
		u.setStatus(fmt.Sprintf("Hands (csTimer): left turns %s, right turns %s", plural(d.L, "layer"), plural(d.R, "layer")))
		return
	case model.ActSolve:
		u.enter()
		return
	}
	u.doAction(a)
}

// doAction makes a turn, shuffle, reset, undo or redo, from a key or a
// button (the Shuffle and Reset buttons do not go through the key map,
// which may bind ] and \ to something else).
func (u *ui) doAction(a model.Action) {
	switch a.Kind {
	case model.ActShuffle, model.ActReset:
		u.cancelSolve() // its answer would not fit the new cube
		u.playing = false
	case model.ActTurn, model.ActMove, model.ActUndo, model.ActRedo:
		u.playing = false
	}
	u.sess.Do(a)
}

// onDragMove applies a turn made by dragging a sticker.
func (u *ui) onDragMove(m cube.Move) {
	u.playing = false
	if err := u.sess.Apply(m); err != nil {
		u.setStatus(err.Error())
	}
}

// onChange follows the session: animate or snap the view, refresh panels,
// congratulate a finished human solve, save.
func (u *ui) onChange(ch model.Change) {
	switch ch.Kind {
	case model.ChangeTurn:
		u.lastFace = ch.Move.Face
		u.view.Enqueue(ch.Move)
	case model.ChangeSnap:
		u.view.Snap(u.sess.Cube())
	}
	markChange(ch, u.sess.Cube())
	if p := u.sess.Playback(); p == nil || p.Index >= len(p.Moves) {
		// Nothing left to play: the transport shows play again (an
		// Instant playback jumps to the end with no animation whose end
		// would say so).
		u.playing = false
	}
	u.refresh()
	u.timedChange()
	h := u.sess.HumanSession()
	if h.Done && !u.congratulated {
		u.congratulated = true
		u.stopClock()
		u.showInfo("Solved!", fmt.Sprintf("You solved the %dx%d in %s with %s. Well done!",
			u.sess.N(), u.sess.N(), formatDuration(h.Elapsed), plural(h.Moves, "move")))
	}
	u.scheduleSave()
}

// onIdle continues a playing solution when the last turn finished animating.
func (u *ui) onIdle() {
	if u.playing && !u.playNext() {
		u.playing = false
		u.refresh()
	}
}

// enter is the Enter key: while a solution for the cube shown is loaded
// it plays or pauses it; otherwise it solves with the selected method (and
// plays the answer unless auto-play is off). A running solve is left alone.
func (u *ui) enter() {
	switch {
	case u.solve != nil:
	case u.sess.Playback() != nil:
		u.togglePlay()
	default:
		u.startSolve()
	}
}

// setStatus shows a message under the panels until the state it describes
// changes.
func (u *ui) setStatus(s string) {
	u.status = statusLine{text: s, key: u.stateKey()}
	u.showStatus()
}

// stateKey sums up what a status line can describe: the cube, the solve,
// the playback and the timed session.
func (u *ui) stateKey() string {
	idx := -1
	if p := u.sess.Playback(); p != nil {
		idx = p.Index
	}
	h := u.sess.HumanSession()
	return fmt.Sprintf("%d %t %t %d %t %t %s", u.sess.N(), u.solve != nil, u.playing, idx, h.Active, h.Done, u.sess.Cube())
}

// showStatus writes the status line: the last message while its state
// lasts, else what the state itself calls for.
func (u *ui) showStatus() {
	if u.w.status == nil {
		return
	}
	if u.status.text != "" && u.status.key != u.stateKey() {
		u.status = statusLine{}
	}
	txt := u.status.text
	if txt == "" {
		txt = u.stateStatus()
	}
	if u.w.status.Text != txt {
		u.w.status.SetText(txt)
	}
}

// stateStatus describes the state shown now.
func (u *ui) stateStatus() string {
	h := u.sess.HumanSession()
	p := u.sess.Playback()
	switch {
	case u.solve != nil:
		return fmt.Sprintf("Solving with %s…", u.solve.method)
	case h.Active:
		return "Timer running: solve it! " + u.keyHelp()
	case p != nil:
		head := fmt.Sprintf("%s: %s", p.Method, plural(len(p.Moves), "move"))
		if s := u.shown(); s != nil && s.by == p.Method && s.sol.Moves.String() == p.Moves.String() {
			opt := ""
			if s.sol.Optimal {
				opt = ", optimal"
			}
			tables := ""
			if s.setup >= 50*time.Millisecond { // shown once rounding makes it 0:00.1
				tables = " + tables " + formatDuration(s.setup)
			}
			head += fmt.Sprintf(" (%s%s) found in %s%s", s.sol.Moves.Count(u.sess.N()).Label(u.sess.N()), opt,
				formatDuration(s.sol.Stats.Duration), tables)
			if s.sol.Stats.Visited > 0 { // methods that do not search count none
				head += ", " + humanCount(s.sol.Stats.Visited) + " nodes"
			}
		}
		switch {
		case p.Index == len(p.Moves):
			return "Solved: that was the whole solution. " + head + "; Enter or play runs it again."
		case u.playing:
			// The move turning now is the one the list marks: Index moves are made.
			return fmt.Sprintf("%s; playing move %d of %d (Enter pauses).", head, max(p.Index, 1), len(p.Moves))
		case p.Index == 0:
			return head + ". Press play (or Enter)."
		}
		return fmt.Sprintf("%s; at move %d of %d: press play (or Enter) to go on.", head, p.Index, len(p.Moves))
	case h.Done:
		return fmt.Sprintf("Solved by hand in %s with %s.", formatDuration(h.Elapsed), plural(h.Moves, "move"))
	}
	return u.keyHelp()
}

// startHuman starts a timed solve by hand.
func (u *ui) startHuman() {
	u.sess.StartHuman()
	u.congratulated = false
	u.startClock()
	if u.sess.Cube().IsSolved() {
		shuffle := "the Shuffle button"
		if key := u.cv.keys.Map.KeyFor(model.CmdShuffle); key != "" {
			shuffle = key + " or " + shuffle
		}
		u.setStatus("Timer started. Shuffle (" + shuffle + ") first for a real challenge!")
	} else {
		u.setStatus("Timer started: solve it by hand, the clock stops when it is solved. " + u.keyHelp())
	}
}

// startClock refreshes the timer label while a session or solve runs.
func (u *ui) startClock() {
	if u.clock != nil || u.timing.clockEvery <= 0 {
		return
	}
	u.clock = time.NewTicker(u.timing.clockEvery)
	stop := make(chan struct{})
	u.clockStop = stop
	ticks := u.clock.C
	go func() {
		var queued oneAtATime // a slow window skips ticks instead of queueing them
		for {
			select {
			case <-stop:
				return
			case <-ticks:
				queued.hand(fyne.Do, u.tick)
			}
		}
	}()
}

// stopClock stops the ticker goroutine.
func (u *ui) stopClock() {
	if u.clock == nil {
		return
	}
	u.clock.Stop()
	close(u.clockStop)
	u.clock, u.clockStop = nil, nil
	u.refreshCounters()
}

// tick updates the clock labels; the clock stops when nothing runs.
func (u *ui) tick() {
	if u.clock == nil {
		return
	}
	u.refreshCounters()
	if u.solve != nil {
		u.renderProgress(u.solve)
	}
	if !u.sess.HumanSession().Active && u.solve == nil && !u.timerRunning() {
		u.stopClock()
	}
}

// plural prints "1 move", "2 moves".
func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return fmt.Sprintf("%d %ss", n, unit)
}

// formatDuration prints m:ss.t.
func formatDuration(d time.Duration) string {
	d = d.Round(100 * time.Millisecond)
	return fmt.Sprintf("%d:%04.1f", int(d.Minutes()), (d % time.Minute).Seconds())
}

// cancelSolve stops a running solver.
func (u *ui) cancelSolve() {
	if u.solve != nil {
		u.solve.cancel()
	}
}

// methods lists the dropdown entries for an NxN cube: Human first, then the
// registered methods that solve that size, each with the tagline of its
// description ("bibfs - bidirectional breadth-first search, ...").
func methods(n int) []string {
	out := []string{humanMethod}
	for _, m := range algorithms.Methods(n) {
		out = append(out, model.MethodLabel(m.Name, m.Description))
	}
	return out
}

// menuText is the widest text a method or tables entry may have: the room
// its select leaves beside the drop icon in a 1100 px window (360 units
// wide) or on a 360x640 phone (153 units; mostly the names alone). Fyne
// cuts a longer choice with "…" there, and its menu is one line an entry,
// as wide as its widest, so a long entry also ran past the window's edge.
func menuText(phone bool) float32 {
	if phone {
		return 110
	}
	return 315
}

// fitMethods shortens the method or tables entries until each fits
// menuText.
func fitMethods(opts []string, phone bool) []string {
	fits := func(s string) bool {
		return fyne.MeasureText(s, theme.TextSize(), fyne.TextStyle{}).Width <= menuText(phone)
	}
	out := make([]string, len(opts))
	for i, o := range opts {
		out[i] = model.ShortenLabel(o, fits)
	}
	return out
}

// solveContext bounds a solve from the window: it gives up after ten minutes.
func solveContext() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), 10*time.Minute)
}
