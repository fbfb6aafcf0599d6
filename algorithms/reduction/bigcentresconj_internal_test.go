package reduction

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"cubelab/cube"
)

// TestRingConjOps checks the slice-conjugated ring turns against the cube:
// on a scrambled cube each operation's listed moves give, on every centre,
// what its moves do; it moves no centre of the inner block (rows and
// columns 2..N-3) and only ring centres besides; it costs 4 or 6 OBTM; no
// two are the same.
func TestRingConjOps(t *testing.T) {
	for _, n := range []int{6, 7, 8, 9, 14} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			ops, err := ringConjOps(n)
			if err != nil {
				t.Fatal(err)
			}
			if len(ops) == 0 {
				t.Fatal("no operations")
			}
			c := moveCountCube(n, 7)
			seen := map[string]bool{}
			for _, o := range ops {
				key := fmt.Sprint(o.to, o.from)
				if seen[key] {
					t.Fatalf("%v: listed twice", o.alg)
				}
				seen[key] = true
				if o.cost != 4 && o.cost != 6 {
					t.Errorf("%v: costs %d OBTM", o.alg, o.cost)
				}
				after := c.Clone()
				if err := after.ApplyAlg(o.alg); err != nil {
					t.Fatal(err)
				}
				got := slices.Clone(c.Facelets())
				o.apply(got)
				nn := n * n
				for i, want := range after.Facelets() {
					r, k := i%nn/n, i%n
					ring := r >= 1 && r <= n-2 && k >= 1 && k <= n-2
					inner := r >= 2 && r <= n-3 && k >= 2 && k <= n-3
					switch {
					case inner && want != c.Facelets()[i]:
						t.Fatalf("%v moves inner centre %d", o.alg, i)
					case ring && got[i] != want:
						t.Fatalf("%v: centre %d shows %v, the cube %v", o.alg, i, got[i], want)
					}
				}
			}
		})
	}
}

// TestMatchGain checks the matching's gains, whose terms cancel where
// whole bars move: on scrambled cubes, for every operation after no setup,
// the gain is the change in matches the operation really makes, and never
// more than its bound m.most.
func TestMatchGain(t *testing.T) {
	for _, n := range []int{6, 7, 9, 12} {
		if testing.Short() && n > 7 {
			continue
		}
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			b, err := newGeom(n).matchTables(matchKind{})
			if err != nil {
				t.Fatal(err)
			}
			for i := range 3 {
				st := moveCountCube(n, 30+i).Facelets()
				before := b.matched(st)
				next := make([]cube.Face, len(st))
				for oi, o := range b.ops {
					copy(next, st)
					o.apply(next)
					want := b.matched(next) - before
					if got := b.gain(int32(oi), st); got != want {
						t.Fatalf("%v: gain %d, the cube gains %d", o.alg, got, want)
					}
					if m := b.meta[oi]; want > int(m.most) {
						t.Fatalf("%v: gains %d, bound %d", o.alg, want, m.most)
					}
				}
			}
		})
	}
}

// TestMatchBarsPartners matches the rings of cubes scrambled by the
// slice-conjugated ring turns and outer turns (which keep the inner block)
// with the chain's partners and with the anchored ones (the fallback
// should the chain get stuck): each must match every bar, by moves that
// keep the inner block, as the moves applied to the cube show.
func TestMatchBarsPartners(t *testing.T) {
	for _, n := range []int{9, 10} {
		if testing.Short() && n > 9 {
			continue
		}
		g := newGeom(n)
		ops, err := ringConjOps(n)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(n), 5))
		c := cube.MustNew(n)
		for range 40 {
			if err := c.ApplyAlg(ops[rng.IntN(len(ops))].alg); err != nil {
				t.Fatal(err)
			}
			if err := c.ApplyAlg(cube.Alg{cube.Turn(cube.Faces[rng.IntN(6)], 1+rng.IntN(3))}); err != nil {
				t.Fatal(err)
			}
		}
		chain, err := g.matchTables(matchKind{})
		if err != nil {
			t.Fatal(err)
		}
		anchored, err := g.matchTables(matchKind{anchored: true})
		if err != nil {
			t.Fatal(err)
		}
		for name, b := range map[string]*barMatch{"chain": chain, "anchored": anchored} {
			if b.matched(c.Facelets()) == b.total() {
				t.Fatalf("%dx%d: the scramble left every bar matched", n, n)
			}
			w := c.Clone()
			alg, err := matchBarsOn(context.Background(), w, g, b, 0)
			if err != nil {
				t.Fatalf("%dx%d %s: %v", n, n, name, err)
			}
			check := c.Clone()
			if err := check.ApplyAlg(alg); err != nil {
				t.Fatal(err)
			}
			if got := b.matched(check.Facelets()); got != b.total() {
				t.Errorf("%dx%d %s: %d of %d matched after %s", n, n, name, got, b.total(), alg)
			}
			nn := n * n
			for i, f := range check.Facelets() {
				if r, k := i%nn/n, i%n; r >= 2 && r <= n-3 && k >= 2 && k <= n-3 && f != cube.Face(i/nn) {
					t.Fatalf("%dx%d %s: %s moved the inner block", n, n, name, alg)
				}
			}
		}
	}
}
