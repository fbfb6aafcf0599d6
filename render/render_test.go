package render

import (
	"bytes"
	"image"
	"io"
	"math"
	"testing"

	"cubelab/cube"
)

// scrambled returns an n-cube after a fixed, varied sequence of moves.
func scrambled(t testing.TB, n int) *cube.Cube {
	t.Helper()
	c := cube.MustNew(n)
	alg := "R U F' L2 D B' R' U2 F D' L B2 U' R2 F'"
	if n >= 4 {
		alg += " 2R 2U' 2F r2 u' f"
	}
	if n >= 6 {
		alg += " 3R 3U2 3F' 3-4Rw"
	}
	if err := c.ApplyString(alg); err != nil {
		t.Fatalf("scramble %dx%d: %v", n, n, err)
	}
	return c
}

func scene(c *cube.Cube) Scene {
	return Scene{Cube: c, Camera: DefaultCamera(), Theme: LightTheme()}
}

// diffStats compares two same-sized images: how many pixels differ by more
// than tol in any channel, and the largest channel difference.
func diffStats(a, b *image.RGBA, tol int) (over, maxDiff int) {
	for i := 0; i < len(a.Pix); i += 4 {
		worst := 0
		for k := 0; k < 4; k++ {
			d := int(a.Pix[i+k]) - int(b.Pix[i+k])
			worst = max(worst, d, -d)
		}
		if worst > tol {
			over++
		}
		maxDiff = max(maxDiff, worst)
	}
	return over, maxDiff
}

func clone(img *image.RGBA) *image.RGBA {
	c := *img
	c.Pix = append([]uint8(nil), img.Pix...)
	return &c
}

func TestStickerCentreMatchesCube(t *testing.T) {
	for _, n := range []int{1, 2, 3, 4, 7} {
		for _, f := range cube.Faces {
			for row := 0; row < n; row++ {
				for col := 0; col < n; col++ {
					want := cube.Position(n, f, row, col)
					got := stickerCentre(n, f, row, col)
					for k := 0; k < 3; k++ {
						if got[k] != float64(want[k]) {
							t.Fatalf("n=%d %v(%d,%d): centre %v, cube.Position %v", n, f, row, col, got, want)
						}
					}
					if r, c := stickerAt(n, f, got.add(frames[f].a.scale(0.9)).add(frames[f].b.scale(-0.9))); r != row || c != col {
						t.Fatalf("n=%d %v(%d,%d): stickerAt gives (%d,%d)", n, f, row, col, r, c)
					}
				}
			}
		}
	}
}

// A quarter turn drawn as an animation at 90 degrees must look exactly like
// the state after the move: this pins down every sign convention of Turn.
func TestAnimAtQuarterEqualsMove(t *testing.T) {
	const size = 160
	cases := []struct {
		n      int
		layers Layers
	}{
		{3, Layers{cube.R, 1, 1}}, {3, Layers{cube.U, 1, 1}}, {3, Layers{cube.F, 1, 1}},
		{3, Layers{cube.L, 1, 1}}, {3, Layers{cube.D, 1, 1}}, {3, Layers{cube.B, 1, 1}},
		{3, Layers{cube.L, 2, -1}}, {4, Layers{cube.R, 1, 2}}, {4, Layers{cube.B, 2, 3}},
		{5, Layers{cube.U, 1, 0}}, {2, Layers{cube.F, 1, 1}}, {1, Layers{cube.R, 1, 1}},
	}
	r1, r2 := NewRenderer(size, size), NewRenderer(size, size)
	for _, tc := range cases {
		for _, turns := range []int{1, 3} {
			c := scrambled(t, tc.n)
			angle := math.Pi / 2
			if turns == 3 {
				angle = -angle
			}
			s := scene(c)
			s.Anim = &Turn{Layers: tc.layers, Angle: angle}
			animated := r1.Draw(s)
			after := c.Clone()
			m := cube.Move{Face: tc.layers.Face, Lo: tc.layers.Lo, Hi: tc.layers.Hi, Turns: turns}
			if err := after.Apply(m); err != nil {
				t.Fatal(err)
			}
			moved := r2.Draw(scene(after))
			// Seams between the split pieces anti-alias a little
			// differently; a wrong direction or layer changes far more.
			over, worst := diffStats(animated, moved, 24)
			if over > size*size/100 {
				t.Errorf("n=%d %v at %v rad: %d pixels differ from the state after the move (max %d)", tc.n, m, angle, over, worst)
			}
			if tc.n > 1 {
				wrong := c.Clone()
				wrong.Apply(m.Inverse())
				if over, _ := diffStats(animated, r2.Draw(scene(wrong)), 24); over < size*size/30 {
					t.Errorf("n=%d %v: only %d pixels tell the move from its inverse; the check is too weak", tc.n, m, over)
				}
			}
		}
	}
}

