package gui

import (
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2/test"

	"cubelab/cube"
)

// The state the browser tests read: a solution loaded and played to its
// end reads as solved, at its last move, with the controls' places.
func TestProbe(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	var s probeState
	read := func() {
		t.Helper()
		if err := json.Unmarshal([]byte(u.probeJSON()), &s); err != nil {
			t.Fatal(err)
		}
	}
	read()
	if s.N != 3 || !s.Solved || !s.Shown || !s.ShownMatch || s.Index != -1 || s.Invalid != "" {
		t.Fatalf("at the start: %+v", s)
	}
	for _, name := range []string{"cube", "size", "method", "solve", "shuffle"} {
		if r, ok := s.Widgets[name]; !ok || r[2] <= 0 || r[3] <= 0 {
			t.Errorf("widget %s: %v, %t", name, r, ok)
		}
	}
	scr := cube.MustParseAlg("R U F'", 3)
	if err := u.sess.ApplyAlg(scr); err != nil {
		t.Fatal(err)
	}
	if err := u.sess.LoadSolution("test", scr.Inverse()); err != nil {
		t.Fatal(err)
	}
	u.refresh()
	read()
	if s.Solved || s.Moves != 3 || s.Index != 0 {
		t.Fatalf("shuffled, solution loaded: %+v", s)
	}
	u.sess.JumpEnd()
	read()
	if !s.Solved || !s.Shown || !s.ShownMatch || s.Index != 3 || s.Animating || s.Status == "" {
		t.Errorf("played to the end: %+v", s)
	}
}
