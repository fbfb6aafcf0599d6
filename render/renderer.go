package render

import (
	"image"
	"image/color"

	"github.com/fogleman/gg"
)

// Renderer draws scenes into one image that it reuses from frame to frame;
// after the first frames at a size it draws without allocating. It is not
// safe for concurrent use.
type Renderer struct {
	w, h int
	img  *image.RGBA
	dc   *gg.Context

	// The background is drawn once per size and theme, then copied.
	bg      []uint8
	bgColor color.RGBA
	bgDark  bool
	bgValid bool

	dl       displayList
	f3       frame3D
	pieces   []piece
	profile  []pt
	patterns map[color.RGBA]gg.Pattern
}

// NewRenderer returns a renderer for w x h pixel frames (at least 1x1).
func NewRenderer(w, h int) *Renderer {
	r := &Renderer{patterns: map[color.RGBA]gg.Pattern{}}
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
	r.dc = gg.NewContextForRGBA(r.img)
	r.bg = make([]uint8, len(r.img.Pix))
	r.bgValid = false
}

// Size returns the frame size.
func (r *Renderer) Size() (w, h int) { return r.w, r.h }

// Draw renders s and returns the frame, which stays valid until the next
// Draw or Resize. A nil s.Cube draws only the background.
func (r *Renderer) Draw(s Scene) *image.RGBA {
	r.background(&s.Theme)
	copy(r.img.Pix, r.bg)
	r.build(&s)
	r.rasterise()
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

// background (re)draws the cached backdrop when the size or theme changed:
// a soft vertical gradient around the theme colour that suits the cube on
// both light and dark desktops.
func (r *Renderer) background(t *Theme) {
	bg := rgba(t.Background)
	if r.bgValid && bg == r.bgColor && t.Dark == r.bgDark {
		return
	}
	dc := r.dc
	top, bottom := add8s(bg, 10), add8s(bg, -14)
	if t.Dark {
		top, bottom = add8s(bg, 8), add8s(bg, -16)
	}
	g := gg.NewLinearGradient(0, 0, 0, float64(r.h))
	g.AddColorStop(0, top)
	g.AddColorStop(1, bottom)
	dc.SetFillStyle(g)
	dc.DrawRectangle(0, 0, float64(r.w), float64(r.h))
	dc.Fill()
	copy(r.bg, r.img.Pix)
	r.bgColor, r.bgDark, r.bgValid = bg, t.Dark, true
}

func add8s(c color.RGBA, d float64) color.RGBA {
	return color.RGBA{add8(c.R, d), add8(c.G, d), add8(c.B, d), 0xff}
}

// rasterise fills the display list with gg, batching runs of same-coloured
// polygons of one group into one path.
func (r *Renderer) rasterise() {
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
