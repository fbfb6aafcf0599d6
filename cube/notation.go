package cube

import (
	"fmt"
	"strings"
	"unicode"
)

// ParseError reports bad notation with the 1-based column (in characters) of
// the problem.
type ParseError struct {
	Input string
	Col   int
	Msg   string
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("notation: column %d: %s", e.Col, e.Msg)
}

// MaxAlgLength bounds the moves one parse may expand to, so that nested
// repetitions like ((R U)99)99 cannot exhaust memory.
const MaxAlgLength = 100000

// ParseAlg reads standard notation for an NxNxN cube:
//
//	R U' F2 B3 D2'      outer turns; ' inverts, a count repeats
//	2R 3L' 2-3Rw Rw 3Rw layer 2, wide moves (Rw = 2 layers), ranges
//	r u                 2-layer wide moves
//	M E S x y z         slices (inner layers) and whole-cube rotations
//	D₂ 2D₂              subscript form: layer by subscript, then a leading count
//	(R U)3 [R, U] [R: U] groupings, commutators A B A' B', conjugates A B A'
//
// If n > 0 every move must exist on that cube; pass n = 0 to check only the
// syntax.
//
// The input is read twice: first to check it and count the moves it expands
// to (refusing more than MaxAlgLength before any is written, so rejected
// input costs memory and time linear in its length), then to write the moves,
// skipping groups that contribute none, like ((R)99999)0.
func ParseAlg(s string, n int) (Alg, error) {
	p, total, err := check(s, n)
	if err != nil {
		return nil, err
	}
	p.pos, p.expand = 0, true
	p.out = make(Alg, 0, total)
	if _, err := p.seq(0); err != nil {
		return nil, err // cannot happen: the first pass saw the same input
	}
	return p.out, nil
}

// CheckAlg reports whether ParseAlg would accept s and how many moves it
// expands to, without expanding it: its cost is linear in len(s) whatever
// the repetition counts, so servers can check input before queueing for work.
func CheckAlg(s string, n int) (moves int, err error) {
	_, total, err := check(s, n)
	return total, err
}

// check runs the counting pass.
func check(s string, n int) (*parser, int, error) {
	p := &parser{in: []rune(s), src: s, n: n}
	total, err := p.seq(0)
	if err != nil {
		return nil, 0, err
	}
	if p.pos < len(p.in) {
		return nil, 0, p.errf(p.pos, "unexpected %q", string(p.in[p.pos]))
	}
	return p, total, nil
}

// MustParseAlg is ParseAlg for notation known to be valid; it panics otherwise.
func MustParseAlg(s string, n int) Alg {
	a, err := ParseAlg(s, n)
	if err != nil {
		panic(err)
	}
	return a
}

type parser struct {
	in  []rune
	src string
	pos int
	n   int
	// expand is false in the counting pass, which records in skip where
	// each group that expands to nothing ends (indexed by its '(' or '['),
	// and true in the writing pass, which appends to out.
	expand bool
	skip   map[int]int
	out    Alg
	work   int // moves written or inverted in place (tests bound it)
}

