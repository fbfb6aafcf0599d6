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
	if r, err := reduceFourFull(ctx, c, g, fourAlone); err == nil {
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

// fourBudget bounds fourstage's whole reduction: quick first, and retry
// for the cubes (a few in a hundred) whose reduction quick does not find,
// a second or two more for them instead of the centres-only path's ~20
// more moves.
type fourBudget struct {
	quick, retry fourstage.Params
}

// fourAlone is the 4x4x4's budget: pools much wider than
// fourstage.QuickParams (TPR's), affordable since fourstage's stages 2 and
// 3 share their searches among the cores, and two reductions finished with 600,000 3x3x3 nodes each (threeNodes)
// instead of up to four with a million. TestStageCounts' 90 cubes
// (CUBELAB_STAGE_SIZES=4 CUBELAB_STAGE_CUBES=90, 2026-11-27): 43.8 OBTM in
// 0.29 s a solve against 44.5 in 0.28 s; stage 3 12.6 moves instead of
// 13.6. Measured on the way (30 or 90 cubes): the same pools with up to
// four reductions at 400,000 nodes 43.8 in 0.33 s, 300,000 43.9 in 0.31
// s, one at a million 43.9 in 0.33 s, two at 800,000 43.8 in 0.30 s;
// 30,000 stage 1 solutions and 2,000 kept with 300 stage 2 ends 43.8 in
// 0.76 s (90 cubes); TPR's pools in stages 2 and 3 (100 ends) alone 44.0
// in 0.57 s. A stage 3 bound over the centres and each edge's two wings
// (8.5 MB) cut stage 3's nodes by half but its time by only a fifth (its
// edge table reads stay), and did not change the lengths, so it is not
// kept. Even three times these pools (1 s a solve) give 43.3: 42 needs a
// shorter reduction than TPR's stages make, not wider pools.
var fourAlone = func() fourBudget {
	q := fourstage.QuickParams
	q.Stage1Solutions, q.Stage1Keep = 20_000, 1000
	q.Stage2Keep, q.Stage2Nodes, q.Stage2MaxNodes = 200, 2_000_000, 10_000_000
	q.Stage3Nodes, q.Stage3Narrow, q.Stage3MaxNodes = 10_000_000, 200, 10_000_000
	q.Stage3Solutions = 2
	r := q
	r.Stage2Nodes, r.Stage2MaxNodes = 5_000_000, 20_000_000
	r.Stage3Nodes, r.Stage3MaxNodes = 30_000_000, 30_000_000
	return fourBudget{quick: q, retry: r}
}()

// fourInBig is the budget of the 4x4x4s read off bigger cubes
// (innerReduction): fourstage.QuickParams, widened in stages 2 and 3 for
// the retry; the bigger cube's other stages take most of its time.
var fourInBig = func() fourBudget {
	r := fourstage.QuickParams
	r.Stage2Nodes, r.Stage2MaxNodes = 3_000_000, 15_000_000
	r.Stage3Nodes, r.Stage3MaxNodes = 1_000_000, 10_000_000
	return fourBudget{quick: fourstage.QuickParams, retry: r}
}()

// reduceFourFull is fourstage's whole reduction (centres and edges in about
// 25 outer and wide turns) within b.quick, which nearly every cube meets,
// or else b.retry: a few reductions of the same length, whose 3x3x3 stages
// differ. An error sends the caller to the centres-only path.
func reduceFourFull(ctx context.Context, c *cube.Cube, g *geom, b fourBudget) ([]reduction, error) {
	all, err := fourReductions(ctx, c, b)
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
// b.quick, else b.retry.
func fourReductions(ctx context.Context, c *cube.Cube, b fourBudget) ([][]fourstage.Stage, error) {
	all, err := fourstage.ReduceAll(ctx, c, b.quick)
	if errors.Is(err, fourstage.ErrGaveUp) {
		all, err = fourstage.ReduceAll(ctx, c, b.retry)
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
