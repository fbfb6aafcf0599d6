package render

import (
	"image"
	"math"
	"testing"

	"cubelab/cube"
)

// classify names the classic sticker colour a pixel shows, whatever the
// shading, or false for the black body, the rim and the background. It
// compares chromaticity (the colour divided by its brightest channel).
func classify(r, g, b uint8) (cube.Face, bool) {
	hi := max(r, g, b)
	if hi < 100 {
		return 0, false // body, rim, cut faces
	}
	norm := func(c color3) color3 {
		m := max(c[0], c[1], c[2])
		return color3{c[0] / m, c[1] / m, c[2] / m}
	}
	px := norm(color3{float64(r), float64(g), float64(b)})
	best, bestD := cube.Face(0), math.Inf(1)
	for f, c := range classicColours {
		cr, cg, cb, _ := c.RGBA()
		ref := norm(color3{float64(cr), float64(cg), float64(cb)})
		d := 0.0
		for k := range 3 {
			d += (px[k] - ref[k]) * (px[k] - ref[k])
		}
		if d < bestD {
			best, bestD = cube.Face(f), d
		}
	}
	return best, bestD < 0.05
}

type color3 [3]float64

// The painter's order must agree with an exact ray cast. For every pixel
// where Pick (nearest box along the ray) finds a sticker, a coloured pixel
// in the frame must be that sticker's colour: a piece drawn in the wrong
// order, a face not culled or a sticker on the wrong cubie would paint
// another colour there. Scenes cover odd cameras, slices, layer ranges and
// whole-cube turns at awkward angles.
func TestDepthOrderMatchesRayCast(t *testing.T) {
	const w, h = 160, 140
	const deg = math.Pi / 180
	type tc struct {
		n    int
		cam  Camera
		anim *Turn
	}
	var cases []tc
	cams := []Camera{
		DefaultCamera(),
		{Yaw: -130 * deg, Pitch: -35 * deg, Zoom: 1.2},
		{Yaw: 80 * deg, Pitch: 70 * deg, Zoom: 0.9, PanX: 0.05},
		{Yaw: 190 * deg, Pitch: 5 * deg, Zoom: 1},
	}
	anims := []*Turn{
		nil,
		{Layers{cube.R, 1, 1}, 33 * deg},
		{Layers{cube.U, 2, 2}, -61 * deg},
		{Layers{cube.F, 1, 2}, 140 * deg},
		{Layers{cube.L, 1, 0}, 27 * deg}, // the whole cube
		{Layers{cube.D, 2, -1}, 75 * deg},
	}
	for _, n := range []int{2, 3, 5} {
		for _, cam := range cams {
			for _, a := range anims {
				cases = append(cases, tc{n, cam, a})
			}
		}
	}
	r := NewRenderer(w, h)
	for _, c := range cases {
		cb := scrambled(t, c.n)
		s := Scene{Cube: cb, Camera: c.cam, Theme: LightTheme(), Anim: c.anim}
		img := r.Draw(s)
		checked, wrong := 0, 0
		var firstWrong image.Point
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				hit, ok := r.Pick(s, float64(x)+0.5, float64(y)+0.5)
				if !ok {
					continue
				}
				i := img.PixOffset(x, y)
				got, coloured := classify(img.Pix[i], img.Pix[i+1], img.Pix[i+2])
				if !coloured {
					continue
				}
				checked++
				if got != cb.At(hit.Face, hit.Row, hit.Col) {
					if wrong == 0 {
						firstWrong = image.Pt(x, y)
					}
					wrong++
				}
			}
		}
		if checked < w*h/20 {
			t.Errorf("n=%d cam %+v anim %v: only %d coloured pixels checked", c.n, c.cam, c.anim, checked)
		}
		// Anti-aliased sticker edges next to a cut face can round to
		// a neighbouring hue; a depth error paints whole stickers.
		if wrong > checked/200 {
			t.Errorf("n=%d cam %+v anim %v: %d of %d pixels show another sticker's colour than the ray cast finds (first at %v)",
				c.n, c.cam, c.anim, wrong, checked, firstWrong)
		}
	}
}

