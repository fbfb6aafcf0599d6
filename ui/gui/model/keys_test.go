package model

import (
	"testing"
	"time"

	"cubelab/cube"
)

// press maps one key with a fresh KeyInput on the default key map, as the
// window does for a key pressed on its own.
func press(key string, shift, ctrl bool, n int) Action {
	return (&KeyInput{Map: DefaultKeymap()}).Press(key, shift, ctrl, n, time.Time{})
}

// TestDefaultKeys checks seed 000's keys on a 3x3 (a digit 0 alone selects
// no layer; 9 selects the last).
func TestDefaultKeys(t *testing.T) {
	tests := []struct {
		key         string
		shift, ctrl bool
		want        Action
	}{
		{"W", false, false, Action{Kind: ActTurn, Face: cube.U, Turns: 1}},
		{"A", false, false, Action{Kind: ActTurn, Face: cube.L, Turns: 1}},
		{"S", false, false, Action{Kind: ActTurn, Face: cube.F, Turns: 1}},
		{"D", true, false, Action{Kind: ActTurn, Face: cube.R, Turns: 3}},
		{"F", false, false, Action{Kind: ActTurn, Face: cube.B, Turns: 1}},
		{"X", true, false, Action{Kind: ActTurn, Face: cube.D, Turns: 3}},
		{"1", false, false, Action{Kind: ActLayer, Layer: 1}},
		{"9", true, false, Action{Kind: ActLayer, Layer: 9}},
		{"0", false, false, Action{}},
		{"]", false, false, Action{Kind: ActShuffle}},
		{"\\", false, false, Action{Kind: ActReset}},
		{"Return", false, false, Action{Kind: ActSolve}},
		{"Enter", false, false, Action{Kind: ActSolve}},
		{"Z", false, true, Action{Kind: ActUndo}},
		{"Z", true, true, Action{Kind: ActRedo}},
		{"Y", false, true, Action{Kind: ActRedo}},
		{"W", false, true, Action{}},
		{"Q", false, false, Action{}},
	}
	for _, tt := range tests {
		if got := press(tt.key, tt.shift, tt.ctrl, 3); got != tt.want {
			t.Errorf("Press(%q, shift=%v, ctrl=%v) = %+v, want %+v", tt.key, tt.shift, tt.ctrl, got, tt.want)
		}
	}
}

// TestKeySequence plays seed 000's keys through one KeyInput, a second
// apart (no two-digit layers), and checks the cube against the same moves
// written in notation.
func TestKeySequence(t *testing.T) {
	tests := []struct {
		n    int
		keys []string // "+" prefix = shift
		want string   // notation of the moves made
	}{
		{3, []string{"W", "+D", "2", "S"}, "U R' 2F"},
		{2, []string{"9", "A", "1", "+X"}, "2L D'"},
		{5, []string{"3", "+W", "F"}, "3U' 3B"},
	}
	for _, tt := range tests {
		s, _ := New(tt.n, 1)
		in := KeyInput{Map: DefaultKeymap()}
		now := time.Time{}
		for _, k := range tt.keys {
			now = now.Add(time.Second)
			shift := k[0] == '+' && len(k) > 1
			if shift {
				k = k[1:]
			}
			s.Do(in.Press(k, shift, false, tt.n, now))
		}
		want := cube.MustNew(tt.n)
		if err := want.ApplyString(tt.want); err != nil {
			t.Fatal(err)
		}
		if !s.Cube().Equal(want) {
			t.Errorf("n=%d keys %v: cube differs from %q", tt.n, tt.keys, tt.want)
		}
		if got := s.History().String(); got != tt.want {
			t.Errorf("n=%d keys %v: history %q, want %q", tt.n, tt.keys, got, tt.want)
		}
	}
}
