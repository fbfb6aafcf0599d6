package render

import "math"

// eyeDistance is the distance from the cube's centre to the eye in units of
// the cube's half-size: far enough for a gentle, product-shot perspective.
const eyeDistance = 7.0

// silhouette is roughly the half-extent of the default view's outline in
// units of the cube's half-size; the focal length is set from it so Zoom 1
// fills about 70% of the short side.
const silhouette = 1.34

// projector maps points in unit cube space (the cube spans -1..1) to pixels.
type projector struct {
	right, up, back vec // camera basis; back points from the cube to the eye
	eye             vec
	focal           float64
	cx, cy          float64
}

func newProjector(c Camera, w, h int) projector {
	sy, cyaw := math.Sincos(c.Yaw)
	sp, cp := math.Sincos(c.Pitch)
	p := projector{
		right: vec{cyaw, 0, -sy},
		up:    vec{-sy * sp, cp, -cyaw * sp},
		back:  vec{sy * cp, sp, cyaw * cp},
	}
	p.eye = p.back.scale(eyeDistance)
	short := float64(min(w, h))
	p.focal = clampZoom(c.Zoom) * 0.35 * short * (eyeDistance - 1) / silhouette
	p.cx = float64(w)/2 + c.PanX*float64(w)
	p.cy = float64(h)/2 + c.PanY*float64(h)
	return p
}

// project returns the pixel position of q and its depth along the view.
func (p *projector) project(q vec) (x, y float64) {
	d := eyeDistance - q.dot(p.back)
	if d < 1e-3 {
		d = 1e-3
	}
	s := p.focal / d
	return p.cx + s*q.dot(p.right), p.cy - s*q.dot(p.up)
}

// ray returns the direction from the eye through pixel (x, y).
func (p *projector) ray(x, y float64) vec {
	u := (x - p.cx) / p.focal
	v := -(y - p.cy) / p.focal
	return p.right.scale(u).add(p.up.scale(v)).sub(p.back)
}

// toCamera expresses a world direction in camera coordinates (x right, y up,
// z towards the viewer), for lighting.
func (p *projector) toCamera(n vec) vec {
	return vec{n.dot(p.right), n.dot(p.up), n.dot(p.back)}
}
