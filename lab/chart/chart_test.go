package chart

import (
	"bytes"
	"image/png"
	"slices"
	"testing"
)

func TestLogBars(t *testing.T) {
	img, err := LogBars("time", "seconds", []Bar{{"a", 1e-5, 5e-6, 2e-5}, {"b", 0.3, 0.1, 2}, {"c", 0, 0, 0}})
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != Width || b.Dy() != Height {
		t.Fatalf("size %v", b)
	}
	// The first bar is drawn in the first palette colour somewhere near the
	// bottom of its slot.
	found := false
	for y := Height - margin - 5; y > margin && !found; y-- {
		for x := margin; x < margin+200; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			c := Colour(0)
			if abs(int(r>>8)-int(c.R)) < 40 && abs(int(g>>8)-int(c.G)) < 40 && abs(int(b>>8)-int(c.B)) < 40 {
				found = true
				break
			}
		}
	}
	if !found {
		t.Error("first bar not drawn")
	}
	var buf bytes.Buffer
	if err := WritePNG(&buf, img); err != nil {
		t.Fatal(err)
	}
	if _, err := png.Decode(&buf); err != nil {
		t.Fatal(err)
	}
	if _, err := LogBars("x", "s", nil); err == nil {
		t.Error("no bars accepted")
	}
	if _, err := LogBars("x", "s", []Bar{{"a", 0, 0, 0}}); err == nil {
		t.Error("no positive value accepted")
	}
}

func TestLines(t *testing.T) {
	if _, err := Lines("len", "optimal", "moves", []Series{{"a", []float64{8, 9, 10}, []float64{8, 9, 10}}, {"b", []float64{8, 9}, []float64{12, 14}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := Lines("len", "x", "y", []Series{{"bad", []float64{1}, nil}}); err == nil {
		t.Error("mismatched series accepted")
	}
	if _, err := Lines("len", "x", "y", nil); err == nil {
		t.Error("empty chart accepted")
	}
}

// Series with the same points are drawn once, in the first one's colour.
func TestLinesSharedSeries(t *testing.T) {
	a := Series{"a", []float64{8, 9, 10}, []float64{8, 9, 10}}
	b := Series{"b", []float64{8, 9}, []float64{12, 14}}
	c := Series{"c", []float64{8, 9, 10}, []float64{8, 9, 10}}
	d := Series{"d", []float64{8, 9, 10}, []float64{8, 9, 11}}
	got := sameAs([]Series{a, b, c, d})
	if want := []int{0, 1, 0, 3}; !slices.Equal(got, want) {
		t.Errorf("sameAs = %v, want %v", got, want)
	}
	img, err := Lines("len", "optimal", "moves", []Series{a, b, c})
	if err != nil {
		t.Fatal(err)
	}
	// c's legend swatch (third entry) is a's colour, not the third colour.
	x0, ly := Width-180+27, margin+2*18
	r, g, bl, _ := img.At(x0, ly).RGBA()
	if want := Colour(0); int(r>>8) != int(want.R) || int(g>>8) != int(want.G) || int(bl>>8) != int(want.B) {
		t.Errorf("third legend swatch is %d,%d,%d, want the first series' colour %v", r>>8, g>>8, bl>>8, want)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
