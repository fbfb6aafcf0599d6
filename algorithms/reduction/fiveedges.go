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
// fiveedges, keeping the shortest whole.
const fiveSeparations = 2

// reduceFive reduces a 5x5x5 the table-driven way: fivecentres' stages 1
// and 2 separate the centres (with an even wing parity), then fiveedges'
// three phases pair the edges and finish the centres together, in outer
// and wide turns (about 39 moves where fivecentres' stage 3 and the edge
// stage take about 55). An error wrapping algorithms.ErrGaveUp means a
// budget ran out: the caller falls back to the staged centres and the edge
// stage.
func reduceFive(ctx context.Context, c *cube.Cube, g *geom, col [6]cube.Face, report func(string)) ([]reduction, error) {
	report("tables")
	if err := fiveedges.Prepare(); err != nil {
		return nil, fmt.Errorf("5x5x5 tables: %w", err)
	}
	report("centres: separating")
	p := fivecentres.DefaultParams
	if mask, ok := g.wingParityMask(c, col); ok {
		p.OddParity = mask&(1<<1) != 0
	}
	seps, err := fivecentres.Separations(ctx, c, p, fiveSeparations)
	if err != nil {
		return nil, gaveUpAs(err)
	}
	report("centres and edges")
	// Each separation's phases run on a core of their own.
	type result struct {
		moves cube.Alg
		err   error
	}
	res := make([]result, len(seps))
	var wg sync.WaitGroup
	for i, sep := range seps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := c.Clone()
			if err := w.ApplyAlg(sep.Moves); err != nil {
				res[i].err = err
				return
			}
			res[i].moves, res[i].err = fiveedges.Reduce(ctx, w, fiveedges.DefaultParams)
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var out []reduction
	for i, sep := range seps {
		moves, err := res[i].moves, res[i].err
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
