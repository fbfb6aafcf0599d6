package render

import (
	"image"
	"math"
	"testing"

	"cubelab/cube"
)

// faceCoverage ray-casts every pixel of a w x h frame of s (Pick, which is
// independent of the painter's order) and returns how many pixels show each
// face and the bounding box of all of them.
func faceCoverage(s Scene, w, h int) (count [6]int, box image.Rectangle) {
	r := NewRenderer(w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if hit, ok := r.Pick(s, float64(x)+0.5, float64(y)+0.5); ok {
				count[hit.Face]++
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return count, box
}

// The orbit camera: which faces show for a given yaw and pitch, as the
// Camera doc promises.
func TestCameraOrbitShowsTheRightFaces(t *testing.T) {
	const deg = math.Pi / 180
	def := DefaultCamera()
	tests := []struct {
		name      string
		cam       Camera
		show, not []cube.Face
	}{
		{"default: U F R like a product shot", def, []cube.Face{cube.U, cube.F, cube.R}, []cube.Face{cube.L, cube.B, cube.D}},
		{"negative yaw shows L", Camera{Yaw: -40 * deg, Pitch: 30 * deg, Zoom: 1}, []cube.Face{cube.U, cube.F, cube.L}, []cube.Face{cube.R, cube.B, cube.D}},
		{"negative pitch shows D", Camera{Yaw: 40 * deg, Pitch: -30 * deg, Zoom: 1}, []cube.Face{cube.D, cube.F, cube.R}, []cube.Face{cube.U, cube.L, cube.B}},
		{"yaw 180 looks at B", Camera{Yaw: 200 * deg, Pitch: 20 * deg, Zoom: 1}, []cube.Face{cube.U, cube.B, cube.L}, []cube.Face{cube.F, cube.R, cube.D}},
		{"straight on: F only", Camera{Zoom: 1}, []cube.Face{cube.F}, []cube.Face{cube.U, cube.L, cube.R, cube.B, cube.D}},
		{"from above: U only", Camera{Pitch: 90 * deg, Zoom: 1}, []cube.Face{cube.U}, []cube.Face{cube.F, cube.L, cube.R, cube.B, cube.D}},
	}
	for _, tt := range tests {
		count, _ := faceCoverage(Scene{Cube: cube.MustNew(3), Camera: tt.cam}, 120, 120)
		total := 0
		for _, c := range count {
			total += c
		}
		for _, f := range tt.show {
			if count[f] < total/8 {
				t.Errorf("%s: face %v covers %d of %d cube pixels, want a clear share", tt.name, f, count[f], total)
			}
		}
		for _, f := range tt.not {
			if count[f] > 0 {
				t.Errorf("%s: face %v shows on %d pixels", tt.name, f, count[f])
			}
		}
	}
	// More yaw shows more R and less F; more pitch more U.
	base, _ := faceCoverage(Scene{Cube: cube.MustNew(3), Camera: def}, 120, 120)
	yawed, _ := faceCoverage(Scene{Cube: cube.MustNew(3), Camera: Camera{Yaw: def.Yaw + 0.2, Pitch: def.Pitch, Zoom: 1}}, 120, 120)
	pitched, _ := faceCoverage(Scene{Cube: cube.MustNew(3), Camera: Camera{Yaw: def.Yaw, Pitch: def.Pitch + 0.2, Zoom: 1}}, 120, 120)
	if yawed[cube.R] <= base[cube.R] || yawed[cube.F] >= base[cube.F] {
		t.Errorf("yaw +0.2: R %d->%d, F %d->%d; want more R, less F", base[cube.R], yawed[cube.R], base[cube.F], yawed[cube.F])
	}
	if pitched[cube.U] <= base[cube.U] {
		t.Errorf("pitch +0.2: U %d->%d; want more U", base[cube.U], pitched[cube.U])
	}
	// The default view fills about 70% of the short side.
	_, box := faceCoverage(Scene{Cube: cube.MustNew(3), Camera: def}, 300, 200)
	if f := float64(box.Dy()) / 200; f < 0.6 || f > 0.8 {
		t.Errorf("default view: the cube is %d px tall in a 200 px frame (%.0f%%), want about 70%%", box.Dy(), 100*f)
	}
}

// Zoom scales the picture about the frame centre; pan shifts it by
// fractions of the frame (positive: right and down).
func TestCameraZoomAndPan(t *testing.T) {
	const w, h = 240, 160
	c := cube.MustNew(4)
	def := DefaultCamera()
	centre := func(b image.Rectangle) (float64, float64) {
		return float64(b.Min.X+b.Max.X) / 2, float64(b.Min.Y+b.Max.Y) / 2
	}
	_, b1 := faceCoverage(Scene{Cube: c, Camera: def}, w, h)
	zoomed := def
	zoomed.Zoom = 0.5
	_, b2 := faceCoverage(Scene{Cube: c, Camera: zoomed}, w, h)
	if r := float64(b2.Dx()) / float64(b1.Dx()); math.Abs(r-0.5) > 0.03 {
		t.Errorf("zoom 0.5: width %d -> %d (x%.3f), want x0.5", b1.Dx(), b2.Dx(), r)
	}
	if r := float64(b2.Dy()) / float64(b1.Dy()); math.Abs(r-0.5) > 0.03 {
		t.Errorf("zoom 0.5: height %d -> %d (x%.3f), want x0.5", b1.Dy(), b2.Dy(), r)
	}
	panned := def
	panned.PanX, panned.PanY = 0.1, -0.15
	_, b3 := faceCoverage(Scene{Cube: c, Camera: panned}, w, h)
	x1, y1 := centre(b1)
	x3, y3 := centre(b3)
	if math.Abs(x3-x1-0.1*w) > 1.01 || math.Abs(y3-y1+0.15*h) > 1.01 {
		t.Errorf("pan (0.1, -0.15): centre moved by (%.1f, %.1f) px, want (%.1f, %.1f)", x3-x1, y3-y1, 0.1*w, -0.15*h)
	}
	if b3.Size() != b1.Size() {
		t.Errorf("pan changed the cube's size on screen: %v -> %v", b1.Size(), b3.Size())
	}
	// The net view pans the same way (a little: the net fills the frame).
	netPan := def
	netPan.PanX, netPan.PanY = 0.04, -0.03
	_, n1 := faceCoverage(Scene{Cube: c, Camera: def, View: ViewNet}, w, h)
	_, n3 := faceCoverage(Scene{Cube: c, Camera: netPan, View: ViewNet}, w, h)
	nx1, ny1 := centre(n1)
	nx3, ny3 := centre(n3)
	if math.Abs(nx3-nx1-0.04*w) > 1.01 || math.Abs(ny3-ny1+0.03*h) > 1.01 {
		t.Errorf("net pan (0.04, -0.03): centre moved by (%.1f, %.1f) px, want (%.1f, %.1f)", nx3-nx1, ny3-ny1, 0.04*w, -0.03*h)
	}
}

// The projection is a true perspective: of two equal edges, the one nearer
// the eye is drawn longer, by the ratio of their distances.
func TestPerspectiveProjection(t *testing.T) {
	p := newProjector(Camera{Zoom: 1}, 400, 400) // eye on +z
	length := func(a, b vec) float64 {
		ax, ay := p.project(a)
		bx, by := p.project(b)
		return math.Hypot(bx-ax, by-ay)
	}
	near := length(vec{-1, 1, 1}, vec{1, 1, 1})
	far := length(vec{-1, 1, -1}, vec{1, 1, -1})
	want := (eyeDistance + 1) / (eyeDistance - 1)
	if r := near / far; math.Abs(r-want) > 1e-9 {
		t.Errorf("near/far edge = %.4f, want %.4f", r, want)
	}
	// The centre of the cube projects to the centre of the frame.
	if x, y := p.project(vec{}); x != 200 || y != 200 {
		t.Errorf("cube centre at (%.2f, %.2f), want (200, 200)", x, y)
	}
}
