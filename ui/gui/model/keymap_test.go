package model

import (
	"errors"
	"testing"
	"time"

	"cubelab/cube"
)

func mv(s string, n int) cube.Move { return cube.MustParseAlg(s, n)[0] }

func TestKeymapLookup(t *testing.T) {
	seed, cs := DefaultKeymap(), mustPreset(t, PresetCSTimer)
	tests := []struct {
		m           *Keymap
		key         string
		shift, ctrl bool
		n           int
		want        Action
	}{
		{seed, "W", false, false, 3, Action{Kind: ActTurn, Face: cube.U, Turns: 1}},
		{seed, "W", true, false, 3, Action{Kind: ActTurn, Face: cube.U, Turns: 3}},
		{seed, "C", false, false, 3, Action{Kind: ActMove, Move: mv("x", 3)}},
		{seed, "Y", true, false, 3, Action{Kind: ActMove, Move: mv("y'", 3)}},
		{seed, "Z", false, false, 3, Action{Kind: ActMove, Move: mv("z", 3)}},
		{seed, "M", false, false, 3, Action{Kind: ActMove, Move: mv("M", 3)}},
		{seed, "E", true, false, 5, Action{Kind: ActMove, Move: mv("E'", 5)}},
		{seed, "G", false, false, 3, Action{Kind: ActMove, Move: mv("S", 3)}},
		{seed, "M", false, false, 2, Action{}}, // no M on a 2x2
		{seed, "Z", false, true, 3, Action{Kind: ActUndo}},
		{seed, "Z", true, true, 3, Action{Kind: ActRedo}},
		{seed, "Space", false, false, 3, Action{Kind: ActTimer}},
		{seed, "7", false, false, 9, Action{Kind: ActLayer, Layer: 7}},
		{cs, "I", false, false, 3, Action{Kind: ActMove, Move: mv("R", 3)}},
		{cs, "K", false, false, 3, Action{Kind: ActMove, Move: mv("R'", 3)}},
		{cs, "J", false, false, 3, Action{Kind: ActMove, Move: mv("U", 3)}},
		{cs, "F", false, false, 3, Action{Kind: ActMove, Move: mv("U'", 3)}},
		{cs, ";", false, false, 3, Action{Kind: ActMove, Move: mv("y", 3)}},
		{cs, "T", false, false, 3, Action{Kind: ActMove, Move: mv("x", 3)}},
		{cs, "5", false, false, 3, Action{Kind: ActMove, Move: mv("2L", 3)}}, // M on a 3x3
		{cs, "X", false, false, 3, Action{Kind: ActMove, Move: mv("2L'", 3)}},
		{cs, "U", false, false, 4, Action{Kind: ActMove, Move: mv("Rw", 4)}},
		{cs, "I", true, false, 3, Action{Kind: ActMove, Move: mv("R'", 3)}},
		{cs, "3", false, false, 3, Action{Kind: ActDepth}},
		{cs, "Return", false, false, 3, Action{Kind: ActSolve}},
	}
	for _, tt := range tests {
		if got := tt.m.Lookup(tt.key, tt.shift, tt.ctrl, tt.n); got != tt.want {
			t.Errorf("Lookup(%q, shift=%v, ctrl=%v, n=%d) = %+v, want %+v", tt.key, tt.shift, tt.ctrl, tt.n, got, tt.want)
		}
	}
}

// The csTimer preset turns the cube exactly as csTimer's virtual cube does
// on a 3x3: each key's move has the effect of csTimer's.
func TestCSTimerPresetEffects(t *testing.T) {
	cs := mustPreset(t, PresetCSTimer)
	want := map[string]string{
		"I": "R", "K": "R'", "W": "B", "O": "B'", "S": "D", "L": "D'", "D": "L", "E": "L'",
		"J": "U", "F": "U'", "H": "F", "G": "F'", ";": "y", "A": "y'", "U": "r", "R": "l'",
		"M": "r'", "V": "l", "T": "x", "Y": "x", "N": "x'", "B": "x'", ".": "M'", "X": "M'",
		"5": "M", "6": "M", "1": "S'", "2": "E", "9": "E'", "0": "S", "P": "z", "Q": "z'",
		"Z": "d", "C": "u'", ",": "u", "/": "d'",
	}
	for key, alg := range want {
		a := cs.Lookup(key, false, false, 3)
		if a.Kind != ActMove {
			t.Errorf("%s: %+v, want the move %s", key, a, alg)
			continue
		}
		got, exp := cube.MustNew(3), cube.MustNew(3)
		_ = got.Apply(a.Move)
		_ = exp.ApplyAlg(cube.MustParseAlg(alg, 3))
		if !got.Equal(exp) {
			t.Errorf("%s: %s does not do %s", key, a.Move, alg)
		}
	}
	if n := len(cs.KeysFor("[1,r,R]")); n != 1 {
		t.Errorf("R has %d keys", n)
	}
}

