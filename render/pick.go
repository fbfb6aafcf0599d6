package render

import (
	"math"

	"cubelab/cube"
)

// Hit is the sticker under a pixel, in the cube's facelet coordinates.
type Hit struct {
	Face     cube.Face
	Row, Col int
}

// Pick returns the sticker drawn at pixel (x, y) of a frame of the last
// Draw's size, including the black border around it. While a layer turns
// it reports the facelet that sticker shows. Cut faces and the background
// give false.
func (r *Renderer) Pick(s Scene, x, y float64) (Hit, bool) {
	if s.Cube == nil {
		return Hit{}, false
	}
	n := s.Cube.N()
	if s.View == ViewNet {
		return pickNet(newNetLayout(s.Camera, r.w, r.h), n, x, y)
	}
	proj := newProjector(s.Camera, r.w, r.h)
	dir := proj.ray(x, y)
	best := math.Inf(1)
	var hit Hit
	found := false
	var buf [3]piece // not r.pieces: Pick must not disturb a frame being built
	for _, p := range pieces(buf[:0], n, s.Anim, proj.eye) {
		inv := p.rot.inverse()
		o, d := inv.apply(proj.eye).scale(float64(n)), inv.apply(dir).scale(float64(n))
		t, axis, neg, ok := enterBox(o, d, p.lo, p.hi)
		if !ok || t >= best {
			continue
		}
		best = t
		bound := p.hi[axis]
		if neg {
			bound = p.lo[axis]
		}
		if bound != float64(n) && bound != -float64(n) {
			found = false // a cut face hides whatever is behind it
			continue
		}
		f := faceOf(axis, neg)
		row, col := stickerAt(n, f, o.add(d.scale(t)))
		hit, found = Hit{Face: f, Row: row, Col: col}, true
	}
	return hit, found
}

// enterBox intersects the ray o + t d (t > 0) with the box [lo, hi] and
// returns where it enters and through which face.
func enterBox(o, d, lo, hi vec) (t float64, axis int, neg, ok bool) {
	tNear, tFar := math.Inf(-1), math.Inf(1)
	for k := 0; k < 3; k++ {
		if math.Abs(d[k]) < 1e-12 {
			if o[k] < lo[k] || o[k] > hi[k] {
				return 0, 0, false, false
			}
			continue
		}
		t0, t1 := (lo[k]-o[k])/d[k], (hi[k]-o[k])/d[k]
		entersLow := true
		if t0 > t1 {
			t0, t1, entersLow = t1, t0, false
		}
		if t0 > tNear {
			tNear, axis, neg = t0, k, entersLow
		}
		tFar = min(tFar, t1)
	}
	if tNear > tFar || tNear <= 0 {
		return 0, 0, false, false
	}
	return tNear, axis, neg, true
}

// pickNet finds the sticker under (x, y) in the net view.
func pickNet(l netLayout, n int, x, y float64) (Hit, bool) {
	for _, f := range cube.Faces {
		x0, y0 := l.origin(f)
		if x < x0 || y < y0 || x >= x0+l.size || y >= y0+l.size {
			continue
		}
		cell := l.size / float64(n)
		return Hit{Face: f, Row: clampInt(int((y-y0)/cell), 0, n-1), Col: clampInt(int((x-x0)/cell), 0, n-1)}, true
	}
	return Hit{}, false
}

// DragMove turns a drag of (dx, dy) pixels that started on sticker h into
// the quarter turn of the layer through that sticker that the drag follows
// best: of the turns about the two axes in the sticker's face, the one that
// moves the sticker along its face in the on-screen direction closest to the
// drag (the face's grid directions, as a player thinks of them; the motion
// towards or away from the viewer is ignored). It reports false when the
// drag is too short or runs between two directions.
func (r *Renderer) DragMove(s Scene, h Hit, dx, dy float64) (cube.Move, bool) {
	if s.Cube == nil || h.Face > cube.D {
		return cube.Move{}, false
	}
	n := s.Cube.N()
	if h.Row < 0 || h.Col < 0 || h.Row >= n || h.Col >= n {
		return cube.Move{}, false
	}
	fr := &frames[h.Face]
	c := stickerCentre(n, h.Face, h.Row, h.Col)
	// screen maps a small displacement v (doubled coordinates) of the
	// sticker centre to pixels.
	var screen func(v vec) pt
	if s.View == ViewNet {
		l := newNetLayout(s.Camera, r.w, r.h)
		k := l.size / float64(2*n)
		screen = func(v vec) pt { return pt{v.dot(fr.a) * k, -v.dot(fr.b) * k} }
	} else {
		proj := newProjector(s.Camera, r.w, r.h)
		inv := 1 / float64(n)
		x0, y0 := proj.project(c.scale(inv))
		screen = func(v vec) pt {
			x, y := proj.project(c.add(v).scale(inv))
			return pt{x - x0, y - y0}
		}
	}
	// A sticker's size on screen sets the shortest drag that counts.
	sa, sb := screen(fr.a.scale(2)), screen(fr.b.scale(2))
	size := min(math.Hypot(sa.x, sa.y), math.Hypot(sb.x, sb.y))
	dl := math.Hypot(dx, dy)
	if size < 1e-6 || dl < max(4, 0.3*size) {
		return cube.Move{}, false
	}
	normalAxis := h.Face.Axis()
	bestAxis, best, second, bestSign := -1, -2.0, -2.0, 1.0
	for axis := 0; axis < 3; axis++ {
		if axis == normalAxis {
			continue
		}
		// The sticker's motion along its face under a small
		// anticlockwise turn about the positive axis.
		v := axisVec(axis, false).cross(c).scale(0.05)
		v[normalAxis] = 0
		sv := screen(v)
		lv := math.Hypot(sv.x, sv.y)
		if lv < 1e-9 {
			continue
		}
		cos := (dx*sv.x + dy*sv.y) / (dl * lv)
		sign := 1.0
		if cos < 0 {
			cos, sign = -cos, -1
		}
		if cos > best {
			second, best, bestAxis, bestSign = best, cos, axis, sign
		} else if cos > second {
			second = cos
		}
	}
	if bestAxis < 0 || best < 0.5 || best-second < 0.1 {
		return cube.Move{}, false
	}
	layer := (n-1-int(math.Round(c[bestAxis])))/2 + 1 // counted from the axis' positive face
	turns := 3                                        // anticlockwise seen from the positive face
	if bestSign < 0 {
		turns = 1
	}
	m := cube.Move{Face: faceOf(bestAxis, false), Lo: layer, Hi: layer, Turns: turns}
	if 2*layer > n+1 { // nearer the negative face: name it from there
		m = cube.Move{Face: faceOf(bestAxis, true), Lo: n + 1 - layer, Hi: n + 1 - layer, Turns: 4 - turns}
	}
	return m, true
}
