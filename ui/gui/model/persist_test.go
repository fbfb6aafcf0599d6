package model

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"cubelab/cube"
)

func TestPersistRoundTrip(t *testing.T) {
	tests := []struct {
		n     int
		moves string
		undo  int
	}{
		{2, "R U2 F'", 1},
		{3, "R U M x 2-3Rw' E S'", 2},
		{7, "3Rw 2U' 4-5Fw2 L", 0},
		{17, "9R 17U' 2-16Fw", 1},
	}
	for _, tt := range tests {
		s, _ := New(tt.n, 3)
		s.Shuffle()
		s.SetLayers(2, 2)
		if err := s.ApplyAlg(cube.MustParseAlg(tt.moves, tt.n)); err != nil {
			t.Fatal(err)
		}
		for range tt.undo {
			s.Undo()
		}
		st := Settings{Method: "kociemba", Speed: 0.5, Camera: Camera{1, -0.5, 1.5, 3, -4}, Theme: "dark", View: "net", DragOrbit: true, LastFace: cube.B}
		got, gotSt, err := Decode(Encode(s, st), 9)
		if err != nil {
			t.Fatalf("n=%d: %v", tt.n, err)
		}
		if !got.Cube().Equal(s.Cube()) || got.N() != tt.n {
			t.Errorf("n=%d: cube not restored", tt.n)
		}
		for _, pair := range [][2]string{
			{got.History().String(), s.History().String()},
			{got.RedoMoves().String(), s.RedoMoves().String()},
			{got.Scramble().String(), s.Scramble().String()},
		} {
			if pair[0] != pair[1] {
				t.Errorf("n=%d: restored %q, want %q", tt.n, pair[0], pair[1])
			}
		}
		if lo, hi := got.Layers(); lo != 2 || hi != 2 {
			t.Errorf("n=%d: layers %d..%d", tt.n, lo, hi)
		}
		if gotSt != st {
			t.Errorf("n=%d: settings %+v, want %+v", tt.n, gotSt, st)
		}
		// Undo still works after a restart.
		if tt.undo > 0 && !got.Redo() {
			t.Errorf("n=%d: redo lost", tt.n)
		}
	}
}

func TestDecodeBadValues(t *testing.T) {
	good := Encode(mustSession(3), DefaultSettings())
	tests := []struct {
		key, value, errPart string
	}{
		{kSize, "42", "cubelab.size"},
		{kSpeed, "-1", "cubelab.speed"},
		{kCamera, "a b", "cubelab.camera"},
		{kTheme, "purple", "cubelab.theme"},
		{kView, "4d", "cubelab.view"},
		{kLastFace, "Q", "cubelab.lastface"},
		{kCube, "YYYY", "cubelab.cube"},
		{kHistory, "R Q", "cubelab.cube"},
	}
	for _, tt := range tests {
		p := map[string]string{}
		for k, v := range good {
			p[k] = v
		}
		p[tt.key] = tt.value
		s, st, err := Decode(p, 1)
		if err == nil || !strings.Contains(err.Error(), tt.errPart) {
			t.Errorf("%s=%q: error %v, want one naming %s", tt.key, tt.value, err, tt.errPart)
		}
		if s == nil || s.N() < MinSize || st.Speed <= 0 {
			t.Errorf("%s=%q: no usable fallback", tt.key, tt.value)
		}
	}
	if s, st, err := Decode(nil, 1); err != nil || s.N() != 3 || st != DefaultSettings() {
		t.Errorf("empty preferences: %v %d %+v", err, s.N(), st)
	}
}

func mustSession(n int) *Session {
	s, err := New(n, 1)
	if err != nil {
		panic(err)
	}
	return s
}

