package model

import (
	"errors"
	"image/color"
	"math/rand/v2"
	"strings"
	"testing"

	"cubelab/cube"
	"cubelab/render"
)

// TestPaletteFollowsTheScheme: names, keys and facelet letters come from
// the scheme drawn (issue 42 item 2: under WCA, W picked yellow).
func TestPaletteFollowsTheScheme(t *testing.T) {
	purple := render.WCAScheme().Colours
	purple[cube.D] = color.RGBA{0x90, 0x30, 0xc0, 0xff}
	twoBlues := render.WCAScheme().Colours
	twoBlues[cube.U] = color.RGBA{0x10, 0x60, 0xd0, 0xff}
	for _, tt := range []struct {
		name    string
		scheme  render.ColourScheme
		names   string
		keys    string
		letters string
	}{
		{"wca", render.WCAScheme(), "white orange green red blue yellow", "W O G R B Y", "WOGRBY"},
		{"classic", render.ClassicScheme(), "yellow orange blue red green white", "Y O B R G W", "YOBRGW"},
		{"custom purple", render.CustomScheme(purple), "white orange green red blue purple", "W O G R B P", "ULFRBD"},
		{"custom two blues", render.CustomScheme(twoBlues), "blue (U),orange (L),green (F),red (R),blue (B),yellow (D)", "U L F R B D", "ULFRBD"},
	} {
		p := NewPalette(tt.scheme)
		sep := " "
		if strings.Contains(tt.names, ",") {
			sep = ","
		}
		if got := strings.Join(p.Names[:], sep); got != tt.names {
			t.Errorf("%s: names %q, want %q", tt.name, got, tt.names)
		}
		if got := p.KeyList(); got != tt.keys {
			t.Errorf("%s: keys %q, want %q", tt.name, got, tt.keys)
		}
		if got := string(p.Letters[:]); got != tt.letters {
			t.Errorf("%s: letters %q, want %q", tt.name, got, tt.letters)
		}
		for f := range 6 {
			if c, ok := p.KeyColour(string(p.Keys[f])); !ok || c != cube.Face(f) {
				t.Errorf("%s: key %c picks %v, want %v", tt.name, p.Keys[f], c, cube.Face(f))
			}
			if c, ok := p.KeyColour(string(rune('1' + f))); !ok || c != cube.Face(f) {
				t.Errorf("%s: key %d picks %v", tt.name, f+1, c)
			}
		}
	}
	wca := NewPalette(render.WCAScheme())
	for key, want := range map[string]cube.Face{"W": cube.U, "w": cube.U, "Y": cube.D, "G": cube.F, "B": cube.B} {
		if got, ok := wca.KeyColour(key); !ok || got != want {
			t.Errorf("WCA key %s picks %v, want %v", key, got, want)
		}
	}
	if _, ok := wca.KeyColour("X"); ok {
		t.Error("WCA: X picks a colour")
	}
}

// TestPaintSpeaksTheScheme: under the WCA scheme the editor's messages,
// the fixed centres' hint and the facelet strings are in WCA colours, and
// its strings are those of `cubelab apply --scheme wca`.
func TestPaintSpeaksTheScheme(t *testing.T) {
	wca := NewPalette(render.WCAScheme())
	p := NewPaint(cube.MustNew(3))
	p.SetPalette(wca)
	if err := p.Set(4, cube.R); !errors.Is(err, ErrFixedCentre) || !strings.Contains(err.Error(), "white up, green in front") {
		t.Errorf("fixed centre: %v", err)
	}
	if v := p.Check(); !v.Ready || !strings.Contains(v.Text, "white up, green in front") {
		t.Errorf("solved cube: %+v", v)
	}
	_ = p.Set(0, cube.D) // one yellow sticker too many (D's colour is yellow)
	if v := p.Check(); !strings.Contains(v.Text, "yellow on 10") {
		t.Errorf("10 yellow: %q", v.Text)
	}
	_ = p.Set(0, Unpainted)
	if v := p.Check(); !strings.Contains(v.Text, "all white") {
		t.Errorf("one grey: %q", v.Text)
	}

	c := cube.MustNew(3)
	_ = c.ApplyAlg(cube.MustParseAlg("R U F' L2 D B'", 3))
	want := c.Format(render.WCAScheme().Letters)
	if err := p.Load(want); err != nil || !p.Check().Ready {
		t.Fatalf("WCA string: %v %+v", err, p.Check())
	}
	if got, _ := p.Text(false); got != want {
		t.Errorf("WCA text %q, want %q", got, want)
	}
	if got, _ := p.Cube(); !got.Equal(c) {
		t.Error("the WCA string read as another cube")
	}
	if err := p.Load(c.URFDLB()); err != nil {
		t.Fatal(err)
	}
	if got, _ := p.Cube(); got == nil || !got.Equal(c) {
		t.Error("Kociemba's string under WCA read as another cube")
	}

	// A custom scheme writes face letters, U L F R B D order; both its own
	// and Kociemba's order read back.
	p.SetPalette(NewPalette(render.CustomScheme(render.WCAScheme().Colours)))
	ours, _ := p.Text(false)
	if ours != c.Format(cube.FaceLetterScheme) {
		t.Errorf("custom text %q", ours)
	}
	for _, s := range []string{ours, c.URFDLB()} {
		if err := p.Load(s); err != nil {
			t.Fatal(err)
		}
		if got, _ := p.Cube(); got == nil || !got.Equal(c) {
			t.Errorf("custom: %q read as another cube", s)
		}
	}
}

// TestPaletteKeysAlwaysPickTheirColour: for any six colours the keys are
// six different letters, each picking its own face's colour, and the names
// differ, so a message never names two colours alike.
func TestPaletteKeysAlwaysPickTheirColour(t *testing.T) {
	rng := rand.New(rand.NewPCG(42, 7))
	for range 2000 {
		var cs [6]color.RGBA
		for f := range cs {
			cs[f] = color.RGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), 0xff}
		}
		p := NewPalette(render.CustomScheme(cs))
		keys, names := map[byte]bool{}, map[string]bool{}
		for f := range 6 {
			if keys[p.Keys[f]] || names[p.Names[f]] {
				t.Fatalf("%v: keys %s, names %q: two alike", cs, p.KeyList(), p.Names)
			}
			keys[p.Keys[f]], names[p.Names[f]] = true, true
			if c, ok := p.KeyColour(string(p.Keys[f])); !ok || c != cube.Face(f) {
				t.Fatalf("%v: key %c picks %v, want %v", cs, p.Keys[f], c, cube.Face(f))
			}
		}
	}
}
