package cube

import (
	"errors"
	"slices"
	"testing"
)

func TestDiagnoseAcceptsReachableStates(t *testing.T) {
	for _, n := range propertySizes {
		c := MustNew(n)
		c.mustApplyAlg(randomAlg(n, 60, rng(uint64(n)+7)))
		if f := c.Diagnose(); f != nil {
			t.Errorf("N=%d: reachable state diagnosed as %v at %v", n, f, f.Facelets)
		}
	}
}

// TestDiagnoseFindsTheOffenders breaks one rule at a time and checks the
// stickers Diagnose marks, and that its message is Validate's.
func TestDiagnoseFindsTheOffenders(t *testing.T) {
	corner := func(n int, cs ...Corner) []int {
		var out []int
		for _, c := range cs {
			k := CornerFacelets(n, c)
			out = append(out, k[:]...)
		}
		return out
	}
	edge := func(n int, es ...Edge) []int {
		var out []int
		for _, e := range es {
			k := EdgeFacelets(n, e)
			out = append(out, k[:]...)
		}
		return out
	}
	twist := func(c *Cube, k [3]int) { c.f[k[0]], c.f[k[1]], c.f[k[2]] = c.f[k[2]], c.f[k[0]], c.f[k[1]] }
	allCorners := []Corner{URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB}
	allEdges := []Edge{UR, UF, UL, UB, DR, DF, DL, DB, FR, FL, BL, BR}
	tests := []struct {
		name string
		n    int
		edit func(c *Cube)
		want error
		mark func(c *Cube) []int
	}{
		{"colour count", 3, func(c *Cube) { c.f[0] = R }, ErrColourCount, func(c *Cube) []int {
			out := []int{0}
			for i := range 9 {
				out = append(out, c.Index(R, i/3, i%3))
			}
			return out
		}},
		{"2x2 mirrored corner", 2, func(c *Cube) {
			k := CornerFacelets(2, URF)
			swap(c, k[0], k[1])
		}, ErrPiece, func(*Cube) []int { return corner(2, URF) }},
		{"2x2 corner twice", 2, func(c *Cube) {
			k := CornerFacelets(2, UFL)
			c.f[k[0]], c.f[k[1]], c.f[k[2]] = U, R, F
			c.f[CornerFacelets(2, DRB)[1]] = L
		}, ErrPiece, func(*Cube) []int { return corner(2, URF, UFL, DRB) }},
		{"2x2 no D-B-L corner", 2, func(c *Cube) {
			k := CornerFacelets(2, DBL)
			swap(c, k[1], k[2])
		}, ErrPiece, func(*Cube) []int { return corner(2, DBL) }},
		{"impossible edges", 3, func(c *Cube) {
			swap(c, EdgeFacelets(3, UF)[1], EdgeFacelets(3, DF)[0])
		}, ErrPiece, func(*Cube) []int { return edge(3, UF, DF) }},
		{"twisted corner", 3, func(c *Cube) { twist(c, CornerFacelets(3, URF)) }, ErrTwist,
			func(*Cube) []int { return corner(3, allCorners...) }},
		{"flipped edge", 3, func(c *Cube) { e := EdgeFacelets(3, UF); swap(c, e[0], e[1]) }, ErrFlip,
			func(*Cube) []int { return edge(3, allEdges...) }},
		{"swapped edges", 3, func(c *Cube) {
			a, b := EdgeFacelets(3, UF), EdgeFacelets(3, UR)
			swap(c, a[0], b[0])
			swap(c, a[1], b[1])
		}, ErrParity, func(*Cube) []int { return append(corner(3, allCorners...), edge(3, allEdges...)...) }},
		{"bad centres", 3, func(c *Cube) { swap(c, c.Index(U, 1, 1), c.Index(F, 1, 1)) }, ErrPiece,
			func(c *Cube) []int { return c.centreStickers() }},
		{"twisted 2x2 corner, cube turned", 2, func(c *Cube) {
			twist(c, CornerFacelets(2, UFL))
			c.mustApplyAlg(MustParseAlg("x y", 2))
		}, ErrTwist, func(*Cube) []int { return corner(2, allCorners...) }},
		{"twisted 4x4 corner, cube turned", 4, func(c *Cube) {
			twist(c, CornerFacelets(4, DBL))
			c.mustApplyAlg(MustParseAlg("z'", 4))
		}, ErrTwist, func(*Cube) []int { return corner(4, allCorners...) }},
		{"flipped wing", 4, func(c *Cube) {
			w := wingFacelets(4, UF, 1)
			swap(c, w[0], w[1])
		}, ErrFlip, func(*Cube) []int {
			a, b := wingFacelets(4, UF, 1), wingFacelets(4, UF, 2)
			return []int{a[0], a[1], b[0], b[1]}
		}},
		{"impossible wings", 4, func(c *Cube) {
			swap(c, wingFacelets(4, UF, 1)[1], wingFacelets(4, DF, 1)[0])
		}, ErrPiece, func(*Cube) []int {
			a, b := wingFacelets(4, UF, 1), wingFacelets(4, DF, 1)
			return []int{a[0], a[1], b[0], b[1]}
		}},
		{"mixed centre orbits", 6, func(c *Cube) { swap(c, c.Index(U, 1, 2), c.Index(F, 1, 1)) }, ErrPiece,
			func(c *Cube) []int {
				// The orbit of (1,1) has a fifth U sticker, that of (1,2) a fifth F.
				var out []int
				for _, o := range []struct {
					r, col int
					colour Face
				}{{1, 1, U}, {1, 2, F}} {
					for _, f := range Faces {
						r, col := o.r, o.col
						for range 4 {
							if i := c.Index(f, r, col); c.f[i] == o.colour {
								out = append(out, i)
							}
							r, col = col, 6-1-r
						}
					}
				}
				return out
			}},
		{"twisted 5x5 corner", 5, func(c *Cube) { twist(c, CornerFacelets(5, DRB)) }, ErrTwist,
			func(*Cube) []int { return corner(5, allCorners...) }},
		{"flipped 5x5 middle edge", 5, func(c *Cube) { e := EdgeFacelets(5, BL); swap(c, e[0], e[1]) }, ErrFlip,
			func(*Cube) []int { return edge(5, allEdges...) }},
	}
	for _, tt := range tests {
		c := MustNew(tt.n)
		tt.edit(c)
		f := c.Diagnose()
		if f == nil {
			t.Errorf("%s: no fault found", tt.name)
			continue
		}
		if !errors.Is(f, tt.want) {
			t.Errorf("%s: fault %v, want %v", tt.name, f, tt.want)
		}
		if verr := c.Validate(); f.Err.Error() != verr.Error() {
			t.Errorf("%s: message %q, Validate says %q", tt.name, f.Err, verr)
		}
		want := tt.mark(c)
		slices.Sort(want)
		if !slices.Equal(f.Facelets, want) {
			t.Errorf("%s: marks %v, want %v", tt.name, f.Facelets, want)
		}
	}
}

// Any broken state gets Validate's message and some stickers on the cube.
func TestDiagnoseAlwaysPointsSomewhere(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5, 6, 7} {
		r := rng(uint64(n) + 300)
		for i := range 200 {
			c := MustNew(n)
			c.mustApplyAlg(randomAlg(n, 30, r))
			for range 1 + i%3 {
				swap(c, r.IntN(len(c.f)), r.IntN(len(c.f)))
			}
			verr, f := c.Validate(), c.Diagnose()
			if (verr == nil) != (f == nil) {
				t.Fatalf("N=%d %s: Validate %v, Diagnose %v", n, c, verr, f)
			}
			if f == nil {
				continue
			}
			if f.Err.Error() != verr.Error() || len(f.Facelets) == 0 {
				t.Fatalf("N=%d %s: %v marks %v", n, c, f, f.Facelets)
			}
			for _, j := range f.Facelets {
				if j < 0 || j >= len(c.f) {
					t.Fatalf("N=%d: mark %d off the cube", n, j)
				}
			}
		}
	}
}
