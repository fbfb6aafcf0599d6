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
func (c *Cube) turn(f Face, lo, hi, turns int) { turnLayers(c.f, c.n, f, lo, hi, turns) }

// turnLayers turns layers lo..hi (counted from face f) of the N=n stickers
// s clockwise seen from f, turns quarter turns: on the cube's colours, and
// on the labels FaceletPermutation follows.
func turnLayers[T any](s []T, n int, f Face, lo, hi, turns int) {
	turns &= 3
	if turns == 0 {
		return
	}
	axis := f.Axis()
	if !f.Positive() {
		// Layer k from a negative face is layer N+1-k from the positive one,
		// and its clockwise is the positive face's anticlockwise.
		lo, hi = n+1-hi, n+1-lo
		turns = 4 - turns
	}
	t := tablesFor(n)
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

// FaceletPermutation returns where each sticker of an NxNxN cube comes
// from after the moves a: facelet i (in Facelets order) then shows what
// facelet perm[i] showed before. Solvers build their piece move tables
// from it. A move that does not exist on the cube is an error.
func FaceletPermutation(n int, a Alg) ([]int, error) {
	if _, err := New(n); err != nil {
		return nil, err
	}
	perm := make([]int, 6*n*n)
	for i := range perm {
		perm[i] = i
	}
	for _, m := range a {
		lo, hi, err := m.Layers(n)
		if err != nil {
			return nil, err
		}
		turnLayers(perm, n, m.Face, lo, hi, m.Turns)
	}
	return perm, nil
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

// FaceletError reports a bad facelet string and where the problem is.
type FaceletError struct {
	Pos int // 1-based position (in characters) of the offending letter, or one past the end when letters are missing
	Msg string
}

func (e *FaceletError) Error() string {
	return fmt.Sprintf("facelets: at position %d: %s", e.Pos, e.Msg)
}

// faceletLetters is a facelet string with whitespace removed, remembering
// where each letter stood in the input so errors can point at it.
type faceletLetters struct {
	letters []rune
	pos     []int // 1-based position of each letter in the input
	end     int   // position just past the input's last character
}

func readFaceletLetters(str string) faceletLetters {
	var fl faceletLetters
	i := 0
	for _, r := range str {
		i++
		switch r {
		case ' ', '\t', '\n', '\r':
			continue
		}
		fl.letters = append(fl.letters, r)
		fl.pos = append(fl.pos, i)
	}
	fl.end = i + 1
	return fl
}

// size returns N for the letter count, or an error pointing at the first
// letter too many for the nearest smaller cube, or at the end of the string
// when letters are missing for the nearest larger one.
func (fl faceletLetters) size() (int, error) {
	count := len(fl.letters)
	if n, err := SizeForFacelets(count); err == nil {
		return n, nil
	}
	const sizes = "a cube has 6·N² stickers: 6 for 1x1, 24 for 2x2, 54 for 3x3, 96 for 4x4, ..."
	if count == 0 {
		return 0, &FaceletError{Pos: fl.end, Msg: "no letters; " + sizes}
	}
	if max := 6 * MaxN * MaxN; count > max {
		return 0, &FaceletError{Pos: fl.pos[max], Msg: fmt.Sprintf("%d letters, more than the largest cube (%dx%dx%d, %d letters) has", count, MaxN, MaxN, MaxN, max)}
	}
	n := 0
	for 6*(n+1)*(n+1) < count {
		n++
	}
	below, above := 6*n*n, 6*(n+1)*(n+1)
	if n > 0 && count-below <= above-count {
		return 0, &FaceletError{Pos: fl.pos[below], Msg: fmt.Sprintf("%d letters, %d more than the %d of a %dx%dx%d (from here on); %s", count, count-below, below, n, n, n, sizes)}
	}
	return 0, &FaceletError{Pos: fl.end, Msg: fmt.Sprintf("%d letters, %d fewer than the %d of a %dx%dx%d; %s", count, above-count, above, n+1, n+1, n+1, sizes)}
}

// ParseFacelets reads a facelet string written with scheme s, faces in
// U L F R B D order. Whitespace is ignored. It checks the letters only; call
// Validate to check that the state can be reached by turning.
func ParseFacelets(str string, s Scheme) (*Cube, error) {
	fl := readFaceletLetters(str)
	for i, r := range fl.letters {
		if _, ok := s.Colour(byte(r)); r > 127 || !ok {
			return nil, &FaceletError{Pos: fl.pos[i], Msg: fmt.Sprintf("%q is not a colour letter of scheme %s (U L F R B D)", r, string(s[:]))}
		}
	}
	n, err := fl.size()
	if err != nil {
		return nil, err
	}
	c := MustNew(n)
	for i, r := range fl.letters {
		c.f[i], _ = s.Colour(byte(r))
	}
	return c, nil
}
