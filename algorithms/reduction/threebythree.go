package reduction

import (
	"context"
	"errors"
	"fmt"

	"cubelab/algorithms/twophase"
	"cubelab/cube"
)

// asThreeByThree reads a reduced cube as a 3x3x3: corners, each edge at its
// first wing (all wings alike once paired), each face's centre colour.
func asThreeByThree(c *cube.Cube) *cube.Cube {
	n := c.N()
	t := cube.MustNew(3)
	at := [3]int{0, 1, n - 1}
	for f := cube.Face(0); f < 6; f++ {
		for r := 0; r < 3; r++ {
			for col := 0; col < 3; col++ {
				t.Set(f, r, col, c.At(f, at[r], at[col]))
			}
		}
	}
	return t
}

// bigMove turns a 3x3x3 move into the big cube's: layer 1 stays the outer
// layer, layer 2 (a slice) becomes the inner layers 2..N-1, layer 3 becomes N.
func bigMove(m cube.Move, n int) (cube.Move, error) {
	lo, hi, err := m.Layers(3)
	if err != nil {
		return m, err
	}
	conv := func(l int) (int, int) {
		switch l {
		case 1:
			return 1, 1
		case 2:
			return 2, n - 1
		}
		return n, n
	}
	lo, _ = conv(lo)
	_, hi = conv(hi)
	return cube.Move{Face: m.Face, Lo: lo, Hi: hi, Turns: m.Turns}, nil
}

// fixParity makes the reduced even cube's 3x3x3 reading solvable: an odd
// number of flipped edges (OLL parity) gets the wide OLL parity algorithm,
// which flips the UF edge; an odd edge permutation against the corners (PLL
// parity) gets r2 U2 r2 Uw2 r2 Uw2, which swaps UF and UB. Both keep centres
// and pairs, which is checked.
func fixParity(w *cube.Cube, g *geom, col [6]cube.Face) (cube.Alg, error) {
	n := w.N()
	var out cube.Alg
	for range 3 {
		err := asThreeByThree(w).Validate()
		if err == nil {
			return out, nil
		}
		var fix cube.Alg
		switch {
		case n%2 == 0 && errors.Is(err, cube.ErrFlip):
			// The wide form (Rw for r) is 15 OBTM moves, the slice form 22;
			// both keep centres and pairs (checked below).
			fix = oLLParity(1, n/2)
		case n%2 == 0 && errors.Is(err, cube.ErrParity):
			fix = pLLParity(n)
		default:
			return nil, fmt.Errorf("3x3 stage: reduced cube is not a valid 3x3x3: %w", err)
		}
		if err := w.ApplyAlg(fix); err != nil {
			return nil, fmt.Errorf("parity: %w", err)
		}
		if !centresSolved(w, g, col) || !edgesPaired(w, g) {
			return nil, fmt.Errorf("parity: %s broke the reduction (internal error)", fix)
		}
		out = append(out, fix...)
	}
	return nil, fmt.Errorf("parity: reduced cube still not a valid 3x3x3 after parity fixes")
}

// solveThree solves the reduced cube as a 3x3x3 with the two-phase solver
// and returns the big cube's moves.
func solveThree(ctx context.Context, w *cube.Cube, solver *twophase.Solver) (cube.Alg, error) {
	t := asThreeByThree(w)
	sol, err := solver.Solve(ctx, t, nil)
	if err != nil {
		return nil, fmt.Errorf("3x3 stage: %w", err)
	}
	out := make(cube.Alg, 0, len(sol.Moves))
	for _, m := range sol.Moves {
		bm, err := bigMove(m, w.N())
		if err != nil {
			return nil, fmt.Errorf("3x3 stage: %w", err)
		}
		out = append(out, bm)
	}
	if err := w.ApplyAlg(out); err != nil {
		return nil, fmt.Errorf("3x3 stage: %w", err)
	}
	return out, nil
}
