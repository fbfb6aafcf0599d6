package cube

import "strings"

// CubingJS writes a on an NxNxN cube in the notation cubing.js reads (and
// so twisty-player and alpha.twizzle.net): every block with its layers
// spelt out, a block that reaches the far face written from that face and
// turned back (2-4Rw on a 4x4x4 is 3Lw', 2B on a 2x2x2 is F'), whole-cube
// turns as x, y, z, and 3x3x3 slices as M, E, S. The oracle tests use it
// to have cubing.js check our moves and solutions.
func (a Alg) CubingJS(n int) string {
	var b strings.Builder
	for i, m := range a {
		if i > 0 {
			b.WriteByte(' ')
		}
		if !(m.Lo == 1 && m.Hi == 0) && !(n == 3 && m.Hi < 0) {
			lo, hi, _ := m.Layers(n)
			switch {
			case lo == 1 && hi == n:
				m.Hi = 0 // a rotation: x, y or z
			case hi == n:
				m = Move{Face: m.Face.Opposite(), Lo: 1, Hi: n + 1 - lo, Turns: (4 - m.Turns) & 3}
			default:
				m.Lo, m.Hi = lo, hi
			}
		}
		b.WriteString(m.String())
	}
	return b.String()
}
