package reduction

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/fourstage"
	"cubelab/cube"
)

// reduceFour reduces a 4x4x4 with package fourstage: its whole reduction if
// it finds one within its budget (reduceFourFull), else its table-driven centres
// (outer and wide turns only, about 16 moves where the general centres take
// about 33 in OBTM, and an even wing permutation, so the edge pairing needs
// no parity operation), then the usual edge pairing and parity fixes; one
// reduction per centre solution fourstage offers. An error means the caller
// should fall back to the general centres.
func reduceFour(ctx context.Context, c *cube.Cube, g *geom, rng *rand.Rand, report func(string)) ([]reduction, error) {
	report("centres and edges")
	if r, err := reduceFourFull(ctx, c, g); err == nil {
		return r, nil
	} else if ctx.Err() != nil {
		return nil, err
	}
	report("centres")
	sols, err := fourstage.Centres(ctx, c, fourstage.DefaultCentreParams)
	if err != nil {
		return nil, fmt.Errorf("4x4x4 centres: %w", err)
	}
	var out []reduction
	for _, centres := range sols {
		w := c.Clone()
		if err := w.ApplyAlg(centres); err != nil {
			return nil, fmt.Errorf("4x4x4 centres: %w", err)
		}
		col := fourColours(w)
		if !centresSolved(w, g, col) {
			return nil, fmt.Errorf("4x4x4 centres: %s left them unsolved (internal error)", centres)
		}
		steps := []algorithms.Step{{Name: "centres", Moves: centres}}
		edges, err := pairEdges(ctx, w, g, defaultEdgeParams(), rng, report)
		if err != nil {
			if ctx.Err() != nil {
				return nil, err
			}
			continue // the other centre solutions may pair
		}
		steps = append(steps, algorithms.Step{Name: "edge pairing", Moves: edges})
		report("parity")
		r, err := withParity(w, g, col, steps)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("4x4x4: no centre solution led to paired edges")
	}
	return out, nil
}

// fourRetryParams widen fourstage.QuickParams' stage 2 and 3 budgets for
// the cubes (about 1 in 30) whose reduction those do not find: 1-2 s more
// for them, instead of the centres-only path's ~20 more moves.
var fourRetryParams = func() fourstage.Params {
	p := fourstage.QuickParams
	p.Stage2Nodes, p.Stage2MaxNodes = 3_000_000, 15_000_000
	p.Stage3Nodes, p.Stage3MaxNodes = 1_000_000, 10_000_000
	return p
}()

// reduceFourFull is fourstage's whole reduction (centres and edges in about
// 26 outer and wide turns) within fourstage.QuickParams' budget, which it
// meets on nearly every cube, or else fourRetryParams': a few reductions of
// the same length, whose 3x3x3 stages differ. An error sends the caller to
// the centres-only path.
func reduceFourFull(ctx context.Context, c *cube.Cube, g *geom) ([]reduction, error) {
	all, err := fourReductions(ctx, c)
	if err != nil {
		return nil, err
	}
	var out []reduction
	for _, stages := range all {
		w := c.Clone()
		var steps []algorithms.Step
		for _, st := range stages {
			if err := w.ApplyAlg(st.Moves); err != nil {
				return nil, fmt.Errorf("4x4x4 reduction: %w", err)
			}
			steps = append(steps, algorithms.Step{Name: st.Name, Moves: st.Moves})
		}
		col := fourColours(w)
		if !centresSolved(w, g, col) || !edgesPaired(w, g) {
			return nil, fmt.Errorf("4x4x4 reduction left the cube unreduced (internal error)")
		}
		// No parity is left; fixParity checks that (and would fix it).
		r, err := withParity(w, g, col, steps)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// fourReductions is fourstage's whole reduction of the 4x4x4 c within
// QuickParams' budget, else fourRetryParams'.
func fourReductions(ctx context.Context, c *cube.Cube) ([][]fourstage.Stage, error) {
	all, err := fourstage.ReduceAll(ctx, c, fourstage.QuickParams)
	if errors.Is(err, fourstage.ErrGaveUp) {
		all, err = fourstage.ReduceAll(ctx, c, fourRetryParams)
	}
	return all, err
}

// fourColours reads each face's centre colour on a 4x4x4 whose centres a
// stage has just solved.
func fourColours(w *cube.Cube) [6]cube.Face {
	var col [6]cube.Face
	for f := cube.Face(0); f < 6; f++ {
		col[f] = w.At(f, 1, 1)
	}
	return col
}

// withParity is the reduction w (reached by steps) with the parity step
// fixParity finds, if one is needed.
func withParity(w *cube.Cube, g *geom, col [6]cube.Face, steps []algorithms.Step) (reduction, error) {
	parity, err := fixParity(w, g, col)
	if err != nil {
		return reduction{}, err
	}
	if len(parity) > 0 {
		steps = append(steps, algorithms.Step{Name: "parity", Moves: parity})
	}
	return reduction{cube: w, steps: steps, length: stepsLen(steps, w.N())}, nil
}
