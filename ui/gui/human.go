package gui

import (
	"fmt"

	"cubelab/ui/gui/model"
)

// keyHelp is the idle status line: on a phone the gestures; otherwise the
// keys of the active key map and what Enter does for the chosen method.
func (u *ui) keyHelp() string {
	if u.help != "" {
		return u.help
	}
	n := u.sess.N()
	return model.KeyHelp(u.cv.keys.Map, n, u.cv.keys.Depths(n), u.enterWords())
}

// enterWords says what Enter does with the method chosen: Human starts the
// clock of a solve by hand; a solver solves (and plays the answer when
// auto-play is on).
func (u *ui) enterWords() string {
	m := u.chosenMethod()
	if m == humanMethod {
		return "timed solve by hand"
	}
	if u.autoPlay {
		return "solve & play (" + m + ")"
	}
	return "solve (" + m + ")"
}

// chosenMethod is the method of the dropdown (Human before it is built).
func (u *ui) chosenMethod() string {
	if u.w.method == nil {
		return humanMethod
	}
	if m := model.MethodName(u.w.method.Selected); m != "" {
		return m
	}
	return humanMethod
}

// askBeforeEndingHuman keeps a running timed solve by hand from being
// dropped by a stray Enter: the first press only says what a second one
// will do (what), and a second press in the same state goes ahead. It
// reports whether to go ahead.
func (u *ui) askBeforeEndingHuman(what string) bool {
	h := u.sess.HumanSession()
	if !h.Active {
		return true
	}
	key := u.stateKey()
	if u.endHumanAsked == key {
		u.endHumanAsked = ""
		return true
	}
	u.endHumanAsked = key
	u.setStatus(fmt.Sprintf("Your timed solve by hand is running (%s, %s): solve the cube to stop the clock. Press Enter (or Solve) again to %s; that ends it.",
		formatDuration(h.Elapsed), plural(h.Moves, "move"), what))
	return false
}

// methodChosen follows the method dropdown: the key help says what Enter
// now does, and a running timed solve by hand is said to go on.
func (u *ui) methodChosen() {
	if u.fillingMethods {
		u.showStatus()
		return
	}
	if h := u.sess.HumanSession(); h.Active && u.chosenMethod() != humanMethod {
		u.setStatus(fmt.Sprintf("Your timed solve by hand goes on (%s so far). Enter now solves with %s: it asks first, as that would end the timed solve.",
			formatDuration(h.Elapsed), u.chosenMethod()))
		return
	}
	u.status = statusLine{}
	u.showStatus()
}
