package cube

import "testing"

func TestCubingJS(t *testing.T) {
	for _, tt := range []struct {
		alg  string
		n    int
		want string
	}{
		{"R U' F2", 3, "R U' F2"},
		{"M E' S2 x y' z2", 3, "M E' S2 x y' z2"},
		{"Rw 2R 3-4Uw", 5, "Rw 2R 3-4Uw"},
		{"2-4Rw", 4, "3Lw'"},
		{"2B", 2, "F'"},
		{"4Rw", 4, "x"},
		{"M", 4, "2-3Lw"}, // the inner layers, turned as L
	} {
		a := MustParseAlg(tt.alg, tt.n)
		if got := a.CubingJS(tt.n); got != tt.want {
			t.Errorf("%q on %dx%d: %q, want %q", tt.alg, tt.n, tt.n, got, tt.want)
		}
	}
}
