package render

import (
	"image/color"

	"cubelab/cube"
)

// Mark changes how one sticker is drawn, for an editor in which a cube is
// being entered (Scene.Marks).
type Mark uint8

// The marks.
const (
	MarkNone  Mark = iota
	MarkBlank      // not painted yet: grey with a dark dot, whatever the facelet holds
	MarkFault      // part of a piece that breaks a rule: ringed in the warning colour
)

// Sizes of the marks in half-cubie units (a sticker is stickerHalf).
const (
	faultOuter = 1.0  // the ring covers the black border around the sticker...
	faultInner = 0.58 // ...and the sticker's rim, leaving its middle visible
	blankDot   = 0.25
)

// markColours are the blank sticker, its dot and the fault ring.
var (
	blankColour = color.RGBA{0x9c, 0xa0, 0xa8, 0xff}
	blankDotCol = color.RGBA{0x5a, 0x5e, 0x66, 0xff}
	faultColour = color.RGBA{0xff, 0x1f, 0xc8, 0xff} // magenta: no cube colour is near it
)

// mark returns the mark of facelet i, MarkNone beyond the slice.
func (s *Scene) mark(i int) Mark {
	if i < len(s.Marks) {
		return s.Marks[i]
	}
	return MarkNone
}

// drawMarks draws the marks of the stickers of face that pass keep, on top
// of their stickers; place maps a point (ox, oy) in half-cubie units around
// a sticker's centre to pixels and k is the face's brightness.
func (r *Renderer) drawMarks(s *Scene, face cube.Face, k float64, keep func(row, col int) bool, place func(row, col int, ox, oy float64) pt) {
	n := s.Cube.N()
	base := int(face) * n * n
	square := func(row, col int, h float64, out []pt) []pt {
		return append(out[:0], place(row, col, h, -h), place(row, col, h, h), place(row, col, -h, h), place(row, col, -h, -h))
	}
	var outer, inner [4]pt
	for i := range n * n {
		m := s.mark(base + i)
		row, col := i/n, i%n
		if m == MarkNone || !keep(row, col) {
			continue
		}
		switch m {
		case MarkBlank:
			start := r.dl.begin()
			for _, o := range r.profile {
				r.dl.pts = append(r.dl.pts, place(row, col, o.x, o.y))
			}
			r.dl.end(start, shadeSticker(blankColour, k), kindSticker)
			start = r.dl.begin()
			r.dl.pts = append(r.dl.pts, square(row, col, blankDot, inner[:])...)
			r.dl.end(start, shadeSticker(blankDotCol, k), kindBand)
		case MarkFault:
			r.dl.ring(square(row, col, faultOuter, outer[:]), square(row, col, faultInner, inner[:]), shadeSticker(faultColour, 0.4+0.6*k), kindBand)
		}
	}
}

// marks3D draws the marks of face's stickers that belong to piece p.
func (r *Renderer) marks3D(s *Scene, p *piece, face cube.Face, k float64) {
	if s.Marks == nil {
		return
	}
	f := &r.f3
	n := f.n
	fr := &frames[face]
	ra, rb := p.rot.apply(fr.a.scale(f.inv)), p.rot.apply(fr.b.scale(f.inv))
	r.drawMarks(s, face, k, func(row, col int) bool {
		return inside(stickerCentre(n, face, row, col), p)
	}, func(row, col int, ox, oy float64) pt {
		wc := p.rot.apply(stickerCentre(n, face, row, col).scale(f.inv))
		x, y := f.proj.project(wc.add(ra.scale(ox)).add(rb.scale(oy)))
		return pt{x, y}
	})
}

// netMarks draws the marks of face's stickers in the net, whose top-left
// corner is (x0, y0) and whose stickers are cell pixels apart.
func (r *Renderer) netMarks(s *Scene, face cube.Face, x0, y0, cell float64) {
	if s.Marks == nil {
		return
	}
	half := cell / 2
	r.drawMarks(s, face, 0.97, func(int, int) bool { return true }, func(row, col int, ox, oy float64) pt {
		return pt{x0 + (float64(col)+0.5)*cell + ox*half, y0 + (float64(row)+0.5)*cell - oy*half}
	})
}
