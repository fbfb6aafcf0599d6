package reduction

import (
	"testing"

	"cubelab/cube"
)

// TestRingMatchTables checks the outer-ring matching of 8x8x8 to 11x11x11
// and of 14x14x14: every operation, applied to a cube, moves exactly the
// outer-ring centres it lists and no other centre (the 3-cycles only
// obliques, the slice-conjugated ring turns other ring centres too); every
// setup maps each oblique and its partner onto an oblique and its partner
// of the same weight (so setups never change a match); the weights add up
// as ringPartners gives them; and a solved cube has every bar matched;
// the last three for the anchored partners too.
func TestRingMatchTables(t *testing.T) {
	for _, n := range []int{8, 9, 10, 11, 14} {
		if testing.Short() && n > 9 {
			continue
		}
		g := newGeom(n)
		b, err := g.matchTables(matchKind{})
		if err != nil {
			t.Fatal(err)
		}
		if len(b.ops) == 0 || len(b.obl) == 0 {
			t.Fatalf("%dx%d: %d operations, %d obliques", n, n, len(b.ops), len(b.obl))
		}
		nn := n * n
		nRing := len(newGeom(n).ringOps(false, ringRangeLen(n))) // the 3-cycles come first
		for oi, o := range b.ops {
			if oi%7 != 0 {
				continue // a sample: applying every one takes long
			}
			from, err := cube.FaceletPermutation(n, o.alg)
			if err != nil {
				t.Fatal(err)
			}
			want := map[int32]int32{}
			for j, p := range o.from {
				want[o.to[j]] = p
				if r, c := int(p)%nn/n, int(p)%n; !isRingOblique(n, r, c) && (oi < nRing || !isRingCentre(n, r, c)) {
					t.Fatalf("%dx%d: %s moves %d, no ring oblique", n, n, o.alg, p)
				}
			}
			for _, p := range g.centre {
				src, ok := want[p]
				if !ok {
					src = p
				}
				if int32(from[p]) != src {
					t.Fatalf("%dx%d: %s moves centre %d from %d, listed %d", n, n, o.alg, p, from[p], src)
				}
			}
		}
		anchored, err := g.matchTables(matchKind{anchored: true})
		if err != nil {
			t.Fatal(err)
		}
		// 24 bars: along the chain their obliques weigh 1, 2, ..., h from
		// each end (h pieces a side, the odd bars' t-centres between);
		// anchored 1 each, but for the even bars' middles, half a bar.
		h := (n - 4) / 2
		wantAnchored := 24 * (n - 4 - n%2)
		if n%2 == 0 {
			wantAnchored += 24 * 2 * (h - 1)
		}
		for _, tc := range []struct {
			name string
			b    *barMatch
			want int
		}{{"chain", b, 24 * h * (h + 1)}, {"anchored", anchored, wantAnchored}} {
			b := tc.b
			for _, s := range b.setups[1:] {
				for _, p := range b.obl {
					x, q := s.dest[p], s.dest[b.partner[p]]
					if b.partner[x] != q {
						t.Fatalf("%dx%d %s: %s takes %d and its partner %d to %d and %d, no pair", n, n, tc.name, s.alg, p, b.partner[p], x, q)
					}
					if b.weight[x] != b.weight[p] {
						t.Fatalf("%dx%d %s: %s takes %d (weight %d) to %d (weight %d)", n, n, tc.name, s.alg, p, b.weight[p], x, b.weight[x])
					}
				}
			}
			if got := b.total(); got != tc.want {
				t.Errorf("%dx%d %s: total weight %d, want %d", n, n, tc.name, got, tc.want)
			}
			if got := b.matched(cube.MustNew(n).Facelets()); got != b.total() {
				t.Errorf("%dx%d %s solved: %d of %d matched", n, n, tc.name, got, b.total())
			}
		}
	}
}

// isRingCentre reports whether the centre at row r, column c of an NxN
// face is in its outer ring (row or column 1 or N-2).
func isRingCentre(n, r, c int) bool {
	in := func(k int) bool { return k >= 1 && k <= n-2 }
	return in(r) && in(c) && (r == 1 || r == n-2 || c == 1 || c == n-2)
}
