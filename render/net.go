package render

import (
	"image/color"

	"cubelab/cube"
)

// netSlots places each face in the net's 4x3 grid (column, row).
var netSlots = [6][2]int{
	cube.U: {1, 0}, cube.L: {0, 1}, cube.F: {1, 1}, cube.R: {2, 1}, cube.B: {3, 1}, cube.D: {1, 2},
}

// netGap is the space between faces of the net, as a fraction of a face.
const netGap = 0.05

// netLayout is where the net's faces go: face slot (c, r) has its top-left
// corner at (x0 + c*step, y0 + r*step) and side size.
type netLayout struct{ x0, y0, size, step float64 }

func newNetLayout(c Camera, w, h int) netLayout {
	fw, fh := 4+3*netGap, 3+2*netGap // the net's extent in face sizes
	size := min(float64(w)*0.92/fw, float64(h)*0.92/fh) * clampZoom(c.Zoom)
	cx := float64(w)/2 + c.PanX*float64(w)
	cy := float64(h)/2 + c.PanY*float64(h)
	return netLayout{
		x0:   cx - fw*size/2,
		y0:   cy - fh*size/2,
		size: size,
		step: size * (1 + netGap),
	}
}

// origin returns the top-left corner of face f.
func (l *netLayout) origin(f cube.Face) (x, y float64) {
	s := netSlots[f]
	return l.x0 + float64(s[0])*l.step, l.y0 + float64(s[1])*l.step
}

// buildNet writes the net view of s into r.dl.
func (r *Renderer) buildNet(s *Scene) {
	n := s.Cube.N()
	l := newNetLayout(s.Camera, r.w, r.h)
	cell := l.size / float64(n)
	r.profile = roundedProfile(r.profile, stickerHalf, stickerRadius, cornerSegments(stickerRadius/2*cell))
	body := shadeBody(rgba(s.Theme.Body), 0.8)
	var colours [6]color.RGBA
	for i, c := range s.Theme.Colours {
		colours[i] = shadeSticker(rgba(c), 0.97)
	}
	hl := frame3D{n: n}
	if s.Highlight != nil {
		hl.hiAxis, hl.hiLo, hl.hiHi, hl.highlight = s.Highlight.span(n)
	}
	acc := accent(&s.Theme)
	facelets := s.Cube.Facelets()
	for _, f := range cube.Faces {
		r.dl.newGroup()
		x0, y0 := l.origin(f)
		r.netQuad(x0, y0, x0+l.size, y0+l.size, body, kindBody)
		if hl.highlight {
			// The highlighted cells of a face are whole rows, whole
			// columns or the face: frame their bounding box, in the
			// black border around its outer stickers.
			lo, hi := [2]int{n, n}, [2]int{-1, -1} // (row, col)
			for row := 0; row < n; row++ {
				for col := 0; col < n; col++ {
					if hl.inHighlight(stickerCentre(n, f, row, col)) {
						lo = [2]int{min(lo[0], row), min(lo[1], col)}
						hi = [2]int{max(hi[0], row), max(hi[1], col)}
					}
				}
			}
			if hi[0] >= 0 {
				ax, ay := x0+float64(lo[1])*cell, y0+float64(lo[0])*cell
				bx, by := x0+float64(hi[1]+1)*cell, y0+float64(hi[0]+1)*cell
				w := cell * (1 - stickerHalf) / 2
				outer := [4]pt{{ax, ay}, {bx, ay}, {bx, by}, {ax, by}}
				inner := [4]pt{{ax + w, ay + w}, {bx - w, ay + w}, {bx - w, by - w}, {ax + w, by - w}}
				r.dl.ring(outer[:], inner[:], acc, kindBand)
			}
			r.dl.newGroup()
		}
		half := cell / 2
		for row := 0; row < n; row++ {
			for col := 0; col < n; col++ {
				c := colours[facelets[int(f)*n*n+row*n+col]]
				if hl.highlight && hl.inHighlight(stickerCentre(n, f, row, col)) {
					c = lit(c)
				}
				cx, cy := x0+(float64(col)+0.5)*cell, y0+(float64(row)+0.5)*cell
				start := r.dl.begin()
				for _, o := range r.profile {
					r.dl.pts = append(r.dl.pts, pt{cx + o.x*half, cy - o.y*half})
				}
				r.dl.end(start, c, kindSticker)
				if s.Theme.Marks {
					start = r.dl.begin()
					for _, o := range markShapes[facelets[int(f)*n*n+row*n+col]] {
						r.dl.pts = append(r.dl.pts, pt{cx + o.x*half, cy - o.y*half})
					}
					r.dl.end(start, markColour(c), kindSticker)
				}
			}
		}
		r.netMarks(s, f, x0, y0, cell)
	}
}

func (r *Renderer) netQuad(x0, y0, x1, y1 float64, c color.RGBA, kind polyKind) {
	start := r.dl.begin()
	r.dl.pts = append(r.dl.pts, pt{x0, y0}, pt{x1, y0}, pt{x1, y1}, pt{x0, y1})
	r.dl.end(start, c, kind)
}

// NetFaceCamera returns the camera with which the net view of a w x h frame
// shows face f as large as the frame allows (its neighbours cut off at the
// edges), so that the stickers of a big cube can be told apart and tapped.
func NetFaceCamera(f cube.Face, w, h int) Camera {
	w, h = max(w, 1), max(h, 1)
	whole := newNetLayout(Camera{Zoom: 1}, w, h)
	zoom := 0.9 * float64(min(w, h)) / whole.size
	l := newNetLayout(Camera{Zoom: zoom}, w, h)
	x0, y0 := l.origin(f)
	return Camera{
		Zoom: zoom,
		PanX: (float64(w)/2 - (x0 + l.size/2)) / float64(w),
		PanY: (float64(h)/2 - (y0 + l.size/2)) / float64(h),
	}
}
