package model

import (
	"strings"
	"testing"
)

// TestKeyHelpFollowsTheMap: the key help is written from the map (issue 42
// item 3: with csTimer's keys it still said "W A S D F X turn U L F R B D").
func TestKeyHelpFollowsTheMap(t *testing.T) {
	cs, _ := NewKeymap(PresetCSTimer)
	moved := DefaultKeymap()
	if err := moved.Rebind("P", CmdShuffle); err != nil {
		t.Fatal(err)
	}
	if err := moved.Rebind("Q", CmdTurn(0)); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		k     *Keymap
		enter string
		want  string
	}{
		{"cubelab", DefaultKeymap(), "solve & play",
			"Keys: W A S D F X turn U L F R B D, Shift = prime, C Y Z = x y z, 1-9 layer, ] shuffle, \\ reset, Enter solve & play, Space timer"},
		{"human", DefaultKeymap(), "timed solve by hand",
			"Keys: W A S D F X turn U L F R B D, Shift = prime, C Y Z = x y z, 1-9 layer, ] shuffle, \\ reset, Enter timed solve by hand, Space timer"},
		{"cstimer", cs, "solve & play",
			"Keys: I K = R R', J F = U U', H G = F F', S L = D D', D E = L L', W O = B B', T B = x x', ; A = y y', P Q = z z', ] shuffle, \\ reset, Enter solve & play, Space timer"},
		{"rebound", moved, "solve & play",
			"Keys: Q A S D F X turn U L F R B D, Shift = prime, C Y Z = x y z, 1-9 layer, P shuffle, \\ reset, Enter solve & play, Space timer"},
		{"empty", &Keymap{keys: map[string]Command{}}, "solve & play", "No keys bound: the key settings (View, Keys…) bind them."},
	} {
		if got := KeyHelp(tt.k, 3, Depths{1, 1}, tt.enter); got != tt.want {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, got, tt.want)
		}
	}
	if got := KeyHelp(cs, 3, Depths{1, 1}, "x"); strings.Contains(got, "W A S D") {
		t.Errorf("csTimer help names the window's keys: %q", got)
	}
}
