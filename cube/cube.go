package cube

import (
	"fmt"
	"strings"
)

// Cube is the state of an NxNxN cube as 6·N² facelets. Facelet i belongs to
// face i/(N·N), row (i%(N·N))/N and column i%N, each face read row by row as
// seen from outside with U on top (U seen from above with B at the top, D
// seen from below with F at the top). Its value is the colour, named by the
// face that colour belongs to on a solved cube.
type Cube struct {
	n int
	f []Face
}

// New returns a solved NxNxN cube, 1 <= n <= MaxN.
func New(n int) (*Cube, error) {
	if n < 1 || n > MaxN {
		return nil, fmt.Errorf("cube size %d out of range 1..%d", n, MaxN)
	}
	c := &Cube{n: n, f: make([]Face, 6*n*n)}
	c.Reset()
	return c, nil
}

// MustNew is New for sizes known to be valid; it panics otherwise.
func MustNew(n int) *Cube {
	c, err := New(n)
	if err != nil {
		panic(err)
	}
	return c
}

// N returns the cube's size.
func (c *Cube) N() int { return c.n }

// Reset returns the cube to the solved state.
func (c *Cube) Reset() {
	nn := c.n * c.n
	for i := range c.f {
		c.f[i] = Face(i / nn)
	}
}

// Clone returns an independent copy.
func (c *Cube) Clone() *Cube {
	return &Cube{n: c.n, f: append([]Face(nil), c.f...)}
}

// CopyFrom makes c equal to o, reusing c's storage where the sizes match.
func (c *Cube) CopyFrom(o *Cube) {
	if cap(c.f) < len(o.f) {
		c.f = make([]Face, len(o.f))
	}
	c.n = o.n
	c.f = c.f[:len(o.f)]
	copy(c.f, o.f)
}

// Facelets returns the facelets; the slice is the cube's own storage and must
// not be modified.
func (c *Cube) Facelets() []Face { return c.f }

// Index returns the facelet index of sticker (face, row, col).
func (c *Cube) Index(f Face, row, col int) int { return int(f)*c.n*c.n + row*c.n + col }

// At returns the colour of sticker (face, row, col).
func (c *Cube) At(f Face, row, col int) Face { return c.f[c.Index(f, row, col)] }

// Set changes the colour of sticker (face, row, col); used by editors.
func (c *Cube) Set(f Face, row, col int, colour Face) { c.f[c.Index(f, row, col)] = colour }

// IsSolved reports whether every face shows a single colour, in any orientation.
func (c *Cube) IsSolved() bool {
	nn := c.n * c.n
	for face := 0; face < 6; face++ {
		first := c.f[face*nn]
		for _, v := range c.f[face*nn : (face+1)*nn] {
			if v != first {
				return false
			}
		}
	}
	return true
}

// Equal reports whether two cubes have the same size and facelets.
func (c *Cube) Equal(o *Cube) bool {
	if c.n != o.n {
		return false
	}
	for i, v := range c.f {
		if o.f[i] != v {
			return false
		}
	}
	return true
}

// EqualUpToRotation reports whether o is c seen in some whole-cube orientation.
func (c *Cube) EqualUpToRotation(o *Cube) bool {
	if c.n != o.n {
		return false
	}
	t := c.Clone()
	for _, rot := range Orientations() {
		t.CopyFrom(c)
		t.mustApplyAlg(rot)
		if t.Equal(o) {
			return true
		}
	}
	return false
}

// Apply turns one move. A move that does not exist on this cube (a layer
// beyond N, a slice on a 2x2) is an error and leaves the cube unchanged.
func (c *Cube) Apply(m Move) error {
	lo, hi, err := m.Layers(c.n)
	if err != nil {
		return err
	}
	c.turn(m.Face, lo, hi, m.Turns)
	return nil
}

// ApplyAlg turns every move of a in order. If any move does not exist on this
// cube, nothing is turned and the error names the move.
func (c *Cube) ApplyAlg(a Alg) error {
	for _, m := range a {
		if _, _, err := m.Layers(c.n); err != nil {
			return err
		}
	}
	c.mustApplyAlg(a)
	return nil
}

// ApplyString parses notation and applies it; see ParseAlg.
func (c *Cube) ApplyString(s string) error {
	a, err := ParseAlg(s, c.n)
	if err != nil {
		return err
	}
	return c.ApplyAlg(a)
}

func (c *Cube) mustApplyAlg(a Alg) {
	for _, m := range a {
		lo, hi, err := m.Layers(c.n)
		if err != nil {
			panic(err)
		}
		c.turn(m.Face, lo, hi, m.Turns)
	}
}

