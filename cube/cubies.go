package cube

import (
	"errors"
	"fmt"
)

// Corner names a corner position (and the corner cubie that belongs there),
// in the order Kociemba-family solvers use.
type Corner uint8

// Corner positions.
const (
	URF Corner = iota
	UFL
	ULB
	UBR
	DFR
	DLF
	DBL
	DRB
)

var cornerNames = [8]string{"URF", "UFL", "ULB", "UBR", "DFR", "DLF", "DBL", "DRB"}

func (c Corner) String() string { return cornerNames[c] }

// Edge names an edge position (and the edge cubie that belongs there).
type Edge uint8

// Edge positions.
const (
	UR Edge = iota
	UF
	UL
	UB
	DR
	DF
	DL
	DB
	FR
	FL
	BL
	BR
)

var edgeNames = [12]string{"UR", "UF", "UL", "UB", "DR", "DF", "DL", "DB", "FR", "FL", "BL", "BR"}

func (e Edge) String() string { return edgeNames[e] }

// sticker is a face, row and column with rows and columns given as 0 (first),
// 1 (middle) or 2 (last), resolved against N by at.
type sticker struct {
	f    Face
	r, c int
}

func (s sticker) at(n int) (Face, int, int) {
	res := func(v int) int {
		switch v {
		case 0:
			return 0
		case 2:
			return n - 1
		}
		return (n - 1) / 2
	}
	return s.f, res(s.r), res(s.c)
}

// cornerStickers lists each corner's stickers clockwise, the U or D sticker first.
var cornerStickers = [8][3]sticker{
	URF: {{U, 2, 2}, {R, 0, 0}, {F, 0, 2}},
	UFL: {{U, 2, 0}, {F, 0, 0}, {L, 0, 2}},
	ULB: {{U, 0, 0}, {L, 0, 0}, {B, 0, 2}},
	UBR: {{U, 0, 2}, {B, 0, 0}, {R, 0, 2}},
	DFR: {{D, 0, 2}, {F, 2, 2}, {R, 2, 0}},
	DLF: {{D, 0, 0}, {L, 2, 2}, {F, 2, 0}},
	DBL: {{D, 2, 0}, {B, 2, 2}, {L, 2, 0}},
	DRB: {{D, 2, 2}, {R, 2, 2}, {B, 2, 0}},
}

// edgeStickers lists each edge's two stickers, the reference (U/D, else F/B) first.
var edgeStickers = [12][2]sticker{
	UR: {{U, 1, 2}, {R, 0, 1}},
	UF: {{U, 2, 1}, {F, 0, 1}},
	UL: {{U, 1, 0}, {L, 0, 1}},
	UB: {{U, 0, 1}, {B, 0, 1}},
	DR: {{D, 1, 2}, {R, 2, 1}},
	DF: {{D, 0, 1}, {F, 2, 1}},
	DL: {{D, 1, 0}, {L, 2, 1}},
	DB: {{D, 2, 1}, {B, 2, 1}},
	FR: {{F, 1, 2}, {R, 1, 0}},
	FL: {{F, 1, 0}, {L, 1, 2}},
	BL: {{B, 1, 2}, {L, 1, 0}},
	BR: {{B, 1, 0}, {R, 1, 2}},
}

// CornerFacelets returns the facelet indices of a corner's stickers on an
// NxNxN cube, U/D sticker first, then clockwise.
func CornerFacelets(n int, c Corner) [3]int {
	var out [3]int
	for i, s := range cornerStickers[c] {
		f, r, col := s.at(n)
		out[i] = int(f)*n*n + r*n + col
	}
	return out
}

// EdgeFacelets returns the facelet indices of an edge's middle stickers on an
// odd NxNxN cube (for N = 3 the only ones), reference sticker first.
func EdgeFacelets(n int, e Edge) [2]int {
	var out [2]int
	for i, s := range edgeStickers[e] {
		f, r, col := s.at(n)
		out[i] = int(f)*n*n + r*n + col
	}
	return out
}

