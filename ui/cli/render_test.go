package cli

import (
	"bytes"
	"fmt"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubelab/cube"
	"cubelab/render"
)

func runRenderCmd(args ...string) (int, string) {
	var out, errb bytes.Buffer
	code := Run(Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb}, append([]string{"render"}, args...))
	return code, errb.String()
}

func TestRenderWritesFiles(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		args []string
		file string
		w, h int
	}{
		{[]string{"-n", "3", "--alg", "R U R' U'", "-W", "200", "-H", "150"}, "a.png", 200, 150},
		{[]string{"-n", "4", "--view", "net", "--theme", "dark", "--highlight", "2R"}, "b.png", 800, 800},
		{[]string{"-n", "2", "--turn", "U':30", "--yaw", "-20", "--pitch", "-15", "--zoom", "1.5", "-W", "64", "-H", "64"}, "c.png", 64, 64},
		{[]string{"-n", "3", "--turn", "M:45"}, "d.svg", 0, 0},
		{[]string{"-n", "5", "--turn", "R:30", "--style", "lines"}, "e.svg", 0, 0},
	}
	for _, tt := range tests {
		path := filepath.Join(dir, tt.file)
		if code, stderr := runRenderCmd(append(tt.args, "-o", path)...); code != 0 {
			t.Fatalf("%v: exit %d: %s", tt.args, code, stderr)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if tt.w == 0 {
			if !bytes.HasPrefix(data, []byte("<svg")) || !bytes.Contains(data, []byte("<path")) {
				t.Errorf("%v: not an SVG with paths: %.80q", tt.args, data)
			}
			continue
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%v: %v", tt.args, err)
		}
		if b := img.Bounds(); b.Dx() != tt.w || b.Dy() != tt.h {
			t.Errorf("%v: image is %v, want %dx%d", tt.args, b, tt.w, tt.h)
		}
	}
}

func TestRenderErrors(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x.png")
	tests := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"-n", "0", "-o", out}, 2, "cube size must be 1..33"},
		{[]string{"-n", "34", "-o", out}, 2, "cube size must be 1..33"},
		{[]string{"-o", "x.gif"}, 2, `unknown image type ".gif"`},
		{[]string{}, 2, "-o FILE is required"},
		{[]string{"-W", "-5", "-o", out}, 2, "image size must be"},
		{[]string{"--zoom", "0", "-o", out}, 2, "--zoom 0"},
		{[]string{"--view", "top", "-o", out}, 2, "want 3d or net"},
		{[]string{"--theme", "pink", "-o", out}, 2, "want light or dark"},
		{[]string{"--pitch", "120", "-o", out}, 2, "--pitch 120: want -90..90"},
		{[]string{"--style", "ink", "-o", out}, 2, `--style "ink": want solid or lines`},
		{[]string{"--style", "lines", "-o", out}, 2, "--style lines draws the 3D view into an .svg file"},
		{[]string{"--style", "lines", "--view", "net", "-o", "x.svg"}, 2, "--style lines draws the 3D view"},
		{[]string{"--pan-x", "2", "-o", out}, 2, "want fractions of the image in -1..1"},
		{[]string{"--pan-y", "NaN", "-o", out}, 2, "want fractions of the image in -1..1"},
		{[]string{"--alg", "R Q", "-o", out}, 1, "--alg"},
		{[]string{"-n", "2", "--turn", "3R:10", "-o", out}, 1, "does not exist on a 2x2x2"},
		{[]string{"--turn", "R:abc", "-o", out}, 1, "not a number of degrees"},
		{[]string{"--turn", "R U:10", "-o", out}, 1, "exactly one move"},
		{[]string{"--highlight", "", "--turn", "R", "-o", out}, 1, "want MOVE:DEGREES"},
		{[]string{"-o", out, "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"--bogus"}, 2, "flag provided but not defined"},
		{[]string{"-o", filepath.Join(t.TempDir(), "no", "dir", "x.png")}, 1, "no such file"},
	}
	for _, tt := range tests {
		code, stderr := runRenderCmd(tt.args...)
		if code != tt.code || !strings.Contains(stderr, tt.msg) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tt.args, code, stderr, tt.code, tt.msg)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed render left its output file behind")
	}
}

// The flags mean what they say: each file equals what the render package
// draws for the scene the flags describe (degrees become radians, -n and
// --alg set the state, --view, --theme, --turn and --highlight pass through).
func TestRenderFlagsMatchLibrary(t *testing.T) {
	dir := t.TempDir()
	deg := math.Pi / 180
	state := func(n int, alg string) *cube.Cube {
		c := cube.MustNew(n)
		if err := c.ApplyString(alg); err != nil {
			t.Fatal(err)
		}
		return c
	}
	tests := []struct {
		args []string
		s    render.Scene
		w, h int
	}{
		{[]string{"-n", "3", "-W", "90", "-H", "70"},
			render.Scene{Cube: cube.MustNew(3), Camera: render.DefaultCamera(), Theme: render.LightTheme()}, 90, 70},
		{[]string{"-n", "4", "--alg", "R U' 2F", "--yaw", "-40", "--pitch", "-20", "-W", "100", "-H", "80"},
			render.Scene{Cube: state(4, "R U' 2F"), Camera: render.Camera{Yaw: -40 * deg, Pitch: -20 * deg, Zoom: 1}, Theme: render.LightTheme()}, 100, 80},
		{[]string{"-n", "5", "--alg", "r", "--view", "net", "--theme", "dark", "--highlight", "2U", "-W", "120", "-H", "90"},
			render.Scene{Cube: state(5, "r"), Camera: render.DefaultCamera(), View: render.ViewNet, Theme: render.DarkTheme(),
				Highlight: &render.Layers{Face: cube.U, Lo: 2, Hi: 2}}, 120, 90},
		{[]string{"-n", "3", "--turn", "R':30", "--zoom", "1.4", "-W", "80", "-H", "80"},
			render.Scene{Cube: cube.MustNew(3), Camera: render.Camera{Yaw: render.DefaultCamera().Yaw, Pitch: render.DefaultCamera().Pitch, Zoom: 1.4},
				Theme: render.LightTheme(), Anim: &render.Turn{Layers: render.Layers{Face: cube.R, Lo: 1, Hi: 1}, Angle: -30 * deg}}, 80, 80},
		{[]string{"-n", "2", "--pan-x", "0.2", "--pan-y", "-0.1", "--pitch", "90", "-W", "90", "-H", "60"},
			render.Scene{Cube: cube.MustNew(2), Camera: render.Camera{Yaw: render.DefaultCamera().Yaw, Pitch: 90 * deg, Zoom: 1, PanX: 0.2, PanY: -0.1},
				Theme: render.LightTheme()}, 90, 60},
	}
	for i, tt := range tests {
		for _, ext := range []string{".png", ".svg"} {
			path := filepath.Join(dir, fmt.Sprintf("f%d%s", i, ext))
			if code, stderr := runRenderCmd(append(tt.args, "-o", path)...); code != 0 {
				t.Fatalf("%v: exit %d: %s", tt.args, code, stderr)
			}
			got, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var want bytes.Buffer
			write := render.WritePNG
			if ext == ".svg" {
				write = render.WriteSVG
			}
			if err := write(&want, tt.s, tt.w, tt.h); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want.Bytes()) {
				t.Errorf("%v -o %s: the file differs from the library's drawing of the same scene", tt.args, ext)
			}
		}
	}
}
