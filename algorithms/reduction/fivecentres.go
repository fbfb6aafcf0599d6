package reduction

import (
	"context"
	"fmt"

	"cubelab/algorithms/reduction/fivecentres"
	"cubelab/cube"
)

// solveFiveCentres solves a 5x5x5's centres with package fivecentres (staged
// IDA* over outer and wide turns, about 30 OBTM where the beam takes about
// 57), telling it the wing parity the scramble has and what leaving it odd
// would cost the edge stage, so that it can prefer a solution that leaves it
// even. An error wrapping fivecentres.ErrGaveUp means its budget ran out:
// the caller falls back to the beam.
func solveFiveCentres(ctx context.Context, w *cube.Cube, g *geom, col [6]cube.Face) (cube.Alg, error) {
	return solveFiveCentresWith(ctx, w, g, col, fivecentres.DefaultParams)
}

// solveFiveCentresWith is solveFiveCentres within p.
func solveFiveCentresWith(ctx context.Context, w *cube.Cube, g *geom, col [6]cube.Face, p fivecentres.Params) (cube.Alg, error) {
	if mask, ok := g.wingParityMask(w, col); ok {
		p.OddParity = mask&(1<<1) != 0
		p.ParityCost = g.wingParityCost(1 << 1)
	}
	sols, err := fivecentres.Solve(ctx, w, p)
	if err != nil {
		return nil, fmt.Errorf("5x5x5 centres: %w", err)
	}
	alg := sols[0].Moves
	if err := w.ApplyAlg(alg); err != nil {
		return nil, fmt.Errorf("5x5x5 centres: %w", err)
	}
	if !centresSolved(w, g, col) {
		return nil, fmt.Errorf("5x5x5 centres: %s left them unsolved (internal error)", alg)
	}
	return alg, nil
}