// Pick must find the sticker whose centre is drawn at a pixel, in both
// views, on every visible face.
func TestPickFindsStickerCentres(t *testing.T) {
	for _, n := range []int{1, 2, 3, 5, 17} {
		c := scrambled(t, min(n, 5))
		if n == 17 {
			c = cube.MustNew(17)
		}
		r := NewRenderer(500, 400)
		for _, view := range []View{View3D, ViewNet} {
			s := scene(c)
			s.View = view
			r.Draw(s)
			proj := newProjector(s.Camera, 500, 400)
			l := newNetLayout(s.Camera, 500, 400)
			found := 0
			for _, f := range cube.Faces {
				for row := 0; row < n; row++ {
					for col := 0; col < n; col++ {
						var x, y float64
						if view == View3D {
							if f != cube.U && f != cube.F && f != cube.R {
								continue
							}
							x, y = proj.project(stickerCentre(n, f, row, col).scale(1 / float64(n)))
						} else {
							x0, y0 := l.origin(f)
							cell := l.size / float64(n)
							x, y = x0+(float64(col)+0.5)*cell, y0+(float64(row)+0.5)*cell
						}
						h, ok := r.Pick(s, x, y)
						if want := (Hit{f, row, col}); !ok || h != want {
							t.Fatalf("n=%d view %d: Pick(%.1f,%.1f) = %v %v, want %v", n, view, x, y, h, ok, want)
						}
						found++
					}
				}
			}
			if found == 0 {
				t.Fatalf("n=%d: no stickers checked", n)
			}
		}
		if _, ok := r.Pick(scene(c), 2, 2); ok {
			t.Errorf("n=%d: Pick on the background found a sticker", n)
		}
	}
}

// Turning R on a solved cube must change exactly the pixels of the stickers
// that change colour, and every such visible sticker must change.
func TestTurnChangesExactlyItsStickers(t *testing.T) {
	const size = 300
	for _, alg := range []string{"R", "U'", "F2", "M"} {
		before := cube.MustNew(3)
		after := before.Clone()
		if err := after.ApplyString(alg); err != nil {
			t.Fatal(err)
		}
		r := NewRenderer(size, size)
		img0 := clone(r.Draw(scene(before)))
		img1 := r.Draw(scene(after))
		changedPixels := map[Hit]int{}
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				i := img0.PixOffset(x, y)
				if img0.Pix[i] == img1.Pix[i] && img0.Pix[i+1] == img1.Pix[i+1] && img0.Pix[i+2] == img1.Pix[i+2] {
					continue
				}
				h, ok := r.Pick(scene(before), float64(x)+0.5, float64(y)+0.5)
				if !ok {
					t.Fatalf("%s: pixel (%d,%d) changed outside the cube", alg, x, y)
				}
				if before.At(h.Face, h.Row, h.Col) == after.At(h.Face, h.Row, h.Col) {
					t.Fatalf("%s: pixel (%d,%d) on unchanged sticker %v changed", alg, x, y, h)
				}
				changedPixels[h]++
			}
		}
		for _, f := range []cube.Face{cube.U, cube.F, cube.R} {
			for row := 0; row < 3; row++ {
				for col := 0; col < 3; col++ {
					h := Hit{f, row, col}
					if before.At(f, row, col) != after.At(f, row, col) && changedPixels[h] < 100 {
						t.Errorf("%s: sticker %v changed colour but only %d pixels changed", alg, h, changedPixels[h])
					}
				}
			}
		}
	}
}

// The own filler and gg fill with the same coverage model: the frames must
// agree up to rounding along edges.
func TestFillerMatchesGG(t *testing.T) {
	for _, s := range []Scene{
		scene(scrambled(t, 3)),
		{Cube: scrambled(t, 7), Camera: Camera{Yaw: -0.4, Pitch: -0.3, Zoom: 1.3, PanX: 0.1}, Theme: DarkTheme(),
			Anim: &Turn{Layers{cube.F, 2, 3}, 0.5}, Highlight: &Layers{cube.U, 1, 1}},
		{Cube: scrambled(t, 4), Camera: DefaultCamera(), View: ViewNet, Theme: LightTheme()},
	} {
		own := NewRenderer(320, 240)
		ref := NewRenderer(320, 240)
		ref.Reference = true
		over, worst := diffStats(own.Draw(s), ref.Draw(s), 40)
		if over > 320*240/1000 {
			t.Errorf("filler and gg differ by more than 40 on %d pixels (max %d)", over, worst)
		}
	}
}

