package reduction

import (
	"context"
	"fmt"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/fivecentres"
	"cubelab/algorithms/reduction/fourstage"
	"cubelab/cube"
)

// The 6x6x6's centres, orbit group by orbit group, each stage's moves
// leaving what the earlier ones solved alone:
//
//  1. The inner x-centres (2,2), each face's middle 2x2 block, are a
//     4x4x4's centres when the 6x6x6's layers 1-2, 3, 4 and 5-6 are read as
//     the 4x4x4's four: package fourstage's Centres solves them, choosing
//     the colour scheme (a proper one: the 4x4x4 it sees has the big
//     cube's corners) and leaving the central wing orbit (layer 3, which
//     the 4x4x4's wings stand for) even, so no OLL parity.
//  2. Every oblique matched to the other oblique of its bar, (1,2) with
//     (1,3), by 3-cycles of obliques and turns of layers 1, 2, 5 and 6
//     (bigcentresmatch.go).
//  3. The outer x-centres (1,1) and the bars are a 5x5x5's x- and
//     t-centres under layers 1, 2, 3-4, 5, 6, the middle 2x2 blocks
//     standing for its fixed centres: package fivecentres solves them in
//     moves that never turn layers 3 and 4, so stage 1 stays solved and
//     the bars whole. Only its wide quarter turns toggle a wing parity
//     (orbit 1's), which it prices.
//
// Should the matching give up, stage 3 solves the outer x-centres and the
// (1,2) obliques and the beam over oblique-only 3-cycles the (1,3) ones
// (bigcentresobl.go).

// sixInner and sixOuter are the layer maps of stages 1 and 3.
var (
	sixInner = newLayerMap(6, [2]int{1, 2}, [2]int{3, 3}, [2]int{4, 4}, [2]int{5, 6})
	sixOuter = newLayerMap(6, [2]int{1, 1}, [2]int{2, 2}, [2]int{3, 4}, [2]int{5, 5}, [2]int{6, 6})
)

// Step names of the 6x6x6's mapped centre stages.
const (
	stepInnerX      = "centres: inner x-centres"
	stepBars        = "centres: oblique bars"
	stepOuterXAndOb = "centres: outer x-centres and obliques"
)

// solveSixCentres is the 6x6x6's staged centre solve; w is turned only
// when every stage succeeded. It returns the colours the faces got.
func solveSixCentres(ctx context.Context, w *cube.Cube, g *geom, report func(string)) ([]algorithms.Step, [6]cube.Face, error) {
	var col [6]cube.Face
	report("centres: inner x-centres")
	c := w.Clone()
	sols, err := fourstage.Centres(ctx, sixInner.smallCube(c), fourstage.DefaultCentreParams)
	if err != nil {
		return nil, col, fmt.Errorf("centres, inner x-centres: %w", err)
	}
	inner := sixInner.bigAlg(sols[0])
	if err := c.ApplyAlg(inner); err != nil {
		return nil, col, fmt.Errorf("centres, inner x-centres: %w", err)
	}
	for _, f := range cube.Faces {
		col[f] = c.At(f, 2, 2)
		for _, rc := range [][2]int{{2, 3}, {3, 2}, {3, 3}} {
			if c.At(f, rc[0], rc[1]) != col[f] {
				return nil, col, fmt.Errorf("centres: %s left the inner x-centres unsolved (internal error)", inner)
			}
		}
	}
	report("centres: oblique bars")
	steps := []algorithms.Step{{Name: stepInnerX, Moves: inner}}
	bars, err := matchBars(ctx, c, g, 0)
	if err != nil && !stagedGaveUp(err) {
		return nil, col, fmt.Errorf("centres, oblique bars: %w", err)
	}
	report("centres: outer x-centres and obliques")
	p := fivecentres.DefaultParams
	if mask, ok := g.wingParityMask(c, col); ok {
		p.OddParity, p.ParityCost = g.priceOrbit(mask, 1)
	}
	if err == nil {
		steps = append(steps, algorithms.Step{Name: stepBars, Moves: bars})
		outer, err := solveMapped(ctx, c, sixOuter, p)
		if err != nil {
			return nil, col, fmt.Errorf("centres, outer x-centres and obliques: %w", err)
		}
		steps = append(steps, algorithms.Step{Name: stepOuterXAndOb, Moves: outer})
	} else {
		order := [6]cube.Face{cube.U, cube.D, cube.F, cube.B, cube.R, cube.L}
		outer, obl, _, err := finishWithObliques(ctx, c, g, col, order, w, inner, sixOuter, p, report)
		if err != nil {
			return nil, col, fmt.Errorf("centres, outer x-centres and obliques: %w", err)
		}
		steps = append(steps, algorithms.Step{Name: stepOuterXAndOb, Moves: outer}, algorithms.Step{Name: stepObliques, Moves: obl})
	}
	if err := applyCentreSteps(w, c, g, col, steps); err != nil {
		return nil, col, err
	}
	return steps, col, nil
}