// Edges are anti-aliased: along the cube's outline, rows cross from the
// background to the body through blended pixels rather than in one step.
func TestEdgesAreAntiAliased(t *testing.T) {
	const w, h = 200, 200
	r := NewRenderer(w, h)
	bg := clone(r.Draw(Scene{Theme: LightTheme()}))
	img := r.Draw(scene(cube.MustNew(3)))
	body := rgba(LightTheme().Body)
	rows, blended := 0, 0
	for y := h / 3; y < 2*h/3; y++ { // the left outline, clear of the shadow
		for x := 0; x < w; x++ {
			i := img.PixOffset(x, y)
			if img.Pix[i] == bg.Pix[i] {
				continue
			}
			rows++
			lo, hi := int(body.R), int(bg.Pix[i])
			if v := int(img.Pix[i]); v > lo+15 && v < hi-15 {
				blended++
			}
			break
		}
	}
	if rows == 0 || blended < rows*2/3 {
		t.Errorf("only %d of %d rows enter the cube through a blended pixel", blended, rows)
	}
}

// The keyboard-target highlight marks the stickers of exactly its layers,
// in both views: the pixels it changes belong to those stickers (and their
// black borders), and every visible one of them changes.
func TestHighlightMarksExactlyItsLayers(t *testing.T) {
	const w, h = 240, 200
	n := 4
	c := scrambled(t, n)
	// inLayers decides membership from cube.Position alone: layer k from
	// a positive face holds the cubies whose centre lies n-2k+1 along its
	// axis, and the face itself when k is 1.
	inLayers := func(l Layers, hit Hit) bool {
		p := cube.Position(n, hit.Face, hit.Row, hit.Col)
		axis := l.Face.Axis()
		v := p[axis]
		if !l.Face.Positive() {
			v = -v
		}
		for k := l.Lo; k <= l.Hi; k++ {
			if v == n-2*k+1 || (k == 1 && v == n) {
				return true
			}
		}
		return false
	}
	for _, view := range []View{View3D, ViewNet} {
		for _, l := range []Layers{{cube.R, 2, 2}, {cube.U, 1, 1}, {cube.B, 1, 2}, {cube.D, 3, 3}} {
			s := Scene{Cube: c, Camera: DefaultCamera(), View: view, Theme: LightTheme()}
			if view == View3D && (l.Face == cube.B || l.Face == cube.D) {
				s.Camera = Camera{Yaw: 200 * math.Pi / 180, Pitch: -0.5, Zoom: 1}
			}
			r := NewRenderer(w, h)
			plain := clone(r.Draw(s))
			s.Highlight = &l
			lit := r.Draw(s)
			changed := map[Hit]int{}
			stray := 0
			for y := 0; y < h; y++ {
				for x := 0; x < w; x++ {
					i := plain.PixOffset(x, y)
					if plain.Pix[i] == lit.Pix[i] && plain.Pix[i+1] == lit.Pix[i+1] && plain.Pix[i+2] == lit.Pix[i+2] {
						continue
					}
					hit, ok := r.Pick(s, float64(x)+0.5, float64(y)+0.5)
					if ok && inLayers(l, hit) {
						changed[hit]++
						continue
					}
					// Anti-aliasing may touch the pixels next to the
					// layer's edge (pixel centres up to 1.5 px away
					// along a slanted silhouette), nothing farther.
					edge := false
					for dy := -1.5; dy <= 1.5; dy += 0.5 {
						for dx := -1.5; dx <= 1.5; dx += 0.5 {
							if nh, ok := r.Pick(s, float64(x)+0.5+dx, float64(y)+0.5+dy); ok && inLayers(l, nh) {
								edge = true
							}
						}
					}
					if !edge {
						stray++
					}
				}
			}
			total, want := 0, 0
			for _, f := range cube.Faces {
				for row := 0; row < n; row++ {
					for col := 0; col < n; col++ {
						hit := Hit{f, row, col}
						total += changed[hit]
						if !inLayers(l, hit) {
							continue
						}
						// Is the sticker in view? Ask the ray cast at its centre.
						if view == View3D {
							proj := newProjector(s.Camera, w, h)
							x, y := proj.project(stickerCentre(n, f, row, col).scale(1 / float64(n)))
							if got, ok := r.Pick(s, x, y); !ok || got != hit {
								continue
							}
						}
						want++
						if changed[hit] < 20 {
							t.Errorf("view %d highlight %v: sticker %v in the layer changed on only %d pixels", view, l, hit, changed[hit])
						}
					}
				}
			}
			if want == 0 {
				t.Fatalf("view %d highlight %v: no sticker of the layer is in view; the test checks nothing", view, l)
			}
			if stray > 0 {
				t.Errorf("view %d highlight %v: %d changed pixels lie away from the layer (%d inside)", view, l, stray, total)
			}
		}
	}
}
