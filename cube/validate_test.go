package cube

import (
	"errors"
	"strings"
	"testing"
)

func TestValidateAcceptsReachableStates(t *testing.T) {
	for _, n := range propertySizes {
		r := rng(uint64(n) + 100)
		for i := 0; i < 10; i++ {
			c := MustNew(n)
			c.mustApplyAlg(randomAlg(n, 60, r))
			if err := c.Validate(); err != nil {
				t.Fatalf("N=%d: reachable state rejected: %v", n, err)
			}
		}
	}
}

// swap exchanges two stickers.
func swap(c *Cube, i, j int) { c.f[i], c.f[j] = c.f[j], c.f[i] }

func TestValidateErrors(t *testing.T) {
	corner := func(n int, c Corner) [3]int { return CornerFacelets(n, c) }
	edge := func(n int, e Edge) [2]int { return EdgeFacelets(n, e) }
	tests := []struct {
		name string
		n    int
		edit func(c *Cube)
		want error
	}{
		{"colour count", 3, func(c *Cube) { c.f[0] = R }, ErrColourCount},
		{"2x2 colour count", 2, func(c *Cube) { c.f[0] = D }, ErrColourCount},
		{"2x2 impossible corner", 2, func(c *Cube) {
			k := corner(2, URF)
			swap(c, k[0], k[1]) // mirror image of a real corner
		}, ErrPiece},
		{"2x2 corner twice", 2, func(c *Cube) {
			// UFL shows the URF corner too; an R sticker of DRB becomes L to
			// keep the colour counts right.
			k := corner(2, UFL)
			c.f[k[0]], c.f[k[1]], c.f[k[2]] = U, R, F
			c.f[corner(2, DRB)[1]] = L
		}, ErrPiece},
		{"impossible corner", 3, func(c *Cube) {
			k := corner(3, URF)
			swap(c, k[1], c.Index(L, 1, 0)) // an R sticker swapped with an L edge sticker
		}, ErrPiece},
		{"twisted corner", 3, func(c *Cube) {
			k := corner(3, URF)
			c.f[k[0]], c.f[k[1]], c.f[k[2]] = c.f[k[2]], c.f[k[0]], c.f[k[1]]
		}, ErrTwist},
		{"flipped edge", 3, func(c *Cube) { e := edge(3, UF); swap(c, e[0], e[1]) }, ErrFlip},
		{"swapped edges", 3, func(c *Cube) {
			a, b := edge(3, UF), edge(3, UR)
			swap(c, a[0], b[0])
			swap(c, a[1], b[1])
		}, ErrParity},
		{"twisted 2x2 corner", 2, func(c *Cube) {
			k := corner(2, UFL)
			c.f[k[0]], c.f[k[1]], c.f[k[2]] = c.f[k[1]], c.f[k[2]], c.f[k[0]]
		}, ErrTwist},
		{"bad centres", 3, func(c *Cube) { swap(c, c.Index(U, 1, 1), c.Index(F, 1, 1)) }, ErrPiece},
		{"flipped wing", 4, func(c *Cube) {
			w := wingFacelets(4, UF, 1)
			swap(c, w[0], w[1])
		}, ErrFlip},
		{"mixed centre orbit", 6, func(c *Cube) {
			swap(c, c.Index(U, 1, 2), c.Index(F, 1, 1))
		}, ErrPiece},
		{"twisted 5x5 corner", 5, func(c *Cube) {
			k := corner(5, DRB)
			c.f[k[0]], c.f[k[1]], c.f[k[2]] = c.f[k[2]], c.f[k[0]], c.f[k[1]]
		}, ErrTwist},
	}
	for _, tt := range tests {
		c := MustNew(tt.n)
		c.mustApplyAlg(randomAlg(tt.n, 0, rng(1)))
		tt.edit(c)
		err := c.Validate()
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, err, tt.want)
		}
		// The message names the piece or rule, not just the category.
		if want := wantSays[tt.name]; err != nil && !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %q does not say %q", tt.name, err, want)
		}
	}
}

