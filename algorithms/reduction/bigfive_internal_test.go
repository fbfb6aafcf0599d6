package reduction

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"cubelab/algorithms"
	"cubelab/cube"
)

// TestKeepsInnerEdges: which turns leave the edge stickers between the
// outer wings alone.
func TestKeepsInnerEdges(t *testing.T) {
	for _, tc := range []struct {
		n    int
		alg  string
		keep bool
	}{
		{6, "2R", true},    // the outer wing orbit's layer
		{6, "5R", true},    // the same from the left
		{6, "3R", false},   // the central wings' layer
		{6, "R", false},    // a face turn carries whole edges, not in place
		{6, "Rw", false},   // so does a wide turn
		{7, "2U2", true},   // ring layer
		{7, "4U", false},   // the middle layer: midges
		{7, "3Rw'", false}, // layers 1-3
		{7, "[2R, U 3L' U']", true},
		{7, "[3R, U 2L' U']", true}, // 2L holds no inner wing
		{7, "[3R, U R U']", false},
	} {
		a, err := cube.ParseAlg(tc.alg, tc.n)
		if err != nil {
			t.Fatalf("%s: %v", tc.alg, err)
		}
		from, err := cube.FaceletPermutation(tc.n, a)
		if err != nil {
			t.Fatal(err)
		}
		if got := keepsInnerEdges(tc.n, from); got != tc.keep {
			t.Errorf("%dx%d %s: keeps inner edges %v, want %v", tc.n, tc.n, tc.alg, got, tc.keep)
		}
	}
}

// TestViewReduced: a reduced cube is one whatever its outer turns, and an
// inner slice turn unreduces it.
func TestViewReduced(t *testing.T) {
	for _, tc := range []struct {
		n       int
		alg     string
		reduced bool
	}{
		{4, "", true},
		{4, "R U' F2 B D' L", true},
		{4, "Rw U Rw'", false},
		{5, "R U 2R' U'", false},
		{5, "x y2 R' D", true},
	} {
		c := cube.MustNew(tc.n)
		if err := c.ApplyString(tc.alg); err != nil {
			t.Fatal(err)
		}
		if got := viewReduced(c); got != tc.reduced {
			t.Errorf("%dx%d %q: reduced %v, want %v", tc.n, tc.n, tc.alg, got, tc.reduced)
		}
	}
}

