package gui

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The state dump is a test hook for end-to-end tests that drive the real
// window from outside (the soak, .ci/e2e.d/60-soak-desktop): with
// CUBELAB_STATE_DUMP=FILE in the environment the window writes what it
// holds and what it shows to FILE, as JSON, ten times a second (replaced
// by a rename, so a reader never sees half a file). It only reads the state:
// it changes nothing the person sees or does. Without the variable nothing
// runs.
const stateDumpEnv = "CUBELAB_STATE_DUMP"

// stateDumpEvery is how often the dump is written.
const stateDumpEvery = 100 * time.Millisecond

// StateDump is what the window writes: the model's state, the texts shown
// about it and where the controls are, so a test can check that the texts
// describe the cube and click the controls.
type StateDump struct {
	Seq  int    `json:"seq"`  // counts the dumps written
	Time string `json:"time"` // when, RFC 3339 with nanoseconds

	Canvas [2]float32 `json:"canvas"` // the window's content size, in canvas units
	Scale  float32    `json:"scale"`  // pixels per canvas unit

	// The model.
	N         int    `json:"n"`
	Cube      string `json:"cube"`      // the session's cube, facelets (cube.Cube.String)
	Displayed string `json:"displayed"` // the cube drawn: trails Cube while turns animate
	Animating bool   `json:"animating"`
	History   string `json:"history"` // the moves made, as made
	Redo      string `json:"redo"`
	Scramble  string `json:"scramble"`
	Layers    [2]int `json:"layers"`
	Solving   string `json:"solving"` // the method of the running solve, or ""
	Playing   bool   `json:"playing"` // a solution is playing
	Playback  *struct {
		Method string `json:"method"`
		Index  int    `json:"index"`
		Len    int    `json:"len"`
	} `json:"playback"` // the loaded solution, or nil
	HumanActive bool `json:"humanActive"`
	HumanDone   bool `json:"humanDone"`
	HumanMoves  int  `json:"humanMoves"`

	// What the window shows.
	Status       string     `json:"status"`       // the status line
	Moves        string     `json:"moves"`        // the move counter
	Layer        string     `json:"layer"`        // the layer label
	Size         string     `json:"size"`         // the size dropdown's choice
	Method       string     `json:"method"`       // the method dropdown's choice
	SolutionText string     `json:"solutionText"` // the Solution tab's heading
	PlayIcon     string     `json:"playIcon"`     // the transport's play button: "play" or "pause"
	Scrubber     [2]float64 `json:"scrubber"`     // its value and maximum
	Tab          string     `json:"tab"`          // the side panel's tab shown
	Paint        bool       `json:"paint"`        // the paint editor is open
	Overlay      *Rect      `json:"overlay"`      // the dialog box or menu on top, or nil
	OverlayKind  string     `json:"overlayKind"`  // "menu", "dialog" or "other"

	// Targets are the controls on screen, by name, for a test to click.
	Targets map[string]Rect `json:"targets"`
}

// Rect is a control's place in the window, in canvas units.
type Rect struct{ X, Y, W, H float32 }

// startStateDump writes the state dump to path every stateDumpEvery until
// the app stops; a write that fails is logged once.
func (u *ui) startStateDump(path string) {
	seq := 0
	logged := false
	var queued oneAtATime
	go func() {
		for range time.Tick(stateDumpEvery) {
			queued.hand(fyne.Do, func() {
				written, err := u.writeStateDump(path, seq+1)
				if written {
					seq++
				}
				if err != nil && !logged {
					logged = true
					fyne.LogError("cubelab: writing the state dump "+path, err)
				}
			})
		}
	}()
}

// writeStateDump writes dump number seq to path; it reports false, writing
// nothing, before the panels exist.
func (u *ui) writeStateDump(path string, seq int) (bool, error) {
	d := u.stateDump()
	if d == nil {
		return false, nil
	}
	d.Seq, d.Time = seq, time.Now().Format(time.RFC3339Nano)
	data, err := json.Marshal(d)
	if err != nil {
		return false, fmt.Errorf("state dump: %w", err)
	}
	// Replaced by a rename, so a reader never sees half a file; not synced
	// to disk (savefile.Write does that): ten syncs a second would slow a
	// loaded machine down, and a dump is worth nothing after a crash.
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o600); err != nil {
		return false, fmt.Errorf("state dump: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return false, fmt.Errorf("state dump: %w", err)
	}
	return true, nil
}

// startStateDumpFromEnv starts the dump when CUBELAB_STATE_DUMP names a file.
func (u *ui) startStateDumpFromEnv() {
	if path := os.Getenv(stateDumpEnv); path != "" {
		u.startStateDump(path)
	}
}

