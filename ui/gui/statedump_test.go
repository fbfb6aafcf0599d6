package gui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// The state dump (CUBELAB_STATE_DUMP) tells an outside test what the window
// holds and shows, and where its controls are.
func TestStateDumpDescribesTheWindow(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	press(u, fyne.KeyW, false)
	press(u, fyne.KeyD, true)
	path := filepath.Join(t.TempDir(), "state.json")
	if ok, err := u.writeStateDump(path, 7); !ok || err != nil {
		t.Fatalf("writeStateDump: %v, %v", ok, err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var d StateDump
	if err := json.Unmarshal(data, &d); err != nil {
		t.Fatalf("the dump is not JSON: %v\n%s", err, data)
	}
	if d.Seq != 7 || d.Time == "" {
		t.Errorf("seq %d time %q, want 7 and a time", d.Seq, d.Time)
	}
	if d.N != 3 || d.Cube != u.sess.Cube().String() || d.Displayed != d.Cube || d.Animating {
		t.Errorf("n %d, cube %s, drawn %s, animating %t; want the session's 3x3, drawn, still", d.N, d.Cube, d.Displayed, d.Animating)
	}
	if d.History != "U R'" || d.Moves != "Moves: 2 HTM" || d.Size != "3x3" || d.Layer != "Layer: 1" {
		t.Errorf("history %q moves %q size %q layer %q", d.History, d.Moves, d.Size, d.Layer)
	}
	if d.Status != u.w.status.Text || d.Status == "" {
		t.Errorf("status %q, the window shows %q", d.Status, u.w.status.Text)
	}
	if d.Canvas != [2]float32{1000, 700} || d.Playback != nil || d.Playing || d.PlayIcon != "play" || d.Paint || d.Overlay != nil {
		t.Errorf("canvas %v playback %v playing %t icon %s paint %t overlay %v", d.Canvas, d.Playback, d.Playing, d.PlayIcon, d.Paint, d.Overlay)
	}
	// The Play tab is shown: its pad and the controls above the tabs are
	// targets, inside the window; the Solution tab's transport is not.
	for _, name := range []string{"cube", "size", "method", "shuffle", "reset", "solve", "tabbar", "pad-0", "pad-17", "alg"} {
		r, ok := d.Targets[name]
		if !ok || r.W <= 0 || r.H <= 0 || r.X < 0 || r.Y < 0 || r.X+r.W > 1000 || r.Y+r.H > 700 {
			t.Errorf("target %s: %+v (listed %t), want a place in the window", name, r, ok)
		}
	}
	if _, ok := d.Targets["scrubber"]; ok {
		t.Error("the scrubber of a hidden tab is a target")
	}
	if bar := d.Targets["tabbar"]; bar.H < 20 || bar.H > 80 {
		t.Errorf("tab bar %+v: not a bar's height", bar)
	}

	// The size menu open: the overlay is the menu, not the whole window.
	u.w.size.Tapped(&fyne.PointEvent{})
	d = *u.stateDump()
	if d.Overlay == nil || d.OverlayKind != "menu" || d.Overlay.W >= 1000 || d.Overlay.H < 100 {
		t.Errorf("size menu open: overlay %+v kind %q, want the menu", d.Overlay, d.OverlayKind)
	}
	u.win.Canvas().Overlays().Top().Hide()

	// The paint editor lists its own controls only.
	u.openPaint()
	d = *u.stateDump()
	if !d.Paint || d.Targets["paint-view"].W == 0 || d.Targets["paint-done"].W == 0 || d.Targets["paint-swatch-5"].W == 0 {
		t.Errorf("paint editor: paint %t targets %v", d.Paint, d.Targets)
	}
	if _, ok := d.Targets["shuffle"]; ok {
		t.Error("the main window's controls are targets while the editor covers them")
	}
}

// CUBELAB_SHUFFLE_SEED makes the shuffles repeat; without it they differ.
func TestShuffleSeedHook(t *testing.T) {
	shuffle := func() string {
		u := newTestUI(t, test.NewTempApp(t))
		press(u, fyne.KeyRightBracket, false)
		return u.sess.Scramble().String()
	}
	t.Setenv(shuffleSeedEnv, "42")
	a, b := shuffle(), shuffle()
	if a == "" || a != b {
		t.Errorf("with %s=42 two windows shuffled %q and %q, want the same scramble", shuffleSeedEnv, a, b)
	}
	t.Setenv(shuffleSeedEnv, "")
	if c := shuffle(); c == a {
		t.Errorf("without a seed the window shuffled %q again", c)
	}
}

// After a timed solve by hand, the next turn ends "Solved by hand" on the
// status line and "(session N)" on the counter: they described the solved
// cube (the soak's status check asks this of every state).
func TestSolvedByHandEndsWithTheNextTurn(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.w.method.SetSelected(humanMethod)
	press(u, fyne.KeyW, false)
	press(u, fyne.KeyReturn, false) // the timer
	press(u, fyne.KeyW, true)       // solved
	if u.dialog != nil {
		u.dialog.Hide()
	}
	if got := u.w.status.Text; !strings.HasPrefix(got, "Solved by hand") {
		t.Fatalf("status after the solve %q", got)
	}
	press(u, fyne.KeyD, false)
	if got := u.w.status.Text; strings.Contains(got, "Solved") {
		t.Errorf("status %q after R unsolved the cube", got)
	}
	if got := u.w.moves.Text; got != "Moves: 1 HTM" { // U U' cancelled, then R
		t.Errorf("move counter %q, want the history's count alone", got)
	}
}
