package render

import (
	"bytes"
	"flag"
	"image"
	"image/draw"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"cubelab/cube"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata/")

// Golden frames: a change to how the cube looks must be looked at and the
// images regenerated with go test ./render -update.
func TestGolden(t *testing.T) {
	const w, h = 240, 200
	cases := []struct {
		name string
		s    Scene
	}{
		{"solved3", scene(cube.MustNew(3))},
		{"scrambled5", scene(scrambled(t, 5))},
		{"halfturn3", Scene{Cube: scrambled(t, 3), Camera: DefaultCamera(), Theme: LightTheme(),
			Anim: &Turn{Layers{cube.R, 1, 1}, math.Pi / 4}}},
		{"slice4dark", Scene{Cube: scrambled(t, 4), Camera: Camera{Yaw: -0.5, Pitch: 0.4, Zoom: 1.1}, Theme: DarkTheme(),
			Anim: &Turn{Layers{cube.U, 2, 3}, -0.6}, Highlight: &Layers{cube.F, 1, 1}}},
		{"net6", Scene{Cube: scrambled(t, 6), Camera: DefaultCamera(), View: ViewNet, Theme: LightTheme(),
			Highlight: &Layers{cube.R, 2, 2}}},
	}
	r := NewRenderer(w, h)
	for _, tc := range cases {
		got := r.Draw(tc.s)
		path := filepath.Join("testdata", tc.name+".png")
		if *update {
			var buf bytes.Buffer
			if err := png.Encode(&buf, got); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		f, err := os.Open(path)
		if err != nil {
			t.Fatalf("%s: %v (run go test ./render -update to create it)", tc.name, err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		want := image.NewRGBA(img.Bounds())
		draw.Draw(want, want.Rect, img, img.Bounds().Min, draw.Src)
		if want.Rect != got.Rect {
			t.Fatalf("%s: golden is %v, frame is %v", tc.name, want.Rect, got.Rect)
		}
		// Allow float rounding along edges, nothing more.
		if over, worst := diffStats(got, want, 6); over > w*h/500 {
			t.Errorf("%s: %d pixels differ from %s by more than 6 (max %d); look at the change, then -update",
				tc.name, over, path, worst)
		}
	}
}
