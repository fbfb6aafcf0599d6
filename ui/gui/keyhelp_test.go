package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubelab/ui/gui/model"
)

// TestStatusHelpFollowsTheKeymap: with csTimer's keys the status line
// names csTimer's keys, after \ and after a restart (issue 42 item 3: it
// still said "W A S D F X turn U L F R B D").
func TestStatusHelpFollowsTheKeymap(t *testing.T) {
	a := test.NewTempApp(t)
	u := newTestUI(t, a)
	km, _ := model.NewKeymap(model.PresetCSTimer)
	u.cv.keys.Map, u.cv.conv.KeymapPreset = km, model.PresetCSTimer
	u.afterKeymapChange()
	check := func(when string, u *ui) {
		t.Helper()
		got := u.w.status.Text
		if strings.Contains(got, "W A S D") || !strings.Contains(got, "I K = R R'") || !strings.Contains(got, "J F = U U'") {
			t.Errorf("%s: status %q", when, got)
		}
	}
	check("csTimer chosen", u)
	press(u, fyne.KeyBackslash, false)
	check("after \\", u)
	u.save()
	check("after a restart", newTestUI(t, a))
}

// TestEnterHintFollowsTheMethod: with Human (the default) the help says
// Enter times a solve by hand; with a solver, that it solves with it
// (issue 42 item 11: it said "Enter solve & play" and Enter started a
// timer).
func TestEnterHintFollowsTheMethod(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.selectMethod(humanMethod)
	if got := u.w.status.Text; !strings.Contains(got, "Enter timed solve by hand") || strings.Contains(got, "solve & play") {
		t.Errorf("Human: status %q", got)
	}
	u.selectMethod("kociemba")
	if got := u.w.status.Text; !strings.Contains(got, "Enter solve & play (kociemba)") {
		t.Errorf("kociemba: status %q", got)
	}
	u.w.autoPlay.SetChecked(false)
	u.selectMethod("beginner")
	if got := u.w.status.Text; !strings.Contains(got, "Enter solve (beginner)") {
		t.Errorf("beginner without auto-play: status %q", got)
	}
}

// TestMethodSwitchKeepsTheTimedSolve: switching method during a timed
// solve by hand says it goes on, and Enter asks before a solver ends it
// (issue 42 item 11: the session was dropped without a word).
func TestMethodSwitchKeepsTheTimedSolve(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.selectMethod(humanMethod)
	press(u, fyne.KeyRightBracket, false)
	press(u, fyne.KeyReturn, false)
	press(u, fyne.KeyW, false)
	if !u.sess.HumanSession().Active {
		t.Fatal("Enter with Human started no timed solve")
	}
	u.selectMethod("kociemba")
	if got := u.w.status.Text; !strings.Contains(got, "goes on") || !u.sess.HumanSession().Active {
		t.Errorf("after the switch: status %q, active %v", got, u.sess.HumanSession().Active)
	}
	press(u, fyne.KeyReturn, false)
	if u.solve != nil || !u.sess.HumanSession().Active || !strings.Contains(u.w.status.Text, "again to solve with kociemba") {
		t.Fatalf("first Enter: solving %v, active %v, status %q", u.solve != nil, u.sess.HumanSession().Active, u.w.status.Text)
	}
	done := make(chan struct{})
	u.onSolveDone = func() { close(done) }
	u.w.autoPlay.SetChecked(false)
	press(u, fyne.KeyReturn, false)
	if u.solve == nil {
		t.Fatal("second Enter did not solve")
	}
	<-done
	if u.sess.HumanSession().Active || u.sess.Playback() == nil {
		t.Errorf("after the solve: active %v, playback %v", u.sess.HumanSession().Active, u.sess.Playback())
	}

	// With Human, Enter during the timed solve asks before restarting the clock.
	u2 := newTestUI(t, test.NewTempApp(t))
	u2.selectMethod(humanMethod)
	press(u2, fyne.KeyRightBracket, false)
	press(u2, fyne.KeyReturn, false)
	press(u2, fyne.KeyW, false)
	press(u2, fyne.KeyReturn, false)
	if h := u2.sess.HumanSession(); !h.Active || h.Moves != 1 || !strings.Contains(u2.w.status.Text, "start the clock again") {
		t.Errorf("Enter during a timed solve: %+v, status %q", h, u2.w.status.Text)
	}
}
