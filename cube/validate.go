package cube

import (
	"fmt"
	"strings"
)

// StandardCubies validates a 2x2x2 or 3x3x3 cube and reads it for a
// cubie-level solver in one pass: the cubie state of the cube turned into
// standard orientation (see Standardize), and the rotation that turns it so.
// Its errors are Validate's.
func (c *Cube) StandardCubies() (Cubies, Alg, error) {
	if c.n != 2 && c.n != 3 {
		return SolvedCubies, nil, fmt.Errorf("cubie view needs a 2x2x2 or 3x3x3 cube, not %dx%dx%d", c.n, c.n, c.n)
	}
	if err := c.countColours(); err != nil {
		return SolvedCubies, nil, err
	}
	return c.standardCubies()
}

// standardCubies is StandardCubies once the colours are counted.
func (c *Cube) standardCubies() (Cubies, Alg, error) {
	std := c.Clone()
	rot, err := std.Standardize()
	if err != nil {
		return SolvedCubies, nil, err
	}
	cc, err := std.Cubies()
	if err != nil {
		return SolvedCubies, nil, err
	}
	if err := cc.Verify(c.n == 3); err != nil {
		return SolvedCubies, nil, err
	}
	return cc, rot, nil
}

// Validate checks that the facelets are a state reachable by turning: each
// colour on N² stickers, every piece a real piece appearing once, corner twist,
// edge flip and permutation parity consistent. Each broken rule gives its own
// error (see ErrColourCount and friends). For cubes above 3x3x3 it checks the
// corners, the middle edges and centres of odd cubes as a 3x3x3, and that
// every edge wing and centre orbit holds the right pieces.
func (c *Cube) Validate() error {
	if err := c.countColours(); err != nil {
		return err
	}
	n := c.n
	if n == 1 {
		return nil
	}
	if n == 2 || n == 3 {
		_, _, err := c.standardCubies()
		return err
	}
	std := c.Clone()
	if _, err := std.Standardize(); err != nil {
		return err
	}
	if err := std.validateCentres(); err != nil {
		return err
	}
	if err := std.validateWings(); err != nil {
		return err
	}
	sk := std.skeleton()
	cc, err := sk.Cubies()
	if err != nil {
		return err
	}
	return cc.Verify(n%2 == 1)
}

// skeleton returns the 3x3x3 (odd N) or 2x2x2 (even N) made of the corners,
// middle edges and middle centres.
func (c *Cube) skeleton() *Cube {
	n := c.n
	m := 2
	if n%2 == 1 {
		m = 3
	}
	sk := MustNew(m)
	for f := Face(0); f < 6; f++ {
		for r := 0; r < m; r++ {
			for col := 0; col < m; col++ {
				sr, sc := r*(n-1)/(m-1), col*(n-1)/(m-1)
				sk.Set(f, r, col, c.At(f, sr, sc))
			}
		}
	}
	return sk
}

// Standardize turns the whole cube into a standard orientation and returns the
// rotation used: for odd N the centres show their own colours (U centre on U,
// F centre on F); for even N the D-B-L corner sits at DBL with its D sticker
// down, as the 2x2 solvers fix it. It errors if no orientation does that,
// which means the centres or that corner are impossible.
func (c *Cube) Standardize() (Alg, error) {
	if c.n == 1 {
		return nil, nil
	}
	t := c.Clone()
	for _, rot := range orientations {
		t.CopyFrom(c)
		t.mustApplyAlg(rot)
		if t.standard() {
			c.CopyFrom(t)
			return rot, nil
		}
	}
	if c.n%2 == 1 {
		m := c.n / 2
		return nil, fmt.Errorf("%w: centres U%s L%s F%s R%s B%s D%s are not the centres of any cube orientation", ErrPiece,
			c.At(U, m, m), c.At(L, m, m), c.At(F, m, m), c.At(R, m, m), c.At(B, m, m), c.At(D, m, m))
	}
	return nil, fmt.Errorf("%w: no corner shows the D, B and L colours in a possible arrangement", ErrPiece)
}

func (c *Cube) standard() bool {
	if c.n%2 == 1 {
		m := c.n / 2
		for f := Face(0); f < 6; f++ {
			if c.At(f, m, m) != f {
				return false
			}
		}
		return true
	}
	idx := CornerFacelets(c.n, DBL)
	return c.f[idx[0]] == D && c.f[idx[1]] == B && c.f[idx[2]] == L
}

