package cube

import (
	"errors"
	"testing"
)

func FuzzParseAlg(f *testing.F) {
	for _, s := range []string{"R U R' U'", "(R U)3", "[R, U]", "[R: U]2'", "2-3Rw2'", "D₂ 2D₂", "M E S x y z", "r u' 3Fw", "((R)", "R'2", "[R,"} {
		f.Add(s, 3)
	}
	f.Fuzz(func(t *testing.T, s string, n int) {
		n = 1 + (n%9+9)%9
		a, err := ParseAlg(s, n)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Col < 1 || pe.Col > len([]rune(s))+1 {
				t.Fatalf("%q: error without a valid column: %v", s, err)
			}
			return
		}
		c := MustNew(n)
		if err := c.ApplyAlg(a); err != nil {
			t.Fatalf("%q parsed for N=%d but does not apply: %v", s, n, err)
		}
		// What the formatter writes reads back the same (slices and ranges print without N).
		b, err := ParseAlg(a.String(), n)
		if err != nil || b.String() != a.String() {
			t.Fatalf("%q: format %q reparsed as %q, %v", s, a, b, err)
		}
	})
}

func FuzzParseFacelets(f *testing.F) {
	f.Add("YYYYOOOOBBBBRRRRGGGGWWWW")
	f.Add("YYYYYYYYYOOOOOOOOOBBBBBBBBBRRRRRRRRRGGGGGGGGGWWWWWWWWW")
	f.Add("YOBRGW")
	f.Add("YYYYOOOOBBBBRRRRGGGGWWWY")
	f.Add("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB")
	f.Add("YYYY OOOO\tBBBB")
	f.Fuzz(func(t *testing.T, s string) {
		// Every error points into the input or just past its end.
		checkPos := func(what string, err error) {
			var fe *FaceletError
			if !errors.As(err, &fe) || fe.Pos < 1 || fe.Pos > len([]rune(s))+1 {
				t.Fatalf("%s %q: error without a valid position: %v", what, s, err)
			}
		}
		if u, err := ParseURFDLB(s); err != nil {
			checkPos("URFDLB", err)
		} else {
			_ = u.Validate() // must not panic on any state
			if back, err := ParseURFDLB(u.URFDLB()); err != nil || !back.Equal(u) {
				t.Fatalf("URFDLB %q: round trip failed: %v", s, err)
			}
		}
		c, err := ParseFacelets(s, DefaultScheme)
		if err != nil {
			checkPos("facelets", err)
			return
		}
		_ = c.Validate() // must not panic on any letters
		if back, err := ParseFacelets(c.String(), DefaultScheme); err != nil || !back.Equal(c) {
			t.Fatalf("%q: round trip failed: %v", s, err)
		}
	})
}
