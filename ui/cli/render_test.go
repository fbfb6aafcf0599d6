package cli

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
		{[]string{"-n", "0", "-o", out}, 1, "cube size must be 1..33"},
		{[]string{"-n", "34", "-o", out}, 1, "cube size must be 1..33"},
		{[]string{"-o", "x.gif"}, 1, `unknown image type ".gif"`},
		{[]string{}, 1, "-o FILE is required"},
		{[]string{"-W", "-5", "-o", out}, 1, "image size must be"},
		{[]string{"--zoom", "0", "-o", out}, 1, "--zoom 0"},
		{[]string{"--view", "top", "-o", out}, 1, "want 3d or net"},
		{[]string{"--theme", "pink", "-o", out}, 1, "want light or dark"},
		{[]string{"--alg", "R Q", "-o", out}, 1, "--alg"},
		{[]string{"-n", "2", "--turn", "3R:10", "-o", out}, 1, "does not exist on a 2x2x2"},
		{[]string{"--turn", "R:abc", "-o", out}, 1, "not a number of degrees"},
		{[]string{"--turn", "R U:10", "-o", out}, 1, "exactly one move"},
		{[]string{"--highlight", "", "--turn", "R", "-o", out}, 1, "want MOVE:DEGREES"},
		{[]string{"-o", out, "extra"}, 1, `unexpected argument "extra"`},
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
