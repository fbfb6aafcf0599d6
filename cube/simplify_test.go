package cube

import "testing"

func TestSimplify(t *testing.T) {
	tests := []struct {
		n        int
		in, want string
		rot      bool
	}{
		{3, "R R", "R2", false},
		{3, "R R R", "R'", false},
		{3, "R R'", "", false},
		{3, "R L R'", "L", false},
		{3, "R U U' R'", "", false},
		{3, "R L R L", "R2 L2", false},
		{3, "R U R' U'", "R U R' U'", false},
		{3, "R2 R2 U", "U", false},
		{3, "L R' L' R", "", false},
		{3, "M x M' x'", "", false},
		{3, "M U M'", "M U M'", false},
		{3, "x R", "R", true},
		{3, "y R U", "B U", true},
		{3, "R x U x'", "R F", true},
		{4, "R 2L' R'", "2L'", false},
		{4, "Rw 3Lw", "Rw 3Lw", false},
		{3, "R 3L", "", false},             // the same layer named from both sides
		{4, "Rw 3-4Lw U", "U", false},      // likewise for a wide range
		{5, "2R M 4L' 2R'", "2R M", false}, // 4L' is 2R: 2R 2R 2R' merge to 2R past M

	}
	for _, tt := range tests {
		a := MustParseAlg(tt.in, tt.n)
		got := Simplify(a, tt.n, SimplifyOptions{RemoveRotations: tt.rot}).String()
		if got != tt.want {
			t.Errorf("simplify %q: got %q, want %q", tt.in, got, tt.want)
		}
	}
}

// Simplifying never changes the state (up to orientation when rotations go)
// and never makes an algorithm longer.
func TestSimplifyPreservesState(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5, 7} {
		r := rng(uint64(n) * 31)
		for i := 0; i < 50; i++ {
			a := randomAlg(n, 40, r)
			for _, rot := range []bool{false, true} {
				s := Simplify(a, n, SimplifyOptions{RemoveRotations: rot})
				if len(s) > len(a) {
					t.Fatalf("simplify made %s longer", a)
				}
				c1, c2 := MustNew(n), MustNew(n)
				c1.mustApplyAlg(a)
				c2.mustApplyAlg(s)
				if rot && !c1.EqualUpToRotation(c2) || !rot && !c1.Equal(c2) {
					t.Fatalf("N=%d rot=%v: %s simplified to %s changes the state", n, rot, a, s)
				}
			}
		}
	}
}
