package gui

import (
	"encoding/json"
	"fmt"
	"reflect"

	"fyne.io/fyne/v2"

	"cubelab/ui/gui/model"
)

// probeState is the window's state as the browser tests read it (see
// probe_js.go): enough to tell that a journey reached its end (the cube
// drawn is the solved one, playback at its last move, nothing animating)
// and that the app is sane (the cube valid, the picture equal to the
// session's cube once idle).
type probeState struct {
	N          int    `json:"n"`
	Method     string `json:"method"`
	Invalid    string `json:"invalid,omitempty"` // why the session's cube is impossible; "" when valid
	Solved     bool   `json:"solved"`            // the session's cube
	Shown      bool   `json:"shownSolved"`       // the cube drawn
	ShownMatch bool   `json:"shownMatches"`      // the cube drawn equals the session's
	Animating  bool   `json:"animating"`
	Playing    bool   `json:"playing"`
	Solving    bool   `json:"solving"`
	Index      int    `json:"index"` // playback: moves done, -1 without a solution
	Moves      int    `json:"moves"` // playback: the solution's length
	Status     string `json:"status"`
	// Scale is the canvas's pixels per Fyne unit; Widgets are the places
	// of the controls a test clicks, in Fyne units (only those shown).
	Scale   float32               `json:"scale"`
	Widgets map[string][4]float32 `json:"widgets"`
}

// probe sums up the state now; it runs on the Fyne goroutine.
func (u *ui) probe() probeState {
	c := u.sess.Cube()
	s := probeState{
		N:          u.sess.N(),
		Solved:     c.IsSolved(),
		Shown:      u.view.Displayed().IsSolved(),
		ShownMatch: u.view.Displayed().Equal(c),
		Animating:  u.view.Animating(),
		Playing:    u.playing,
		Solving:    u.solve != nil,
		Index:      -1,
	}
	if err := c.Validate(); err != nil {
		s.Invalid = err.Error()
	}
	if u.w.method != nil {
		s.Method = model.MethodName(u.w.method.Selected)
	}
	if p := u.sess.Playback(); p != nil {
		s.Index, s.Moves = p.Index, len(p.Moves)
	}
	if u.w.status != nil {
		s.Status = u.w.status.Text
	}
	s.Scale, s.Widgets = u.win.Canvas().Scale(), u.widgetPlaces()
	return s
}

// widgetPlaces maps names to the x, y, width and height of the controls
// shown now (a control in a hidden tab or container is left out).
func (u *ui) widgetPlaces() map[string][4]float32 {
	w := &u.w
	named := map[string]fyne.CanvasObject{"cube": u.view}
	add := func(name string, o fyne.CanvasObject) {
		if o != nil && !reflect.ValueOf(o).IsNil() {
			named[name] = o
		}
	}
	add("size", w.size)
	add("method", w.method)
	add("shuffle", w.shuffle)
	add("reset", w.reset)
	add("solve", w.solve)
	add("start", w.start)
	add("back", w.back)
	add("play", w.play)
	add("next", w.next)
	add("end", w.end)
	add("speed", w.speed)
	add("history", w.history)
	add("scrubber", u.cv.scrubber)
	add("moves", u.cv.moveText)
	for i, b := range w.pad {
		add(fmt.Sprintf("pad%d", i), b)
	}
	d := fyne.CurrentApp().Driver()
	out := map[string][4]float32{}
	for name, o := range named {
		// The driver finds only objects in the visible tree; others are at
		// the origin, where only the cube can be.
		p := d.AbsolutePositionForObject(o)
		if !o.Visible() || (p.IsZero() && o != fyne.CanvasObject(u.view)) {
			continue
		}
		sz := o.Size()
		out[name] = [4]float32{p.X, p.Y, sz.Width, sz.Height}
	}
	return out
}

// probeJSON is probe as the page reads it.
func (u *ui) probeJSON() string {
	b, err := json.Marshal(u.probe())
	if err != nil { // a struct of plain fields always marshals
		return `{"error":` + jsonString(err.Error()) + `}`
	}
	return string(b)
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