// Seed 000's keys stay, and the added rotation and slice keys avoid them.
func TestSeedKeysKeepWASDFX(t *testing.T) {
	k := DefaultKeymap()
	for key, face := range map[string]cube.Face{"W": cube.U, "A": cube.L, "S": cube.F, "D": cube.R, "F": cube.B, "X": cube.D} {
		if got := k.Command(key); got != CmdTurn(face) {
			t.Errorf("%s runs %q, want %s", key, got, face)
		}
	}
	for _, c := range []Command{"x", "y", "z", "M", "E", "S"} {
		keys := k.KeysFor(c)
		if len(keys) != 1 {
			t.Fatalf("%s has keys %v, want one", c, keys)
		}
	}
}

func TestKeymapRemapConflicts(t *testing.T) {
	k := DefaultKeymap()
	// Binding a key that runs another command is refused, naming it.
	err := k.Rebind("W", "turn R")
	var conflict *ConflictError
	if !errors.As(err, &conflict) || conflict.Key != "W" || conflict.Existing != "turn U" {
		t.Fatalf("Rebind W to R: %v, want a conflict with U", err)
	}
	if k.Command("W") != "turn U" || len(k.KeysFor("turn R")) != 1 {
		t.Fatal("a refused binding changed the map")
	}
	// A free key: R moves there, D is free again.
	if err := k.Rebind("K", "turn R"); err != nil {
		t.Fatal(err)
	}
	if got := k.KeysFor("turn R"); len(got) != 1 || got[0] != "K" || k.Command("D") != "" {
		t.Fatalf("after Rebind K R: R on %v, D runs %q", got, k.Command("D"))
	}
	if a := k.Lookup("K", true, false, 3); a != (Action{Kind: ActTurn, Face: cube.R, Turns: 3}) {
		t.Errorf("Shift+K = %+v", a)
	}
	// Rebinding a key to its own command is fine; bad commands are errors.
	if err := k.Rebind("K", "turn R"); err != nil {
		t.Error(err)
	}
	for _, c := range []Command{"jump", "R U", "digit10", "", "turn Q"} {
		if err := k.Bind("Q", c); err == nil || errors.As(err, &conflict) {
			t.Errorf("Bind Q %q: %v, want a bad-command error", c, err)
		}
	}
	if err := k.Bind("", "R"); err == nil {
		t.Error("an empty key was bound")
	}
	// Every command of the settings screen can be bound.
	for i, c := range Commands() {
		key := "F" + string(rune('1'+i%9)) + string(rune('a'+i/9))
		if err := k.Bind(key, c); err != nil {
			t.Errorf("Bind %s %s: %v", key, c, err)
		}
	}
	// Undo and shuffle can move; restore defaults is the preset again.
	if err := k.Rebind("Ctrl+U", CmdUndo); err != nil {
		t.Fatal(err)
	}
	if a := k.Lookup("U", false, true, 3); a.Kind != ActUndo {
		t.Errorf("Ctrl+U = %+v", a)
	}
	if a := k.Lookup("Z", false, true, 3); a.Kind != ActNone {
		t.Errorf("Ctrl+Z after rebinding undo = %+v", a)
	}
	back, err := DecodeKeymap(k.Encode())
	if err != nil || back.Encode() != k.Encode() {
		t.Fatalf("encode/decode: %v\n%s", err, back.Encode())
	}
	if DefaultKeymap().Encode() == k.Encode() {
		t.Fatal("remapping did not change the encoding")
	}
	if _, err := DecodeKeymap("W=U\nW=R\n"); err == nil {
		t.Error("a saved map with a conflict was read")
	}
	if _, err := DecodeKeymap("garbage"); err == nil {
		t.Error("a bad line was read")
	}
	if _, err := NewKeymap("qwerty"); err == nil {
		t.Error("unknown preset accepted")
	}
}