// TestKeepingMatchKeepsInner: the bar matching's operations that keep the
// inner edges (stage 2 of bigfive.go) are a real part of the matching's
// (on the rings from 8x8x8 as many, some in longer forms), and random
// sequences of them and of its setups leave a cube whose inner
// cube stage 1 reduced reduced.
func TestKeepingMatchKeepsInner(t *testing.T) {
	ctx := context.Background()
	g5, err := tablesFor(ctx, 5)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{6, 7, 8} {
		g, err := tablesFor(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		all, err := g.matchTables(matchKind{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := g.matchTables(matchKind{keepInner: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(b.ops) == 0 || len(b.ops) > len(all.ops) {
			t.Fatalf("%dx%d: %d of the matching's %d operations keep the inner edges", n, n, len(b.ops), len(all.ops))
		}
		t.Logf("%dx%d: %d of %d operations keep the inner edges", n, n, len(b.ops), len(all.ops))
		inner := sixInner
		switch n {
		case 7:
			inner = sevenInner
		case 8:
			inner, _ = ringMaps(8)
		}
		rng := rand.New(rand.NewPCG(uint64(n), 3))
		c := cube.MustNew(n)
		if err := c.ApplyAlg(cube.RandomMoves(n, 200, rng)); err != nil {
			t.Fatal(err)
		}
		in, err := innerReduction(ctx, c, g, g5, inner, bigPlan{}, func(string) {})
		if err != nil {
			t.Fatal(err)
		}
		if err := c.ApplyAlg(in); err != nil {
			t.Fatal(err)
		}
		if !viewReduced(inner.smallCube(c)) {
			t.Fatalf("%dx%d: %s left the inner cube unreduced", n, n, in)
		}
		for i := range 60 {
			var a cube.Alg
			if i%3 == 2 {
				a = b.setups[1+rng.IntN(len(b.setups)-1)].alg
			} else {
				a = b.ops[rng.IntN(len(b.ops))].alg
			}
			if err := c.ApplyAlg(a); err != nil {
				t.Fatal(err)
			}
			if !viewReduced(inner.smallCube(c)) {
				t.Fatalf("%dx%d: %s unreduced the inner cube", n, n, a)
			}
		}
	}
}

// TestReduceBigFive: 6x6x6, 7x7x7 and 8x8x8 cubes (the last by
// recursion) reduced through the smaller cubes, each reduction checked on
// the cube itself, with the stages named.
func TestReduceBigFive(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{6, 7, 8} {
		g, err := tablesFor(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		for i := range 3 - n/4 {
			c := moveCountCube(n, 200+i)
			rs, err := reduceBigFive(ctx, c, g, bigPlan{}, func(string) {})
			if err != nil {
				t.Fatalf("%dx%d cube %d: %v", n, n, i, err)
			}
			for _, r := range rs {
				w := c.Clone()
				var names []string
				for _, st := range r.steps {
					if err := w.ApplyAlg(st.Moves); err != nil {
						t.Fatal(err)
					}
					names = append(names, st.Name)
				}
				if !viewReduced(w) {
					t.Errorf("%dx%d cube %d: the steps leave it unreduced", n, n, i)
				}
				want := []string{stepInnerReduction, stepBars, stepOuterCentres5, stepOuterEdges5}
				if len(names) != len(want) {
					t.Fatalf("%dx%d cube %d: steps %q, want %q", n, n, i, names, want)
				}
				for k := range want {
					if names[k] != want[k] {
						t.Errorf("%dx%d cube %d: steps %q, want %q", n, n, i, names, want)
					}
				}
				t.Logf("%dx%d cube %d: reduced in %d OBTM", n, n, i, r.length.obtm)
			}
		}
	}
}

// TestTurned makes the 5x5x5 reduction give up on the cube as it is
// (and on the first turn), so that turned reduces it turned, and checks
// the moves it returns, rewritten in the cube's frame, on the cube itself.
func TestTurned(t *testing.T) {
	ctx := context.Background()
	g, err := tablesFor(ctx, 5)
	if err != nil {
		t.Fatal(err)
	}
	c := moveCountCube(5, 300)
	col := fixedColours(c)
	for _, tc := range []struct {
		name     string
		refusals int // tries that give up before the real reduction runs
		wantErr  bool
	}{
		{"as it is", 0, false},
		{"turned once", 1, false},
		{"turned twice", 2, false},
		{"every turn gives up", len(fiveTurns), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			calls := 0
			ways, err := turned(c, col, func(w *cube.Cube, col [6]cube.Face) ([]fiveWay, error) {
				calls++
				if calls <= tc.refusals {
					return nil, fmt.Errorf("refused: %w", algorithms.ErrGaveUp)
				}
				return reduceFiveWaysIn(ctx, w, g, col, fiveInBig, func(string) {})
			})
			if tc.wantErr {
				if !errors.Is(err, algorithms.ErrGaveUp) || calls != len(fiveTurns) {
					t.Fatalf("got %v after %d tries, want ErrGaveUp after %d", err, calls, len(fiveTurns))
				}
				return
			}
			if err != nil || len(ways) == 0 {
				t.Fatalf("%d ways, %v", len(ways), err)
			}
			for _, fw := range ways {
				w := c.Clone()
				if err := w.ApplyAlg(append(append(cube.Alg(nil), fw.sep...), fw.edges...)); err != nil {
					t.Fatal(err)
				}
				if !centresSolved(w, g, col) || !edgesPaired(w, g) {
					t.Errorf("%s %s leaves the cube unreduced", fw.sep, fw.edges)
				}
				for _, m := range append(append(cube.Alg(nil), fw.sep...), fw.edges...) {
					if m.IsRotation(5) {
						t.Errorf("%s: a whole-cube rotation in the moves", m)
					}
				}
			}
		})
	}
}
