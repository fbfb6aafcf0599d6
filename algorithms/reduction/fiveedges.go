package reduction

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/fivecentres"
	"cubelab/algorithms/reduction/fiveedges"
	"cubelab/cube"
)

// fiveSeparations is how many of fivecentres' stage 2 ends (every axis's
// colours on its faces) the 5x5x5 reduction takes on to package
// fiveedges, one on each core, keeping the shortest whole. Measured and
// not kept (2026-11-26): each separation also reduced with the cube turned
// by y (fiveedges' phases favour axes, so its reduction differs), 74.2
// against 75.5 OBTM on TestStageCounts' 8 cubes but twice the time, past
// the 1.5 s goal; four or six separations, two or three to a core
// pooling their phase A ends (500 or 333 each), 75.4 against 75.6 OBTM on
// TestStageCounts' 8 cubes; fiveedges returning up to four reductions a
// separation (the best and others a move longer, all given to the 3x3x3
// stage), bench -n 5 -runs 30 74.70 OBTM in 1.48 s, or with 8 phase B
// ends and C tries 74.30 in 1.76 s, against 74.97 in 1.27 s.
const fiveSeparations = 2

// reduceFive reduces a 5x5x5 the table-driven way: fivecentres' stages 1
// and 2 separate the centres (with an even wing parity), then fiveedges'
// three phases pair the edges and finish the centres together, in outer
// and wide turns (TestStageCounts: 37.6 OBTM, where fivecentres' stage 3
// and the edge beam took about 11 + 46). An error wrapping algorithms.ErrGaveUp means a
// budget ran out: the caller falls back to the staged centres and the edge
// stage.
func reduceFive(ctx context.Context, c *cube.Cube, g *geom, col [6]cube.Face, report func(string)) ([]reduction, error) {
	report("tables")
	if err := fiveedges.Prepare(); err != nil {
		return nil, fmt.Errorf("5x5x5 tables: %w", err)
	}
	report("centres: separating")
	p := fivecentres.DefaultParams
	mask, ok := g.wingParityMask(c, col)
	if !ok {
		// Separations must know the parity to keep it even.
		return nil, fmt.Errorf("5x5x5 wing parity unknown: %w", algorithms.ErrGaveUp)
	}
	p.OddParity = mask&(1<<1) != 0
	seps, err := fivecentres.Separations(ctx, c, p, fiveSeparations)
	if err != nil {
		return nil, gaveUpAs(err)
	}
	report("centres and edges")
	// Each separation is reduced on a core of its own.
	type job struct {
		moves cube.Alg
		err   error
	}
	jobs := make([]job, len(seps))
	var wg sync.WaitGroup
	for i, sep := range seps {
		wg.Go(func() {
			w := c.Clone()
			if err := w.ApplyAlg(sep.Moves); err != nil {
				jobs[i].err = err
				return
			}
			jobs[i].moves, jobs[i].err = fiveedges.Reduce(ctx, w, fiveedges.DefaultParams)
		})
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var out []reduction
	for i, j := range jobs {
		sep, moves, err := seps[i], j.moves, j.err
		if errors.Is(err, fiveedges.ErrGaveUp) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("5x5x5 edges: %w", err)
		}
		w := c.Clone()
		if err := w.ApplyAlg(append(append(cube.Alg(nil), sep.Moves...), moves...)); err != nil {
			return nil, fmt.Errorf("5x5x5 edges: %w", err)
		}
		if !centresSolved(w, g, col) || !edgesPaired(w, g) {
			return nil, fmt.Errorf("5x5x5 edges: %s %s left the cube unreduced (internal error)", sep.Moves, moves)
		}
		steps := []algorithms.Step{
			{Name: "centres", Moves: cube.Simplify(sep.Moves, g.n, cube.SimplifyOptions{Blocks: true})},
			{Name: "edge pairing", Moves: cube.Simplify(moves, g.n, cube.SimplifyOptions{Blocks: true})},
		}
		out = append(out, reduction{cube: w, steps: steps, length: stepsLen(steps, g.n)})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("5x5x5 edges: %w", algorithms.ErrGaveUp)
	}
	return out, nil
}

// gaveUpAs turns a fivecentres budget error into algorithms.ErrGaveUp,
// which the caller falls back on, and passes any other error on.
func gaveUpAs(err error) error {
	if errors.Is(err, fivecentres.ErrGaveUp) {
		return fmt.Errorf("%w: %w", algorithms.ErrGaveUp, err)
	}
	return err
}
