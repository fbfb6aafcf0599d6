package gui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubelab/cube"
	"cubelab/render"
	"cubelab/ui/gui/model"
)

// A fake clock for the session, moved by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time      { return c.t }
func (c *fakeClock) add(d time.Duration) { c.t = c.t.Add(d) }
func newFakeClock(u *ui) *fakeClock {
	c := &fakeClock{time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	u.sess.Now = c.now
	return c
}

// The View panel's scheme changes the drawn colours of the view and of the
// exports, and survives a restart with the colour-blind marks.
func TestSchemeInViewPanel(t *testing.T) {
	a := test.NewTempApp(t)
	u := newTestUI(t, a)
	if u.view.Theme.Colours[cube.U] != render.ClassicScheme().Colours[cube.U] {
		t.Fatalf("default U colour %v", u.view.Theme.Colours[cube.U])
	}
	u.cv.schemeSel.SetSelected(schemeWCA)
	if got := u.view.Theme.Colours[cube.U]; got != render.WCAScheme().Colours[cube.U] {
		t.Errorf("WCA U colour %v", got)
	}
	u.cv.marks.SetChecked(true)
	if !u.view.Theme.Marks {
		t.Error("marks not drawn")
	}
	// A custom colour for F.
	s := u.cv.scheme
	cs := s.Colours
	cs[cube.F].R = 0x12
	u.setScheme(render.CustomScheme(cs))
	if u.cv.schemeSel.Selected != schemeCustom || !strings.Contains(u.cv.faceBtns[cube.F].Text, "#12") {
		t.Errorf("custom: %q, %q", u.cv.schemeSel.Selected, u.cv.faceBtns[cube.F].Text)
	}
	u.cv.schemeSel.SetSelected(schemeWCA)
	u.save()
	v := newTestUI(t, a)
	if v.cv.scheme.Name != "wca" || v.view.Theme.Colours[cube.U] != render.WCAScheme().Colours[cube.U] || !v.view.Theme.Marks {
		t.Errorf("after restart: scheme %s, U %v, marks %v", v.cv.scheme, v.view.Theme.Colours[cube.U], v.view.Theme.Marks)
	}
	if v.cv.schemeSel.Selected != schemeWCA || !v.cv.marks.Checked {
		t.Error("View panel does not show the restored scheme")
	}
}

// The csTimer preset drives the cube; remapping refuses a key in use and
// restore defaults brings the preset back; the map survives a restart.
func TestKeymapInWindow(t *testing.T) {
	a := test.NewTempApp(t)
	u := newTestUI(t, a)
	u.showKeySettings()
	defer dismissOverlays(u.win.Canvas())
	km, _ := model.NewKeymap(model.PresetCSTimer)
	u.cv.keys.Map, u.cv.conv.KeymapPreset = km, model.PresetCSTimer
	for _, k := range []fyne.KeyName{"I", "J", "K", "F", ";", "T"} {
		press(u, k, false)
	}
	if got := u.sess.History().String(); got != "R U R' U' y x" {
		t.Fatalf("csTimer keys made %q", got)
	}
	if got := u.w.moves.Text; got != "Moves: 4 HTM" {
		t.Errorf("counter %q (rotations must not count)", got)
	}
	u.bindKey("R", "I", false, false) // I runs R already: fine
	u.bindKey("x", "J", false, false) // J runs U: refused
	if !strings.Contains(u.cv.keyMsg.Text, "Refused") || u.cv.keys.Map.Command("J") != "U" {
		t.Errorf("conflict not refused: %q", u.cv.keyMsg.Text)
	}
	u.bindKey("x", "F7", false, false)
	if u.cv.keys.Map.Command("F7") != "x" || u.cv.keys.Map.Command("T") != "" {
		t.Errorf("x not moved to F7: %v", u.cv.keys.Map.KeysFor("x"))
	}
	u.save()
	v := newTestUI(t, a)
	if v.cv.keys.Map.Command("F7") != "x" || v.cv.conv.KeymapPreset != model.PresetCSTimer {
		t.Error("key map not restored")
	}
	v.showKeySettings()
	defer dismissOverlays(v.win.Canvas())
	restore := model.DefaultKeymap()
	v.cv.keys.Map = restore
	v.afterKeymapChange()
	press(v, fyne.KeyW, false)
	if got := v.sess.History().String(); !strings.HasSuffix(got, "U") {
		t.Errorf("seed keys after restore: %q", got)
	}
}

// Two digits within 0.6 s reach layer 12 on a 17x17 from the keyboard.
func TestTwoDigitLayersInWindow(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.w.size.SetSelected(sizeName(17))
	press(u, fyne.Key1, false)
	press(u, fyne.Key2, false)
	if lo, _ := u.sess.Layers(); lo != 12 || u.w.layer.Text != "Layer: 12" {
		t.Fatalf("layer %d, label %q", lo, u.w.layer.Text)
	}
	press(u, fyne.KeyD, false)
	if got := u.sess.History().String(); got != "12R" {
		t.Errorf("history %q", got)
	}
}

// Five timed solves with inspection, played with csTimer keys: the list
// shows each time and the ao5; a late start costs +2.
func TestTimedSolvesInWindow(t *testing.T) {
	a := test.NewTempApp(t)
	u := newTestUI(t, a)
	clk := newFakeClock(u)
	km, _ := model.NewKeymap(model.PresetCSTimer)
	u.cv.keys.Map = km
	u.cv.inspection.SetChecked(true)
	u.w.tabs.Select(u.w.timerTab)
	for i := 0; i < 5; i++ {
		// A known scramble instead of the random one: R U (undone by U' R').
		if err := u.sess.StartTimed(cube.MustParseAlg("R U", 3)); err != nil {
			t.Fatal(err)
		}
		u.refreshTimer()
		if got := u.cv.timerText.Text; got != "15" {
			t.Errorf("inspection shows %q", got)
		}
		if got := u.w.time.Text; got != "Time: 15" {
			t.Errorf("the counters show %q during inspection", got)
		}
		inspect := 5 * time.Second
		if i == 2 {
			inspect = 16 * time.Second
		}
		clk.add(inspect)
		press(u, "F", false) // U'
		clk.add(time.Duration(1000*(i+1)+7) * time.Millisecond)
		press(u, "K", false) // R'
		if !u.sess.Cube().IsSolved() || u.sess.Timer().Phase() != model.TimerStopped {
			t.Fatalf("solve %d: solved %v, phase %v", i, u.sess.Cube().IsSolved(), u.sess.Timer().Phase())
		}
	}
	if n := u.sess.Solves().Len(); n != 5 {
		t.Fatalf("%d solves", n)
	}
	// Newest first: 5.00 (5.007 shown to the hundredth), ao5 of 1.00 2.00 5.00+ 4.00 5.00 = 3.67.
	if got := u.solveRowText(0); got != "5. 5.00   ao5 3.67" {
		t.Errorf("newest row %q", got)
	}
	if got := u.solveRowText(2); got != "3. 5.00+" {
		t.Errorf("+2 row %q", got)
	}
	if !strings.Contains(u.cv.stats.Text, "ao5 3.67") || !strings.Contains(u.cv.stats.Text, "best 1.00") {
		t.Errorf("stats %q", u.cv.stats.Text)
	}
	if !strings.Contains(u.w.status.Text, "ao5 3.67") {
		t.Errorf("status %q", u.w.status.Text)
	}
	// Edits: DNF the best, then delete it.
	u.cv.solves.Select(4) // oldest: 1.00
	u.cv.dnf.OnTapped()
	if got := u.sess.Solves().At(0).Penalty; got != model.PenaltyDNF {
		t.Fatalf("DNF edit: %v", got)
	}
	u.cv.solves.Select(4)
	u.cv.del.OnTapped()
	if u.sess.Solves().Len() != 4 || u.cv.solves.Length() != 4 {
		t.Fatalf("delete: %d solves", u.sess.Solves().Len())
	}
	u.save()
	v := newTestUI(t, a)
	if v.sess.Solves().Len() != 4 || v.cv.solves.Length() != 4 || !v.sess.Timer().Inspection {
		t.Error("solves or inspection not restored")
	}
	// Space: the manual timer.
	v.w.tabs.Select(v.w.timerTab)
	clk = newFakeClock(v)
	v.cv.inspection.SetChecked(false)
	press(v, fyne.KeySpace, false)
	clk.add(1234 * time.Millisecond)
	press(v, fyne.KeySpace, false)
	if v.sess.Solves().Len() != 5 || v.sess.Solves().At(4).Time != 1234*time.Millisecond {
		t.Errorf("manual solve: %+v", v.sess.Solves().All())
	}
	// New scramble makes a scramble (random-state on a 3x3) and arms the timer.
	v.newTimedSolve()
	if v.sess.Timer().Phase() != model.TimerReady || v.sess.Cube().IsSolved() || !strings.Contains(v.cv.timedScr.Text, "random-state") {
		t.Errorf("new scramble: phase %v, %q", v.sess.Timer().Phase(), v.cv.timedScr.Text)
	}
}

// The scrubber, move links, history rows and Shorten.
func TestTimelineInWindow(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	scr := cube.MustParseAlg("R U F' L D2 B", 3)
	_ = u.sess.StartTimed(scr)
	if err := u.sess.LoadSolution("test", scr.Inverse()); err != nil {
		t.Fatal(err)
	}
	u.refresh()
	u.w.tabs.Select(u.w.solutionTab)
	if u.cv.scrubber.Disabled() || u.cv.scrubber.Max != 6 {
		t.Fatalf("scrubber max %v", u.cv.scrubber.Max)
	}
	u.cv.scrubber.SetValue(4)
	if u.sess.Playback().Index != 4 {
		t.Fatalf("scrubber to 4: index %d", u.sess.Playback().Index)
	}
	// The links: the current (4th) move in brackets; a tap goes there.
	segs := u.cv.moveText.Segments
	var links []*moveLink
	for _, s := range segs {
		if l, ok := s.(*moveLink); ok {
			links = append(links, l)
		}
	}
	if len(links) != 6 || !strings.HasPrefix(links[3].Text, "[") {
		t.Fatalf("%d links, 4th %q", len(links), links[3].Text)
	}
	links[1].OnTapped()
	if u.sess.Playback().Index != 2 || u.cv.scrubber.Value != 2 {
		t.Errorf("tapping the 2nd move: index %d, scrubber %v", u.sess.Playback().Index, u.cv.scrubber.Value)
	}
	press(u, fyne.KeyHome, false)
	if u.sess.Playback().Index != 0 || u.cv.scrubber.Value != 0 {
		t.Errorf("Home: %d", u.sess.Playback().Index)
	}
	press(u, fyne.KeyRight, false)
	press(u, fyne.KeyRight, false)
	press(u, fyne.KeyLeft, false)
	if u.sess.Playback().Index != 1 {
		t.Errorf("Right Right Left: %d", u.sess.Playback().Index)
	}
	press(u, fyne.KeyEnd, false)
	if !u.sess.Cube().IsSolved() {
		t.Error("End did not solve")
	}
	// Instant playback.
	u.sess.JumpStart()
	u.cv.instant.SetChecked(true)
	u.togglePlay()
	if !u.sess.Cube().IsSolved() {
		t.Error("instant play did not jump to the end")
	}
	// History rows: tap the 2nd row to go back there; the undone rows stay.
	u.w.tabs.Select(u.w.historyTab)
	press(u, fyne.KeyBackslash, false)
	for _, k := range []fyne.KeyName{fyne.KeyW, fyne.KeyD, fyne.KeyD, fyne.KeyS} {
		press(u, k, false)
	}
	if got := strings.Join(u.w.historyItems, ","); got != "U,R2,F" {
		t.Fatalf("history rows %q", got)
	}
	u.w.history.Select(0)
	// Undone moves are rows of their own (U, then R R F undone).
	if got := u.sess.History().String(); got != "U" || len(u.w.historyItems) != 4 || !strings.Contains(u.w.historyItems[3], "undone") {
		t.Fatalf("after tapping row 1: %q, rows %v", got, u.w.historyItems)
	}
	u.w.history.Select(3)
	if got := u.sess.History().String(); got != "U R R F" {
		t.Errorf("after tapping the last row: %q", got)
	}
	// Shorten.
	u.w.alg.SetText("R R U U' L")
	u.shortenAlgorithm()
	if u.w.alg.Text != "R2 L" {
		t.Errorf("shortened to %q", u.w.alg.Text)
	}
}

// Method entries carry a one-line description; choosing one stores the name.
func TestMethodLabels(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.w.size.SetSelected(sizeName(2))
	found := false
	for _, o := range u.w.method.Options {
		if strings.HasPrefix(o, "bibfs - bidirectional breadth-first search") {
			found = true
		}
	}
	if !found {
		t.Fatalf("no described bibfs entry in %v", u.w.method.Options)
	}
	u.selectMethod("bibfs")
	if u.st.Method != "bibfs" {
		t.Errorf("method stored as %q", u.st.Method)
	}
}

// Playback keeps 20 turns/s on a 17x17 even when each frame is slow: a
// step taken 0.5 s after the start catches up to move 10 (the moves in
// between are applied without animation).
func TestPlaybackPaced17(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.w.size.SetSelected(sizeName(17))
	clk := newFakeClock(u)
	scr := u.sess.Shuffle()
	if err := u.sess.LoadSolution("test", scr.Inverse()); err != nil {
		t.Fatal(err)
	}
	u.st.Speed = 0.05 // the fastest setting: 20 turns/s
	// The test driver ends animations at once, so onIdle would step on at
	// the same instant: the steps are made here instead.
	u.view.OnIdle = nil
	u.playing = true
	if !u.playNext() || u.sess.Playback().Index != 1 {
		t.Fatalf("first step: index %d", u.sess.Playback().Index)
	}
	clk.add(500 * time.Millisecond) // one slow frame later
	u.playNext()
	if got := u.sess.Playback().Index; got != 11 {
		t.Errorf("after 0.5 s at 20 turns/s: index %d, want 11", got)
	}
	if !u.view.Displayed().Equal(u.sess.Cube()) {
		t.Error("the view does not show the cube after the skipped moves")
	}
}

// csTimer's hand depth keys in the window: 7 then I on a 5x5 turns Rw.
func TestHandDepthInWindow(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.w.size.SetSelected(sizeName(5))
	km, _ := model.NewKeymap(model.PresetCSTimer)
	u.cv.keys.Map = km
	press(u, fyne.Key7, false)
	if !strings.Contains(u.w.status.Text, "right turns 2 layers") {
		t.Errorf("status %q", u.w.status.Text)
	}
	press(u, "I", false)
	if got := u.sess.History().String(); got != "Rw" {
		t.Errorf("history %q, want Rw", got)
	}
}
