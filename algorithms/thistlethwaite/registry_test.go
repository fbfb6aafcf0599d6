package thistlethwaite

import (
	"context"
	"testing"

	"cubelab/algorithms"
	"cubelab/cube"
)

// TestRegistered checks the method is reachable by name, as cubelab solve -m
// thistlethwaite finds it, and that the solver it makes works.
func TestRegistered(t *testing.T) {
	m, ok := algorithms.Lookup("thistlethwaite")
	if !ok {
		t.Fatal("method thistlethwaite is not registered")
	}
	if m.Rank != 2 || !m.Sizes(3) || m.Sizes(2) || m.Sizes(4) {
		t.Fatalf("method thistlethwaite: rank %d, sizes 2/3/4 %v/%v/%v; want rank 2, 3x3x3 only", m.Rank, m.Sizes(2), m.Sizes(3), m.Sizes(4))
	}
	s, err := algorithms.New("thistlethwaite", 3, algorithms.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if s.Name() != "thistlethwaite" || !s.Supports(3) || s.Supports(2) {
		t.Fatalf("solver reports name %q, supports(3) %v, supports(2) %v", s.Name(), s.Supports(3), s.Supports(2))
	}
	c := cube.MustNew(3)
	if err := c.ApplyString("F' U2 L"); err != nil {
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
	if _, err := algorithms.New("thistlethwaite", 2, algorithms.Config{}); err == nil {
		t.Error("making a 2x2x2 thistlethwaite solver did not fail")
	}
}
