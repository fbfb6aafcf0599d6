package gui

import (
	"context"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"

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

	lastFace cube.Face // face of the last turn: the layer highlight follows it
	playing  bool      // solution playback runs

	solve       *solveJob // running solver, or nil
	solution    *algorithms.Solution
	solutionFor *cube.Cube // the state the solution starts from
	solutionBy  string

	congratulated bool
	clock         *time.Ticker // runs while a human session or a solve is on
	clockStop     chan struct{}
	savePending   bool
	dialog        dialog.Dialog // the message on screen, closed by Enter or Escape
	onSolveDone   func()        // test hook, called after a solve finished
	timing        timing
	paint         *paintScreen // the paint editor while it is open
}

// newUI restores the saved state and builds every widget (not yet laid out).
func newUI(a fyne.App, w fyne.Window, t timing) *ui {
	u := &ui{app: a, win: w, timing: t}
	var loadErr error
	u.sess, u.st, loadErr = loadState(a)
	u.lastFace = u.st.LastFace
	u.view = NewCubeView(u.sess.Cube())
	u.view.Speed = func() float64 { return u.st.Speed }
	u.view.OnAction = u.onKey
	u.view.OnMove = u.onDragMove
	u.view.OnCamera = u.scheduleSave
	u.view.OnIdle = u.onIdle
	u.view.DragOrbit = u.st.DragOrbit
	if c := u.st.Camera; c.Zoom > 0 {
		u.view.Camera = render.Camera{Yaw: c.Yaw, Pitch: c.Pitch, Zoom: c.Zoom, PanX: c.PanX, PanY: c.PanY}
	}
	if u.st.View == "net" {
		u.view.View = render.ViewNet
	}
	u.applyTheme()
	a.Settings().AddListener(func(fyne.Settings) { u.updateRenderTheme() })
	u.buildWidgets()
	u.sess.OnChange(u.onChange)
	u.installShortcuts()
	u.installPaintShortcut()
	u.refresh()
	if loadErr != nil {
		fyne.LogError("cubelab: some saved preferences were ignored", loadErr)
		u.setStatus("Some saved preferences were ignored: " + loadErr.Error())
		u.save() // replace what was wrong, so this is said once
	}
	return u
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
	a := model.HandleKey(key, shift, ctrl)
	switch a.Kind {
	case model.ActNone:
		return
	case model.ActSolve:
		u.startSolve()
		return
	case model.ActShuffle, model.ActReset:
		u.cancelSolve() // its answer would not fit the new cube
		u.playing = false
	case model.ActTurn, model.ActUndo, model.ActRedo:
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
	if p := u.sess.Playback(); p == nil {
		u.playing = false
	}
	u.refresh()
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
	if u.playing && !u.sess.StepForward() {
		u.playing = false
		if u.sess.Cube().IsSolved() {
			u.setStatus("Solved: that was the whole solution.")
		}
		u.refresh()
	}
}

// setStatus shows a one-line message under the panels.
func (u *ui) setStatus(s string) {
	if u.w.status != nil {
		u.w.status.SetText(s)
	}
}

// startHuman starts a timed solve by hand.
func (u *ui) startHuman() {
	u.sess.StartHuman()
	u.congratulated = false
	u.startClock()
	if u.sess.Cube().IsSolved() {
		u.setStatus("Timer started. Shuffle (]) first for a real challenge!")
	} else {
		u.setStatus("Timer started: solve it with W A S D F X (Shift = prime)")
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
		for {
			select {
			case <-stop:
				return
			case <-ticks:
				fyne.Do(u.tick)
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
	if !u.sess.HumanSession().Active && u.solve == nil {
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
// registered methods that solve that size.
func methods(n int) []string {
	return append([]string{humanMethod}, algorithms.Names(n)...)
}

// solveContext bounds a solve from the window: it gives up after ten minutes.
func solveContext() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), 10*time.Minute)
}
