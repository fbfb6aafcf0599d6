package render

import (
	"image/color"

	"cubelab/cube"
)

// piece is a convex box of cubies in doubled coordinates, possibly turning.
type piece struct {
	lo, hi vec
	rot    rotation
}

// pieces splits the cube for an animated turn and returns the boxes in
// painter's order (farthest first) for the given eye position. Without a
// valid Anim the whole cube is one box.
func pieces(buf []piece, n int, anim *Turn, eye vec) []piece {
	buf = buf[:0]
	whole := piece{lo: vec{-float64(n), -float64(n), -float64(n)}, hi: vec{float64(n), float64(n), float64(n)}}
	if anim == nil {
		return append(buf, whole)
	}
	axis, c1, c2, ok := anim.Layers.span(n)
	if !ok {
		return append(buf, whole)
	}
	below, slab, above := whole, whole, whole
	below.hi[axis] = c1
	slab.lo[axis], slab.hi[axis] = c1, c2
	slab.rot = rotAbout(axis, anim.axisAngle())
	above.lo[axis] = c2
	// The separating planes stay put as the slab turns about their normal,
	// so the side of each plane the eye is on orders the boxes.
	order := [3]piece{below, slab, above} // the eye is above the slab
	switch e := eye[axis] * float64(n); {
	case e <= c1:
		order = [3]piece{above, slab, below}
	case e < c2: // level with the slab: the outer blocks cannot overlap
		order = [3]piece{below, above, slab}
	}
	for _, p := range order {
		if p.hi[axis] > p.lo[axis] {
			buf = append(buf, p)
		}
	}
	return buf
}

// frame3D holds what one 3D frame needs while it is being built.
type frame3D struct {
	n         int
	inv       float64 // 1/n: doubled coordinates to unit cube space
	proj      projector
	accent    color.RGBA
	colours   [6]color.RGBA
	body      color.RGBA
	hiAxis    int
	hiLo      float64
	hiHi      float64
	highlight bool
	profile   []pt
}

// build3D writes the 3D view of s into r.dl.
func (r *Renderer) build3D(s *Scene) {
	n := s.Cube.N()
	f := &r.f3
	f.n, f.inv = n, 1/float64(n)
	f.proj = newProjector(s.Camera, r.w, r.h)
	f.accent = accent(&s.Theme)
	for i, c := range s.Theme.Colours {
		f.colours[i] = rgba(c)
	}
	f.body = rgba(s.Theme.Body)
	f.highlight = false
	if s.Highlight != nil {
		f.hiAxis, f.hiLo, f.hiHi, f.highlight = s.Highlight.span(n)
	}
	// A sticker's corner radius in pixels decides how round to draw it.
	cubiePx := f.proj.focal * (2 / float64(n)) / eyeDistance
	segs := cornerSegments(stickerRadius / 2 * cubiePx)
	r.profile = roundedProfile(r.profile, stickerHalf, stickerRadius, segs)
	f.profile = r.profile

	r.pieces = pieces(r.pieces, n, s.Anim, f.proj.eye)
	for i := range r.pieces {
		p := &r.pieces[i]
		for axis := 0; axis < 3; axis++ {
			for _, neg := range [2]bool{true, false} {
				r.boxFace(s, p, axis, neg)
			}
		}
	}
}

// boxFace draws one face of a piece if it faces the eye: its body, the
// highlight band and its stickers.
func (r *Renderer) boxFace(s *Scene, p *piece, axis int, neg bool) {
	f := &r.f3
	n := float64(f.n)
	bound := p.hi[axis]
	if neg {
		bound = p.lo[axis]
	}
	normal := p.rot.apply(axisVec(axis, neg))
	var centre vec
	for k := 0; k < 3; k++ {
		centre[k] = (p.lo[k] + p.hi[k]) / 2
	}
	centre[axis] = bound
	wc := p.rot.apply(centre.scale(f.inv))
	if f.proj.eye.sub(wc).dot(normal) <= 1e-9 {
		return // back face
	}
	r.dl.newGroup()
	start := len(r.dl.polys)
	k := intensity(f.proj.toCamera(normal))
	surface := bound == n || bound == -n
	i, j := (axis+1)%3, (axis+2)%3
	if surface {
		r.rect(p, axis, bound, i, p.lo[i], p.hi[i], j, p.lo[j], p.hi[j], shadeBody(f.body, k), kindBody)
	} else {
		r.rect(p, axis, bound, i, p.lo[i], p.hi[i], j, p.lo[j], p.hi[j], shadeBody(f.body, k*0.7), kindCut)
	}
	if r.dl.lastIs(start) && !r.vector {
		r.dl.outsetLast(seamOverlap)
	}
	if !surface {
		return
	}
	r.rim(p, axis, bound, shadeBody(f.body, k+0.55))
	if f.highlight {
		r.band(p, axis, bound, k)
	}
	r.stickers(s, p, faceOf(axis, neg), k)
	r.marks3D(s, p, faceOf(axis, neg), k)
}

// seamOverlap is how far (pixels) body faces grow so shared edges close.
const seamOverlap = 0.6

// rect adds the rectangle at coordinate bound on axis, spanning [a0,a1] on
// axis i and [b0,b1] on axis j, turned with the piece.
func (r *Renderer) rect(p *piece, axis int, bound float64, i int, a0, a1 float64, j int, b0, b1 float64, col color.RGBA, kind polyKind) {
	var c [4]pt
	r.rectPts(c[:], p, axis, bound, i, a0, a1, j, b0, b1)
	start := r.dl.begin()
	r.dl.pts = append(r.dl.pts, c[:]...)
	r.dl.end(start, col, kind)
}

