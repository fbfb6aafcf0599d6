package render

import (
	"image"
	"math"
)

// The floor the cube stands on, in unit cube space (the cube spans -1..1),
// and the soft contact shadow on it: darkest under the cube, fading out
// over shadowSoft around the footprint.
const (
	floorY      = -1.04
	shadowSoft  = 0.55
	shadowAlpha = 0.30
)

// floorShadow darkens r.bg with the cube's shadow on the floor as seen by
// camera c and returns the rectangle it touched. It grounds the cube like a
// product shot. Each pixel is traced back to the floor (a projective map, so
// it is updated incrementally along a row) and shaded by its distance to
// the cube's footprint. It runs only when the camera or size changes.
func (r *Renderer) floorShadow(c Camera) image.Rectangle {
	p := newProjector(c, r.w, r.h)
	if p.eye[1] < floorY+0.3 {
		return image.Rectangle{} // the floor is seen edge-on or from below
	}
	// The screen box of the shadow: its outer square on the floor.
	ext := 1 + shadowSoft
	box := image.Rectangle{}
	for _, q := range [4]vec{{-ext, floorY, -ext}, {ext, floorY, -ext}, {ext, floorY, ext}, {-ext, floorY, ext}} {
		x, y := p.project(q)
		box = box.Union(image.Rect(int(x)-1, int(y)-1, int(x)+2, int(y)+2))
	}
	box = box.Intersect(r.img.Rect)
	// Ray direction through pixel (x, y): d0 + x*dx + y*dy.
	inv := 1 / p.focal
	dx := p.right.scale(inv)
	dy := p.up.scale(-inv)
	d0 := p.back.scale(-1).sub(dx.scale(p.cx)).sub(dy.scale(p.cy))
	h := floorY - p.eye[1]
	// The shadow is smooth: evaluate it on a grid every shadowStep pixels
	// and interpolate bilinearly in between.
	const shadowStep = 4
	cols := box.Dx()/shadowStep + 2
	if cap(r.shadowGrid) < 2*cols {
		r.shadowGrid = make([]float64, 2*cols)
	}
	prev, next := r.shadowGrid[:cols], r.shadowGrid[cols:2*cols]
	// sample fills out with the shadow's alpha along pixel row y. The
	// camera's right vector is horizontal, so the ray's vertical component,
	// and with it the distance t to the floor, is the same along a row: the
	// floor point moves by a fixed step per sample.
	sample := func(out []float64, y int) {
		d := d0.add(dy.scale(float64(y) + 0.5)).add(dx.scale(float64(box.Min.X) + 0.5))
		if d[1] >= 0 { // the ray never comes down to the floor
			clear(out)
			return
		}
		t := h / d[1]
		u, v := p.eye[0]+t*d[0], p.eye[2]+t*d[2]
		du, dv := t*dx[0]*shadowStep, t*dx[2]*shadowStep
		const reach = 1 + shadowSoft // beyond it the shadow has faded out
		for i := range out {
			if math.Abs(u) >= reach || math.Abs(v) >= reach {
				out[i] = 0
			} else {
				out[i] = shadowAlpha * (1 - smoothstep(-0.15, shadowSoft, roundedBoxDist(u, v, 1, 0.3)))
			}
			u, v = u+du, v+dv
		}
	}
	sample(prev, box.Min.Y)
	for yb := box.Min.Y; yb < box.Max.Y; yb += shadowStep {
		sample(next, yb+shadowStep)
		for y := yb; y < min(yb+shadowStep, box.Max.Y); y++ {
			fy := float64(y-yb) / shadowStep
			row := r.bg[y*r.img.Stride:]
			for i := 0; i+1 < cols; i++ {
				a0 := prev[i] + (next[i]-prev[i])*fy
				a1 := prev[i+1] + (next[i+1]-prev[i+1])*fy
				if a0 <= 1.0/512 && a1 <= 1.0/512 {
					continue
				}
				// The kept fraction 1-a in 16.16 fixed point, stepped
				// along the cell: this loop runs for every shadow
				// pixel of every frame while the camera moves.
				kf := int32(((1-a0)*256 + 0.5) * 65536)
				dk := int32(-(a1 - a0) * 256 * 65536 / shadowStep)
				x0 := box.Min.X + i*shadowStep
				for x := x0; x < min(x0+shadowStep, box.Max.X); x, kf = x+1, kf+dk {
					k := uint32(kf >> 16)
					px := row[4*x : 4*x+4 : 4*x+4]
					px[0] = uint8(uint32(px[0]) * k >> 8)
					px[1] = uint8(uint32(px[1]) * k >> 8)
					px[2] = uint8(uint32(px[2]) * k >> 8)
					px[3] = uint8((uint32(px[3])*k + 255*(256-k)) >> 8)
				}
			}
		}
		prev, next = next, prev
	}
	return box
}

// roundedBoxDist is the signed distance from (u, v) to a square of
// half-size half with corners rounded by rad (negative inside).
func roundedBoxDist(u, v, half, rad float64) float64 {
	qx, qy := math.Abs(u)-(half-rad), math.Abs(v)-(half-rad)
	ox, oy := max(qx, 0), max(qy, 0)
	return math.Sqrt(ox*ox+oy*oy) + min(max(qx, qy), 0) - rad
}

func smoothstep(e0, e1, x float64) float64 {
	t := (x - e0) / (e1 - e0)
	t = max(0, min(1, t))
	return t * t * (3 - 2*t)
}
