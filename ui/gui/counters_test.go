package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestCounterMatchesHistoryList: the move counter counts the rows the
// History list shows (issue 42 item 12).
func TestCounterMatchesHistoryList(t *testing.T) {
	for _, tt := range []struct {
		keys []fyne.KeyName
		rows []string
		want string
	}{
		{[]fyne.KeyName{fyne.KeyS, fyne.KeyS}, []string{"F2"}, "Moves: 1 HTM"},
		{[]fyne.KeyName{fyne.KeyW, fyne.KeyS, fyne.KeyS}, []string{"U", "F2"}, "Moves: 2 HTM"},
	} {
		u := newTestUI(t, test.NewTempApp(t))
		for _, k := range tt.keys {
			press(u, k, false)
		}
		if len(u.w.historyItems) != len(tt.rows) || u.w.moves.Text != tt.want {
			t.Errorf("%v: rows %v, counter %q; want %v, %q", tt.keys, u.w.historyItems, u.w.moves.Text, tt.rows, tt.want)
		}
	}
	u := newTestUI(t, test.NewTempApp(t))
	press(u, fyne.KeyD, true) // R'
	press(u, fyne.KeyD, false)
	if len(u.w.historyItems) != 1 || u.w.moves.Text != "Moves: 0 HTM" {
		t.Errorf("R' R: rows %v, counter %q; want one cancelled row, 0 HTM", u.w.historyItems, u.w.moves.Text)
	}
}

// TestSizeSwitchForgetsTheLayer: 2 on a 4x4, then the 3x3: D turns the D
// face, one move (issue 42 item 4).
func TestSizeSwitchForgetsTheLayer(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.w.size.SetSelected(sizeName(4))
	press(u, fyne.Key2, false)
	u.w.size.SetSelected(sizeName(3))
	press(u, fyne.KeyX, false) // D
	if got := u.sess.History().String(); got != "D" || u.w.moves.Text != "Moves: 1 HTM" || u.w.layer.Text != "Layer: 1" {
		t.Errorf("D on the 3x3 after layer 2 on the 4x4: history %q, %q, %q", got, u.w.moves.Text, u.w.layer.Text)
	}
}
