package render

import (
	"image/color"
	"os"
	"testing"

	"cubelab/cube"
)

// TestWriteIcon regenerates the app icon: ICON_OUT=$PWD/Icon.png go test
// ./render -run TestWriteIcon, then copy it to ui/gui/icon.png (the window's embedded copy).
// It is a solved 3x3 with U part-way through a turn, on a transparent background, drawn by
// this renderer.
func TestWriteIcon(t *testing.T) {
	out := os.Getenv("ICON_OUT")
	if out == "" {
		t.Skip("set ICON_OUT to write the icon")
	}
	c := cube.MustNew(3)
	th := LightTheme()
	th.Background = color.Transparent
	s := Scene{Cube: c, Camera: Camera{Yaw: 0.62, Pitch: 0.5, Zoom: 1.06, PanY: -0.03}, Theme: th,
		Anim: &Turn{Layers: Layers{Face: cube.U, Lo: 1, Hi: 1}, Angle: -0.38}}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := WritePNG(f, s, 1024, 1024); err != nil {
		t.Fatal(err)
	}
}