// stateDump reads the state and the widgets; nil before the panels exist.
func (u *ui) stateDump() *StateDump {
	w := &u.w
	if w.status == nil || w.tabs == nil {
		return nil
	}
	c := u.win.Canvas()
	d := &StateDump{
		Canvas:    [2]float32{c.Size().Width, c.Size().Height},
		Scale:     c.Scale(),
		N:         u.sess.N(),
		Cube:      u.sess.Cube().String(),
		Displayed: u.view.Displayed().String(),
		Animating: u.view.Animating(),
		History:   u.sess.History().String(),
		Redo:      u.sess.RedoMoves().String(),
		Scramble:  u.sess.Scramble().String(),
		Playing:   u.playing,

		Status:       w.status.Text,
		Moves:        w.moves.Text,
		Layer:        w.layer.Text,
		Size:         w.size.Selected,
		Method:       w.method.Selected,
		SolutionText: w.solutionText.Text,
		PlayIcon:     "play",
		Paint:        u.paint != nil,
		Targets:      map[string]Rect{},
	}
	d.Layers[0], d.Layers[1] = u.sess.Layers()
	if u.solve != nil {
		d.Solving = u.solve.method
	}
	if p := u.sess.Playback(); p != nil {
		d.Playback = &struct {
			Method string `json:"method"`
			Index  int    `json:"index"`
			Len    int    `json:"len"`
		}{p.Method, p.Index, len(p.Moves)}
	}
	h := u.sess.HumanSession()
	d.HumanActive, d.HumanDone, d.HumanMoves = h.Active, h.Done, h.Moves
	if w.play.Icon != nil && w.play.Icon.Name() == theme.MediaPauseIcon().Name() {
		d.PlayIcon = "pause"
	}
	if s := u.cv.scrubber; s != nil {
		d.Scrubber = [2]float64{s.Value, s.Max}
	}
	if t := w.tabs.Selected(); t != nil {
		d.Tab = t.Text
	}
	if o := c.Overlays().Top(); o != nil {
		r, kind := u.overlayRect(o)
		d.Overlay, d.OverlayKind = &r, kind
	}
	u.addTargets(d)
	return d
}

// rectOf is where o is in the window.
func (u *ui) rectOf(o fyne.CanvasObject) Rect {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s := o.Size()
	return Rect{p.X, p.Y, s.Width, s.Height}
}

// overlayRect is where the menu or dialog box of overlay o is: the overlay
// itself covers the window (a click outside the menu dismisses it, a modal
// dialog's shade takes every click), and keeps what it shows in its
// Content field (of a type internal to Fyne, so read by reflection).
func (u *ui) overlayRect(o fyne.CanvasObject) (Rect, string) {
	inner := o
	if v := reflect.ValueOf(o); v.Kind() == reflect.Pointer && v.Elem().Kind() == reflect.Struct {
		if f := v.Elem().FieldByName("Content"); f.IsValid() && f.CanInterface() {
			if c, ok := f.Interface().(fyne.CanvasObject); ok && c != nil {
				inner = c
			}
		}
	}
	switch x := inner.(type) {
	case *widget.PopUpMenu:
		return u.rectOf(x), "menu"
	case *widget.PopUp:
		if x.Content != nil {
			return u.rectOf(x.Content), "dialog"
		}
	}
	return u.rectOf(o), "other"
}

// addTargets lists the controls a person can reach now: the paint editor's
// while it is open, else the cube, the controls above the tabs, the tab bar
// and the shown tab's controls. Buttons that open file dialogs are left
// out (a test clicking at random must not write files where it pleases).
func (u *ui) addTargets(d *StateDump) {
	add := func(name string, o fyne.CanvasObject) {
		if o == nil || !o.Visible() || o.Size().IsZero() {
			return
		}
		if b, ok := o.(*widget.Button); ok && b.Disabled() {
			return
		}
		d.Targets[name] = u.rectOf(o)
	}
	if ps := u.paint; ps != nil {
		add("paint-view", ps.view)
		add("paint-done", ps.done)
		add("paint-cancel", ps.cancel)
		for i, s := range ps.swatches {
			add(fmt.Sprintf("paint-swatch-%d", i), s)
		}
		return
	}
	w := &u.w
	add("cube", u.view)
	add("size", w.size)
	add("method", w.method)
	add("tables", w.tables)
	add("shuffle", w.shuffle)
	add("reset", w.reset)
	add("solve", w.solve)
	if t := w.tabs.Selected(); t != nil && t.Content != nil {
		bar := u.rectOf(w.tabs)
		bar.H = u.rectOf(t.Content).Y - bar.Y
		d.Targets["tabbar"] = bar
	}
	switch w.tabs.Selected() {
	case w.playTab:
		for i, b := range w.pad {
			add(fmt.Sprintf("pad-%d", i), b)
		}
		add("layer-lo", w.layerLo)
		add("layer-hi", w.layerHi)
		add("alg", w.alg)
	case w.historyTab:
		add("history", w.history)
	case w.solutionTab:
		for name, b := range map[string]*widget.Button{"start": w.start, "back": w.back, "play": w.play, "next": w.next, "end": w.end} {
			add(name, b)
		}
		add("scrubber", u.cv.scrubber)
		add("speed", w.speed)
		add("instant", u.cv.instant)
		add("moves-text", u.cv.moveText)
	case w.viewTab:
		add("view-mode", w.viewMode)
		add("drag-orbit", w.dragOrbit)
		add("auto-play", w.autoPlay)
		add("theme", w.theme)
		add("scheme", u.cv.schemeSel)
	case w.timerTab:
		add("inspection", u.cv.inspection)
		add("solves", u.cv.solves)
		add("plus2", u.cv.plus2)
		add("dnf", u.cv.dnf)
		add("delete", u.cv.del)
	}
}
