package methods_test

import (
	"context"
	"errors"
	"testing"

	"cubelab/algorithms"
	_ "cubelab/algorithms/methods"
	"cubelab/cube"
)

// Every method that builds tables says so through algorithms.Preparer, its
// Prepare works for the sizes it supports, and a solve after it is correct.
// A cancelled context is reported, never ignored.
func TestPrepare(t *testing.T) {
	wantPreparer := map[string]bool{
		"table": true, "pdb": true, "pdb-plain": true, "kociemba": true,
		"thistlethwaite": true, "corners-first": true, "reduction": true, "optimal": true,
	}
	sizes := []int{2, 3, 4, 5}
	seen := map[string]bool{}
	for _, n := range sizes {
		for _, m := range algorithms.Methods(n) {
			if testing.Short() && (m.Name == "genetic" || m.Name == "annealing" || m.Name == "iddfs") {
				continue
			}
			s, err := algorithms.New(m.Name, n, algorithms.Config{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			_, isPreparer := s.(algorithms.Preparer)
			if wantPreparer[m.Name] && !isPreparer {
				t.Errorf("%s builds tables but is not an algorithms.Preparer", m.Name)
			}
			seen[m.Name] = true
			if _, err := algorithms.Prepare(context.Background(), s, n); err != nil {
				t.Fatalf("%s on %dx%dx%d: %v", m.Name, n, n, n, err)
			}
			c := cube.MustNew(n)
			if err := c.ApplyAlg(cube.MustParseAlg("R U F' D2 L B", n)); err != nil {
				t.Fatal(err)
			}
			sol, err := s.Solve(context.Background(), c, nil)
			if err != nil {
				t.Fatalf("%s on %dx%dx%d after Prepare: %v", m.Name, n, n, n, err)
			}
			if err := algorithms.Verify(c, sol); err != nil {
				t.Errorf("%s on %dx%dx%d: %v", m.Name, n, n, n, err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			if _, err := algorithms.Prepare(ctx, s, n); isPreparer && !errors.Is(err, context.Canceled) {
				t.Errorf("%s: Prepare with a cancelled context returned %v", m.Name, err)
			}
		}
	}
	for name := range wantPreparer {
		if !seen[name] {
			t.Errorf("method %s not registered for any of sizes %v", name, sizes)
		}
	}
}
