package render

import (
	"bytes"
	"fmt"
	"image/color"
	"image/png"
	"testing"

	"cubelab/cube"
)

// uCentrePixel renders c with the scheme to a PNG, decodes it and returns
// the pixel at the centre of U's centre sticker (3D view, default camera).
func uCentrePixel(t *testing.T, c *cube.Cube, sc ColourScheme, view View) color.RGBA {
	t.Helper()
	s := Scene{Cube: c, Camera: DefaultCamera(), View: view, Theme: LightTheme().WithScheme(sc)}
	var buf bytes.Buffer
	if err := WritePNG(&buf, s, 400, 400); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	n := c.N()
	var x, y float64
	if view == View3D {
		proj := newProjector(s.Camera, 400, 400)
		x, y = proj.project(stickerCentre(n, cube.U, n/2, n/2).scale(1 / float64(n)))
	} else {
		l := newNetLayout(s.Camera, 400, 400)
		x0, y0 := l.origin(cube.U)
		x, y = x0+l.size/2, y0+l.size/2
	}
	return rgba(img.At(int(x), int(y)))
}

func isWhitish(c color.RGBA) bool { return c.R > 200 && c.G > 200 && c.B > 200 }
func isYellowish(c color.RGBA) bool {
	return c.R > 180 && c.G > 140 && c.B < 80
}

// The WCA scheme draws a white U centre, the classic one a yellow one, in
// both views; a custom scheme draws exactly its colours (the net is flat).
func TestSchemeColoursInRenderedPNG(t *testing.T) {
	c := cube.MustNew(3)
	for _, view := range []View{View3D, ViewNet} {
		if px := uCentrePixel(t, c, WCAScheme(), view); !isWhitish(px) {
			t.Errorf("view %d: WCA U centre is %v, want white", view, px)
		}
		if px := uCentrePixel(t, c, ClassicScheme(), view); !isYellowish(px) {
			t.Errorf("view %d: classic U centre is %v, want yellow", view, px)
		}
	}
	custom := CustomScheme([6]color.RGBA{cube.U: {0x80, 0x00, 0x80, 0xff}})
	px := uCentrePixel(t, c, custom, ViewNet)
	// The net shades stickers by 0.97.
	if want := shadeSticker(custom.Colours[cube.U], 0.97); px != want {
		t.Errorf("custom U centre %v, want %v", px, want)
	}
	// A WCA scramble keeps white on top and green in front: the centres of
	// an odd cube never move, whatever the scramble.
	sc := cube.MustNew(5)
	if err := sc.ApplyAlg(cube.MustParseAlg("R U F' L2 D B2 Rw Uw' 2F", 5)); err != nil {
		t.Fatal(err)
	}
	if px := uCentrePixel(t, sc, WCAScheme(), View3D); !isWhitish(px) {
		t.Errorf("scrambled 5x5: WCA U centre is %v, want white", px)
	}
}

func TestParseColourScheme(t *testing.T) {
	tests := []struct {
		in      string
		name    string
		u       color.RGBA
		letters string
		err     bool
	}{
		{"wca", "wca", stickerWhite, "WOGRBY", false},
		{"WCA", "wca", stickerWhite, "WOGRBY", false},
		{"classic", "classic", stickerYellow, "YOBRGW", false},
		{"", "classic", stickerYellow, "YOBRGW", false},
		{"YOBRGW", "YOBRGW", stickerYellow, "YOBRGW", false},
		{"wogrby", "WOGRBY", stickerWhite, "WOGRBY", false},
		{"ULFRBD", "ULFRBD", stickerYellow, "ULFRBD", false}, // face letters keep the classic colours
		{"custom:#112233,#000000,#000001,#000002,#000003,#000004", "custom", color.RGBA{0x11, 0x22, 0x33, 0xff}, "ULFRBD", false},
		{"custom:#112233", "", color.RGBA{}, "", true},
		{"custom:#11223g,#000000,#000001,#000002,#000003,#000004", "", color.RGBA{}, "", true},
		{"YYBRGW", "", color.RGBA{}, "", true},
		{"rainbow", "", color.RGBA{}, "", true},
	}
	for _, tt := range tests {
		s, err := ParseColourScheme(tt.in)
		if (err != nil) != tt.err {
			t.Fatalf("%q: err %v, want error %v", tt.in, err, tt.err)
		}
		if err != nil {
			continue
		}
		if s.Name != tt.name || s.Colours[cube.U] != tt.u || string(s.Letters[:]) != tt.letters {
			t.Errorf("%q: got %s %v %s, want %s %v %s", tt.in, s.Name, s.Colours[cube.U], s.Letters[:], tt.name, tt.u, tt.letters)
		}
		back, err := ParseColourScheme(s.String())
		if err != nil || back != s {
			t.Errorf("%q: String %q reads back as %v (%v)", tt.in, s.String(), back, err)
		}
	}
}

// The default light theme still draws seed 000's colours.
func TestClassicIsTheDefault(t *testing.T) {
	th := LightTheme()
	for i, c := range ClassicScheme().Colours {
		if rgba(th.Colours[i]) != c {
			t.Errorf("face %v: theme %v, classic %v", cube.Face(i), th.Colours[i], c)
		}
	}
}

// Colour-blind marks: the middle of each sticker shows its colour's shape
// in a dark shade of the colour; the sticker around it keeps its colour;
// every colour has its own shape.
func TestColourBlindMarks(t *testing.T) {
	c := cube.MustNew(3)
	plain := uCentrePixel(t, c, WCAScheme(), ViewNet)
	s := Scene{Cube: c, View: ViewNet, Theme: LightTheme().WithScheme(WCAScheme())}
	s.Theme.Marks = true
	r := NewRenderer(400, 400)
	img := r.Draw(s)
	l := newNetLayout(s.Camera, 400, 400)
	x0, y0 := l.origin(cube.U)
	cx, cy := int(x0+l.size/2), int(y0+l.size/2)
	if got, want := rgba(img.At(cx, cy)), markColour(plain); got != want {
		t.Errorf("marked U centre %v, want the mark %v", got, want)
	}
	// 0.7 of the half-sticker from the centre, diagonally: outside the square.
	off := int(0.7 * l.size / 3 / 2)
	if got := rgba(img.At(cx+off, cy+off)); got != plain {
		t.Errorf("sticker beside the mark %v, want %v", got, plain)
	}
	seen := map[string]bool{}
	for f := range cube.Faces {
		key := fmt.Sprint(MarkShape(cube.Face(f)))
		if seen[key] {
			t.Errorf("face %v shares its mark", cube.Face(f))
		}
		seen[key] = true
	}
	// The 3D view draws them too.
	s.View, s.Camera = View3D, DefaultCamera()
	px := func(marks bool) color.RGBA {
		s.Theme.Marks = marks
		proj := newProjector(s.Camera, 400, 400)
		x, y := proj.project(stickerCentre(3, cube.U, 1, 1).scale(1.0 / 3))
		return rgba(r.Draw(s).At(int(x), int(y)))
	}
	if a, b := px(true), px(false); a == b || a != markColour(b) {
		t.Errorf("3D U centre with marks %v, without %v", a, b)
	}
}
