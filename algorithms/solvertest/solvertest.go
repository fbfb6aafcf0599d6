// Package solvertest holds the checks that every solving method's tests
// share, so each method's package states only what is particular to it.
package solvertest

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"cubelab/algorithms"
	"cubelab/cube"
)

// Registered checks that the named method is in the registry with the given
// rank, solves NxNxN cubes but not (N-1) or (N+1), makes a solver that reports
// its name, refuses a cube of another size, solves the scramble with progress reported (verified by
// applying it), and refuses to be made for the wrong size.
func Registered(t *testing.T, name string, rank, n int, scramble string) {
	t.Helper()
	m, ok := algorithms.Lookup(name)
	if !ok {
		t.Fatalf("method %s is not registered", name)
	}
	if m.Rank != rank || !m.Sizes(n) || m.Sizes(n-1) || m.Sizes(n+1) {
		t.Fatalf("method %s: rank %d, sizes %d/%d/%d %v/%v/%v; want rank %d, %dx%dx%d only",
			name, m.Rank, n-1, n, n+1, m.Sizes(n-1), m.Sizes(n), m.Sizes(n+1), rank, n, n, n)
	}
	s, err := algorithms.New(name, n, algorithms.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if s.Name() != name {
		t.Fatalf("solver reports name %q", s.Name())
	}
	c := cube.MustNew(n)
	if err := c.ApplyString(scramble); err != nil {
		t.Fatal(err)
	}
	var stages []string
	sol, err := s.Solve(context.Background(), c, func(p algorithms.Progress) { stages = append(stages, p.Stage) })
	if err != nil {
		t.Fatal(err)
	}
	if err := algorithms.Verify(c, sol); err != nil {
		t.Fatal(err)
	}
	if len(stages) == 0 {
		t.Error("no progress reported")
	}
	if _, err := s.Solve(context.Background(), cube.MustNew(n+1), nil); !errors.Is(err, algorithms.ErrUnsupported) {
		t.Errorf("%s solving a %dx%dx%d: %v, want ErrUnsupported", name, n+1, n+1, n+1, err)
	}
	if _, err := algorithms.New(name, n-1, algorithms.Config{}); err == nil {
		t.Errorf("making a %dx%dx%d %s solver did not fail", n-1, n-1, n-1, name)
	}
}

// Scrambles returns count NxNxN cubes, each turned by a random-move scramble
// of 25..34 moves drawn from a fixed seed.
func Scrambles(n, count int, seed uint64) []*cube.Cube {
	rng := rand.New(rand.NewPCG(seed, 7))
	out := make([]*cube.Cube, 0, count)
	for i := 0; i < count; i++ {
		c := cube.MustNew(n)
		if err := c.ApplyAlg(cube.RandomMoves(n, 25+rng.IntN(10), rng)); err != nil {
			panic(err) // RandomMoves only makes moves that exist on n
		}
		out = append(out, c)
	}
	return out
}
