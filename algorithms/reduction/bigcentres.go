package reduction

import (
	"context"
	"errors"
	"fmt"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/fivecentres"
	"cubelab/algorithms/reduction/fourstage"
	"cubelab/cube"
)

// The 7x7x7's centres orbit group by orbit group, each stage's moves
// leaving what the earlier ones solved alone:
//
//  1. The inner 3x3 block of every face (x-centres at (2,2), t-centres at
//     (2,3)) is a 5x5x5's centres when the 7x7x7's layers 1-2, 3, 4, 5 and
//     6-7 are read as the 5x5x5's five (a 5x5x5 R is an Rw, an Rw a 3Rw):
//     package fivecentres solves it.
//  2. The outer ring's x-centres (1,1) and t-centres (1,3) are a 5x5x5's
//     centres under layers 1, 2, 3-5, 6, 7. fivecentres never turns the
//     middle layer, so layers 3-5, where stage 1's pieces are, stay put.
//  3. The obliques, by the beam over oblique-only 3-cycles
//     (bigcentresobl.go).
//
// The fixed centres give every stage the same colours. Stages 1 and 2
// settle the wing parity (only their quarter turns of layers 2 and 3 toggle
// it; the obliques' 3-cycles do not), so each prices what an odd orbit will
// cost the edge stage.

// sevenInner and sevenOuter are the layer maps of stages 1 and 2.
var (
	sevenInner = newLayerMap(7, [2]int{1, 2}, [2]int{3, 3}, [2]int{4, 4}, [2]int{5, 5}, [2]int{6, 7})
	sevenOuter = newLayerMap(7, [2]int{1, 1}, [2]int{2, 2}, [2]int{3, 5}, [2]int{6, 6}, [2]int{7, 7})
)

// Step names of the mapped centre stages.
const (
	stepInnerCentres = "centres: inner block"
	stepOuterCentres = "centres: outer ring"
	stepObliques     = "centres: obliques"
)

// centreSteps solves w's centres (turning it) and returns the moves as
// steps and the colours the faces got: on 6x6x6, 7x7x7 and the sizes
// ringStaged takes the staged solves (stagedCentres; should a stage give up, solveCentres takes
// over), on other sizes solveCentres as one step with colours col.
func centreSteps(ctx context.Context, w *cube.Cube, g *geom, col, order [6]cube.Face, report func(string)) ([]algorithms.Step, [6]cube.Face, error) {
	steps, got, err := stagedCentres(ctx, w, g, col, order, 0, report)
	if err == nil {
		col = got
	}
	if err == nil || !stagedGaveUp(err) {
		return steps, col, err
	}
	alg, err := solveCentres(ctx, w, g, col, order, report)
	if err != nil {
		return nil, col, err
	}
	return []algorithms.Step{{Name: "centres", Moves: alg}}, col, nil
}

// errStagedNone says a size has no staged centre solve.
var errStagedNone = fmt.Errorf("no staged centres for this size: %w", algorithms.ErrGaveUp)

// stagedGaveUp reports whether a staged centre solve ended its budget (or
// has none for the size), so that the general search should take over.
func stagedGaveUp(err error) bool {
	return errors.Is(err, fivecentres.ErrGaveUp) || errors.Is(err, fourstage.ErrGaveUp) || errors.Is(err, algorithms.ErrGaveUp)
}