// rimWidth is the width of the bevel highlight along the cube's edges, in
// doubled coordinates (a cubie is 2 wide).
const rimWidth = 0.07

// rim adds a thin lighter frame along the edges of a surface face that are
// edges of the whole cube, which reads as the rounded plastic catching the
// light. Edges where a turning layer was cut off get none.
func (r *Renderer) rim(p *piece, axis int, bound float64, col color.RGBA) {
	f := &r.f3
	n := float64(f.n)
	i, j := (axis+1)%3, (axis+2)%3
	in := func(lo, hi float64) (float64, float64) {
		if lo == -n {
			lo += rimWidth
		}
		if hi == n {
			hi -= rimWidth
		}
		return lo, hi
	}
	a0, a1 := in(p.lo[i], p.hi[i])
	b0, b1 := in(p.lo[j], p.hi[j])
	var outer, inner [4]pt
	r.rectPts(outer[:], p, axis, bound, i, p.lo[i], p.hi[i], j, p.lo[j], p.hi[j])
	r.rectPts(inner[:], p, axis, bound, i, a0, a1, j, b0, b1)
	r.dl.ring(outer[:], inner[:], col, kindRim)
}

// rectPts projects the corners of a rectangle on a piece's face into out.
func (r *Renderer) rectPts(out []pt, p *piece, axis int, bound float64, i int, a0, a1 float64, j int, b0, b1 float64) {
	f := &r.f3
	corners := [4][2]float64{{a0, b0}, {a1, b0}, {a1, b1}, {a0, b1}}
	for k, c := range corners {
		var q vec
		q[axis], q[i], q[j] = bound, c[0], c[1]
		x, y := f.proj.project(p.rot.apply(q.scale(f.inv)))
		out[k] = pt{x, y}
	}
}

// bandWidth is the width of the highlight frame in doubled coordinates: the
// black border a cubie has around its sticker.
const bandWidth = 1 - stickerHalf

// band adds an accent frame around the region where the highlighted layers
// meet this face. It lies in the black border around the region's outer
// stickers, so it outlines the layer without colouring the gaps between
// its own stickers (which would blur them together).
func (r *Renderer) band(p *piece, axis int, bound float64, k float64) {
	f := &r.f3
	i, j := (axis+1)%3, (axis+2)%3
	a0, a1, b0, b1 := p.lo[i], p.hi[i], p.lo[j], p.hi[j]
	switch f.hiAxis {
	case axis:
		if bound < f.hiLo || bound > f.hiHi {
			return
		}
	case i:
		a0, a1 = max(a0, f.hiLo), min(a1, f.hiHi)
	default:
		b0, b1 = max(b0, f.hiLo), min(b1, f.hiHi)
	}
	if a1 <= a0 || b1 <= b0 {
		return
	}
	var outer, inner [4]pt
	r.rectPts(outer[:], p, axis, bound, i, a0, a1, j, b0, b1)
	w := min(bandWidth, (a1-a0)/4, (b1-b0)/4)
	r.rectPts(inner[:], p, axis, bound, i, a0+w, a1-w, j, b0+w, b1-w)
	r.dl.ring(outer[:], inner[:], shadeSticker(f.accent, k), kindBand)
}

// stickers adds the stickers of cube face face that belong to piece p,
// grouped by colour so the rasteriser can batch them.
func (r *Renderer) stickers(s *Scene, p *piece, face cube.Face, k float64) {
	f := &r.f3
	n := f.n
	fr := &frames[face]
	ra, rb := p.rot.apply(fr.a.scale(f.inv)), p.rot.apply(fr.b.scale(f.inv))
	var cols [12]color.RGBA
	for c := range 6 {
		cols[c] = shadeSticker(f.colours[c], k)
		cols[6+c] = lit(cols[c])
	}
	facelets := s.Cube.Facelets()
	base := int(face) * n * n
	for key := range 12 {
		want, lit := cube.Face(key%6), key >= 6
		if lit && !f.highlight {
			break
		}
		for row := 0; row < n; row++ {
			for col := 0; col < n; col++ {
				if facelets[base+row*n+col] != want {
					continue
				}
				c := stickerCentre(n, face, row, col)
				if !inside(c, p) || (f.highlight && lit != f.inHighlight(c)) {
					continue
				}
				wc := p.rot.apply(c.scale(f.inv))
				start := r.dl.begin()
				for _, o := range f.profile {
					x, y := f.proj.project(wc.add(ra.scale(o.x)).add(rb.scale(o.y)))
					r.dl.pts = append(r.dl.pts, pt{x, y})
				}
				r.dl.end(start, cols[key], kindSticker)
				if s.Theme.Marks {
					start = r.dl.begin()
					for _, o := range markShapes[want] {
						x, y := f.proj.project(wc.add(ra.scale(o.x)).add(rb.scale(o.y)))
						r.dl.pts = append(r.dl.pts, pt{x, y})
					}
					r.dl.end(start, markColour(cols[key]), kindSticker)
				}
			}
		}
	}
}

// inside reports whether sticker centre c belongs to p. Off the sticker's
// face axis c is a cubie centre, strictly inside or outside any layer
// boundary; on it c is the face's own coordinate, which is one of p's bounds
// when p owns the face.
func inside(c vec, p *piece) bool {
	for k := 0; k < 3; k++ {
		if c[k] > p.hi[k] || c[k] < p.lo[k] {
			return false
		}
	}
	return true
}

// inHighlight reports whether the cubie under sticker centre c is in the
// highlighted layers (same reasoning as inside).
func (f *frame3D) inHighlight(c vec) bool {
	v := c[f.hiAxis]
	return v >= f.hiLo && v <= f.hiHi
}
