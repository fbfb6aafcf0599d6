package render

import "math"

// vec is a point or direction in 3D. x points to R, y to U, z to F, as in
// the cube package.
type vec [3]float64

func (a vec) add(b vec) vec       { return vec{a[0] + b[0], a[1] + b[1], a[2] + b[2]} }
func (a vec) sub(b vec) vec       { return vec{a[0] - b[0], a[1] - b[1], a[2] - b[2]} }
func (a vec) scale(s float64) vec { return vec{a[0] * s, a[1] * s, a[2] * s} }
func (a vec) dot(b vec) float64   { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }
func (a vec) cross(b vec) vec {
	return vec{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
}

// axisVec is the unit vector along axis, negated when neg.
func axisVec(axis int, neg bool) vec {
	var v vec
	v[axis] = 1
	if neg {
		v[axis] = -1
	}
	return v
}

// rotation turns vectors about a coordinate axis; the zero value, not
// active, leaves them alone (its cos 0 is never read).
type rotation struct {
	axis     int
	cos, sin float64
	active   bool
}

// rotAbout returns the rotation by theta radians, counter-clockwise seen
// from the positive end of axis.
func rotAbout(axis int, theta float64) rotation {
	return rotation{axis: axis, cos: math.Cos(theta), sin: math.Sin(theta), active: true}
}

func (r rotation) apply(p vec) vec {
	if !r.active {
		return p
	}
	c, s := r.cos, r.sin
	x, y, z := p[0], p[1], p[2]
	switch r.axis {
	case 0:
		return vec{x, y*c - z*s, y*s + z*c}
	case 1:
		return vec{x*c + z*s, y, -x*s + z*c}
	default:
		return vec{x*c - y*s, x*s + y*c, z}
	}
}

// inverse undoes r.
func (r rotation) inverse() rotation {
	r.sin = -r.sin
	return r
}
