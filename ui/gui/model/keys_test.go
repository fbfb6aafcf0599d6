package model

import (
	"testing"

	"cubelab/cube"
)

func TestHandleKey(t *testing.T) {
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
		if got := HandleKey(tt.key, tt.shift, tt.ctrl); got != tt.want {
			t.Errorf("HandleKey(%q, shift=%v, ctrl=%v) = %+v, want %+v", tt.key, tt.shift, tt.ctrl, got, tt.want)
		}
	}
}

// TestKeySequence plays seed 000's keys through the handler and checks the
// cube against the same moves written in notation.
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
		for _, k := range tt.keys {
			shift := k[0] == '+' && len(k) > 1
			if shift {
				k = k[1:]
			}
			s.Do(HandleKey(k, shift, false))
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
