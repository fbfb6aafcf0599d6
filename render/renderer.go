package render

import (
	"image"
	"image/color"
	"math"

	"github.com/fogleman/gg"
)

// Renderer draws scenes into one image that it reuses from frame to frame;
// after the first frames at a size it draws without allocating. It is not
// safe for concurrent use.
type Renderer struct {
	w, h int
	img  *image.RGBA
	dc   *gg.Context

	// The background is drawn once per size and theme into bgBase; bg is
	// bgBase plus the floor shadow for the current camera, copied under
	// each frame.
	bgBase  []uint8
	bg      []uint8
	bgColor color.RGBA
	bgDark  bool
	bgValid bool
	dirty   image.Rectangle // what the last frame drew over the background

	shadowOn    bool
	shadowValid bool
	shadowCam   Camera
	shadowRect  image.Rectangle
	shadowGrid  []float64

	fill     filler
	dl       displayList
	f3       frame3D
	pieces   []piece
	profile  []pt
	patterns map[color.RGBA]gg.Pattern

	// vector builds the display list for line art: no seam overlap.
	vector bool
	// oneShot draws one frame only: bg and bgBase are the image itself.
	oneShot bool

	// Reference makes Draw fill polygons with gg instead of the renderer's
	// own filler: same coverage model, several times slower at large sizes
	// and it allocates per polygon batch. Tests compare the two.
	Reference bool
}

// NewRenderer returns a renderer for w x h pixel frames (at least 1x1).
func NewRenderer(w, h int) *Renderer {
	r := &Renderer{patterns: map[color.RGBA]gg.Pattern{}}
	r.Resize(w, h)
	return r
}

// newOneShot returns a renderer for a single frame (exports): it paints the
// background straight into the image instead of keeping copies of it, which
// halves the memory a large export needs.
func newOneShot(w, h int) *Renderer {
	r := &Renderer{patterns: map[color.RGBA]gg.Pattern{}, oneShot: true}
	r.Resize(w, h)
	return r
}

// Resize changes the frame size; sizes below 1 become 1.
func (r *Renderer) Resize(w, h int) {
	w, h = max(w, 1), max(h, 1)
	if r.img != nil && w == r.w && h == r.h {
		return
	}
	r.w, r.h = w, h
	r.img = image.NewRGBA(image.Rect(0, 0, w, h))
	// gg draws into the same pixels; it is the reference rasteriser.
	r.dc = gg.NewContextForRGBA(r.img)
	if r.oneShot {
		r.bg, r.bgBase = r.img.Pix, r.img.Pix
	} else {
		r.bg = make([]uint8, len(r.img.Pix))
		r.bgBase = make([]uint8, len(r.img.Pix))
	}
	r.shadowGrid = make([]float64, 2*(w/4+2))
	r.fill.resize(w, h)
	r.bgValid = false
}

// Size returns the frame size.
func (r *Renderer) Size() (w, h int) { return r.w, r.h }

// Draw renders s and returns the frame, which stays valid until the next
// Draw or Resize. Do not draw on it: the next Draw repaints only the region
// the cube covered. A nil s.Cube draws only the background.
func (r *Renderer) Draw(s Scene) *image.RGBA {
	s.Theme.complete()
	r.prepareBackground(&s)
	r.restore(r.dirty)
	r.build(&s)
	r.dirty = r.dl.bounds(r.img.Rect)
	if r.Reference {
		r.rasteriseGG()
	} else {
		r.rasterise()
	}
	return r.img
}

// build fills the display list for s.
func (r *Renderer) build(s *Scene) {
	r.dl.reset()
	if s.Cube == nil {
		return
	}
	if s.View == ViewNet {
		r.buildNet(s)
		return
	}
	r.build3D(s)
}

// restore copies the cached background over the part of the frame the last
// frame drew on.
func (r *Renderer) restore(rect image.Rectangle) {
	rect = rect.Intersect(r.img.Rect)
	if rect.Empty() {
		return
	}
	copyRect(r.img.Pix, r.bg, r.img.Stride, rect)
}

