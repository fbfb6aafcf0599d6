package chart

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/fogleman/gg"
)

// BandPoint is a distribution at one x: Mid (e.g. the median) is the line,
// Lo..Hi (e.g. the 10th..90th percentiles) the box and shaded band, and
// Min..Max the whisker.
type BandPoint struct {
	X                     float64
	Min, Lo, Mid, Hi, Max float64
}

// BandSeries is one named line of distributions, in increasing X.
type BandSeries struct {
	Name   string
	Points []BandPoint
}

// BandAxes titles a band chart. With LogY the value axis is base-10
// logarithmic (values must then be positive). YTick, if set, writes the
// value axis labels (e.g. "10 ms"); the default is the plain number.
type BandAxes struct {
	Title, XLabel, YLabel string
	LogY                  bool
	YTick                 func(v float64) string
}

// Bands draws each series as its median line with a shaded Lo..Hi band, a
// Lo..Hi box and a Min..Max whisker at every point, with a legend and a key
// to the marks. Series sharing an x are nudged apart so their boxes do not
// hide each other. X ticks are integers (e.g. cube sizes).
func Bands(ax BandAxes, series []BandSeries) (image.Image, error) {
	xlo, xhi, ylo, yhi := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, s := range series {
		for _, p := range s.Points {
			if !(p.Min <= p.Lo && p.Lo <= p.Mid && p.Mid <= p.Hi && p.Hi <= p.Max) {
				return nil, fmt.Errorf("chart %q: series %q at x=%g: want min <= lo <= mid <= hi <= max, got %g %g %g %g %g", ax.Title, s.Name, p.X, p.Min, p.Lo, p.Mid, p.Hi, p.Max)
			}
			if ax.LogY && p.Min <= 0 {
				return nil, fmt.Errorf("chart %q: series %q at x=%g: log axis needs positive values, got min %g", ax.Title, s.Name, p.X, p.Min)
			}
			xlo, xhi = math.Min(xlo, p.X), math.Max(xhi, p.X)
			ylo, yhi = math.Min(ylo, p.Min), math.Max(yhi, p.Max)
		}
	}
	if math.IsInf(xlo, 1) {
		return nil, fmt.Errorf("chart %q: no points", ax.Title)
	}
	dc := newCanvas(ax.Title)
	plot := plotArea{x0: margin + 10, x1: Width - 190, y0: Height - margin, y1: margin}
	// Half a unit of room either side keeps the end boxes off the axes.
	plot.xlo, plot.xhi = xlo-0.5, xhi+0.5
	format := ax.YTick
	if format == nil {
		format = func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	}
	if ax.LogY {
		plot.yAxis = newLogAxis(ylo, yhi, format)
	} else {
		plot.yAxis = newLinearAxis(math.Min(0, ylo), yhi, format)
	}
	plot.drawGrid(dc)
	dx, boxWidth := dodge(series, plot.px(1)-plot.px(0))
	for i, s := range series {
		drawBandSeries(dc, plot, s, Colour(i), func(p BandPoint) float64 { return dx[dodgeKey{i, p.X}] }, boxWidth)
	}
	drawBandLegend(dc, plot, series)
	dc.SetRGB(0.1, 0.1, 0.1)
	dc.DrawStringAnchored(ax.XLabel, (plot.x0+plot.x1)/2, plot.y0+34, 0.5, 0.5)
	yLabel := ax.YLabel
	if ax.LogY {
		yLabel += " (log scale)"
	}
	dc.DrawStringAnchored(yLabel, plot.x0, plot.y1-14, 0, 0.5)
	axes(dc, plot.x0, plot.x1, plot.y0, plot.y1)
	return dc.Image(), nil
}

// dodgeKey is one series' point at one x.
type dodgeKey struct {
	series int
	x      float64
}

// dodge spreads the points that share an x side by side, centred on it, in
// series order (a lone point stays on its x), and returns each point's pixel
// offset and the box width, which shrinks as more points share an x.
func dodge(series []BandSeries, unit float64) (map[dodgeKey]float64, float64) {
	atX := map[float64][]int{}
	crowd := 1
	for i, s := range series {
		for _, p := range s.Points {
			atX[p.X] = append(atX[p.X], i)
			crowd = max(crowd, len(atX[p.X]))
		}
	}
	step := math.Min(12, unit*0.7/float64(crowd))
	dx := map[dodgeKey]float64{}
	for x, idx := range atX {
		for rank, i := range idx {
			dx[dodgeKey{i, x}] = (float64(rank) - float64(len(idx)-1)/2) * step
		}
	}
	return dx, step
}

func drawBandSeries(dc *gg.Context, plot plotArea, s BandSeries, c color.RGBA, dx func(BandPoint) float64, boxWidth float64) {
	pts := s.Points
	px := func(p BandPoint) float64 { return plot.px(p.X) + dx(p) }
	if len(pts) > 1 {
		dc.SetRGBA255(int(c.R), int(c.G), int(c.B), 40)
		for _, p := range pts {
			dc.LineTo(px(p), plot.py(p.Hi))
		}
		for k := len(pts) - 1; k >= 0; k-- {
			dc.LineTo(px(pts[k]), plot.py(pts[k].Lo))
		}
		dc.ClosePath()
		dc.Fill()
	}
	w := math.Max(4, boxWidth*0.8)
	for _, p := range pts {
		x := px(p)
		dc.SetRGBA255(int(c.R), int(c.G), int(c.B), 255)
		dc.SetLineWidth(1.2)
		dc.DrawLine(x, plot.py(p.Min), x, plot.py(p.Max))
		dc.DrawLine(x-w/3, plot.py(p.Min), x+w/3, plot.py(p.Min))
		dc.DrawLine(x-w/3, plot.py(p.Max), x+w/3, plot.py(p.Max))
		dc.Stroke()
		top, bottom := plot.py(p.Hi), plot.py(p.Lo)
		dc.SetRGBA255(int(c.R), int(c.G), int(c.B), 110)
		dc.DrawRectangle(x-w/2, top, w, math.Max(1, bottom-top))
		dc.FillPreserve()
		dc.SetRGBA255(int(c.R), int(c.G), int(c.B), 255)
		dc.Stroke()
	}
	dc.SetLineWidth(2)
	for k, p := range pts {
		if k == 0 {
			dc.MoveTo(px(p), plot.py(p.Mid))
		} else {
			dc.LineTo(px(p), plot.py(p.Mid))
		}
	}
	dc.Stroke()
	for _, p := range pts {
		dc.DrawCircle(px(p), plot.py(p.Mid), 3.5)
		dc.Fill()
	}
	dc.SetLineWidth(1)
}

// drawBandLegend names the series and, below them, says what each mark is.
func drawBandLegend(dc *gg.Context, plot plotArea, series []BandSeries) {
	lx := plot.x1 + 20
	ly := plot.y1
	for i, s := range series {
		c := Colour(i)
		dc.SetRGBA255(int(c.R), int(c.G), int(c.B), 255)
		dc.DrawRectangle(lx, ly-5, 14, 10)
		dc.Fill()
		dc.SetRGB(0.1, 0.1, 0.1)
		dc.DrawStringAnchored(s.Name, lx+20, ly, 0, 0.5)
		ly += 18
	}
	ly += 14
	dc.SetRGB(0.3, 0.3, 0.3)
	for _, line := range []string{"line, dot: median", "box, band: 10th-90th", "  percentile", "whisker: min..max"} {
		dc.DrawStringAnchored(line, lx, ly, 0, 0.5)
		ly += 16
	}
}
