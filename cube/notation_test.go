package cube

import (
	"errors"
	"strings"
	"testing"
)

func TestParseAndFormat(t *testing.T) {
	tests := []struct {
		n        int
		in, want string
	}{
		{3, "R U' F2 B3 D2'", "R U' F2 B' D2"},
		{3, "R’ U′", "R' U'"},
		{3, "r u' M E2 S' x y' z2", "Rw Uw' M E2 S' x y' z2"},
		{5, "2R 3Lw' 2-3Rw Rw 3Uw2", "2R 3Lw' 2-3Rw Rw 3Uw2"},
		{5, "D₂ 2D₂ U₁", "2D 2D 2D U"},
		{3, "(R U)2", "R U R U"},
		{3, "[R, U]", "R U R' U'"},
		{3, "[R: U2]", "R U2 R'"},
		{3, "R4 U", "U"},
		{3, "R'2", "R2"},
		{3, "  R\tU\nF. ", "R U F"},
		{3, "", ""},
	}
	for _, tt := range tests {
		a, err := ParseAlg(tt.in, tt.n)
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		if got := a.String(); got != tt.want {
			t.Errorf("%q: got %q, want %q", tt.in, got, tt.want)
		}
		// The formatter's output parses back to the same moves.
		b, err := ParseAlg(a.String(), tt.n)
		if err != nil || b.String() != a.String() {
			t.Errorf("%q: reparse of %q gave %q, %v", tt.in, a, b, err)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		n       int
		in      string
		col     int
		message string
	}{
		{3, "R U Q", 5, "not a move"},
		{2, "R 3R", 3, "does not exist on a 2x2x2"},
		{2, "M", 1, "M does not exist on a 2x2x2 cube (it has no inner layers)"},
		{3, "R D₅", 3, "D₅ does not exist on a 3x3x3 cube (layers are numbered 1 to 3 from each face)"},
		{3, "4r", 1, "4r does not exist on a 3x3x3"},
		{4, "2-5Rw2'", 1, "2-5Rw2' does not exist on a 4x4x4"},
		{1, "r", 1, "r does not exist on a 1x1x1 cube (it has a single layer)"},
		{3, "R''", 3, `"'" is not a move`},
		{3, "R U]", 4, `unexpected "]"`},
		{3, "(R U", 1, "never closed"},
		{3, "[R U]", 5, "expected ','"},
		{3, "R )", 3, "unexpected"},
		{3, "3-2Rw", 1, "runs backwards"},
		{3, "2-3R", 1, "needs a wide move"},
		{3, "0R", 1, "start at 1"},
		{3, "2x", 1, "takes no layer number"},
		{3, "R2'3", 4, "two turn counts"},
		{3, "2", 1, "not followed by a move"},
		{3, "(((((((((((((((((((((((((((((((((((((((((((((((((((((R)))))))))))))))))))))))))))))))))))))))))))))))))))))", 0, "nested deeper"},
		{3, "((R U)999)999", 1, "longer than"},
		{5, "u₂", 1, "subscript goes only on a face letter"},
	}
	for _, tt := range tests {
		_, err := ParseAlg(tt.in, tt.n)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: error %v, want *ParseError", tt.in, err)
			continue
		}
		if tt.col != 0 && pe.Col != tt.col {
			t.Errorf("%q: column %d, want %d (%v)", tt.in, pe.Col, tt.col, err)
		}
		if !strings.Contains(err.Error(), tt.message) {
			t.Errorf("%q: error %q does not mention %q", tt.in, err, tt.message)
		}
	}
}

func TestInverseAndMirror(t *testing.T) {
	tests := []struct{ in, inverse, mirror string }{
		{"R U R' U'", "U R U' R'", "L' U' L U"},
		{"Rw M x F2", "F2 x' M' Rw'", "Lw' M x F2"},
	}
	for _, tt := range tests {
		a := MustParseAlg(tt.in, 3)
		if got := a.Inverse().String(); got != tt.inverse {
			t.Errorf("inverse of %q: got %q want %q", tt.in, got, tt.inverse)
		}
		if got := a.Mirror().String(); got != tt.mirror {
			t.Errorf("mirror of %q: got %q want %q", tt.in, got, tt.mirror)
		}
	}
}

// A mirrored algorithm produces the mirror image of the original's effect:
// the state equals the original's reflected through the L-R plane.
func TestMirrorReflectsTheState(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5} {
		a := randomAlg(n, 25, rng(uint64(n)))
		c, m := MustNew(n), MustNew(n)
		c.mustApplyAlg(a)
		m.mustApplyAlg(a.Mirror())
		if !m.Equal(reflectLR(c)) {
			t.Errorf("N=%d: mirror of %s does not reflect the state", n, a)
		}
	}
}

// reflectLR reflects a cube's stickers through the plane x = 0, swapping the
// L and R colours.
func reflectLR(c *Cube) *Cube {
	n := c.n
	out := MustNew(n)
	for i := range c.f {
		f := Face(i / (n * n))
		p := Position(n, f, (i%(n*n))/n, i%n)
		p[0] = -p[0]
		g, r, col := stickerAt(n, p)
		v := c.f[i]
		switch v {
		case L:
			v = R
		case R:
			v = L
		}
		out.Set(g, r, col, v)
	}
	return out
}

func TestMetrics(t *testing.T) {
	a := MustParseAlg("R U2 x M' F2 y", 3)
	if got := a.HTM(3); got != 5 { // the WCA's count: M' is two
		t.Errorf("HTM = %d, want 5", got)
	}
	if got := a.BTM(3); got != 4 {
		t.Errorf("BTM = %d, want 4", got)
	}
	if got := a.QTM(3); got != 6 {
		t.Errorf("QTM = %d, want 6", got)
	}
}