// turn applies layers lo..hi counted from face f, turns quarter turns clockwise
// as seen from f.
func (c *Cube) turn(f Face, lo, hi, turns int) {
	turns &= 3
	if turns == 0 {
		return
	}
	axis := f.Axis()
	if !f.Positive() {
		// Layer k from a negative face is layer N+1-k from the positive one,
		// and its clockwise is the positive face's anticlockwise.
		lo, hi = c.n+1-hi, c.n+1-lo
		turns = 4 - turns
	}
	t := tablesFor(c.n)
	s := c.f
	for k := lo; k <= hi; k++ {
		cyc := t.cycles[axis][k-1]
		switch turns {
		case 1:
			for _, q := range cyc {
				s[q[0]], s[q[1]], s[q[2]], s[q[3]] = s[q[3]], s[q[0]], s[q[1]], s[q[2]]
			}
		case 2:
			for _, q := range cyc {
				s[q[0]], s[q[1]], s[q[2]], s[q[3]] = s[q[2]], s[q[3]], s[q[0]], s[q[1]]
			}
		case 3:
			for _, q := range cyc {
				s[q[0]], s[q[1]], s[q[2]], s[q[3]] = s[q[1]], s[q[2]], s[q[3]], s[q[0]]
			}
		}
	}
}

// String writes the cube with DefaultScheme letters, faces in U L F R B D order.
func (c *Cube) String() string { return c.Format(DefaultScheme) }

// Format writes the cube with the scheme's letters, faces in U L F R B D order.
func (c *Cube) Format(s Scheme) string {
	b := make([]byte, len(c.f))
	for i, v := range c.f {
		b[i] = s[v]
	}
	return string(b)
}

// Net draws the cube as a text net: U above, L F R B in a row, D below.
func (c *Cube) Net(s Scheme) string {
	n := c.n
	var sb strings.Builder
	pad := strings.Repeat(" ", n+1)
	row := func(f Face, r int) {
		for col := 0; col < n; col++ {
			sb.WriteByte(s[c.At(f, r, col)])
		}
	}
	for r := 0; r < n; r++ {
		sb.WriteString(pad)
		row(U, r)
		sb.WriteByte('\n')
	}
	for r := 0; r < n; r++ {
		for i, f := range []Face{L, F, R, B} {
			if i > 0 {
				sb.WriteByte(' ')
			}
			row(f, r)
		}
		sb.WriteByte('\n')
	}
	for r := 0; r < n; r++ {
		sb.WriteString(pad)
		row(D, r)
		sb.WriteByte('\n')
	}
	return sb.String()
}

// SizeForFacelets returns N for a facelet string of the given length, or an
// error if no cube has that many stickers.
func SizeForFacelets(length int) (int, error) {
	for n := 1; n <= MaxN; n++ {
		if 6*n*n == length {
			return n, nil
		}
	}
	return 0, fmt.Errorf("facelet string has %d letters; a cube has 6·N² (24 for 2x2, 54 for 3x3, 96 for 4x4, ...)", length)
}

// FaceletError reports a bad letter in a facelet string.
type FaceletError struct {
	Pos int // 1-based position of the offending letter, 0 if about the whole string
	Msg string
}

func (e *FaceletError) Error() string {
	if e.Pos == 0 {
		return "facelets: " + e.Msg
	}
	return fmt.Sprintf("facelets: at position %d: %s", e.Pos, e.Msg)
}

// ParseFacelets reads a facelet string written with scheme s, faces in
// U L F R B D order. Whitespace is ignored. It checks the letters only; call
// Validate to check that the state can be reached by turning.
func ParseFacelets(str string, s Scheme) (*Cube, error) {
	letters := make([]byte, 0, len(str))
	positions := make([]int, 0, len(str))
	for i, r := range []rune(str) {
		switch r {
		case ' ', '\t', '\n', '\r':
			continue
		}
		if r > 127 {
			return nil, &FaceletError{Pos: i + 1, Msg: fmt.Sprintf("%q is not a colour letter of scheme %s", r, string(s[:]))}
		}
		letters = append(letters, byte(r))
		positions = append(positions, i+1)
	}
	n, err := SizeForFacelets(len(letters))
	if err != nil {
		return nil, &FaceletError{Msg: err.Error()}
	}
	c := MustNew(n)
	for i, b := range letters {
		f, ok := s.Colour(b)
		if !ok {
			return nil, &FaceletError{Pos: positions[i], Msg: fmt.Sprintf("%q is not a colour letter of scheme %s (U L F R B D)", b, string(s[:]))}
		}
		c.f[i] = f
	}
	return c, nil
}