// Cubies is a 3x3x3 (or, ignoring edges, 2x2x2) state at the cubie level, as
// in Kociemba's solver: CP[i] is the corner cubie at position i, CO[i] its
// twist (0..2, clockwise steps from its U/D sticker being on U/D), EP and EO
// the same for edges (EO 0..1). It is the cubie kernel every 2x2x2 and
// 3x3x3 solver shares: read it from facelets with Cube.Cubies (or
// Cube.StandardCubies, which also validates), write it back with Facelets,
// and compose, invert and turn it with Mul, Inverse and Apply
// (cubiealg.go); solvers number their own coordinates on top.
type Cubies struct {
	CP [8]Corner
	CO [8]uint8
	EP [12]Edge
	EO [12]uint8
}

// SolvedCubies is the solved cubie state.
var SolvedCubies = Cubies{
	CP: [8]Corner{0, 1, 2, 3, 4, 5, 6, 7},
	EP: [12]Edge{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11},
}

// Errors that Validate and Cubies wrap; test with errors.Is.
var (
	ErrColourCount = errors.New("wrong colour count")
	ErrPiece       = errors.New("impossible piece")
	ErrCentres     = errors.New("centres not in standard orientation")
	ErrTwist       = errors.New("corner twist")
	ErrFlip        = errors.New("edge flip")
	ErrParity      = errors.New("permutation parity")
)

// Cubies reads the cubie state of a 2x2x2 or 3x3x3 cube. A 3x3x3 must have its
// centres in standard orientation (U centre on U, F centre on F); see
// Standardize. For a 2x2x2 the edges are left solved. Errors name the
// impossible piece; it does not check twist, flip or parity (Verify does).
func (c *Cube) Cubies() (Cubies, error) {
	if c.n == 3 {
		for f := Face(0); f < 6; f++ {
			if got := c.At(f, 1, 1); got != f {
				return SolvedCubies, fmt.Errorf("%w: the %s centre shows colour %s; rotate the cube first", ErrCentres, f, got)
			}
		}
	}
	return c.PiecesInPlace()
}

// PiecesInPlace reads the cubie state of a 2x2x2 or 3x3x3 cube by where its
// corners and edges sit, whatever the centres show: after a slice turn (M, E,
// S) it says what the turn did to the edges. Cubies is this plus the check
// that the centres are home, which a state meant for solving needs.
func (c *Cube) PiecesInPlace() (Cubies, error) {
	n := c.n
	cc := SolvedCubies
	if n != 2 && n != 3 {
		return cc, fmt.Errorf("cubie view needs a 2x2x2 or 3x3x3 cube, not %dx%dx%d", n, n, n)
	}
	var seenC [8]bool
	for pos := Corner(0); pos < 8; pos++ {
		idx := CornerFacelets(n, pos)
		col := [3]Face{c.f[idx[0]], c.f[idx[1]], c.f[idx[2]]}
		var found bool
		cc.CP[pos], cc.CO[pos], found = identifyCorner(col)
		if !found {
			return cc, fmt.Errorf("%w: the corner at %s has colours %s%s%s, which no corner has", ErrPiece, pos, col[0], col[1], col[2])
		}
		if seenC[cc.CP[pos]] {
			return cc, fmt.Errorf("%w: corner %s appears twice (second time at %s)", ErrPiece, cc.CP[pos], pos)
		}
		seenC[cc.CP[pos]] = true
	}
	if n == 2 {
		return cc, nil
	}
	var seenE [12]bool
	for pos := Edge(0); pos < 12; pos++ {
		idx := EdgeFacelets(n, pos)
		a, b := c.f[idx[0]], c.f[idx[1]]
		var found bool
		cc.EP[pos], cc.EO[pos], found = identifyEdge(a, b)
		if !found {
			return cc, fmt.Errorf("%w: the edge at %s has colours %s%s, which no edge has", ErrPiece, pos, a, b)
		}
		if seenE[cc.EP[pos]] {
			return cc, fmt.Errorf("%w: edge %s appears twice (second time at %s)", ErrPiece, cc.EP[pos], pos)
		}
		seenE[cc.EP[pos]] = true
	}
	return cc, nil
}

