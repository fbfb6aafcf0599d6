package twophase

import (
	"context"
	"testing"

	"cubelab/algorithms"
	"cubelab/cube"
)

// TestSymmetricCubes checks self-symmetry detection: the views of a
// symmetric cube that are symmetric images of one another are searched
// once, and the solutions still check out. Superflip is its own inverse and
// the same from every axis; it needs exactly 20 moves.
func TestSymmetricCubes(t *testing.T) {
	tb := testTables(t)
	st := syms()
	superflip := cube.SolvedCubies
	for i := range superflip.EO {
		superflip.EO[i] = 1
	}
	checker, err := cube.AlgCubies(cube.MustParseAlg("U2 D2 F2 B2 L2 R2", 3))
	if err != nil {
		t.Fatal(err)
	}
	random, err := cube.AlgCubies(cube.MustParseAlg("R U F' L2 D B' R2 F U' L", 3))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		c      cube.Cubies
		views  int
		maxLen int
	}{
		{"superflip", superflip, 1, 20},
		{"checkerboard", checker, 1, 6},
		{"ten random moves", random, 6, 10},
	} {
		if n := len(variants(tc.c, tb, st)); n != tc.views {
			t.Errorf("%s: %d views searched, want %d", tc.name, n, tc.views)
		}
		res, err := New(algorithms.Config{}).solve(context.Background(), tc.c, tc.maxLen, nil)
		if err != nil {
			t.Fatalf("%s in %d: %v", tc.name, tc.maxLen, err)
		}
		c, err := tc.c.Facelets(3)
		if err != nil {
			t.Fatal(err)
		}
		if err := algorithms.Verify(c, &algorithms.Solution{Moves: cube.FaceTurnsAlg(res.moves)}); err != nil || len(res.moves) > tc.maxLen {
			t.Fatalf("%s: %d moves, %v", tc.name, len(res.moves), err)
		}
		t.Logf("%s: %d moves, %d nodes", tc.name, len(res.moves), res.nodes)
	}
}