// wantSays is what each TestValidateErrors message must contain.
var wantSays = map[string]string{
	"colour count":          "the U colour on 8, the R colour on 10 stickers",
	"2x2 colour count":      "the U colour on 3, the D colour on 5 stickers",
	"2x2 impossible corner": "the corner at URF has colours RUF, which no corner has",
	"2x2 corner twice":      "corner URF appears twice (second time at UFL)",
	"impossible corner":     "the corner at URF has colours ULF",
	"twisted corner":        "corner twists add up to 1",
	"flipped edge":          "an odd number of edges is flipped",
	"swapped edges":         "different parity",
	"twisted 2x2 corner":    "corner twists add up to 2",
	"bad centres":           "are not the centres of any cube orientation",
	"flipped wing":          "edge wing FU appears twice",
	"mixed centre orbit":    "centre orbit of position (2,2) holds 5 stickers of colour U",
	"twisted 5x5 corner":    "corner twists add up to 1",
}

func TestColourCountErrorNamesEveryWrongColour(t *testing.T) {
	c := MustNew(3)
	c.f[0] = R
	err := c.Validate()
	want := "the U colour on 8, the R colour on 10 stickers; each colour belongs on 9"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want it to say %q", err, want)
	}
}

// Random reachable cubie states survive facelets -> cubies -> facelets on
// 2x2 (corners only) and 3x3.
func TestRandomCubiesRoundTrip(t *testing.T) {
	r := rng(17)
	for i := 0; i < 200; i++ {
		cc := RandomCubies(r)
		for _, n := range []int{2, 3} {
			want := cc
			if n == 2 {
				want.EP, want.EO = SolvedCubies.EP, SolvedCubies.EO
			}
			c, err := want.Facelets(n)
			if err != nil {
				t.Fatal(err)
			}
			if err := c.Validate(); err != nil {
				t.Fatalf("N=%d: %+v: %v", n, want, err)
			}
			got, err := c.Cubies()
			if err != nil || got != want {
				t.Fatalf("N=%d: cubies %+v came back as %+v (%v)", n, want, got, err)
			}
		}
	}
}

func TestCubiesRoundTrip(t *testing.T) {
	r := rng(5)
	for i := 0; i < 50; i++ {
		c := MustNew(3)
		c.mustApplyAlg(RandomMoves(3, 30, r))
		cc, err := c.Cubies()
		if err != nil {
			t.Fatal(err)
		}
		if err := cc.Verify(true); err != nil {
			t.Fatal(err)
		}
		back, err := cc.Facelets(3)
		if err != nil || !back.Equal(c) {
			t.Fatalf("cubies round trip failed: %v", err)
		}
	}
	cc, _ := MustNew(3).Cubies()
	if cc != SolvedCubies {
		t.Errorf("solved cube cubies = %+v", cc)
	}
}

func TestStandardize(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5} {
		for _, rot := range Orientations() {
			c := MustNew(n)
			c.mustApplyAlg(MustParseAlg("R U F'", n))
			want := c.Clone()
			c.mustApplyAlg(rot)
			if _, err := c.Standardize(); err != nil {
				t.Fatal(err)
			}
			if n%2 == 1 && !c.Equal(want) {
				t.Errorf("N=%d: standardize after %s did not restore the orientation", n, rot)
			}
			if n%2 == 0 && !c.standard() {
				t.Errorf("N=%d: DBL corner not home after standardize", n)
			}
		}
	}
}

// RandomCubies always yields reachable states, and every corner lands in
// every position about equally often (a coarse uniformity check).
func TestRandomCubies(t *testing.T) {
	r := rng(11)
	var seen [8][8]int
	var parity [2]int
	const trials = 8000
	for i := 0; i < trials; i++ {
		cc := RandomCubies(r)
		if err := cc.Verify(true); err != nil {
			t.Fatalf("unreachable state: %v", err)
		}
		parity[permParity(cc.CP[:])]++
		for pos, p := range cc.CP {
			seen[pos][p]++
		}
	}
	for pos := range seen {
		for p, k := range seen[pos] {
			if k < trials/8-200 || k > trials/8+200 {
				t.Errorf("corner %d at %d: %d times of %d", p, pos, k, trials)
			}
		}
	}
	if parity[0] < trials/2-300 || parity[1] < trials/2-300 {
		t.Errorf("permutation parities %v: far from even", parity)
	}
	if err := RandomState(r).Validate(); err != nil {
		t.Fatal(err)
	}
}