// A saved state cut short anywhere, or with any byte changed, is refused as
// a whole: never a cube from one save with the history of another.
func TestDecodeStateRefusesPartialSaves(t *testing.T) {
	s, _ := New(3, 1)
	if err := s.ApplyAlg(cube.MustParseAlg("R U F", 3)); err != nil {
		t.Fatal(err)
	}
	data := EncodeState(s, DefaultSettings())
	got, _, err := DecodeState(data, 2)
	if err != nil || !got.Cube().Equal(s.Cube()) || got.History().String() != "R U F" {
		t.Fatalf("round trip: %v, history %q", err, got.History())
	}
	for cut := 0; cut < len(data); cut++ {
		got, _, err := DecodeState(data[:cut], 2)
		if !errors.Is(err, ErrDamaged) || len(got.History()) != 0 || !got.Cube().IsSolved() {
			t.Fatalf("cut at %d of %d: %v, history %q", cut, len(data), err, got.History())
		}
	}
	for i := range data {
		bad := append([]byte(nil), data...)
		bad[i] ^= 0x01
		if _, _, err := DecodeState(bad, 2); !errors.Is(err, ErrDamaged) {
			t.Fatalf("byte %d changed: %v", i, err)
		}
	}
}

// Whole saves with impossible values are checked too: an impossible cube is
// not restored (all yellow would count as solved), nor a camera the view
// cannot draw, nor a history whose counts ask for ten million moves.
func TestDecodeValidatesValues(t *testing.T) {
	yellow := strings.Repeat("Y", 54)
	tests := []struct {
		name string
		p    map[string]string
		want string
	}{
		{"all yellow", map[string]string{kSize: "3", kCube: yellow}, "not a reachable state"},
		{"twisted corner", map[string]string{kSize: "2", kCube: "OYYYYOOOBBBBRRRRGGGGWWWW"}, "not a reachable state"},
		{"infinite camera", map[string]string{kCamera: "+Inf 0 1 0 0"}, "finite"},
		{"huge camera", map[string]string{kCamera: "1e308 0 1 0 0"}, "yaw"},
		{"NaN zoom", map[string]string{kCamera: "0 0 NaN 0 0"}, "finite"},
		{"huge pan", map[string]string{kCamera: "0 0 1 1e300 0"}, "pan"},
		{"amplified history", map[string]string{kSize: "3", kCube: cube.MustNew(3).String(), kHistory: "9999999D₂"}, "longer than"},
	}
	for _, tt := range tests {
		s, st, err := Decode(tt.p, 1)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.want)
		}
		if !s.Cube().IsSolved() || len(s.History()) != 0 || st.Camera != DefaultSettings().Camera {
			t.Errorf("%s: restored cube %v history %q camera %+v", tt.name, s.Cube().IsSolved(), s.History(), st.Camera)
		}
		// A solved-looking impossible cube must not be what the session holds.
		if s.Cube().String() == yellow {
			t.Errorf("%s: the all-yellow cube was restored", tt.name)
		}
	}
}

// The frame's own quoting is strconv's, byte for byte, both ways.
func TestFrameQuoting(t *testing.T) {
	for _, v := range []string{"", "plain", "a\nb\n", `"q" \ \n`, "tab\there", "ünï", "\x00\x7f", "R U R' U'\n1,2,\"x\"\n"} {
		want := strconv.Quote(v)
		if got := string(appendQuoted(nil, v)); got != want {
			t.Errorf("appendQuoted(%q) = %s, want %s", v, got, want)
		}
		if back, err := unquote(want); err != nil || back != v {
			t.Errorf("unquote(%s) = %q, %v", want, back, err)
		}
	}
	for _, q := range []string{`"`, `"a`, `"a\"`, `"\x"`, `"a"b"`, `"\u00e9"`, `'a'`, "\"a\nb\""} {
		want, werr := strconv.Unquote(q)
		got, err := unquote(q)
		if got != want || (err == nil) != (werr == nil) {
			t.Errorf("unquote(%s) = %q, %v; strconv says %q, %v", q, got, err, want, werr)
		}
	}
}
