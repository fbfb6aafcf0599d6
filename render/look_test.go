package render

import (
	"math"
	"os"
	"testing"

	"cubelab/cube"
)

// TestLook writes sample frames to $RENDER_LOOK for eyeballing.
func TestLook(t *testing.T) {
	dir := os.Getenv("RENDER_LOOK")
	if dir == "" {
		t.Skip("set RENDER_LOOK=dir to write sample images")
	}
	c3 := cube.MustNew(3)
	c5 := cube.MustNew(5)
	c5.ApplyString("R U F' L2 D B' 2R 3U' r2 F D' L' B2 u")
	c17 := cube.MustNew(17)
	c17.ApplyString("R U F' L2 D B' 2R 3U' r2 F D' L' B2 u 5R 7F'")
	cases := []struct {
		name string
		s    Scene
	}{
		{"solved3", Scene{Cube: c3, Camera: DefaultCamera(), Theme: LightTheme()}},
		{"scr5", Scene{Cube: c5, Camera: DefaultCamera(), Theme: LightTheme()}},
		{"c17dark", Scene{Cube: c17, Camera: DefaultCamera(), Theme: DarkTheme()}},
		{"anim3", Scene{Cube: c3, Camera: DefaultCamera(), Theme: LightTheme(), Anim: &Turn{Layers{cube.R, 1, 1}, math.Pi / 5}}},
		{"animU", Scene{Cube: c5, Camera: DefaultCamera(), Theme: DarkTheme(), Anim: &Turn{Layers{cube.U, 2, 2}, math.Pi / 7}, Highlight: &Layers{cube.F, 1, 1}}},
		{"net5", Scene{Cube: c5, Camera: DefaultCamera(), View: ViewNet, Theme: LightTheme(), Highlight: &Layers{cube.R, 2, 2}}},
	}
	for _, c := range cases {
		f, err := os.Create(dir + "/" + c.name + ".png")
		if err != nil {
			t.Fatal(err)
		}
		if err := WritePNG(f, c.s, 600, 600); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
}
