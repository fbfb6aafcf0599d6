package gui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubelab/render"
	"cubelab/ui/gui/model"
)

// solve2x2 selects the first 2x2 method and solves the current cube with
// Enter, waiting for the answer.
func solve2x2(t *testing.T, u *ui) {
	t.Helper()
	opts := methods(2)
	if len(opts) < 2 || testMethod(opts[1]) {
		t.Skip("no 2x2 method registered")
	}
	u.selectMethod(model.MethodName(opts[1])) // a phone's menu shortens the entries
	done := make(chan struct{})
	u.onSolveDone = func() { close(done) }
	press(u, fyne.KeyReturn, false)
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatal("solver did not finish")
	}
	u.onSolveDone = nil
}

// TestEnterSolvesThenPlays: Enter solves and plays the answer (issue 13);
// with auto-play off it only loads it, and Enter then plays it instead of
// solving again.
func TestEnterSolvesThenPlays(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.w.size.SetSelected(sizeName(2))
	u.onAlgorithm("R U F' R2")
	solve2x2(t, u)
	if !u.sess.Cube().IsSolved() || u.sess.Playback() == nil {
		t.Fatalf("Enter did not solve and play (status %q)", u.w.status.Text)
	}
	if !strings.HasPrefix(u.w.status.Text, "Solved: that was the whole solution") {
		t.Errorf("status after playing %q", u.w.status.Text)
	}

	u.w.autoPlay.SetChecked(false)
	u.onAlgorithm("R U F' R2")
	solve2x2(t, u)
	first := u.shown()
	if u.sess.Cube().IsSolved() || u.sess.Playback().Index != 0 {
		t.Fatal("with auto-play off the solution played")
	}
	press(u, fyne.KeyReturn, false)
	if u.solve != nil || u.shown() != first {
		t.Fatal("Enter with a solution shown solved again")
	}
	if !u.sess.Cube().IsSolved() {
		t.Error("Enter with a solution shown did not play it")
	}
	if u.w.tabs.Selected() != u.w.solutionTab {
		t.Error("the solution tab is not shown")
	}
	pref := test.NewTempApp(t)
	u2 := newTestUI(t, pref)
	u2.w.autoPlay.SetChecked(false)
	u2.save()
	if u3 := newTestUI(t, pref); u3.autoPlay {
		t.Error("auto-play off was not saved")
	}
}

// TestStatusDescribesTheStateShown: issue 13's stale lines ("Timer
// started..." after a reset, a solution's "Press play." on another size,
// "Solved" after stepping back, "Press play." at the end).
func TestStatusDescribesTheStateShown(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	press(u, fyne.KeyReturn, false) // Human: the timer
	if !strings.HasPrefix(u.w.status.Text, "Timer started") {
		t.Fatalf("status %q", u.w.status.Text)
	}
	press(u, fyne.KeyBackslash, false)
	if u.w.status.Text != u.keyHelp() {
		t.Errorf("after reset: %q", u.w.status.Text)
	}

	u.w.size.SetSelected(sizeName(2))
	u.w.autoPlay.SetChecked(false)
	u.onAlgorithm("R U F' R2")
	solve2x2(t, u)
	if !strings.Contains(u.w.status.Text, "Press play") {
		t.Errorf("after the solve: %q", u.w.status.Text)
	}
	u.w.size.SetSelected(sizeName(3))
	if u.w.status.Text != u.keyHelp() || u.w.solutionText.Text != noSolutionText || !u.w.play.Disabled() {
		t.Errorf("3x3 after a 2x2 solve: status %q, solution %q", u.w.status.Text, u.w.solutionText.Text)
	}
	u.w.size.SetSelected(sizeName(2))
	if u.sess.Playback() == nil || !strings.Contains(u.w.status.Text, "Press play") {
		t.Errorf("back on the 2x2: status %q", u.w.status.Text)
	}
	test.Tap(u.w.play)
	if !u.sess.Cube().IsSolved() {
		t.Fatal("play did not play the 2x2's solution")
	}
	u.w.size.SetSelected(sizeName(3))
	u.playing = true // as if a playback were under way when the size changed
	u.w.size.SetSelected(sizeName(2))
	if u.playing {
		t.Error("changing size left the playback running")
	}
	test.Tap(u.w.end)
	if !strings.HasPrefix(u.w.status.Text, "Solved: that was the whole solution") {
		t.Errorf("at the end: %q", u.w.status.Text)
	}
	test.Tap(u.w.back)
	if s := u.w.status.Text; strings.HasPrefix(s, "Solved") || strings.Contains(s, "Press play.") || !strings.Contains(s, "at move") {
		t.Errorf("one step back: %q", s)
	}
}