// identifyCorner names the corner cubie showing colours col (read from the
// position's U/D sticker clockwise) and its twist; false if no cubie has
// those colours in that order. The colours alone decide, whatever way the
// whole cube is turned.
func identifyCorner(col [3]Face) (Corner, uint8, bool) {
	for ori := 0; ori < 3; ori++ {
		if col[ori] != U && col[ori] != D {
			continue
		}
		c1, c2 := col[(ori+1)%3], col[(ori+2)%3]
		for j := Corner(0); j < 8; j++ {
			s := cornerStickers[j]
			if col[ori] == s[0].f && c1 == s[1].f && c2 == s[2].f {
				return j, uint8(ori), true
			}
		}
		break
	}
	return 0, 0, false
}

// identifyEdge names the edge cubie showing colours a (on the position's
// reference sticker) and b, and its flip; false if no cubie has them.
func identifyEdge(a, b Face) (Edge, uint8, bool) {
	for j := Edge(0); j < 12; j++ {
		s := edgeStickers[j]
		switch {
		case a == s[0].f && b == s[1].f:
			return j, 0, true
		case a == s[1].f && b == s[0].f:
			return j, 1, true
		}
	}
	return 0, 0, false
}

// Verify checks that the cubie state can be reached by turning a 3x3x3 (or,
// with edges ignored, a 2x2x2): every piece once, corner twist sum divisible by
// 3, edge flip sum even, and corner and edge permutation parities equal.
func (cc Cubies) Verify(withEdges bool) error {
	var seenC [8]bool
	twist := 0
	for i, p := range cc.CP {
		if p > 7 || seenC[p] {
			return fmt.Errorf("%w: corner %d repeated or out of range at position %s", ErrPiece, p, Corner(i))
		}
		seenC[p] = true
		if cc.CO[i] > 2 {
			return fmt.Errorf("%w: corner twist %d at %s out of range 0..2", ErrTwist, cc.CO[i], Corner(i))
		}
		twist += int(cc.CO[i])
	}
	if twist%3 != 0 {
		return fmt.Errorf("%w: corner twists add up to %d, not a multiple of 3 (one corner is twisted in place)", ErrTwist, twist)
	}
	if !withEdges {
		return nil
	}
	var seenE [12]bool
	flip := 0
	for i, p := range cc.EP {
		if p > 11 || seenE[p] {
			return fmt.Errorf("%w: edge %d repeated or out of range at position %s", ErrPiece, p, Edge(i))
		}
		seenE[p] = true
		if cc.EO[i] > 1 {
			return fmt.Errorf("%w: edge flip %d at %s out of range 0..1", ErrFlip, cc.EO[i], Edge(i))
		}
		flip += int(cc.EO[i])
	}
	if flip%2 != 0 {
		return fmt.Errorf("%w: an odd number of edges is flipped (one edge is flipped in place)", ErrFlip)
	}
	if permParity(cc.CP[:]) != permParity(cc.EP[:]) {
		return fmt.Errorf("%w: corner and edge permutations have different parity (two pieces are swapped)", ErrParity)
	}
	return nil
}

func permParity[T ~uint8](p []T) int {
	par := 0
	for i := 0; i < len(p); i++ {
		for j := i + 1; j < len(p); j++ {
			if p[i] > p[j] {
				par ^= 1
			}
		}
	}
	return par
}

// Facelets writes the cubie state onto a cube of size n (2 or 3); centres of a
// 3x3x3 are standard.
func (cc Cubies) Facelets(n int) (*Cube, error) {
	if n != 2 && n != 3 {
		return nil, fmt.Errorf("cubie state needs a 2x2x2 or 3x3x3 cube, not %dx%dx%d", n, n, n)
	}
	c := MustNew(n)
	for pos := 0; pos < 8; pos++ {
		idx := CornerFacelets(n, Corner(pos))
		piece := cornerStickers[cc.CP[pos]]
		for k := 0; k < 3; k++ {
			c.f[idx[(k+int(cc.CO[pos]))%3]] = piece[k].f
		}
	}
	if n == 3 {
		for pos := 0; pos < 12; pos++ {
			idx := EdgeFacelets(n, Edge(pos))
			piece := edgeStickers[cc.EP[pos]]
			for k := 0; k < 2; k++ {
				c.f[idx[(k+int(cc.EO[pos]))%2]] = piece[k].f
			}
		}
	}
	return c, nil
}
