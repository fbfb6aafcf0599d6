// Package chart draws the benchmark report's PNG charts with gg: bars on a
// logarithmic axis (time per method), line series (solution length against
// optimal length) and distribution bands (moves or time per cube size:
// median lines, percentile boxes and min..max whiskers). It knows nothing
// about cubes.
package chart

import (
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"slices"

	"github.com/fogleman/gg"
)

// Size of every chart, in pixels.
const (
	Width  = 900
	Height = 520
	margin = 70
)

// palette colours the bars and series in order.
var palette = []color.RGBA{
	{31, 119, 180, 255}, {255, 127, 14, 255}, {44, 160, 44, 255}, {214, 39, 40, 255},
	{148, 103, 189, 255}, {140, 86, 75, 255}, {227, 119, 194, 255}, {127, 127, 127, 255},
	{188, 189, 34, 255}, {23, 190, 207, 255},
}

// Colour returns the i-th palette colour.
func Colour(i int) color.RGBA { return palette[i%len(palette)] }

// Bar is one bar: a value with a whisker from Lo to Hi (both optional: set
// them equal to Value to draw none).
type Bar struct {
	Label         string
	Value, Lo, Hi float64
}

// LogBars draws bars on a base-10 logarithmic value axis, e.g. the mean time
// per method with min..max whiskers. Values must be positive; a bar with a
// non-positive value is drawn empty and labelled "n/a".
func LogBars(title, unit string, bars []Bar) (image.Image, error) {
	if len(bars) == 0 {
		return nil, fmt.Errorf("chart %q: no bars", title)
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, b := range bars {
		for _, v := range []float64{b.Value, b.Lo, b.Hi} {
			if v > 0 {
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
		}
	}
	if math.IsInf(lo, 1) {
		return nil, fmt.Errorf("chart %q: no positive values", title)
	}
	d0, d1 := math.Floor(math.Log10(lo)), math.Ceil(math.Log10(hi))
	if d1 == d0 {
		d1++
	}
	dc := newCanvas(title)
	x0, x1, y0, y1 := float64(margin), float64(Width-margin/2), float64(Height-margin), float64(margin)
	yOf := func(v float64) float64 { return y0 - (math.Log10(v)-d0)/(d1-d0)*(y0-y1) }
	// Decade grid lines and labels.
	for d := d0; d <= d1; d++ {
		y := yOf(math.Pow(10, d))
		dc.SetRGB(0.85, 0.85, 0.85)
		dc.DrawLine(x0, y, x1, y)
		dc.Stroke()
		dc.SetRGB(0.2, 0.2, 0.2)
		dc.DrawStringAnchored(fmt.Sprintf("1e%d", int(d)), x0-6, y, 1, 0.5)
	}
	dc.DrawStringAnchored(unit+" (log scale)", x0, y1-14, 0, 0.5)
	slot := (x1 - x0) / float64(len(bars))
	for i, b := range bars {
		cx := x0 + slot*(float64(i)+0.5)
		w := slot * 0.6
		c := Colour(i)
		if b.Value > 0 {
			dc.SetRGBA255(int(c.R), int(c.G), int(c.B), 220)
			top := yOf(b.Value)
			dc.DrawRectangle(cx-w/2, top, w, y0-top)
			dc.Fill()
			if b.Lo > 0 && b.Hi > 0 && b.Hi > b.Lo {
				dc.SetRGB(0.1, 0.1, 0.1)
				dc.SetLineWidth(1.5)
				dc.DrawLine(cx, yOf(b.Lo), cx, yOf(b.Hi))
				dc.DrawLine(cx-w/6, yOf(b.Lo), cx+w/6, yOf(b.Lo))
				dc.DrawLine(cx-w/6, yOf(b.Hi), cx+w/6, yOf(b.Hi))
				dc.Stroke()
				dc.SetLineWidth(1)
			}
		} else {
			dc.SetRGB(0.4, 0.4, 0.4)
			dc.DrawStringAnchored("n/a", cx, y0-10, 0.5, 0.5)
		}
		dc.SetRGB(0.1, 0.1, 0.1)
		dc.DrawStringAnchored(b.Label, cx, y0+14, 0.5, 0.5)
	}
	axes(dc, x0, x1, y0, y1)
	return dc.Image(), nil
}

// Series is one line of a line chart.
type Series struct {
	Name string
	X, Y []float64
}

// sameAs returns, for each series, the index of the first series with
// exactly the same points (itself when none comes before it).
func sameAs(series []Series) []int {
	out := make([]int, len(series))
	for i, s := range series {
		out[i] = i
		for j := 0; j < i; j++ {
			if slices.Equal(s.X, series[j].X) && slices.Equal(s.Y, series[j].Y) {
				out[i] = j
				break
			}
		}
	}
	return out
}

// Lines draws series of points joined by lines on linear axes, with a legend
// and a dashed y = x reference. Series with exactly the same points would
// hide one another, so they are drawn once and share the first one's colour
// in the legend.
func Lines(title, xLabel, yLabel string, series []Series) (image.Image, error) {
	xlo, xhi, ylo, yhi := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, s := range series {
		if len(s.X) != len(s.Y) {
			return nil, fmt.Errorf("chart %q: series %q has %d x and %d y values", title, s.Name, len(s.X), len(s.Y))
		}
		for i := range s.X {
			xlo, xhi = math.Min(xlo, s.X[i]), math.Max(xhi, s.X[i])
			ylo, yhi = math.Min(ylo, s.Y[i]), math.Max(yhi, s.Y[i])
		}
	}
	if math.IsInf(xlo, 1) {
		return nil, fmt.Errorf("chart %q: no points", title)
	}
	ylo = math.Min(ylo, xlo) // keep room for the y = x reference
	yhi = math.Max(yhi, xhi)
	if xhi == xlo {
		xlo, xhi = xlo-1, xhi+1
	}
	ylo, yhi = math.Floor(ylo)-1, math.Ceil(yhi)+1
	dc := newCanvas(title)
	x0, x1, y0, y1 := float64(margin), float64(Width-180), float64(Height-margin), float64(margin)
	px := func(x float64) float64 { return x0 + (x-xlo)/(xhi-xlo)*(x1-x0) }
	py := func(y float64) float64 { return y0 - (y-ylo)/(yhi-ylo)*(y0-y1) }
	step := math.Max(1, math.Round((yhi-ylo)/10))
	for y := math.Ceil(ylo); y <= yhi; y += step {
		dc.SetRGB(0.88, 0.88, 0.88)
		dc.DrawLine(x0, py(y), x1, py(y))
		dc.Stroke()
		dc.SetRGB(0.2, 0.2, 0.2)
		dc.DrawStringAnchored(fmt.Sprintf("%g", y), x0-6, py(y), 1, 0.5)
	}
	for x := math.Ceil(xlo); x <= xhi; x++ {
		dc.DrawStringAnchored(fmt.Sprintf("%g", x), px(x), y0+14, 0.5, 0.5)
	}
	// y = x: what an optimal method draws.
	dc.SetRGB(0.6, 0.6, 0.6)
	dc.SetDash(4, 4)
	dc.DrawLine(px(xlo), py(xlo), px(xhi), py(xhi))
	dc.Stroke()
	dc.SetDash()
	same := sameAs(series)
	shared := false
	for i, s := range series {
		c := Colour(same[i])
		dc.SetRGBA255(int(c.R), int(c.G), int(c.B), 255)
		if same[i] == i {
			dc.SetLineWidth(2)
			for k := range s.X {
				if k == 0 {
					dc.MoveTo(px(s.X[k]), py(s.Y[k]))
				} else {
					dc.LineTo(px(s.X[k]), py(s.Y[k]))
				}
			}
			dc.Stroke()
			for k := range s.X {
				dc.DrawCircle(px(s.X[k]), py(s.Y[k]), 3)
				dc.Fill()
			}
		} else {
			shared = true
		}
		ly := y1 + 18*float64(i)
		dc.DrawRectangle(x1+20, ly-5, 14, 10)
		dc.Fill()
		dc.SetRGB(0.1, 0.1, 0.1)
		dc.DrawStringAnchored(s.Name, x1+40, ly, 0, 0.5)
	}
	ly := y1 + 18*float64(len(series))
	dc.SetRGB(0.6, 0.6, 0.6)
	dc.SetDash(4, 4)
	dc.DrawLine(x1+20, ly, x1+34, ly)
	dc.Stroke()
	dc.SetDash()
	dc.SetRGB(0.1, 0.1, 0.1)
	dc.DrawStringAnchored("y = x", x1+40, ly, 0, 0.5)
	if shared {
		dc.DrawStringAnchored("same colour: same line", x1+20, ly+22, 0, 0.5)
	}
	dc.SetLineWidth(1)
	dc.SetRGB(0.1, 0.1, 0.1)
	dc.DrawStringAnchored(xLabel, (x0+x1)/2, y0+34, 0.5, 0.5)
	dc.DrawStringAnchored(yLabel, x0, y1-14, 0, 0.5)
	axes(dc, x0, x1, y0, y1)
	return dc.Image(), nil
}

func newCanvas(title string) *gg.Context {
	dc := gg.NewContext(Width, Height)
	dc.SetRGB(1, 1, 1)
	dc.Clear()
	dc.SetRGB(0, 0, 0)
	dc.DrawStringAnchored(title, Width/2, 24, 0.5, 0.5)
	return dc
}

func axes(dc *gg.Context, x0, x1, y0, y1 float64) {
	dc.SetRGB(0, 0, 0)
	dc.SetLineWidth(1)
	dc.DrawLine(x0, y0, x1, y0)
	dc.DrawLine(x0, y0, x0, y1)
	dc.Stroke()
}

// WritePNG encodes a chart.
func WritePNG(w io.Writer, img image.Image) error {
	return gg.NewContextForImage(img).EncodePNG(w)
}