func TestDrawDoesNotAllocate(t *testing.T) {
	c := scrambled(t, 7)
	scenes := []Scene{
		scene(c),
		{Cube: c, Camera: DefaultCamera(), Theme: DarkTheme(), Anim: &Turn{Layers{cube.R, 2, 3}, 0.7}, Highlight: &Layers{cube.U, 1, 1}},
		{Cube: c, Camera: DefaultCamera(), View: ViewNet, Theme: LightTheme(), Highlight: &Layers{cube.F, 1, 1}},
	}
	r := NewRenderer(400, 300)
	for _, s := range scenes {
		r.Draw(s) // grow buffers
	}
	for i, s := range scenes {
		if a := testing.AllocsPerRun(5, func() { r.Draw(s) }); a != 0 {
			t.Errorf("scene %d: Draw allocates %.0f times per frame", i, a)
		}
	}
}

func TestEveryLayerAndSizeDraws(t *testing.T) {
	r := NewRenderer(64, 64)
	for _, n := range []int{1, 2, 3, 4, 33} {
		c := cube.MustNew(n)
		bg := clone(r.Draw(Scene{Theme: LightTheme()}))
		for _, f := range cube.Faces {
			for _, l := range []Layers{{f, 1, 1}, {f, 1, 0}, {f, n, n}, {f, 2, -1}, {f, 0, 5}} {
				s := scene(c)
				s.Anim, s.Highlight = &Turn{Layers: l, Angle: 1}, &l
				over, _ := diffStats(r.Draw(s), bg, 0)
				if over < 500 {
					t.Fatalf("n=%d anim %v: only %d pixels differ from the background", n, l, over)
				}
			}
		}
	}
}

// A renderer reused across very different frames must give exactly what a
// fresh one gives: the background, the floor shadow and the dirty-region
// restore leave nothing behind.
func TestReuseMatchesFresh(t *testing.T) {
	c3, c7 := scrambled(t, 3), scrambled(t, 7)
	seq := []Scene{
		scene(c3),
		{Cube: c7, Camera: Camera{Yaw: 1.2, Pitch: 0.2, Zoom: 0.6, PanX: -0.2}, Theme: LightTheme()},
		{Cube: c7, Camera: Camera{Yaw: 1.2, Pitch: 0.2, Zoom: 0.6, PanX: -0.2}, Theme: LightTheme(), Anim: &Turn{Layers{cube.F, 1, 3}, 0.8}},
		{Cube: c3, Camera: DefaultCamera(), View: ViewNet, Theme: DarkTheme()},
		{Cube: c3, Camera: Camera{Yaw: -2, Pitch: -0.9, Zoom: 2.5}, Theme: DarkTheme()},
		{Theme: LightTheme()},
		scene(c3),
	}
	r := NewRenderer(200, 160)
	for i, s := range seq {
		got := r.Draw(s)
		want := NewRenderer(200, 160).Draw(s)
		if over, worst := diffStats(got, want, 0); over > 0 {
			t.Errorf("frame %d: reused renderer differs from a fresh one on %d pixels (max %d)", i, over, worst)
		}
	}
	r.Resize(120, 90)
	if got, want := r.Draw(seq[0]), NewRenderer(120, 90).Draw(seq[0]); !bytes.Equal(got.Pix, want.Pix) {
		t.Error("after Resize the frame differs from a fresh renderer's")
	}
}

// Odd cameras and layer ranges must neither panic nor hang.
func TestOddInputs(t *testing.T) {
	c := scrambled(t, 4)
	r := NewRenderer(80, 60)
	nan, inf := math.NaN(), math.Inf(1)
	for _, cam := range []Camera{
		{Yaw: nan, Pitch: nan, Zoom: nan}, {Zoom: inf}, {Zoom: -3}, {Zoom: 1e6}, {Zoom: 1e-9},
		{PanX: 1e300, PanY: -1e300, Zoom: 1}, {Pitch: math.Pi / 2, Zoom: 1}, {Pitch: -math.Pi / 2, Yaw: 7, Zoom: 1},
	} {
		for _, v := range []View{View3D, ViewNet} {
			s := Scene{Cube: c, Camera: cam, View: v, Theme: LightTheme(),
				Anim: &Turn{Layers{cube.R, 3, 1}, 1}, Highlight: &Layers{cube.U, 9, 12}}
			r.Draw(s)
			r.Pick(s, 40, 30)
			r.DragMove(s, Hit{cube.F, 1, 1}, 20, 0)
		}
	}
	// A zero Theme draws like the light one.
	if got, want := r.Draw(Scene{Cube: c, Camera: DefaultCamera()}), NewRenderer(80, 60).Draw(scene(c)); !bytes.Equal(got.Pix, want.Pix) {
		t.Error("a zero Theme does not draw like LightTheme")
	}
	if err := WriteSVG(io.Discard, Scene{Cube: c}, 50, 50); err != nil {
		t.Error(err)
	}
	if _, ok := r.DragMove(Scene{Cube: c, Camera: DefaultCamera()}, Hit{Face: 7}, 30, 0); ok {
		t.Error("DragMove accepted a face that does not exist")
	}
}
