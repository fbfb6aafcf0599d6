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
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseFacelets(s, DefaultScheme)
		if err != nil {
			var fe *FaceletError
			if !errors.As(err, &fe) || fe.Pos < 0 || fe.Pos > len([]rune(s)) {
				t.Fatalf("%q: bad error %v", s, err)
			}
			return
		}
		_ = c.Validate() // must not panic on any letters
		if got := c.String(); len(got) != 6*c.N()*c.N() {
			t.Fatalf("length %d", len(got))
		}
		if _, err := ParseURFDLB(s); err != nil {
			var fe *FaceletError
			if !errors.As(err, &fe) {
				t.Fatalf("URFDLB: bad error %v", err)
			}
		}
	})
}
