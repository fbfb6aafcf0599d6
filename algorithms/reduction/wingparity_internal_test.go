package reduction

import (
	"context"
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// TestParityToggles checks parityToggles against wingParityMask: on random
// states of odd and even cubes, any block turn changes the orbits' parity
// exactly as predicted.
func TestParityToggles(t *testing.T) {
	for _, n := range []int{4, 5, 6, 7} {
		g, err := tablesFor(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(n), 7))
		col := chooseColours(cube.MustNew(n), g)
		checked := 0
		for range 150 {
			c := cube.MustNew(n)
			if err := c.ApplyAlg(cube.RandomMoves(n, 100, rng)); err != nil {
				t.Fatal(err)
			}
			before, ok1 := g.wingParityMask(c, col)
			lo := 1 + rng.IntN(n)
			m := cube.Move{Face: cube.Faces[rng.IntN(6)], Lo: lo, Hi: lo + rng.IntN(n-lo+1), Turns: 1 + rng.IntN(3)}
			if err := c.ApplyAlg(cube.Alg{m}); err != nil {
				t.Fatal(err)
			}
			after, ok2 := g.wingParityMask(c, col)
			if !ok1 || !ok2 {
				t.Fatalf("%dx%d: parity unknown on a valid cube", n, n)
			}
			if got, want := before^after, g.parityToggles(cube.Alg{m}); got != want {
				t.Errorf("%dx%d %v: toggles orbits %b, predicted %b", n, n, m, got, want)
			}
			checked++
		}
		if checked == 0 {
			t.Errorf("%dx%d: nothing checked", n, n)
		}
	}
}

// TestWingParityCost checks the prices of odd orbits.
func TestWingParityCost(t *testing.T) {
	tests := []struct {
		n    int
		mask uint32
		want int
	}{
		{5, 0, 0},
		{5, 1 << 1, 15}, // the wide algorithm
		{7, 1 << 2, 22}, // the slice algorithm on orbit 2
		{7, 3 << 1, 15}, // one wide run over orbits 1 and 2
		{4, 1 << 1, 15}, // OLL parity
		{6, 1 << 1, 15}, // orbit 1 against the even central orbit
		{6, 1 << 2, 30}, // OLL parity, and orbit 1 against the odd central one
		{6, 3 << 1, 15}, // OLL parity only
	}
	for _, tc := range tests {
		g, err := tablesFor(context.Background(), tc.n)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.wingParityCost(tc.mask); got != tc.want {
			t.Errorf("%dx%d mask %b: cost %d, want %d", tc.n, tc.n, tc.mask, got, tc.want)
		}
	}
}
