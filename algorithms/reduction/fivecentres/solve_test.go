package fivecentres

import (
	"context"
	"errors"
	"testing"

	"cubelab/cube"
)

// TestSolve solves the centres of scrambled cubes and checks each solution
// by applying it: every centre shows its fixed centre's colour, no move
// turns the middle layer (the fixed centres stay), the parity flag counts
// the quarter turns of a second layer, and the lengths are far below the
// beam's (about 57 OBTM).
func TestSolve(t *testing.T) {
	cubes := 6
	if testing.Short() {
		cubes = 2
	}
	total := 0
	for i := range cubes {
		c := scrambled(i)
		for _, odd := range []bool{false, true} {
			p := DefaultParams
			p.OddParity, p.ParityCost = odd, 15
			sols, err := Solve(context.Background(), c, p)
			if err != nil {
				t.Fatalf("cube %d: %v", i, err)
			}
			sol := sols[0]
			w := c.Clone()
			if err := w.ApplyAlg(sol.Moves); err != nil {
				t.Fatalf("cube %d: %v", i, err)
			}
			if !centresOK(w) {
				t.Fatalf("cube %d: %s leaves the centres unsolved", i, sol.Moves)
			}
			parity := odd
			for _, m := range sol.Moves {
				_, lo, hi, _, err := m.Canonical(n)
				if err != nil || (lo <= 3 && hi >= 3) {
					t.Fatalf("cube %d: %v turns the middle layer", i, m)
				}
				if m.Turns%2 == 1 && ((lo <= 2 && hi >= 2) || (lo <= 4 && hi >= 4)) {
					parity = !parity
				}
			}
			if parity != sol.OddParity {
				t.Errorf("cube %d: parity flag %v, the moves say %v", i, sol.OddParity, parity)
			}
			want := sol.Moves.OBTM(n)
			if sol.OddParity {
				want += p.ParityCost
			}
			if sol.Score != want {
				t.Errorf("cube %d: score %d, want %d", i, sol.Score, want)
			}
			if l := sol.Moves.OBTM(n); l > 40 {
				t.Errorf("cube %d: %d OBTM (%v), want at most 40", i, l, sol.Stages)
			}
			if !odd {
				total += sol.Moves.OBTM(n)
			}
		}
	}
	t.Logf("mean %.1f OBTM over %d cubes", float64(total)/float64(cubes), cubes)
}

func TestSolveSolvedAndErrors(t *testing.T) {
	sols, err := Solve(context.Background(), cube.MustNew(n), DefaultParams)
	if err != nil {
		t.Fatal(err)
	}
	if len(sols[0].Moves) != 0 {
		t.Errorf("solved cube: %s, want no moves", sols[0].Moves)
	}
	if _, err := Solve(context.Background(), cube.MustNew(4), DefaultParams); err == nil {
		t.Error("4x4x4: no error")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Solve(ctx, scrambled(1), DefaultParams); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
	p := DefaultParams
	p.Stage1Nodes = 10
	if _, err := Solve(context.Background(), scrambled(1), p); !errors.Is(err, ErrGaveUp) {
		t.Errorf("tiny budget: %v, want ErrGaveUp", err)
	}
}

// TestFaceMap checks the whole-cube turns' face maps: a move of face f on
// the turned cube does what a move of faceMap[f] does on the cube as given.
func TestFaceMap(t *testing.T) {
	for _, rot := range axes {
		fm := faceMap(rot)
		for _, f := range cube.Faces {
			a := cube.MustNew(n)
			a.ApplyAlg(rot) //nolint:errcheck
			a.Apply(cube.Move{Face: f, Lo: 1, Hi: 2, Turns: 1})
			b := cube.MustNew(n)
			b.Apply(cube.Move{Face: fm[f], Lo: 1, Hi: 2, Turns: 1})
			b.ApplyAlg(rot) //nolint:errcheck
			if !a.Equal(b) {
				t.Errorf("%v: %v after it is not %v before it", rot, f, fm[f])
			}
		}
	}
}
