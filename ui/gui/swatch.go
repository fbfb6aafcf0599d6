package gui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// swatch is one colour of the paint editor's palette: a tile of that colour
// showing how many stickers have it, outlined while it is the brush. The
// outline is black or white, whichever stands out on the tile: the theme's
// text colour vanished on the white tile of a dark theme.
type swatch struct {
	widget.BaseWidget
	tile  *canvas.Rectangle
	count *canvas.Text
	name  string // the colour's name, for tests and screen readers
	onTap func()
}

func newSwatch(name string, c color.Color, onTap func()) *swatch {
	s := &swatch{name: name, onTap: onTap, tile: canvas.NewRectangle(c), count: canvas.NewText("", textOn(c))}
	s.tile.CornerRadius = 6
	s.count.Alignment = fyne.TextAlignCenter
	s.count.TextStyle.Bold = true
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer is part of fyne.Widget.
func (s *swatch) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(s.tile, container.NewCenter(s.count)))
}

// MinSize fits six in a row on the narrowest phone (256 units across),
// big enough to tap.
func (s *swatch) MinSize() fyne.Size { return fyne.NewSize(36, 40) }

// Tapped picks this colour.
func (s *swatch) Tapped(*fyne.PointEvent) {
	if s.onTap != nil {
		s.onTap()
	}
}

// set shows the count of stickers with this colour and whether it is the
// brush.
func (s *swatch) set(count int, brush bool) {
	s.count.Text = strconv.Itoa(count)
	if brush {
		s.tile.StrokeWidth = 4
		s.tile.StrokeColor = textOn(s.tile.FillColor)
	} else {
		s.tile.StrokeWidth = 0
	}
	s.tile.Refresh()
	s.count.Refresh()
}

// textOn returns black or white, whichever reads better on c.
func textOn(c color.Color) color.Color {
	r, g, b, _ := c.RGBA()
	if 299*r+587*g+114*b > 1000*0x8000 {
		return color.Black
	}
	return color.White
}
