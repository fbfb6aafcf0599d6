package cli

import (
	"math"
	"slices"
	"testing"

	"cubelab/cube"
)

// FuzzParseSizes: bench's -n list is read or refused without a panic; a
// list read is ascending, without repeats, within 2..cube.MaxN, and its
// flag text reads back the same.
func FuzzParseSizes(f *testing.F) {
	for _, s := range []string{"4", "4-7", "3,4,5,9-11", " 7 - 4 ", "2-33", "1", "4,,5", "-", "9-9,9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sizes, err := parseSizes(s)
		if err != nil {
			return
		}
		if len(sizes) == 0 || !slices.IsSorted(sizes) || len(slices.Compact(slices.Clone(sizes))) != len(sizes) ||
			sizes[0] < 2 || sizes[len(sizes)-1] > cube.MaxN {
			t.Fatalf("%q: read as %v", s, sizes)
		}
		l := sizeList(sizes)
		back, err := parseSizes(l.String())
		if err != nil || !slices.Equal(back, sizes) {
			t.Fatalf("%q: %v reads back as %v (%v)", s, sizes, back, err)
		}
	})
}

// FuzzParseTurn: render's --turn is read or refused without a panic, and
// a turn read names layers of the cube and a finite angle.
func FuzzParseTurn(f *testing.F) {
	for _, s := range []string{"R:30", "3Rw':-45.5", "2-3U2:1e3", "R", ":", "x:90", "R:NaN", "R U:10"} {
		f.Add(s, 5)
	}
	f.Fuzz(func(t *testing.T, s string, n int) {
		if n < 1 || n > cube.MaxN {
			return
		}
		tu, err := parseTurn(s, n)
		if err != nil {
			return
		}
		// Layers keep cube.Move's convention (Hi <= 0 counts from the far
		// side: x is R's layers 1..0, all of them).
		m := cube.Move{Face: tu.Layers.Face, Lo: tu.Layers.Lo, Hi: tu.Layers.Hi, Turns: 1}
		if _, _, err := m.Layers(n); err != nil || math.IsNaN(tu.Angle) || math.IsInf(tu.Angle, 0) {
			t.Fatalf("%q on %dx%d: read as %+v", s, n, n, tu)
		}
	})
}