// Two digits within 0.6 s select a two-digit layer on a 17x17, so every
// layer is reachable from the keyboard; slower, or past N, the second digit
// stands alone.
func TestTwoDigitLayers(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	type press struct {
		key  string
		ms   int
		want int // selected layer, 0: none
	}
	tests := []struct {
		n       int
		presses []press
	}{
		{17, []press{{"1", 0, 1}, {"2", 300, 12}}},
		{17, []press{{"1", 0, 1}, {"7", 600, 17}}},
		{17, []press{{"1", 0, 1}, {"0", 100, 10}}},
		{17, []press{{"1", 0, 1}, {"2", 700, 2}}},                 // too slow
		{17, []press{{"1", 0, 1}, {"8", 100, 8}}},                 // 18 > 17
		{17, []press{{"1", 0, 1}, {"2", 100, 12}, {"3", 200, 3}}}, // a third digit starts again
		{17, []press{{"0", 0, 0}}},
		{17, []press{{"2", 0, 2}, {"0", 100, 0}}}, // 20 > 17; 0 alone is nothing
		{3, []press{{"1", 0, 1}, {"2", 100, 2}}},
		{3, []press{{"5", 0, 5}}}, // the session clamps it to 3
	}
	for _, tt := range tests {
		s, _ := New(tt.n, 1)
		in := KeyInput{Map: DefaultKeymap()}
		for _, p := range tt.presses {
			a := in.Press(p.key, false, false, tt.n, at(p.ms))
			got := 0
			if a.Kind == ActLayer {
				got = a.Layer
				s.Do(a)
			}
			if got != p.want {
				t.Errorf("n=%d %v: %s at %d ms selects %d, want %d", tt.n, tt.presses, p.key, p.ms, got, p.want)
			}
		}
		// Every layer of a 17x17 can be selected and turned.
		if tt.n == 17 {
			last := tt.presses[len(tt.presses)-1]
			if lo, _ := s.Layers(); last.want != 0 && lo != last.want {
				t.Errorf("session layer %d, want %d", lo, last.want)
			}
		}
	}
	s, _ := New(17, 1)
	in := KeyInput{Map: DefaultKeymap()}
	for layer := 1; layer <= 17; layer++ {
		now := at(layer * 10000)
		var a Action
		if layer < 10 {
			a = in.Press(string(rune('0'+layer)), false, false, 17, now)
		} else {
			in.Press("1", false, false, 17, now)
			a = in.Press(string(rune('0'+layer-10)), false, false, 17, now.Add(200*time.Millisecond))
		}
		s.Do(a)
		s.Do(in.Press("D", false, false, 17, now.Add(300*time.Millisecond)))
		if h := s.History(); h[len(h)-1] != (cube.Move{Face: cube.R, Lo: layer, Hi: layer, Turns: 1}) {
			t.Fatalf("layer %d: last move %s", layer, h[len(h)-1])
		}
	}
}

func mustPreset(t *testing.T, name string) *Keymap {
	t.Helper()
	k, err := NewKeymap(name)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// csTimer's hand depths on a 5x5: 7 deepens the right hand (I turns R and
// its next layer, . the layer after), 4 the left; Space resets both; a
// depth stays within 1..N-1.
func TestCSTimerHandDepths(t *testing.T) {
	in := KeyInput{Map: mustPreset(t, PresetCSTimer)}
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	press := func(key string, n int) Action { return in.Press(key, false, false, n, t0) }
	for _, tt := range []struct {
		key  string
		want string // the move made, "" for none
	}{
		{"I", "R"}, {"7", ""}, {"I", "Rw"}, {".", "3R"}, {"U", "3Rw"}, {"K", "Rw'"},
		{"3", ""}, {"D", "L"}, {"4", ""}, {"4", ""}, {"D", "3Lw"}, {"5", "4L"},
		{"Space", ""}, {"I", "R"}, {"D", "L"},
		{"8", ""}, {"I", "R"}, // already 1
	} {
		a := press(tt.key, 5)
		got := ""
		if a.Kind == ActMove {
			got = a.Move.String()
		}
		if tt.want != "" && got != cube.MustParseAlg(tt.want, 5)[0].String() || tt.want == "" && got != "" {
			t.Errorf("%s: move %q, want %q (depths %+v)", tt.key, got, tt.want, in.Depths(5))
		}
	}
	for i := 0; i < 9; i++ {
		press("7", 5)
	}
	if d := in.Depths(5); d.R != 4 {
		t.Errorf("right depth %d, want at most 4 on a 5x5", d.R)
	}
	if a := press("I", 5); a.Move != (cube.Move{Face: cube.R, Lo: 1, Hi: 4, Turns: 1}) {
		t.Errorf("deepest right hand: %s", a.Move)
	}
	// Templates must be well formed to be bound.
	k := DefaultKeymap()
	for _, c := range []Command{"[1,r,R", "[1,q,R]", "[1,r,Q]", "[1,r]", "[1,r+x,R]"} {
		if err := k.Bind("F9", c); err == nil {
			t.Errorf("bound %q", c)
		}
	}
	if err := k.Bind("F9", "[2,n-1,U]'"); err != nil {
		t.Error(err)
	}
	got, want := cube.MustNew(5), cube.MustNew(5)
	_ = got.Apply(k.Lookup("F9", false, false, 5).Move)
	_ = want.ApplyAlg(cube.MustParseAlg("E", 5))
	if !got.Equal(want) {
		t.Errorf("[2,n-1,U]' on a 5x5 is not E")
	}
}