// solveSevenCentres is the 7x7x7's staged centre solve; w is turned only
// when every stage succeeded.
func solveSevenCentres(ctx context.Context, w *cube.Cube, g *geom, col, order [6]cube.Face, report func(string)) ([]algorithms.Step, error) {
	c := w.Clone()
	report("centres: inner block")
	p := fivecentres.DefaultParams
	mask, known := g.wingParityMask(c, col)
	if known {
		// Orbit 2 (layer 3) turns with the 5x5x5's wide turns; stage 2
		// will pick orbit 1's parity to suit it.
		p.OddParity = mask&(1<<2) != 0
		p.ParityCost = min(g.wingParityCost(1<<2), g.wingParityCost(1<<1|1<<2))
	}
	inner, err := solveMapped(ctx, c, sevenInner, p)
	if err != nil {
		return nil, fmt.Errorf("centres, inner block: %w", err)
	}
	report("centres: oblique bars")
	steps := []algorithms.Step{{Name: stepInnerCentres, Moves: inner}}
	bars, err := matchBars(ctx, c, g, 0)
	if err != nil && !stagedGaveUp(err) {
		return nil, fmt.Errorf("centres, oblique bars: %w", err)
	}
	report("centres: outer ring")
	p = fivecentres.DefaultParams
	if known {
		// Orbit 1 (layer 2) turns with the 5x5x5's wide turns here.
		p.OddParity, p.ParityCost = g.priceOrbit(mask^g.parityToggles(inner)^g.parityToggles(bars), 1)
	}
	if err == nil {
		steps = append(steps, algorithms.Step{Name: stepBars, Moves: bars})
		outer, err := solveMapped(ctx, c, sevenOuter, p)
		if err != nil {
			return nil, fmt.Errorf("centres, outer ring: %w", err)
		}
		steps = append(steps, algorithms.Step{Name: stepOuterCentres, Moves: outer})
	} else {
		outer, obl, _, err := finishWithObliques(ctx, c, g, col, order, w, inner, sevenOuter, p, report)
		if err != nil {
			return nil, fmt.Errorf("centres, outer ring: %w", err)
		}
		steps = append(steps, algorithms.Step{Name: stepOuterCentres, Moves: outer}, algorithms.Step{Name: stepObliques, Moves: obl})
	}
	if err := applyCentreSteps(w, c, g, col, steps); err != nil {
		return nil, err
	}
	return steps, nil
}

// solveMapped solves the centres of the 5x5x5 that m reads off c with
// package fivecentres within p, turns c by the best solution's mapped
// moves and returns them.
func solveMapped(ctx context.Context, c *cube.Cube, m layerMap, p fivecentres.Params) (cube.Alg, error) {
	algs, err := solveMappedAll(ctx, c, m, p)
	if err != nil {
		return nil, err
	}
	if err := c.ApplyAlg(algs[0]); err != nil {
		return nil, err
	}
	return algs[0], nil
}

// solveMappedAll returns the mapped moves of every solution fivecentres
// finds for the 5x5x5 m reads off c, best score first, checking that
// each solves the mapped centres; c is left as it was.
func solveMappedAll(ctx context.Context, c *cube.Cube, m layerMap, p fivecentres.Params) ([]cube.Alg, error) {
	small := m.smallCube(c)
	sols, err := fivecentres.Solve(ctx, small, p)
	if errors.Is(err, fivecentres.ErrGaveUp) {
		// Rare (a 6x6x6 in ten or twenty): stage 2 ran out after stage 1's
		// few ends. A looser stage 1 bound (its sum of the orbits'
		// distances less 2, not 3) with four times the budgets found 31
		// moves for the one seen where four times the budgets alone did
		// not.
		p.Stage1Relax = 2
		p.Stage1Nodes, p.Stage2Nodes = 4*p.Stage1Nodes, 4*p.Stage2Nodes
		sols, err = fivecentres.Solve(ctx, small, p)
	}
	if errors.Is(err, fivecentres.ErrGaveUp) {
		// Rarer still (one 14x14x14 of bench's three, its inner 8x8x8's
		// outer ring, once the bar matching took slice-conjugated turns):
		// stage 2 ran out from every one of stage 1's two ends. Twenty,
		// one move longer too, and four times stage 2's budget again
		// found one (1347 OBTM; the general beam after giving up, 3467).
		p.Stage1Keep, p.Stage1Slack = 20, 1
		p.Stage2Nodes = 4 * p.Stage2Nodes
		sols, err = fivecentres.Solve(ctx, small, p)
	}
	if err != nil {
		return nil, err
	}
	var out []cube.Alg
	for _, sol := range sols {
		alg := m.bigAlg(sol.Moves)
		w := c.Clone()
		if err := w.ApplyAlg(alg); err != nil {
			return nil, err
		}
		after := m.smallCube(w)
		for _, f := range cube.Faces {
			mid := after.At(f, m.small/2, m.small/2)
			for r := 1; r < m.small-1; r++ {
				for k := 1; k < m.small-1; k++ {
					if after.At(f, r, k) != mid {
						return nil, fmt.Errorf("%s left the mapped centres unsolved (internal error)", alg)
					}
				}
			}
		}
		out = append(out, alg)
	}
	return out, nil
}

