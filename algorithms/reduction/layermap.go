package reduction

import "cubelab/cube"

// layerMap views a big cube as a smaller one: small layer i (1-based from
// any face) stands for the big layers span[i-1] (a contiguous range,
// 1-based). The spans are symmetric (the layer k from one face and the one
// k from the opposite face map alike), so a face's rows and columns map the
// same way as its layers, and a small cube's centre sticker stands for the
// big cube's sticker at the mapped row and column. Under such a map the
// small cube's moves, turned into the big layers they stand for, move those
// stickers exactly as the small moves move the small cube's: a table-driven
// solver for the small cube's centres solves the big cube's centres at the
// mapped places.
type layerMap struct {
	small, big int
	span       [][2]int
}

// newLayerMap returns the map whose small layer i covers the big layers
// span[i-1] (1-based, inclusive; gaps are big layers no small move turns).
func newLayerMap(big int, span ...[2]int) layerMap {
	return layerMap{small: len(span), big: big, span: span}
}

// pos is the big cube's row (or column) index, 0-based, standing for the
// small cube's row r: the outer one if r's span holds it (so that the small
// cube's corners and edges are the big cube's), else the middle of the
// span (the centre spans read are single layers or odd ranges whose middle
// is the piece meant).
func (m layerMap) pos(r int) int {
	s := m.span[r]
	switch {
	case s[0] == 1:
		return 0
	case s[1] == m.big:
		return m.big - 1
	}
	return (s[0]+s[1])/2 - 1
}

// cell is the big cube's sticker (row, column) standing for the small
// cube's (r, k). Where a span has an even number of layers off the edge,
// the small piece stands for a bar of big ones and one of them is read (the
// lower middle layer's): the same one of every bar up to the face's
// rotation (the cell is turned into
// one quarter of the face, read there, and turned back), so the stickers
// read form one orbit.
func (m layerMap) cell(r, k int) (int, int) {
	n := m.small
	if r == n/2 && k == n/2 && n%2 == 1 {
		return m.pos(r), m.pos(k)
	}
	q := 0
	for !(r <= k && k < n-1-r) {
		r, k = k, n-1-r // a clockwise quarter turn of the face
		q++
	}
	br, bk := m.pos(r), m.pos(k)
	for ; q > 0; q-- {
		br, bk = m.big-1-bk, br // turned back
	}
	return br, bk
}

// smallCube returns the small cube whose stickers are the big cube's at the
// mapped places. Only its centres mean anything in general: the corners
// and edges are whatever the big cube shows there (a valid cube's when
// the outer spans are single layers and the edge spans line up).
func (m layerMap) smallCube(big *cube.Cube) *cube.Cube {
	c := cube.MustNew(m.small)
	for _, f := range cube.Faces {
		for r := range m.small {
			for k := range m.small {
				br, bk := m.cell(r, k)
				c.Set(f, r, k, big.At(f, br, bk))
			}
		}
	}
	return c
}

// bigAlg turns small-cube moves into the big cube's: each move turns the
// union of its layers' spans, split into contiguous ranges where the spans
// leave gaps (a map may skip the big layers an earlier stage solved).
func (m layerMap) bigAlg(a cube.Alg) cube.Alg {
	var out cube.Alg
	for _, mv := range a {
		lo, hi, err := mv.Layers(m.small)
		if err != nil {
			continue // the small solver's moves exist on its size
		}
		start := -1
		end := -1
		flush := func() {
			if start < 0 {
				return
			}
			b := cube.Move{Face: mv.Face, Lo: start, Hi: end, Turns: mv.Turns}
			if start == 1 && end == m.big {
				b.Hi = 0 // a whole-cube rotation, in its usual form
			}
			out = append(out, b)
			start = -1
		}
		for l := lo; l <= hi; l++ {
			s := m.span[l-1]
			if start >= 0 && s[0] != end+1 {
				flush()
			}
			if start < 0 {
				start = s[0]
			}
			end = s[1]
		}
		flush()
	}
	return out
}