// validateCentres checks that each orbit of centre pieces (the 24 stickers a
// centre position visits under turns) holds four of each colour.
func (c *Cube) validateCentres() error {
	n := c.n
	for r := 1; r < n-1; r++ {
		for col := 1; col < n-1; col++ {
			// Visit each orbit once, from its representative in the top-left quadrant.
			if 2*r > n-1 || 2*col > n-1 || (2*r == n-1 && 2*col == n-1) {
				continue
			}
			var count [6]int
			for f := Face(0); f < 6; f++ {
				rr, cc := r, col
				for q := 0; q < 4; q++ {
					count[c.At(f, rr, cc)]++
					rr, cc = cc, n-1-rr
				}
			}
			for f, k := range count {
				if k != 4 {
					return fmt.Errorf("%w: the centre orbit of position (%d,%d) holds %d stickers of colour %s, want 4", ErrPiece, r+1, col+1, k, Face(f))
				}
			}
		}
	}
	return nil
}

// wingFacelets returns the two facelets of the wing at index j (0 < j < N-1)
// along edge e's reference sticker row or column; the second sticker is found
// through the cubie's position so both belong to the same piece.
func wingFacelets(n int, e Edge, j int) [2]int {
	ref := edgeStickers[e][0]
	f, r, col := ref.at(n)
	if ref.r == 1 {
		r = j
	} else {
		col = j
	}
	p := Position(n, f, r, col)
	for a := range p {
		p[a] = clampCoord(p[a], n)
	}
	other := edgeStickers[e][1].f
	for a, v := range normal[other] {
		if v != 0 {
			p[a] = v * n
		}
	}
	of, or, oc := stickerAt(n, p)
	return [2]int{int(f)*n*n + r*n + col, int(of)*n*n + or*n + oc}
}

// validateWings checks that every orbit of edge wings holds each of its 24
// pieces exactly once; wings cannot be flipped in place, so reading a wing's
// colours in a fixed handedness identifies it.
func (c *Cube) validateWings() error {
	n := c.n
	solved := MustNew(n)
	for j := 1; 2*j < n-1; j++ {
		want := map[[2]Face]int{}
		for e := Edge(0); e < 12; e++ {
			for _, k := range []int{j, n - 1 - j} {
				want[solved.wingKey(e, k)]++
			}
		}
		got := map[[2]Face]int{}
		for e := Edge(0); e < 12; e++ {
			for _, k := range []int{j, n - 1 - j} {
				key := c.wingKey(e, k)
				if want[key] == 0 {
					return fmt.Errorf("%w: the edge wing at %s (layer %d) shows %s%s, which no wing there can show", ErrPiece, e, k+1, key[0], key[1])
				}
				got[key]++
				if got[key] > want[key] {
					return fmt.Errorf("%w: edge wing %s%s appears twice in orbit %d (one wing is flipped or duplicated)", ErrFlip, key[0], key[1], j+1)
				}
			}
		}
	}
	return nil
}

// wingKey reads a wing's colours, reversing the order for the far half of
// the edge so that a wing reads the same wherever it travels.
func (c *Cube) wingKey(e Edge, k int) [2]Face {
	idx := wingFacelets(c.n, e, k)
	a, b := c.f[idx[0]], c.f[idx[1]]
	if c.wingFar(e, k) {
		a, b = b, a
	}
	return [2]Face{a, b}
}

// wingFar reports on which side of the edge's midpoint wing k lies, measured
// along the cross product of its two stickers' normals. Turns are rotations,
// which preserve cross products, so a wing keeps its side wherever it goes.
func (c *Cube) wingFar(e Edge, k int) bool {
	n := c.n
	idx := wingFacelets(n, e, k)
	fa, fb := Face(idx[0]/(n*n)), Face(idx[1]/(n*n))
	na, nb := normal[fa], normal[fb]
	d := [3]int{na[1]*nb[2] - na[2]*nb[1], na[2]*nb[0] - na[0]*nb[2], na[0]*nb[1] - na[1]*nb[0]}
	p := Position(n, fa, (idx[0]%(n*n))/n, idx[0]%n)
	return p[0]*d[0]+p[1]*d[1]+p[2]*d[2] > 0
}

// countColours checks that each colour is on N² stickers.
func (c *Cube) countColours() error {
	n := c.n
	var count [6]int
	for _, v := range c.f {
		if v > D {
			return fmt.Errorf("%w: facelet value %d is not a colour", ErrColourCount, v)
		}
		count[v]++
	}
	var wrong []string
	for f, k := range count {
		if k != n*n {
			wrong = append(wrong, fmt.Sprintf("the %s colour on %d", Face(f), k))
		}
	}
	if wrong != nil {
		return fmt.Errorf("%w: %s stickers; each colour belongs on %d", ErrColourCount, strings.Join(wrong, ", "), n*n)
	}
	return nil
}
