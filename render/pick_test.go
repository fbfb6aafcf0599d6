package render

import (
	"math"
	"testing"

	"cubelab/cube"
)

// stickerPixel returns where the centre of a sticker is drawn in the 3D
// view, optionally moved along its face as the start of a turn moves it
// (the motion out of the face's plane dropped).
func stickerPixel(s Scene, w, h int, hit Hit, anim *Turn) (float64, float64) {
	n := s.Cube.N()
	c := stickerCentre(n, hit.Face, hit.Row, hit.Col)
	if anim != nil {
		axis, lo, hi, _ := anim.Layers.span(n)
		cc := c[axis]
		if cc == float64(n) || cc == -float64(n) {
			cc *= float64(n-1) / float64(n) // the cubie centre under it
		}
		if cc > lo && cc < hi {
			moved := rotAbout(axis, anim.axisAngle()).apply(c)
			moved[hit.Face.Axis()] = c[hit.Face.Axis()]
			c = moved
		}
	}
	p := newProjector(s.Camera, w, h)
	return p.project(c.scale(1 / float64(n)))
}

func TestDragMoveTable(t *testing.T) {
	c := cube.MustNew(3)
	s := scene(c)
	r := NewRenderer(600, 600)
	r.Draw(s)
	up, down, left, right := [2]float64{0, -40}, [2]float64{0, 40}, [2]float64{-40, 0}, [2]float64{40, 0}
	cases := []struct {
		hit  Hit
		drag [2]float64
		want string
	}{
		{Hit{cube.F, 1, 2}, up, "R"},
		{Hit{cube.F, 1, 2}, down, "R'"},
		{Hit{cube.F, 1, 0}, up, "L'"},
		{Hit{cube.F, 1, 1}, up, "2R"}, // the middle slice, named from R
		{Hit{cube.F, 0, 1}, right, "U'"},
		{Hit{cube.F, 0, 1}, left, "U"},
		{Hit{cube.F, 2, 1}, right, "D"},
		{Hit{cube.R, 1, 2}, up, "B"},
		{Hit{cube.R, 1, 0}, up, "F'"},
	}
	for _, tc := range cases {
		m, ok := r.DragMove(s, tc.hit, tc.drag[0], tc.drag[1])
		if !ok || m.String() != tc.want {
			t.Errorf("drag %v from %v: got %v %v, want %s", tc.drag, tc.hit, m, ok, tc.want)
		}
	}
	if _, ok := r.DragMove(s, Hit{cube.F, 1, 1}, 1, 1); ok {
		t.Error("a 1-pixel drag gave a move")
	}
	if _, ok := r.DragMove(s, Hit{cube.F, 9, 1}, 0, 40); ok {
		t.Error("a drag from a sticker off the cube gave a move")
	}
}

// Whatever DragMove answers, starting that turn must carry the dragged
// sticker (along its face) in the direction of the drag, on every visible sticker of several
// sizes, in both views.
func TestDragMoveFollowsTheDrag(t *testing.T) {
	const w, h = 500, 420
	for _, n := range []int{2, 3, 4, 5} {
		c := cube.MustNew(n)
		for _, cam := range []Camera{DefaultCamera(), {Yaw: -0.7, Pitch: -0.4, Zoom: 1.2}} {
			s := Scene{Cube: c, Camera: cam, Theme: LightTheme()}
			r := NewRenderer(w, h)
			r.Draw(s)
			proj := newProjector(cam, w, h)
			moves := 0
			for _, f := range cube.Faces {
				fr := frames[f]
				if proj.eye.sub(fr.normal).dot(fr.normal) <= 0.2 {
					continue // back or nearly edge-on face
				}
				for row := 0; row < n; row++ {
					for col := 0; col < n; col++ {
						hit := Hit{f, row, col}
						for a := 0; a < 8; a++ {
							dx, dy := math.Sincos(float64(a) * math.Pi / 4)
							dx, dy = dx*50, dy*50
							m, ok := r.DragMove(s, hit, dx, dy)
							if !ok {
								continue
							}
							moves++
							x0, y0 := stickerPixel(s, w, h, hit, nil)
							angle := 0.15
							if m.Turns == 3 {
								angle = -angle
							}
							x1, y1 := stickerPixel(s, w, h, hit, &Turn{Layers{m.Face, m.Lo, m.Hi}, angle})
							if (x1-x0)*dx+(y1-y0)*dy <= 0 {
								t.Fatalf("n=%d cam %v: drag (%.0f,%.0f) on %v gave %v, which moves the sticker by (%.1f,%.1f)",
									n, cam, dx, dy, hit, m, x1-x0, y1-y0)
							}
						}
					}
				}
			}
			if moves < n*n*3*2 {
				t.Errorf("n=%d: only %d drags gave moves", n, moves)
			}
		}
	}
}

func TestDragMoveNet(t *testing.T) {
	c := cube.MustNew(3)
	s := Scene{Cube: c, Camera: DefaultCamera(), View: ViewNet, Theme: LightTheme()}
	r := NewRenderer(600, 450)
	r.Draw(s)
	for _, tc := range []struct {
		hit    Hit
		dx, dy float64
		want   string
	}{
		{Hit{cube.F, 1, 2}, 0, -30, "R"},
		{Hit{cube.U, 2, 1}, 30, 0, "F"},
		{Hit{cube.D, 0, 0}, 0, 30, "L"},
	} {
		m, ok := r.DragMove(s, tc.hit, tc.dx, tc.dy)
		if !ok || m.String() != tc.want {
			t.Errorf("net drag (%v,%v) from %v: got %v %v, want %s", tc.dx, tc.dy, tc.hit, m, ok, tc.want)
		}
	}
}

// While a layer turns, Pick reports the facelet that the turning sticker
// shows, and a pixel on a cut face is not a sticker.
func TestPickDuringTurn(t *testing.T) {
	const w, h = 600, 600
	c := scrambled(t, 3)
	anim := &Turn{Layers{cube.R, 1, 1}, 0.35}
	s := Scene{Cube: c, Camera: DefaultCamera(), Theme: LightTheme(), Anim: anim}
	r := NewRenderer(w, h)
	r.Draw(s)
	proj := newProjector(s.Camera, w, h)
	for _, f := range []cube.Face{cube.U, cube.F, cube.R} {
		for row := 0; row < 3; row++ {
			for col := 0; col < 3; col++ {
				p := stickerCentre(3, f, row, col)
				if p[0] < 1 { // not in the R layer
					continue
				}
				q := rotAbout(0, anim.axisAngle()).apply(p)
				x, y := proj.project(q.scale(1.0 / 3))
				if got, ok := r.Pick(s, x, y); !ok || got != (Hit{f, row, col}) {
					t.Errorf("turning sticker %v drawn at (%.0f,%.0f): Pick gives %v %v", Hit{f, row, col}, x, y, got, ok)
				}
			}
		}
	}
	// R turning clockwise opens a gap at the top front: there the left
	// block's cut face shows.
	cut := vec{1, 2.9, 2.2}
	x, y := proj.project(cut.scale(1.0 / 3))
	img := r.Draw(s)
	if px := img.RGBAAt(int(x), int(y)); px.R > 60 || px.G > 60 || px.B > 60 {
		t.Fatalf("expected the dark cut face at (%.0f,%.0f), the frame shows %v", x, y, px)
	}
	if got, ok := r.Pick(s, x, y); ok {
		t.Errorf("the cut face at (%.0f,%.0f) picked sticker %v", x, y, got)
	}
}
