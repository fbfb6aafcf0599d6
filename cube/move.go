package cube

import (
	"fmt"
	"strconv"
	"strings"
)

// Move turns a range of layers. Layers are counted from Face, 1 being Face's
// outer layer. Hi <= 0 counts back from the far side: Hi == 0 is layer N (so
// Lo 1, Hi 0 is a whole-cube rotation) and Hi == -1 is layer N-1 (so Lo 2,
// Hi -1 is the slice between two opposite faces: M, E, S). That keeps a move
// meaningful without knowing N.
type Move struct {
	Face   Face
	Lo, Hi int
	Turns  int // 1 clockwise quarter as seen from Face, 2 half, 3 anticlockwise quarter
}

// Constructors for common moves.

// Turn returns the outer-layer move of face f by the given quarter turns.
func Turn(f Face, turns int) Move { return Move{Face: f, Lo: 1, Hi: 1, Turns: turns & 3} }

// Rotation returns the whole-cube rotation that follows face f.
func Rotation(f Face, turns int) Move { return Move{Face: f, Lo: 1, Hi: 0, Turns: turns & 3} }

// Layers resolves the layer range on an NxNxN cube, reporting moves that do
// not exist there.
func (m Move) Layers(n int) (lo, hi int, err error) {
	if m.Face > D {
		return 0, 0, fmt.Errorf("move has no face (%d)", m.Face)
	}
	lo, hi = m.Lo, m.Hi
	if hi <= 0 {
		hi += n
	}
	if lo < 1 || hi < lo || hi > n {
		return 0, 0, fmt.Errorf("move %s does not exist on a %dx%dx%d cube", m, n, n, n)
	}
	return lo, hi, nil
}

// IsRotation reports whether the move turns the whole cube on an NxNxN cube.
func (m Move) IsRotation(n int) bool {
	lo, hi, err := m.Layers(n)
	return err == nil && lo == 1 && hi == n
}

// Inverse returns the move that undoes m.
func (m Move) Inverse() Move {
	m.Turns = (4 - m.Turns) & 3
	return m
}

// Canonical expresses the move on its axis' positive face (R, U or F) with
// concrete layers counted from that face. Two moves with the same canonical
// form have the same effect.
func (m Move) Canonical(n int) (axis, lo, hi, turns int, err error) {
	lo, hi, err = m.Layers(n)
	if err != nil {
		return
	}
	axis, turns = m.Face.Axis(), m.Turns&3
	if !m.Face.Positive() {
		lo, hi = n+1-hi, n+1-lo
		turns = (4 - turns) & 3
	}
	return
}

// String writes the move in standard notation (R, R', R2, 2R, Rw, 3Rw,
// 2-3Rw, M, x, ...).
func (m Move) String() string {
	var sb strings.Builder
	turns := m.Turns & 3
	switch {
	case m.Lo == 1 && m.Hi == 0:
		name := [6]byte{U: 'y', D: 'y', L: 'x', R: 'x', F: 'z', B: 'z'}[m.Face]
		if !m.Face.Positive() {
			turns = (4 - turns) & 3
		}
		sb.WriteByte(name)
	case m.Lo == 2 && m.Hi == -1:
		// Slices follow L (M), D (E) and F (S).
		name := [6]byte{U: 'E', D: 'E', L: 'M', R: 'M', F: 'S', B: 'S'}[m.Face]
		if m.Face == U || m.Face == R || m.Face == B {
			turns = (4 - turns) & 3
		}
		sb.WriteByte(name)
	case m.Hi <= 0:
		fmt.Fprintf(&sb, "%d-(N%d)%sw", m.Lo, m.Hi, m.Face)
	case m.Lo == m.Hi:
		if m.Lo > 1 {
			sb.WriteString(strconv.Itoa(m.Lo))
		}
		sb.WriteString(m.Face.String())
	case m.Lo == 1:
		if m.Hi > 2 {
			sb.WriteString(strconv.Itoa(m.Hi))
		}
		sb.WriteString(m.Face.String())
		sb.WriteByte('w')
	default:
		fmt.Fprintf(&sb, "%d-%d%sw", m.Lo, m.Hi, m.Face)
	}
	switch turns {
	case 0:
		sb.WriteByte('0')
	case 2:
		sb.WriteByte('2')
	case 3:
		sb.WriteByte('\'')
	}
	return sb.String()
}

// Alg is a sequence of moves.
type Alg []Move

// String writes the moves separated by spaces.
func (a Alg) String() string {
	parts := make([]string, len(a))
	for i, m := range a {
		parts[i] = m.String()
	}
	return strings.Join(parts, " ")
}

// Inverse returns the algorithm that undoes a.
func (a Alg) Inverse() Alg {
	out := make(Alg, len(a))
	for i, m := range a {
		out[len(a)-1-i] = m.Inverse()
	}
	return out
}

// Mirror reflects the algorithm through the plane between L and R: L and R
// swap and every turn changes direction.
func (a Alg) Mirror() Alg {
	out := make(Alg, len(a))
	for i, m := range a {
		switch m.Face {
		case L:
			m.Face = R
		case R:
			m.Face = L
		}
		out[i] = m.Inverse()
	}
	return out
}
