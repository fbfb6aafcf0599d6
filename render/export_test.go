package render

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image/color"
	"image/png"
	"io"
	"strings"
	"testing"

	"cubelab/cube"
)

func TestWriteSVG(t *testing.T) {
	c := cube.MustNew(3)
	tests := []struct {
		name  string
		s     Scene
		paths int
	}{
		// Three faces, each one outline and nine stickers; nothing hidden.
		{"3d", scene(c), 30},
		{"net", Scene{Cube: c, Camera: DefaultCamera(), View: ViewNet, Theme: LightTheme()}, 60},
		{"1x1", scene(cube.MustNew(1)), 6},
	}
	for _, tt := range tests {
		var buf bytes.Buffer
		if err := WriteSVG(&buf, tt.s, 300, 200); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if got := strings.Count(buf.String(), "<path"); got != tt.paths {
			t.Errorf("%s: %d paths, want %d", tt.name, got, tt.paths)
		}
		dec := xml.NewDecoder(&buf)
		for {
			_, err := dec.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: not well-formed XML: %v", tt.name, err)
			}
		}
	}
	// Turning R a little: the slab shows U, F and R (3 outlines, 15
	// stickers), the rest U and F (2 outlines, 12 stickers) and its cut face.
	var buf bytes.Buffer
	s := scene(c)
	s.Anim = &Turn{Layers{cube.R, 1, 1}, 0.2}
	if err := WriteSVG(&buf, s, 300, 200); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(buf.String(), "<path"); got != 33 {
		t.Errorf("turning R: %d paths, want 33", got)
	}
}

func TestExportErrors(t *testing.T) {
	good := scene(cube.MustNew(2))
	for _, tt := range []struct {
		s    Scene
		w, h int
		msg  string
	}{
		{good, 0, 10, "must be 1..8192"},
		{good, 10, 9000, "must be 1..8192"},
		{Scene{}, 10, 10, "no cube"},
	} {
		for name, write := range map[string]func(io.Writer, Scene, int, int) error{"png": WritePNG, "svg": WriteSVG} {
			err := write(io.Discard, tt.s, tt.w, tt.h)
			if err == nil || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("%s %dx%d: error %v, want %q", name, tt.w, tt.h, err, tt.msg)
			}
		}
	}
	var buf bytes.Buffer
	if err := WritePNG(&buf, good, 33, 17); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil || img.Bounds().Dx() != 33 || img.Bounds().Dy() != 17 {
		t.Fatalf("PNG round trip: %v %v", img.Bounds(), err)
	}
}

// The export path paints the background in place; it must give the same
// picture as an interactive renderer.
func TestOneShotMatchesRenderer(t *testing.T) {
	s := Scene{Cube: scrambled(t, 5), Camera: DefaultCamera(), Theme: DarkTheme(), Anim: &Turn{Layers{cube.U, 1, 2}, 0.4}}
	var buf bytes.Buffer
	if err := WritePNG(&buf, s, 150, 120); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	want := NewRenderer(150, 120).Draw(s)
	for y := 0; y < 120; y++ {
		for x := 0; x < 150; x++ {
			r1, g1, b1, a1 := img.At(x, y).RGBA()
			r2, g2, b2, a2 := want.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				t.Fatalf("pixel (%d,%d): export %v, renderer %v", x, y, img.At(x, y), want.At(x, y))
			}
		}
	}
}

// The line art carries the state: beneath the outlines, the net's sticker
// fills come in facelet order in each facelet's colour, and a solved 3D
// cube shows nine fills of each visible face's colour.
func TestSVGFillsShowTheState(t *testing.T) {
	fills := func(s Scene) []string {
		var buf bytes.Buffer
		if err := WriteSVG(&buf, s, 300, 220); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, line := range strings.Split(buf.String(), "\n") {
			if !strings.HasPrefix(line, "<polygon") {
				continue
			}
			_, after, _ := strings.Cut(line, `fill="`)
			col, _, _ := strings.Cut(after, `"`)
			if col != "#ffffff" {
				out = append(out, col)
			}
		}
		return out
	}
	hex := func(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
	c := scrambled(t, 3)
	got := fills(Scene{Cube: c, Camera: DefaultCamera(), View: ViewNet, Theme: LightTheme()})
	var want []string
	for _, f := range cube.Faces {
		for row := 0; row < 3; row++ {
			for col := 0; col < 3; col++ {
				want = append(want, hex(shadeSticker(rgba(classicColours[c.At(f, row, col)]), 0.97)))
			}
		}
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("net fills\n got %v\nwant %v", got, want)
	}
	count := map[string]int{}
	for _, col := range fills(scene(cube.MustNew(3))) {
		count[col]++
	}
	if len(count) != 3 {
		t.Errorf("solved 3D cube: sticker fill colours %v, want three faces' worth", count)
	}
	for col, k := range count {
		if k != 9 {
			t.Errorf("solved 3D cube: %d fills of %s, want 9", k, col)
		}
	}
}
