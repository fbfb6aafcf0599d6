package render

import (
	"image/color"
	"testing"

	"cubelab/cube"
)

// near reports whether two colours differ by at most tol in every channel.
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { v := int(x) - int(y); return v <= tol && v >= -tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// isGrey reports whether c has no hue to speak of (the blank sticker).
func isGrey(c color.RGBA) bool {
	return near(c, color.RGBA{c.G, c.G, c.G, 0xff}, 14) && c.G > 0x40 && c.G < 0xe0
}

// isMagenta reports whether c is the fault ring's hue: red and blue high,
// green low.
func isMagenta(c color.RGBA) bool {
	return int(c.R) > int(c.G)+90 && int(c.B) > int(c.G)+70
}

// TestMarksShowOnTheirStickers draws a blank and a faulty sticker in both
// views and looks at the pixels: the blank one is grey, the faulty one is
// ringed in magenta around its own colour, a mark on a hidden face changes
// nothing, and no marks draw the plain cube.
func TestMarksShowOnTheirStickers(t *testing.T) {
	const w, h = 420, 380
	c := cube.MustNew(3)
	blank := Hit{cube.F, 1, 1}
	fault := Hit{cube.U, 2, 2}
	marks := make([]Mark, 54)
	marks[c.Index(blank.Face, blank.Row, blank.Col)] = MarkBlank
	marks[c.Index(fault.Face, fault.Row, fault.Col)] = MarkFault
	for _, view := range []View{View3D, ViewNet} {
		s := scene(c)
		s.View = view
		r := NewRenderer(w, h)
		plain := clone(r.Draw(s))
		s.Marks = marks
		img := r.Draw(s)
		// centre and ring point of a sticker, in pixels
		at := func(hit Hit, off float64) color.RGBA {
			var x, y float64
			if view == ViewNet {
				l := newNetLayout(s.Camera, w, h)
				x0, y0 := l.origin(hit.Face)
				cell := l.size / 3
				x, y = x0+(float64(hit.Col)+0.5)*cell+off*cell/2, y0+(float64(hit.Row)+0.5)*cell
			} else {
				p := newProjector(s.Camera, w, h)
				fr := &frames[hit.Face]
				x, y = p.project(stickerCentre(3, hit.Face, hit.Row, hit.Col).add(fr.a.scale(off)).scale(1.0 / 3))
			}
			return img.RGBAAt(int(x), int(y))
		}
		if got := at(blank, 0); !isGrey(got) {
			t.Errorf("view %d: blank sticker shows %v, not grey", view, got)
		}
		if got := at(fault, 0.8); !isMagenta(got) {
			t.Errorf("view %d: fault ring shows %v, not magenta", view, got)
		}
		if got, want := at(fault, 0), img.RGBAAt(0, 0); isMagenta(got) || got == want {
			t.Errorf("view %d: the faulty sticker's middle shows %v, not its colour", view, got)
		}
		over, _ := diffStats(plain, img, 0)
		if over == 0 || over > w*h/10 {
			t.Errorf("view %d: marks changed %d pixels", view, over)
		}
		s.Marks = nil
		if over, _ := diffStats(plain, clone(r.Draw(s)), 0); over != 0 {
			t.Errorf("view %d: without marks %d pixels differ from the plain frame", view, over)
		}
	}
	// B is behind the cube in the default 3D view.
	s := scene(c)
	r := NewRenderer(w, h)
	plain := clone(r.Draw(s))
	s.Marks = make([]Mark, 54)
	for i := range 9 {
		s.Marks[c.Index(cube.B, i/3, i%3)] = MarkFault
	}
	if over, _ := diffStats(plain, clone(r.Draw(s)), 0); over != 0 {
		t.Errorf("marks on the hidden B face changed %d pixels", over)
	}
}

// NetFaceCamera centres the face and fits all of it in the frame.
func TestNetFaceCamera(t *testing.T) {
	const n = 5
	c := cube.MustNew(n)
	for _, size := range [][2]int{{360, 290}, {700, 720}, {300, 600}} {
		w, h := size[0], size[1]
		r := NewRenderer(w, h)
		for _, f := range cube.Faces {
			s := Scene{Cube: c, View: ViewNet, Camera: NetFaceCamera(f, w, h)}
			if hit, ok := r.Pick(s, float64(w)/2, float64(h)/2); !ok || hit != (Hit{f, n / 2, n / 2}) {
				t.Errorf("%dx%d face %s: the middle shows %v %v", w, h, f, hit, ok)
			}
			d := 0.43 * float64(min(w, h))
			for _, corner := range []struct {
				dx, dy   float64
				row, col int
			}{{-d, -d, 0, 0}, {d, -d, 0, n - 1}, {-d, d, n - 1, 0}, {d, d, n - 1, n - 1}} {
				hit, ok := r.Pick(s, float64(w)/2+corner.dx, float64(h)/2+corner.dy)
				if !ok || hit != (Hit{f, corner.row, corner.col}) {
					t.Errorf("%dx%d face %s: near corner (%d,%d) shows %v %v", w, h, f, corner.row, corner.col, hit, ok)
				}
			}
		}
	}
}
