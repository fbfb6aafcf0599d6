package cube

import (
	"errors"
	"strings"
	"testing"
)

func TestParseState(t *testing.T) {
	solved3 := MustNew(3).String()
	urfdlb := strings.Repeat("U", 9) + strings.Repeat("R", 9) + strings.Repeat("F", 9) + strings.Repeat("D", 9) + strings.Repeat("L", 9) + strings.Repeat("B", 9)
	if c, err := ParseState(solved3, DefaultScheme, false); err != nil || !c.IsSolved() {
		t.Fatalf("facelets: %v, %v", c, err)
	}
	if c, err := ParseState(urfdlb, DefaultScheme, true); err != nil || !c.IsSolved() || c.N() != 3 {
		t.Fatalf("URFDLB: %v, %v", c, err)
	}
	if _, err := ParseState(urfdlb, DefaultScheme, false); err == nil {
		t.Error("URFDLB accepted without tryURFDLB")
	}
	twisted := []byte(solved3)
	twisted[0], twisted[9] = twisted[9], twisted[0] // one corner's stickers swapped
	_, err := ParseState(string(twisted), DefaultScheme, false)
	if !errors.Is(err, ErrUnreachable) || !strings.HasPrefix(err.Error(), "not a reachable state: ") {
		t.Errorf("unreachable state: %v; want an error wrapping ErrUnreachable", err)
	}
	if _, err := ParseState("YYYQ", DefaultScheme, true); err == nil || errors.Is(err, ErrUnreachable) {
		t.Errorf("malformed string: %v; want ParseFacelets' error", err)
	}
}

// StandardCubies reads what Standardize and Cubies read, and fails as
// Validate does.
func TestStandardCubies(t *testing.T) {
	for _, n := range []int{2, 3} {
		c := MustNew(n)
		if err := c.ApplyString("x y' R U F'"); err != nil {
			t.Fatal(err)
		}
		cc, rot, err := c.StandardCubies()
		if err != nil {
			t.Fatal(err)
		}
		std := c.Clone()
		wantRot, _ := std.Standardize()
		want, _ := std.Cubies()
		if cc != want || rot.String() != wantRot.String() {
			t.Errorf("N=%d: %+v %s, want %+v %s", n, cc, rot, want, wantRot)
		}
		c.Set(U, 0, 0, c.At(F, 0, 0))
		if _, _, err := c.StandardCubies(); err == nil || err.Error() != c.Validate().Error() {
			t.Errorf("N=%d: broken cube gives %v, Validate %v", n, err, c.Validate())
		}
	}
	if _, _, err := MustNew(4).StandardCubies(); err == nil {
		t.Error("a 4x4x4 has no cubie view")
	}
}
