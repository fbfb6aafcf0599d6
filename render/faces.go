package render

import "cubelab/cube"

// faceFrame places a cube face in space: its outward normal, the direction
// in which its columns increase (a) and the direction "up" on it as seen
// (b, rows increase the other way). It matches cube.Position.
type faceFrame struct{ normal, a, b vec }

var frames = [6]faceFrame{
	cube.U: {vec{0, 1, 0}, vec{1, 0, 0}, vec{0, 0, -1}},
	cube.L: {vec{-1, 0, 0}, vec{0, 0, 1}, vec{0, 1, 0}},
	cube.F: {vec{0, 0, 1}, vec{1, 0, 0}, vec{0, 1, 0}},
	cube.R: {vec{1, 0, 0}, vec{0, 0, -1}, vec{0, 1, 0}},
	cube.B: {vec{0, 0, -1}, vec{-1, 0, 0}, vec{0, 1, 0}},
	cube.D: {vec{0, -1, 0}, vec{1, 0, 0}, vec{0, 0, 1}},
}

// faceOf returns the cube face on the given side of an axis.
func faceOf(axis int, neg bool) cube.Face {
	pos := [3]cube.Face{cube.R, cube.U, cube.F}
	negs := [3]cube.Face{cube.L, cube.D, cube.B}
	if neg {
		return negs[axis]
	}
	return pos[axis]
}

// stickerCentre returns the centre of sticker (f, row, col) in doubled
// coordinates (the cube spans -n..n), like cube.Position.
func stickerCentre(n int, f cube.Face, row, col int) vec {
	fr := &frames[f]
	return fr.normal.scale(float64(n)).
		add(fr.a.scale(float64(-(n - 1) + 2*col))).
		add(fr.b.scale(float64((n - 1) - 2*row)))
}

// stickerAt returns the row and column of the sticker of face f under the
// point p (doubled coordinates) on that face's plane.
func stickerAt(n int, f cube.Face, p vec) (row, col int) {
	fr := &frames[f]
	a, b := p.dot(fr.a), p.dot(fr.b)
	col = clampInt(int(floorDiv2(a+float64(n))), 0, n-1)
	row = clampInt(int(floorDiv2(float64(n)-b)), 0, n-1)
	return row, col
}

func floorDiv2(x float64) float64 {
	if x < 0 {
		return -1
	}
	return float64(int(x / 2))
}

func clampInt(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}
