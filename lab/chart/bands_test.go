package chart

import (
	"bytes"
	"image"
	"image/png"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestBands(t *testing.T) {
	series := []BandSeries{
		{"reduction", []BandPoint{{4, 0.2, 0.25, 0.3, 0.4, 0.5}, {5, 0.5, 0.6, 0.7, 0.8, 1}, {6, 0.9, 1, 1.2, 1.5, 2}}},
		{"kociemba", []BandPoint{{3, 0.002, 0.003, 0.005, 0.009, 0.02}}},
	}
	for _, logY := range []bool{false, true} {
		img, err := Bands(BandAxes{Title: "time", XLabel: "cube size", YLabel: "seconds", LogY: logY}, series)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := WritePNG(&buf, img); err != nil {
			t.Fatal(err)
		}
		decoded, err := png.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if b := decoded.Bounds(); b.Dx() != Width || b.Dy() != Height {
			t.Fatalf("size %v", b)
		}
		// Both series are drawn inside the plot (left of the legend): the
		// median dot alone covers some 20 pixels of its exact colour; a blank
		// or wrongly coloured chart none.
		plot := decoded.(interface {
			SubImage(image.Rectangle) image.Image
		}).SubImage(image.Rect(0, 0, Width-190, Height))
		for i, s := range series {
			if n := countNear(plot, Colour(i)); n < 15 {
				t.Errorf("logY=%v: series %q colour on %d pixels", logY, s.Name, n)
			}
		}
	}
}

func TestBandsErrors(t *testing.T) {
	tests := []struct {
		logY   bool
		series []BandSeries
		errHas string
	}{
		{false, nil, "no points"},
		{false, []BandSeries{{"empty", nil}}, "no points"},
		{false, []BandSeries{{"a", []BandPoint{{4, 1, 3, 2, 4, 5}}}}, "want min <= lo <= mid <= hi <= max"},
		{true, []BandSeries{{"a", []BandPoint{{4, 0, 1, 2, 3, 4}}}}, "log axis needs positive values"},
	}
	for _, tt := range tests {
		if _, err := Bands(BandAxes{Title: "t", LogY: tt.logY}, tt.series); err == nil || !strings.Contains(err.Error(), tt.errHas) {
			t.Errorf("%v: error %v, want %q", tt.series, err, tt.errHas)
		}
	}
}

func TestAxes(t *testing.T) {
	labels := func(ax yAxis) []string {
		var out []string
		for _, tk := range ax.ticks {
			if tk.label != "" {
				out = append(out, tk.label)
			}
		}
		return out
	}
	plain := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	if got, want := labels(newLinearAxis(0, 73, plain)), []string{"0", "10", "20", "30", "40", "50", "60", "70", "80"}; !slices.Equal(got, want) {
		t.Errorf("linear 0..73: %v, want %v", got, want)
	}
	if got, want := labels(newLinearAxis(0, 0.7, plain)), []string{"0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"}; !slices.Equal(got, want) {
		t.Errorf("linear 0..0.7: %v, want %v", got, want)
	}
	// 0.15..1.7 s: from the 0.1 below to the 2 above, 2s and 5s labelled.
	if got, want := labels(newLogAxis(0.15, 1.7, plain)), []string{"0.1", "0.2", "0.5", "1", "2"}; !slices.Equal(got, want) {
		t.Errorf("log 0.15..1.7: %v, want %v", got, want)
	}
	// Within a decade, every 1..9 times a power of ten.
	if got, want := labels(newLogAxis(0.26, 0.59, plain)), []string{"0.2", "0.3", "0.4", "0.5", "0.6"}; !slices.Equal(got, want) {
		t.Errorf("log 0.26..0.59: %v, want %v", got, want)
	}
	// Over more than three decades only the powers of ten are labelled.
	if got, want := labels(newLogAxis(7e-5, 0.4, plain)), []string{"0.0001", "0.001", "0.01", "0.1"}; !slices.Equal(got, want) {
		t.Errorf("log 7e-5..0.4: %v, want %v", got, want)
	}
}

// countNear counts the pixels within a small distance of colour c, to tell
// a drawn series from a blank or wrongly coloured chart.
func countNear(img image.Image, c interface{ RGBA() (r, g, b, a uint32) }) int {
	cr, cg, cb, _ := c.RGBA()
	n := 0
	bounds := img.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			if abs(int(r>>8)-int(cr>>8)) < 12 && abs(int(g>>8)-int(cg>>8)) < 12 && abs(int(b>>8)-int(cb>>8)) < 12 {
				n++
			}
		}
	}
	return n
}

// Points sharing an x are spread around it in series order; a lone point
// stays on its x.
func TestDodge(t *testing.T) {
	series := []BandSeries{
		{"a", []BandPoint{{X: 3}}},
		{"b", []BandPoint{{X: 3}}},
		{"c", []BandPoint{{X: 4}, {X: 5}}},
	}
	dx, width := dodge(series, 100)
	if width != 12 || dx[dodgeKey{0, 3}] != -6 || dx[dodgeKey{1, 3}] != 6 || dx[dodgeKey{2, 4}] != 0 || dx[dodgeKey{2, 5}] != 0 {
		t.Errorf("width %v, offsets %v", width, dx)
	}
	if _, narrow := dodge(series, 10); narrow != 3.5 { // 0.7 of a 10-pixel unit shared by two
		t.Errorf("narrow width %v, want 3.5", narrow)
	}
}