// TestSizeChangeKeepsCubeAndMethod: a size keeps its cube for the session,
// and the chosen method comes back with a size it solves.
func TestSizeChangeKeepsCubeAndMethod(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.onAlgorithm("R U")
	three := u.sess.Cube().Clone()
	u.w.method.SetSelected("beginner")
	if u.w.method.Selected != "beginner" {
		t.Skip("no beginner method registered")
	}
	u.w.size.SetSelected(sizeName(5))
	if m := u.w.method.Selected; m == humanMethod || m == "beginner" {
		t.Errorf("5x5 method %q: want a 5x5 solver", m)
	}
	u.w.size.SetSelected(sizeName(3))
	if u.w.method.Selected != "beginner" || !u.sess.Cube().Equal(three) || u.sess.History().String() != "R U" {
		t.Errorf("back on the 3x3: method %q, history %q", u.w.method.Selected, u.sess.History())
	}
}

// TestAlgorithmErrorKeepsFocus: after a bad algorithm the entry keeps the
// keyboard with the bad token selected; after a good one the cube has it.
func TestAlgorithmErrorKeepsFocus(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	c := u.win.Canvas()
	u.w.tabs.Select(u.w.playTab)
	c.Focus(u.w.alg)
	u.w.alg.SetText("R U Q2 R'")
	pressLikeDriver(c, u.view, fyne.KeyReturn, 0, false)
	if c.Focused() != u.w.alg || u.w.alg.SelectedText() != "Q2" {
		t.Fatalf("after the error: focus on %T, selected %q", c.Focused(), u.w.alg.SelectedText())
	}
	pressLikeDriver(c, u.view, fyne.KeyB, 'B', true)
	if len(u.sess.History()) != 0 || u.w.alg.Text != "R U B R'" {
		t.Fatalf("typing after the error: text %q, history %q", u.w.alg.Text, u.sess.History())
	}
	pressLikeDriver(c, u.view, fyne.KeyReturn, 0, false)
	if u.sess.History().String() != "R U B R'" || c.Focused() != u.view {
		t.Fatalf("after success: history %q, focus on %T", u.sess.History(), c.Focused())
	}
	pressLikeDriver(c, u.view, fyne.KeyW, 'w', false)
	if u.sess.History().String() != "R U B R' U" {
		t.Errorf("W after success: history %q", u.sess.History())
	}
}

// TestNetAlwaysFits: the net ignores the 3D camera's zoom and pan.
func TestNetAlwaysFits(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.view.zoom(4)
	u.view.pan(300, 200)
	zoomed := u.view.Camera
	u.w.viewMode.SetSelected("Net")
	if got := u.view.scene().Camera; got != render.DefaultCamera() {
		t.Errorf("net drawn with camera %+v", got)
	}
	u.view.zoom(2)
	if u.view.Camera != zoomed {
		t.Error("zooming the net changed the 3D camera")
	}
	u.w.viewMode.SetSelected("3D")
	if u.view.scene().Camera != zoomed {
		t.Error("the 3D view lost its camera")
	}
}

// TestPhoneSolveShowsTheSolutionTab: the phone layout's extra Home tab in
// front must not shift which tab a solve selects.
func TestPhoneSolveShowsTheSolutionTab(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("test")
	u := newUI(a, w, timing{})
	w.SetContent(u.mobileContent())
	w.Resize(fyne.NewSize(360, 640))
	t.Cleanup(func() { u.cancelSolve(); u.stopClock() })
	u.w.size.SetSelected(sizeName(2))
	u.onAlgorithm("R U F'")
	solve2x2(t, u)
	if u.w.tabs.Selected() != u.w.solutionTab {
		t.Errorf("the solve selected tab %d", u.w.tabs.SelectedIndex())
	}
}
