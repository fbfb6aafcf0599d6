package chart

import (
	"fmt"
	"math"
	"strconv"

	"github.com/fogleman/gg"
)

// yAxis maps values to [0, 1] and lists its grid lines.
type yAxis struct {
	frac  func(v float64) float64 // 0 at the bottom, 1 at the top
	ticks []tick
}

// tick is a grid line; an empty label draws the line alone.
type tick struct {
	v     float64
	label string
}

// newLinearAxis spans lo..hi with about eight ticks at 1, 2 or 5 times a
// power of ten, starting and ending on a tick.
func newLinearAxis(lo, hi float64, format func(float64) string) yAxis {
	if hi <= lo {
		hi = lo + 1
	}
	step := niceStep((hi - lo) / 8)
	lo, hi = math.Floor(lo/step)*step, math.Ceil(hi/step)*step
	ax := yAxis{frac: func(v float64) float64 { return (v - lo) / (hi - lo) }}
	for v := lo; v <= hi+step/2; v += step {
		v = roundSignificant(v)
		ax.ticks = append(ax.ticks, tick{v, format(v)})
	}
	return ax
}

// niceStep rounds x up to 1, 2 or 5 times a power of ten.
func niceStep(x float64) float64 {
	p := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range []float64{1, 2, 5} {
		if m*p >= x {
			return m * p
		}
	}
	return 10 * p
}

// newLogAxis spans lo..hi (both positive) from the grid value at or below lo
// to the one at or above hi. Grid lines fall on 1, 2 and 5 times each power
// of ten, or on every 1..9 times when lo..hi is within a decade, so a narrow
// axis still has several; the powers of ten are always labelled, the others
// when the axis spans three decades or fewer.
func newLogAxis(lo, hi float64, format func(float64) string) yAxis {
	multipliers := []float64{1, 2, 5}
	if hi/lo <= 10 {
		multipliers = []float64{1, 2, 3, 4, 5, 6, 7, 8, 9}
	}
	var steps []float64 // from the decade below lo to the one above hi
	for d := math.Floor(math.Log10(lo)); d <= math.Ceil(math.Log10(hi)); d++ {
		for _, m := range multipliers {
			steps = append(steps, roundSignificant(m*math.Pow(10, d)))
		}
	}
	first, last := 0, len(steps)-1
	for first+1 < len(steps) && steps[first+1] <= lo {
		first++
	}
	for last-1 >= 0 && steps[last-1] >= hi {
		last--
	}
	if last <= first {
		last = min(first+1, len(steps)-1)
	}
	l0, l1 := math.Log10(steps[first]), math.Log10(steps[last])
	ax := yAxis{frac: func(v float64) float64 { return (math.Log10(v) - l0) / (l1 - l0) }}
	for _, v := range steps[first : last+1] {
		label := ""
		if isPowerOfTen(v) || l1-l0 <= 3 {
			label = format(v)
		}
		ax.ticks = append(ax.ticks, tick{v, label})
	}
	return ax
}

func isPowerOfTen(v float64) bool {
	l := math.Log10(v)
	return math.Abs(l-math.Round(l)) < 1e-9
}

// roundSignificant drops the float noise of repeated sums and powers
// (0.30000000000000004, 2.0000000000000002e-05) that labels would show.
func roundSignificant(v float64) float64 {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'g', 6, 64), 64)
	return r
}

// plotArea is the rectangle x0..x1 (left to right), y0..y1 (bottom to top)
// in pixels, showing xlo..xhi horizontally and yAxis vertically.
type plotArea struct {
	x0, x1, y0, y1 float64
	xlo, xhi       float64
	yAxis
}

func (p plotArea) px(x float64) float64 { return p.x0 + (x-p.xlo)/(p.xhi-p.xlo)*(p.x1-p.x0) }
func (p plotArea) py(y float64) float64 { return p.y0 - p.frac(y)*(p.y0-p.y1) }

// drawGrid draws the y grid with labels and integer x ticks, at most about
// sixteen labelled so that wide ranges stay legible.
func (p plotArea) drawGrid(dc *gg.Context) {
	for _, t := range p.ticks {
		y := p.py(t.v)
		if t.label == "" {
			dc.SetRGB(0.94, 0.94, 0.94)
		} else {
			dc.SetRGB(0.85, 0.85, 0.85)
		}
		dc.DrawLine(p.x0, y, p.x1, y)
		dc.Stroke()
		if t.label != "" {
			dc.SetRGB(0.2, 0.2, 0.2)
			dc.DrawStringAnchored(t.label, p.x0-6, y, 1, 0.5)
		}
	}
	first, last := math.Ceil(p.xlo), math.Floor(p.xhi)
	step := math.Max(1, math.Ceil((last-first+1)/16))
	dc.SetRGB(0.2, 0.2, 0.2)
	for x := first; x <= last; x += step {
		dc.DrawLine(p.px(x), p.y0, p.px(x), p.y0+4)
		dc.Stroke()
		dc.DrawStringAnchored(fmt.Sprintf("%g", x), p.px(x), p.y0+14, 0.5, 0.5)
	}
}
