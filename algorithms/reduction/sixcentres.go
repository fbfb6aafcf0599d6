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
//  2. The outer x-centres (1,1) and the obliques (1,2) are a 5x5x5's x-
//     and t-centres under layers 1, 2, 3-4, 5, 6, the middle 2x2 blocks
//     standing for its fixed centres: package fivecentres solves them in
//     moves that never turn layers 3 and 4 (so stage 1 stays solved; the
//     obliques (1,3) ride along with the (1,2) ones). Only its wide quarter
//     turns toggle a wing parity (orbit 1's), which it prices.
//  3. The other obliques, (1,3), by the beam over oblique-only 3-cycles
//     (bigcentresobl.go).

// sixInner and sixOuter are the layer maps of stages 1 and 2.
var (
	sixInner = newLayerMap(6, [2]int{1, 2}, [2]int{3, 3}, [2]int{4, 4}, [2]int{5, 6})
	sixOuter = newLayerMap(6, [2]int{1, 1}, [2]int{2, 2}, [2]int{3, 4}, [2]int{5, 5}, [2]int{6, 6})
)

// Step names of the 6x6x6's mapped centre stages.
const (
	stepInnerX      = "centres: inner x-centres"
	stepOuterXAndOb = "centres: outer x-centres and obliques"
)

// sixOuterB is sixOuter reading the other oblique orbit, (1,3).
var sixOuterB = layerMap{small: sixOuter.small, big: sixOuter.big, span: sixOuter.span, upper: true}

// sixInnerTries is how many of fourstage's inner solutions (each may end
// in another colour scheme) get the later stages, each with both oblique
// orbits tried in stage 2; the shortest whole wins. Two gave 0.5 moves
// less than one on four cubes for 70% more time.
const sixInnerTries = 1

// sixCand is one way through the 6x6x6's centre stages.
type sixCand struct {
	col               [6]cube.Face
	inner, outer, obl cube.Alg
	cost              int
	outerName         string
}

// solveSixCentres is the 6x6x6's staged centre solve; w is turned only
// when every stage succeeded. It returns the colours the faces got.
func solveSixCentres(ctx context.Context, w *cube.Cube, g *geom, report func(string)) ([]algorithms.Step, [6]cube.Face, error) {
	report("centres: inner x-centres")
	sols, err := fourstage.Centres(ctx, sixInner.smallCube(w), fourstage.DefaultCentreParams)
	if err != nil {
		return nil, [6]cube.Face{}, fmt.Errorf("centres, inner x-centres: %w", err)
	}
	var best *sixCand
	var lastErr error
	for _, sol := range sols[:min(len(sols), sixInnerTries)] {
		for _, m := range []layerMap{sixOuter, sixOuterB} {
			cand, err := sixFinish(ctx, w, g, sixInner.bigAlg(sol), m, report)
			if err != nil {
				if stagedGaveUp(err) && ctx.Err() == nil {
					lastErr = err
					continue
				}
				return nil, [6]cube.Face{}, err
			}
			if best == nil || cand.cost < best.cost {
				best = cand
			}
		}
	}
	if best == nil {
		return nil, [6]cube.Face{}, lastErr
	}
	all := append(append(append(cube.Alg(nil), best.inner...), best.outer...), best.obl...)
	if err := w.ApplyAlg(all); err != nil {
		return nil, best.col, fmt.Errorf("centres: %w", err)
	}
	return []algorithms.Step{
		{Name: stepInnerX, Moves: best.inner},
		{Name: stepOuterXAndOb, Moves: best.outer},
		{Name: stepObliques, Moves: best.obl},
	}, best.col, nil
}

// sixFinish runs stages 2 and 3 after the inner x-centres' moves inner,
// stage 2 on the layer map m; w is left as it was.
func sixFinish(ctx context.Context, w *cube.Cube, g *geom, inner cube.Alg, m layerMap, report func(string)) (*sixCand, error) {
	cand := &sixCand{inner: inner}
	c := w.Clone()
	if err := c.ApplyAlg(inner); err != nil {
		return nil, fmt.Errorf("centres, inner x-centres: %w", err)
	}
	for _, f := range cube.Faces {
		cand.col[f] = c.At(f, 2, 2)
		for _, rc := range [][2]int{{2, 3}, {3, 2}, {3, 3}} {
			if c.At(f, rc[0], rc[1]) != cand.col[f] {
				return nil, fmt.Errorf("centres: %s left the inner x-centres unsolved (internal error)", inner)
			}
		}
	}
	report("centres: outer x-centres and obliques")
	p := fivecentres.DefaultParams
	if mask, ok := g.wingParityMask(c, cand.col); ok {
		p.OddParity, p.ParityCost = g.priceOrbit(mask, 1)
	}
	order := [6]cube.Face{cube.U, cube.D, cube.F, cube.B, cube.R, cube.L}
	var err error
	cand.outer, cand.obl, cand.cost, err = finishWithObliques(ctx, c, g, cand.col, order, w, inner, m, p, report)
	if err != nil {
		return nil, fmt.Errorf("centres, outer x-centres and obliques: %w", err)
	}
	if !centresSolved(c, g, cand.col) {
		return nil, fmt.Errorf("centres: the 6x6x6 stages left them unsolved (internal error)")
	}
	return cand, nil
}