// finishWithObliques runs the last mapped stage (m, within p) on c and the
// oblique beam after each of its solutions, turning c by the pair whose
// centre solution from start (prefix, then the pair) is shortest in OBTM
// with the wing parity it leaves priced: the beam is quick, and how many
// moves the obliques take varies more than the mapped stage's length.
func finishWithObliques(ctx context.Context, c *cube.Cube, g *geom, col, order [6]cube.Face, start *cube.Cube, prefix cube.Alg, m layerMap, p fivecentres.Params, report func(string)) (stage, obl cube.Alg, cost int, err error) {
	algs, err := solveMappedAll(ctx, c, m, p)
	if err != nil {
		return nil, nil, 0, err
	}
	best := -1
	for _, a := range algs[:min(len(algs), mappedFinishes)] {
		w := c.Clone()
		if err := w.ApplyAlg(a); err != nil {
			return nil, nil, 0, err
		}
		o, err := solveObliques(ctx, w, g, col, order, report)
		if err != nil {
			if stagedGaveUp(err) && ctx.Err() == nil {
				continue
			}
			return nil, nil, 0, fmt.Errorf("obliques: %w", err)
		}
		all := cube.Simplify(append(append(append(cube.Alg(nil), prefix...), a...), o...), g.n, cube.SimplifyOptions{Blocks: true})
		if l := centreCost(g, start, col, all); best < 0 || l < best {
			best, stage, obl = l, a, o
		}
	}
	if best < 0 {
		return nil, nil, 0, algorithms.GaveUp("centres: the oblique beam finished none of %d mapped solutions", len(algs))
	}
	if err := c.ApplyAlg(append(append(cube.Alg(nil), stage...), obl...)); err != nil {
		return nil, nil, 0, err
	}
	return stage, obl, best, nil
}

// mappedFinishes is how many of the last mapped stage's solutions get an
// oblique stage (fivecentres mostly finds one or two): on 10 cubes 2 gave
// 0.7 moves less than 1 on 7x7x7 and 1.5 on 6x6x6 in about the same time.
const mappedFinishes = 2

// priceOrbit tells a small solver whose wide quarter turns toggle only wing
// orbit o what the parity it leaves will cost, the other orbits' being as
// in mask: odd means the orbit's parity is now the dearer of its two, cost
// how much dearer.
func (g *geom) priceOrbit(mask uint32, o int) (odd bool, cost int) {
	now, other := g.wingParityCost(mask), g.wingParityCost(mask^1<<o)
	return now > other, max(now, other) - min(now, other)
}

// applyCentreSteps checks that c, the working copy the staged centres
// turned, has its centres solved in the colours col, and turns w, the cube
// they started from, by all the steps' moves.
func applyCentreSteps(w, c *cube.Cube, g *geom, col [6]cube.Face, steps []algorithms.Step) error {
	if !centresSolved(c, g, col) {
		n := w.N()
		return fmt.Errorf("centres: the %dx%dx%d stages left them unsolved (internal error)", n, n, n)
	}
	var all cube.Alg
	for _, st := range steps {
		all = append(all, st.Moves...)
	}
	if err := w.ApplyAlg(all); err != nil {
		return fmt.Errorf("centres: %w", err)
	}
	return nil
}
