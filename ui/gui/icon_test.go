package gui

import (
	"bytes"
	"image/png"
	"os"
	"testing"
)

// The packager reads the top-level Icon.png (FyneApp.toml) while the window
// uses the embedded copy, because go:embed cannot reach outside the package.
// They must stay the same picture.
func TestIconMatchesPackagedIcon(t *testing.T) {
	top, err := os.ReadFile("../../Icon.png")
	if err != nil {
		t.Fatalf("read top-level icon: %v", err)
	}
	if !bytes.Equal(top, iconPNG) {
		t.Fatal("ui/gui/icon.png differs from Icon.png: copy Icon.png over it")
	}
	img, err := png.Decode(bytes.NewReader(iconPNG))
	if err != nil {
		t.Fatalf("decode icon: %v", err)
	}
	if b := img.Bounds(); b.Dx() < 512 || b.Dx() != b.Dy() {
		t.Fatalf("icon is %dx%d, want a square of at least 512 px", b.Dx(), b.Dy())
	}
	if string(Icon.Content()) != string(iconPNG) {
		t.Fatal("Icon resource does not carry the embedded icon")
	}
}
