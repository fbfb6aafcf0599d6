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
	r.pieces = pieces(r.pieces, n, s.Anim, proj.eye)
	for _, p := range r.pieces {
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
// best. It reports false when the drag is too short or runs between two
// directions.
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
	// Screen direction of one cubie step along the face's a and b axes.
	var sa, sb pt
	if s.View == ViewNet {
		l := newNetLayout(s.Camera, r.w, r.h)
		cell := l.size / float64(n)
		sa, sb = pt{cell, 0}, pt{0, -cell}
	} else {
		proj := newProjector(s.Camera, r.w, r.h)
		inv := 1 / float64(n)
		x0, y0 := proj.project(c.scale(inv))
		xa, ya := proj.project(c.add(fr.a.scale(2)).scale(inv))
		xb, yb := proj.project(c.add(fr.b.scale(2)).scale(inv))
		sa, sb = pt{xa - x0, ya - y0}, pt{xb - x0, yb - y0}
	}
	la, lb := math.Hypot(sa.x, sa.y), math.Hypot(sb.x, sb.y)
	dl := math.Hypot(dx, dy)
	if la < 1e-6 || lb < 1e-6 || dl < max(4, 0.3*min(la, lb)) {
		return cube.Move{}, false
	}
	// Cosines of the drag with the four in-face directions.
	ca := (dx*sa.x + dy*sa.y) / (dl * la)
	cb := (dx*sb.x + dy*sb.y) / (dl * lb)
	best, second := math.Abs(ca), math.Abs(cb)
	dir := fr.a.scale(math.Copysign(1, ca))
	if second > best {
		best, second = second, best
		dir = fr.b.scale(math.Copysign(1, cb))
	}
	if best < 0.55 || best-second < 0.12 {
		return cube.Move{}, false
	}
	// Moving the sticker along dir on a face with this normal is a positive
	// (anticlockwise) rotation about w = normal x dir.
	w := fr.normal.cross(dir)
	axis := 0
	for k := 1; k < 3; k++ {
		if math.Abs(w[k]) > math.Abs(w[axis]) {
			axis = k
		}
	}
	layer := (n-1-int(math.Round(c[axis])))/2 + 1 // counted from the axis' positive face
	turns := 3                                    // anticlockwise seen from the positive face
	if w[axis] < 0 {
		turns = 1
	}
	m := cube.Move{Face: faceOf(axis, false), Lo: layer, Hi: layer, Turns: turns}
	if 2*layer > n+1 { // nearer the negative face: name it from there
		m = cube.Move{Face: faceOf(axis, true), Lo: n + 1 - layer, Hi: n + 1 - layer, Turns: 4 - turns}
	}
	return m, true
}
