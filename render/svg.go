package render

import (
	"bufio"
	"fmt"
	"io"
	"math"
)

// checkSVG checks what every SVG export needs (a cube, a sane size) and
// fills in the theme's defaults.
func checkSVG(s *Scene, width, height int) error {
	if err := checkSize(width, height); err != nil {
		return err
	}
	if s.Cube == nil {
		return fmt.Errorf("render: scene has no cube")
	}
	s.Theme.complete()
	return nil
}

// startSVG opens an SVG document of width x height on a white page.
func startSVG(w io.Writer, width, height int) *bufio.Writer {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", width, height, width, height)
	fmt.Fprintf(bw, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n")
	return bw
}

// WriteSVG writes line art of the view s would show at width x height: the
// outlines of the visible cubie faces, stickers and cut faces, with hidden
// lines removed. Every edge is clipped against the polygons drawn after it
// in painter's order (the ones in front), so the outline group holds only
// what can be seen, as in a hidden-line drawing; a plotter draws nothing
// twice. Beneath the lines, a group of flat fills in painter's order colours
// the stickers as shaded in the PNG and keeps the body white, so the file
// shows the cube's state; tools that only draw strokes ignore it.
func WriteSVG(w io.Writer, s Scene, width, height int) error {
	if err := checkSVG(&s, width, height); err != nil {
		return err
	}
	r := &Renderer{w: width, h: height, vector: true}
	r.build(&s)
	bw := startSVG(w, width, height)
	stroke := max(0.6, float64(min(width, height))/700)
	writeFills(bw, &r.dl)
	fmt.Fprintf(bw, "<g fill=\"none\" stroke=\"black\" stroke-linecap=\"round\" stroke-linejoin=\"round\" stroke-width=\"%.2f\">\n", stroke)
	var vis []span
	polys := r.dl.polys
	for i, p := range polys {
		if !outlined(p.kind) {
			continue
		}
		pts := r.dl.pts[p.start:p.end]
		var d []byte
		whole := true
		for k := range pts {
			a, b := pts[k], pts[(k+1)%len(pts)]
			vis = append(vis[:0], span{0, 1})
			for _, q := range polys[i+1:] {
				if q.group == p.group || !outlined(q.kind) {
					continue
				}
				vis = hide(vis, a, b, r.dl.pts[q.start:q.end])
				if len(vis) == 0 {
					break
				}
			}
			if len(vis) != 1 || vis[0] != (span{0, 1}) {
				whole = false
			}
			for _, v := range vis {
				pa, pb := lerp(a, b, v.t0), lerp(a, b, v.t1)
				d = fmt.Appendf(d, "M%.2f %.2fL%.2f %.2f", pa.x, pa.y, pb.x, pb.y)
			}
		}
		if whole { // nothing in front: one closed outline
			d = d[:0]
			for k, q := range pts {
				op := 'L'
				if k == 0 {
					op = 'M'
				}
				d = fmt.Appendf(d, "%c%.2f %.2f", op, q.x, q.y)
			}
			d = append(d, 'Z')
		}
		if len(d) == 0 {
			continue
		}
		if p.kind == kindSticker {
			fmt.Fprintf(bw, "<path d=\"%s\" stroke-width=\"%.2f\"/>\n", d, stroke*0.75)
		} else {
			fmt.Fprintf(bw, "<path d=\"%s\"/>\n", d)
		}
	}
	fmt.Fprint(bw, "</g>\n</svg>\n")
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing SVG: %w", err)
	}
	return nil
}

// outlined reports whether line art draws polygons of this kind; the
// highlight band and the bevel rim are shading, not shape.
func outlined(k polyKind) bool { return k != kindBand && k != kindRim }

// span is a visible part [t0, t1] of a segment, 0..1 along it.
type span struct{ t0, t1 float64 }

func lerp(a, b pt, t float64) pt { return pt{a.x + (b.x-a.x)*t, a.y + (b.y-a.y)*t} }

// hideMargin keeps an edge that only runs along the border of a polygon in
// front (pixels): shared outlines stay.
const hideMargin = 0.3

// hide removes from vis the parts of segment a-b that lie inside the convex
// polygon poly (by more than hideMargin).
func hide(vis []span, a, b pt, poly []pt) []span {
	// Quick reject on bounding boxes.
	minX, minY, maxX, maxY := poly[0].x, poly[0].y, poly[0].x, poly[0].y
	for _, q := range poly[1:] {
		minX, maxX = min(minX, q.x), max(maxX, q.x)
		minY, maxY = min(minY, q.y), max(maxY, q.y)
	}
	if max(a.x, b.x) < minX || min(a.x, b.x) > maxX || max(a.y, b.y) < minY || min(a.y, b.y) > maxY {
		return vis
	}
	// Cyrus-Beck: the t for which a + t(b-a) is inside every edge.
	sign := 1.0
	if signedArea(poly) < 0 {
		sign = -1
	}
	t0, t1 := 0.0, 1.0
	for k := range poly {
		q, r := poly[k], poly[(k+1)%len(poly)]
		// Inward normal for clockwise (y-down) polygons, scaled by sign.
		nx, ny := -(r.y-q.y)*sign, (r.x-q.x)*sign
		l := nx*nx + ny*ny
		if l == 0 {
			continue
		}
		inv := 1 / math.Sqrt(l)
		nx, ny = nx*inv, ny*inv
		f0 := (a.x-q.x)*nx + (a.y-q.y)*ny - hideMargin
		df := (b.x-a.x)*nx + (b.y-a.y)*ny
		if df == 0 {
			if f0 <= 0 {
				return vis
			}
			continue
		}
		t := -f0 / df
		if df > 0 {
			t0 = max(t0, t)
		} else {
			t1 = min(t1, t)
		}
		if t0 >= t1 {
			return vis
		}
	}
	// Subtract [t0, t1] from every visible span.
	out := vis[:0:0]
	for _, v := range vis {
		if t1 <= v.t0 || t0 >= v.t1 {
			out = append(out, v)
			continue
		}
		if v.t0 < t0 {
			out = append(out, span{v.t0, t0})
		}
		if t1 < v.t1 {
			out = append(out, span{t1, v.t1})
		}
	}
	return append(vis[:0], out...)
}

// writeFills writes the colour layer of the line art: every outlined polygon
// as a flat fill in painter's order, stickers in their shaded colour and the
// body and cut faces white, so later polygons cover what they hide.
func writeFills(bw *bufio.Writer, dl *displayList) {
	fmt.Fprint(bw, "<g stroke=\"none\">\n")
	var b []byte
	for _, p := range dl.polys {
		if !outlined(p.kind) {
			continue
		}
		fill := "#ffffff"
		if p.kind == kindSticker {
			fill = fmt.Sprintf("#%02x%02x%02x", p.col.R, p.col.G, p.col.B)
		}
		b = append(b[:0], "<polygon points=\""...)
		for k, q := range dl.pts[p.start:p.end] {
			if k > 0 {
				b = append(b, ' ')
			}
			b = fmt.Appendf(b, "%.2f,%.2f", q.x, q.y)
		}
		b = fmt.Appendf(b, "\" fill=\"%s\"/>\n", fill)
		bw.Write(b)
	}
	fmt.Fprint(bw, "</g>\n")
}