func (p *parser) errf(pos int, format string, args ...any) error {
	return &ParseError{Input: p.src, Col: pos + 1, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) peek() rune {
	if p.pos < len(p.in) {
		return p.in[p.pos]
	}
	return 0
}

func (p *parser) skipSpace() {
	for p.pos < len(p.in) {
		switch p.in[p.pos] {
		case ' ', '\t', '\n', '\r', '.':
			p.pos++
		default:
			return
		}
	}
}

const maxDepth = 50

// seq reads items until the end, a closing bracket, ',' or ':', returning
// how many moves they expand to (appended to p.out in the writing pass).
// No sequence may pass MaxAlgLength, so counts stay far from overflow.
func (p *parser) seq(depth int) (int, error) {
	if depth > maxDepth {
		return 0, p.errf(p.pos, "groupings nested deeper than %d", maxDepth)
	}
	total := 0
	for {
		p.skipSpace()
		if p.pos >= len(p.in) {
			return total, nil
		}
		start := p.pos
		switch r := p.in[p.pos]; r {
		case ')', ']', ',', ':':
			return total, nil
		case '(', '[':
			if end, ok := p.skip[start]; ok && p.expand {
				p.pos = end
				continue
			}
			mark := len(p.out)
			size, err := p.group(depth)
			if err != nil {
				return 0, err
			}
			if total, err = p.repeat(total, size, mark, start); err != nil {
				return 0, err
			}
		default:
			m, count, err := p.move()
			if err != nil {
				return 0, err
			}
			if total+count > MaxAlgLength {
				return 0, p.errf(start, "algorithm longer than %d moves", MaxAlgLength)
			}
			total += count
			if p.expand {
				for i := 0; i < count; i++ {
					p.out = append(p.out, m)
				}
				p.work += count
			}
		}
	}
}

// group reads a bracketed group at p.pos, returning how many moves one copy
// of it expands to (appended to p.out in the writing pass).
func (p *parser) group(depth int) (int, error) {
	start := p.pos
	open := p.in[p.pos]
	p.pos++
	mark := len(p.out)
	a, err := p.seq(depth + 1)
	if err != nil {
		return 0, err
	}
	if open == '(' {
		if p.peek() != ')' {
			return 0, p.errf(start, "'(' is never closed")
		}
		p.pos++
		return a, nil
	}
	sep := p.peek()
	if sep != ',' && sep != ':' {
		return 0, p.errf(p.pos, "expected ',' (commutator) or ':' (conjugate) inside '[' opened at column %d", start+1)
	}
	p.pos++
	mid := len(p.out)
	b, err := p.seq(depth + 1)
	if err != nil {
		return 0, err
	}
	if p.peek() != ']' {
		return 0, p.errf(start, "'[' is never closed")
	}
	p.pos++
	// [A, B] is A B A' B'; [A: B] is A B A'.
	size := 2*a + b
	if sep == ',' {
		size += b
	}
	if size > MaxAlgLength {
		return 0, p.errf(start, "algorithm longer than %d moves", MaxAlgLength)
	}
	if p.expand {
		end := len(p.out)
		p.appendInverse(mark, mid)
		if sep == ',' {
			p.appendInverse(mid, end)
		}
	}
	return size, nil
}

// appendInverse appends the inverse of p.out[from:to].
func (p *parser) appendInverse(from, to int) {
	for i := to - 1; i >= from; i-- {
		p.out = append(p.out, p.out[i].Inverse())
	}
	p.work += to - from
}

// repeat applies the optional count and prime after a group's closing
// bracket to the size moves the group wrote from p.out[mark:], returning the
// sequence's new total. The counting pass notes groups that come to nothing
// so that the writing pass skips them unread.
func (p *parser) repeat(total, size, mark, start int) (int, error) {
	count, hasCount := p.number()
	if !hasCount {
		count = 1
	}
	inverse := p.prime()
	if count > 0 && size > 0 && (count > MaxAlgLength || total+count*size > MaxAlgLength) {
		return 0, p.errf(start, "algorithm longer than %d moves", MaxAlgLength)
	}
	if !p.expand {
		if count == 0 || size == 0 {
			if p.skip == nil {
				p.skip = map[int]int{}
			}
			p.skip[start] = p.pos
		}
		return total + count*size, nil
	}
	if inverse {
		g := p.out[mark:]
		for i, j := 0, len(g)-1; i <= j; i, j = i+1, j-1 {
			g[i], g[j] = g[j].Inverse(), g[i].Inverse()
		}
		p.work += len(g)
	}
	if count == 0 {
		p.out = p.out[:mark] // unreachable: the group was skipped
	}
	for i := 1; i < count; i++ {
		p.out = append(p.out, p.out[mark:mark+size]...)
	}
	p.work += (count - 1) * size
	return total + count*size, nil
}

// number reads decimal digits, returning false if there are none.
func (p *parser) number() (int, bool) {
	v, any := 0, false
	for p.pos < len(p.in) && p.in[p.pos] >= '0' && p.in[p.pos] <= '9' {
		if v < 1_000_000 {
			v = v*10 + int(p.in[p.pos]-'0')
		}
		p.pos++
		any = true
	}
	return v, any
}

func (p *parser) subscript() (int, bool) {
	v, any := 0, false
	for p.pos < len(p.in) && p.in[p.pos] >= '₀' && p.in[p.pos] <= '₉' {
		if v < 1_000_000 {
			v = v*10 + int(p.in[p.pos]-'₀')
		}
		p.pos++
		any = true
	}
	return v, any
}

func (p *parser) prime() bool {
	switch p.peek() {
	case '\'', '’', '′', 'ʼ', '`':
		p.pos++
		return true
	}
	return false
}

// move reads one move and returns it with how many times to append it (the
// subscript form's leading count; otherwise 1).
func (p *parser) move() (Move, int, error) {
	start := p.pos
	lo, hasLo := p.number()
	hi, hasRange := 0, false
	if hasLo && p.peek() == '-' {
		p.pos++
		var ok bool
		if hi, ok = p.number(); !ok {
			return Move{}, 0, p.errf(p.pos, "expected a layer number after '-' in a layer range")
		}
		hasRange = true
	}
	if p.pos >= len(p.in) {
		if hasLo {
			return Move{}, 0, p.errf(start, "layer number %d is not followed by a move", lo)
		}
		return Move{}, 0, p.errf(start, "expected a move")
	}
	letterPos := p.pos
	r := p.in[p.pos]
	p.pos++
	var m Move
	kind := ""
	switch {
	case strings.ContainsRune("ULFRBD", r):
		f, _ := ParseFace(byte(r))
		m = Move{Face: f, Lo: 1, Hi: 1}
		if p.peek() == 'w' {
			p.pos++
			kind = "wide"
			m.Hi = 2
		} else {
			kind = "face"
		}
	case strings.ContainsRune("ulfrbd", r):
		f, _ := ParseFace(byte(unicode.ToUpper(r)))
		m = Move{Face: f, Lo: 1, Hi: 2}
		kind = "lower"
	case strings.ContainsRune("MES", r):
		m = Move{Face: map[rune]Face{'M': L, 'E': D, 'S': F}[r], Lo: 2, Hi: -1}
		kind = "slice"
	case strings.ContainsRune("xyz", r):
		m = Move{Face: map[rune]Face{'x': R, 'y': U, 'z': F}[r], Lo: 1, Hi: 0}
		kind = "rotation"
	default:
		return Move{}, 0, p.errf(letterPos, "%q is not a move (expected one of U L F R B D, u l f r b d, M E S, x y z)", string(r))
	}
	if (kind == "slice" || kind == "rotation") && hasLo {
		return Move{}, 0, p.errf(start, "%c takes no layer number", r)
	}
	count := 1
	if sub, ok := p.subscript(); ok {
		// Subscript form: D₂ is the 2nd layer from D and a leading number counts turns.
		if kind != "face" {
			return Move{}, 0, p.errf(letterPos, "a layer subscript goes only on a face letter")
		}
		if hasRange {
			return Move{}, 0, p.errf(start, "a layer subscript cannot follow a layer range")
		}
		if hasLo {
			count = lo
		}
		m.Lo, m.Hi = sub, sub
	} else if hasLo {
		switch kind {
		case "face":
			if hasRange {
				return Move{}, 0, p.errf(start, "a layer range needs a wide move, e.g. %d-%d%cw", lo, hi, r)
			}
			m.Lo, m.Hi = lo, lo
		case "wide", "lower":
			if hasRange {
				m.Lo, m.Hi = lo, hi
			} else {
				m.Hi = lo
			}
		}
	}
	amount, hasAmount := p.number()
	if !hasAmount {
		amount = 1
	}
	turns := amount & 3
	if p.prime() {
		turns = (4 - turns) & 3
	}
	// A second amount after a prime ("R'2") is accepted as a common variant.
	if a2, ok := p.number(); ok {
		if hasAmount {
			return Move{}, 0, p.errf(p.pos-1, "move has two turn counts")
		}
		turns = (4 - a2&3) & 3
	}
	m.Turns = turns
	// Numbers the user wrote must be real layers: 0 would otherwise read as
	// the "count from the far side" encoding of slices and rotations.
	if (hasLo || kind == "face") && (m.Lo < 1 || m.Hi < 1) {
		return Move{}, 0, p.errf(start, "layer numbers start at 1")
	}
	if m.Hi > 0 && m.Hi < m.Lo {
		return Move{}, 0, p.errf(start, "layer range %d-%d runs backwards", m.Lo, m.Hi)
	}
	if p.n > 0 {
		if _, _, err := m.Layers(p.n); err != nil {
			// Name the move as the user wrote it (D₂, 4r), then why.
			why := fmt.Sprintf("layers are numbered 1 to %d from each face", p.n)
			switch {
			case kind == "slice":
				why = "it has no inner layers"
			case p.n == 1:
				why = "it has a single layer"
			}
			return Move{}, 0, p.errf(start, "%s does not exist on a %dx%dx%d cube (%s)", string(p.in[start:p.pos]), p.n, p.n, p.n, why)
		}
	}
	if turns == 0 {
		count = 0 // R4 and friends do nothing
	}
	return m, count, nil
}
