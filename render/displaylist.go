package render

import (
	"image"
	"image/color"
	"math"
)

// pt is a point in pixels.
type pt struct{ x, y float64 }

// polyKind says what a polygon depicts; SVG export styles by it.
type polyKind uint8

const (
	kindBody    polyKind = iota // black plastic on the cube's surface
	kindCut                     // inner face exposed by a turning layer
	kindBand                    // accent frame around a targeted layer
	kindSticker                 // a coloured sticker
	kindRim                     // the light catching the cube's edges
)

// poly is one closed polygon of the display list.
type poly struct {
	start, end int32 // range in displayList.pts
	col        color.RGBA
	kind       polyKind
	// group numbers a run of polygons that never overlap each other, so
	// they may be filled in any order (and batched by colour).
	group int32
	// join fills this polygon together with the next one (same colour), so
	// an inner polygon running the other way cuts a hole.
	join bool
}

// displayList is a frame as polygons in painter's order (back to front).
// Its slices are reused between frames.
type displayList struct {
	pts   []pt
	polys []poly
	group int32
}

func (d *displayList) reset() {
	d.pts = d.pts[:0]
	d.polys = d.polys[:0]
	d.group = 0
}

// newGroup starts a run of polygons that may overlap the earlier ones.
func (d *displayList) newGroup() { d.group++ }

// begin opens a polygon; add points with d.pts = append(...), then end it.
func (d *displayList) begin() int32 { return int32(len(d.pts)) }

// end closes the polygon started at start, dropping degenerate ones.
func (d *displayList) end(start int32, col color.RGBA, kind polyKind) {
	if int(start)+3 > len(d.pts) || area(d.pts[start:]) < 1e-3 {
		d.pts = d.pts[:start]
		return
	}
	d.polys = append(d.polys, poly{start: start, end: int32(len(d.pts)), col: col, kind: kind, group: d.group})
}

// ring adds the region between outer and inner (both convex, with at most 8
// points each) as one polygon with a hole, or nothing if either is too small.
func (d *displayList) ring(outer, inner []pt, col color.RGBA, kind polyKind) {
	if area(outer) < 1 || area(inner) < 1 {
		return
	}
	s := d.begin()
	d.pts = append(d.pts, outer...)
	d.polys = append(d.polys, poly{start: s, end: int32(len(d.pts)), col: col, kind: kind, group: d.group, join: true})
	s = d.begin()
	for i := len(inner) - 1; i >= 0; i-- { // the other way round: a hole
		d.pts = append(d.pts, inner[i])
	}
	if (signedArea(outer) > 0) == (signedArea(d.pts[s:]) > 0) {
		// inner already ran the other way; undo the reversal
		slicesReverse(d.pts[s:])
	}
	d.polys = append(d.polys, poly{start: s, end: int32(len(d.pts)), col: col, kind: kind, group: d.group})
}

func slicesReverse(p []pt) {
	for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
		p[i], p[j] = p[j], p[i]
	}
}

// bounds returns the pixels the list can touch, clipped to clip.
func (d *displayList) bounds(clip image.Rectangle) image.Rectangle {
	if len(d.polys) == 0 {
		return image.Rectangle{}
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, q := range d.pts {
		minX, maxX = min(minX, q.x), max(maxX, q.x)
		minY, maxY = min(minY, q.y), max(maxY, q.y)
	}
	lim := func(v float64) int { return int(max(-1e6, min(1e6, v))) }
	return image.Rect(lim(minX)-2, lim(minY)-2, lim(maxX)+3, lim(maxY)+3).Intersect(clip)
}

// lastIs reports whether a polygon was added since len(polys) was start.
func (d *displayList) lastIs(start int) bool { return len(d.polys) > start }

// outsetLast moves every edge of the last polygon (convex) px pixels
// outwards. Body faces of neighbouring pieces share edges; anti-aliasing
// each on its own would let the background bleed through the seam, so they
// overlap a little instead and the painter's order decides what shows.
func (d *displayList) outsetLast(px float64) {
	last := d.polys[len(d.polys)-1]
	p := d.pts[last.start:last.end]
	var buf [8]pt
	if len(p) > len(buf) {
		return
	}
	// Edge normals point right of the direction of travel; flip them for
	// anticlockwise (in y-down pixels) polygons so they point out.
	sign := 1.0
	if signedArea(p) > 0 {
		sign = -1
	}
	m := len(p)
	normal := func(i int) pt {
		a, b := p[i], p[(i+1)%m]
		dx, dy := b.x-a.x, b.y-a.y
		l := math.Hypot(dx, dy)
		if l < 1e-12 {
			return pt{}
		}
		return pt{-dy / l * sign, dx / l * sign}
	}
	for i := range p {
		n1, n2 := normal((i+m-1)%m), normal(i)
		k := 1 + n1.x*n2.x + n1.y*n2.y
		if k < 0.2 { // a very sharp corner: do not spike
			k = 0.2
		}
		buf[i] = pt{p[i].x + (n1.x+n2.x)*px/k, p[i].y + (n1.y+n2.y)*px/k}
	}
	copy(p, buf[:m])
}

// signedArea is twice the signed area of a polygon (positive for clockwise
// in y-down pixel coordinates).
func signedArea(p []pt) float64 {
	s := 0.0
	for i := range p {
		j := i + 1
		if j == len(p) {
			j = 0
		}
		s += p[i].x*p[j].y - p[j].x*p[i].y
	}
	return s
}

// area returns the absolute area of a polygon in square pixels.
func area(p []pt) float64 { return math.Abs(signedArea(p)) / 2 }
