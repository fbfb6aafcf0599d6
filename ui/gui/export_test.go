package gui

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestImageExport writes the cube as PNG and SVG the way "Save PNG…" and
// "Save SVG…" do, and checks that the picture follows the cube.
func TestImageExport(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	var solvedPNG, turnedPNG, svg bytes.Buffer
	if err := u.imageWriter("png")(&solvedPNG); err != nil {
		t.Fatal(err)
	}
	press(u, fyne.KeyW, false)
	if err := u.imageWriter("png")(&turnedPNG); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(turnedPNG.Bytes()))
	if err != nil {
		t.Fatalf("PNG export: %v", err)
	}
	if b := img.Bounds(); b.Dx() != exportSize || b.Dy() != exportSize {
		t.Errorf("PNG is %v, want %d square", b, exportSize)
	}
	if bytes.Equal(solvedPNG.Bytes(), turnedPNG.Bytes()) {
		t.Error("the PNG after a turn equals the solved one")
	}
	if err := u.imageWriter("svg")(&svg); err != nil {
		t.Fatal(err)
	}
	if s := svg.String(); !strings.Contains(s, "<svg") || !strings.Contains(s, "</svg>") || strings.Count(s, "<path")+strings.Count(s, "<polygon") < 27 {
		t.Errorf("SVG export does not look like a cube (%d bytes)", len(s))
	}
}