// background (re)draws the cached backdrop when the size or theme changed
// and reports whether it did: a soft vertical gradient around the theme
// colour with a faint glow behind the cube, which suits the black cube on
// light and dark desktops alike.
func (r *Renderer) background(t *Theme) bool {
	bg := rgba(t.Background)
	if r.bgValid && bg == r.bgColor && t.Dark == r.bgDark {
		return false
	}
	if bg.A == 0 { // a transparent theme: for icons and compositing
		clear(r.bgBase)
		copy(r.bg, r.bgBase)
		r.bgColor, r.bgDark, r.bgValid = bg, t.Dark, true
		return true
	}
	top, bottom, glow := 10.0, -14.0, 10.0
	if t.Dark {
		top, bottom, glow = 8, -16, 12
	}
	cx, cy := float64(r.w)/2, float64(r.h)*0.45
	rad := 0.75 * math.Hypot(cx, cy)
	for y := 0; y < r.h; y++ {
		v := float64(y) / float64(max(r.h-1, 1))
		row := r.bgBase[y*r.img.Stride : y*r.img.Stride+4*r.w]
		for x := 0; x < r.w; x++ {
			d := math.Hypot(float64(x)-cx, float64(y)-cy) / rad
			lift := top + (bottom-top)*v + glow*math.Max(0, 1-d*d)
			row[4*x] = add8(bg.R, lift)
			row[4*x+1] = add8(bg.G, lift)
			row[4*x+2] = add8(bg.B, lift)
			row[4*x+3] = 0xff
		}
	}
	copy(r.bg, r.bgBase)
	r.bgColor, r.bgDark, r.bgValid = bg, t.Dark, true
	return true
}

// prepareBackground brings r.bg up to date for s (theme, size, and the
// floor shadow, which follows the camera) and marks what changed as dirty.
// While only layers turn, nothing here costs anything.
func (r *Renderer) prepareBackground(s *Scene) {
	if r.background(&s.Theme) {
		r.dirty = r.img.Rect
		r.shadowRect, r.shadowValid = image.Rectangle{}, false
	}
	want := s.Cube != nil && s.View == View3D
	if r.shadowValid && want == r.shadowOn && (!want || r.shadowCam == s.Camera) {
		return
	}
	copyRect(r.bg, r.bgBase, r.img.Stride, r.shadowRect)
	r.dirty = r.dirty.Union(r.shadowRect)
	r.shadowRect = image.Rectangle{}
	if want {
		r.shadowRect = r.floorShadow(s.Camera)
		r.dirty = r.dirty.Union(r.shadowRect)
	}
	r.shadowOn, r.shadowCam, r.shadowValid = want, s.Camera, true
}

// copyRect copies the pixels of rect from src to dst (same layout).
func copyRect(dst, src []uint8, stride int, rect image.Rectangle) {
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		i, j := y*stride+4*rect.Min.X, y*stride+4*rect.Max.X
		copy(dst[i:j], src[i:j])
	}
}

// rasterise fills the display list in order with the renderer's own
// scanline filler (see filler), one polygon at a time: a sweep costs its
// bounding box, so batching scattered stickers would only cost more.
func (r *Renderer) rasterise() {
	for _, p := range r.dl.polys {
		r.fill.add(r.dl.pts[p.start:p.end])
		if !p.join {
			r.fill.fill(r.img, p.col)
		}
	}
}

// rasteriseGG fills the display list with gg instead, batching runs of
// same-coloured polygons of one group into one path. Tests use it as the
// reference for filler, benchmarks to compare.
func (r *Renderer) rasteriseGG() {
	dc := r.dc
	polys := r.dl.polys
	for i := 0; i < len(polys); {
		j := i + 1
		for j < len(polys) && polys[j].group == polys[i].group && polys[j].col == polys[i].col {
			j++
		}
		for _, p := range polys[i:j] {
			pts := r.dl.pts[p.start:p.end]
			dc.MoveTo(pts[0].x, pts[0].y)
			for _, q := range pts[1:] {
				dc.LineTo(q.x, q.y)
			}
			dc.ClosePath()
			dc.NewSubPath()
		}
		dc.SetFillStyle(r.pattern(polys[i].col))
		dc.Fill()
		i = j
	}
}

func (r *Renderer) pattern(c color.RGBA) gg.Pattern {
	p, ok := r.patterns[c]
	if !ok {
		p = gg.NewSolidPattern(c)
		r.patterns[c] = p
	}
	return p
}
