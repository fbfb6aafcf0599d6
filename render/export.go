package render

import (
	"fmt"
	"image/png"
	"io"
)

// MaxExportSize bounds the width and height of exported images; an export
// needs about 8 bytes per pixel while it renders.
const MaxExportSize = 8192

func checkSize(width, height int) error {
	if width < 1 || height < 1 || width > MaxExportSize || height > MaxExportSize {
		return fmt.Errorf("image size %dx%d: width and height must be 1..%d", width, height, MaxExportSize)
	}
	return nil
}

// WritePNG renders s at width x height pixels and writes it as PNG.
func WritePNG(w io.Writer, s Scene, width, height int) error {
	if err := checkSize(width, height); err != nil {
		return err
	}
	if s.Cube == nil {
		return fmt.Errorf("render: scene has no cube")
	}
	img := newOneShot(width, height).Draw(s)
	if err := png.Encode(w, img); err != nil {
		return fmt.Errorf("writing PNG: %w", err)
	}
	return nil
}
