package reduction

import (
	"testing"

	"cubelab/cube"
)

// TestRingMatchTables checks the outer-ring matching of 8x8x8 to 11x11x11:
// every operation, applied to a cube, moves exactly the outer-ring obliques
// it lists and no other centre; every setup maps each oblique and its
// partner onto an oblique and its partner (so setups never change a
// match); and a solved cube has every bar matched.
func TestRingMatchTables(t *testing.T) {
	for _, n := range []int{8, 9, 10, 11} {
		if testing.Short() && n > 9 {
			continue
		}
		g := newGeom(n)
		b, err := g.barMatchTables()
		if err != nil {
			t.Fatal(err)
		}
		if len(b.ops) == 0 || len(b.obl) == 0 {
			t.Fatalf("%dx%d: %d operations, %d obliques", n, n, len(b.ops), len(b.obl))
		}
		nn := n * n
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
				if !isRingOblique(n, int(p)%nn/n, int(p)%n) {
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
		for _, s := range b.setups[1:] {
			for _, p := range b.obl {
				x, q := s.dest[p], s.dest[b.partner[p]]
				if b.partner[x] != q {
					t.Fatalf("%dx%d: %s takes %d and its partner %d to %d and %d, no pair", n, n, s.alg, p, b.partner[p], x, q)
				}
			}
		}
		if got := b.matched(cube.MustNew(n).Facelets()); got != len(b.obl) {
			t.Errorf("%dx%d solved: %d of %d matched", n, n, got, len(b.obl))
		}
	}
}
