package reduction

import (
	"context"
	"errors"
	"fmt"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/fivecentres"
	"cubelab/algorithms/reduction/fiveedges"
	"cubelab/cube"
)

// fiveSeparations is how many of fivecentres' stage 2 ends (every axis's
// colours on its faces) the 5x5x5 reduction takes on to package
// fiveedges, one after the other (each Reduce shares its searches among
// the cores), keeping the shortest whole. Measured and not kept
// (2026-11-26): each separation also reduced with the cube turned by y
// (fiveedges' phases favour axes, so its reduction differs), 74.2 against
// 75.5 OBTM on TestStageCounts' 8 cubes but twice the time, past the 1.5 s
// goal; four or six separations, two or three to a core pooling their
// phase A ends (500 or 333 each), 75.4 against 75.6 OBTM on
// TestStageCounts' 8 cubes; fiveedges returning up to four reductions a
// separation (the best and others a move longer, all given to the 3x3x3
// stage), bench -n 5 -runs 30 74.70 OBTM in 1.48 s, or with 8 phase B
// ends and C tries 74.30 in 1.76 s, against 74.97 in 1.27 s. Later, with
// fiveedges on both cores: both separations also turned by y, 74.8
// against 75.4 on TestStageCounts' 10 cubes for twice the time; a million
// nodes for the 3x3x3 stage instead of 300,000, 75.3.
const fiveSeparations = 2

// bigSeparations is fiveSeparations for the 5x5x5s read off bigger cubes
// (bigfive.go; a 7x7x7 has two, its inner and outer cubes): one is as
// short there and takes half the time (CUBELAB_STAGE_SIZES=6,7 CUBELAB_STAGE_CUBES=8 TestStageCounts,
// 2026-11-26: 6x6x6 133.4 OBTM in 1.07 s against 132.9 in 1.64 s, 7x7x7
// 191.8 in 1.48 s against 192.1 in 2.39 s), and those sizes' goal is
// 2 s.
const bigSeparations = 1

// reduceFive reduces a 5x5x5 the table-driven way (fiveWays): fivecentres'
// stages 1 and 2 separate the centres (with an even wing parity), then
// fiveedges' three phases pair the edges and finish the centres together,
// in outer and wide turns (TestStageCounts: 37.6 OBTM, where fivecentres'
// stage 3 and the edge beam took about 11 + 46). An error wrapping
// algorithms.ErrGaveUp means a budget ran out: the caller falls back to the
// staged centres and the edge stage.
func reduceFive(ctx context.Context, c *cube.Cube, g *geom, col [6]cube.Face, report func(string)) ([]reduction, error) {
	ways, err := fiveWays(ctx, c, g, col, fiveSeparations, report)
	if err != nil {
		return nil, err
	}
	var out []reduction
	for _, fw := range ways {
		w := c.Clone()
		if err := w.ApplyAlg(append(append(cube.Alg(nil), fw.sep...), fw.edges...)); err != nil {
			return nil, fmt.Errorf("5x5x5 edges: %w", err)
		}
		steps := []algorithms.Step{
			{Name: "centres", Moves: cube.Simplify(fw.sep, g.n, cube.SimplifyOptions{Blocks: true})},
			{Name: "edge pairing", Moves: cube.Simplify(fw.edges, g.n, cube.SimplifyOptions{Blocks: true})},
		}
		out = append(out, reduction{cube: w, steps: steps, length: stepsLen(steps, g.n)})
	}
	return out, nil
}

// fiveWay is one table-driven reduction of a 5x5x5: fivecentres' separation
// of the centres, then fiveedges' phases.
type fiveWay struct{ sep, edges cube.Alg }

// fiveTurns are the whole-cube rotations under which fiveWays reduces a
// 5x5x5 should the ones before them give up: the separation's searches
// and fiveedges' phases favour axes, so the turned cube is a new problem.
var fiveTurns = []cube.Alg{nil, edgeTurn, {cube.Rotation(cube.F, 1), cube.Rotation(cube.U, 3)}}

// fiveWays reduces the 5x5x5 c (left as it was; g is the 5x5x5's geometry,
// col its centres' colours) from each of seps separations, one after the
// other, and returns those that reduced it, checked; should every budget
// run out, it tries the cube turned (turnedWays). An error wrapping
// algorithms.ErrGaveUp means no try succeeded (or the wing parity was
// unknown).
func fiveWays(ctx context.Context, c *cube.Cube, g *geom, col [6]cube.Face, seps int, report func(string)) ([]fiveWay, error) {
	return turnedWays(c, col, func(w *cube.Cube, col [6]cube.Face) ([]fiveWay, error) {
		return fiveWaysIn(ctx, w, g, col, seps, report)
	})
}

// turnedWays returns reduce's ways for the 5x5x5 c (col its centres'
// colours) and, while reduce gives up (an error wrapping
// algorithms.ErrGaveUp), for c turned by each of fiveTurns' rotations,
// their moves rewritten in c's frame.
func turnedWays(c *cube.Cube, col [6]cube.Face, reduce func(w *cube.Cube, col [6]cube.Face) ([]fiveWay, error)) ([]fiveWay, error) {
	var err error
	for _, turn := range fiveTurns {
		var ways []fiveWay
		if turn == nil {
			ways, err = reduce(c, col)
		} else {
			w := c.Clone()
			if err := w.ApplyAlg(turn); err != nil {
				return nil, err
			}
			ways, err = reduce(w, fixedColours(w))
			for i, fw := range ways {
				// Back in c's frame: the same layers, named from c's faces.
				ways[i].sep = cube.RemoveRotations(append(append(cube.Alg(nil), turn...), fw.sep...), c.N())
				ways[i].edges = cube.RemoveRotations(append(append(cube.Alg(nil), turn...), fw.edges...), c.N())
			}
		}
		if err == nil || !errors.Is(err, algorithms.ErrGaveUp) {
			return ways, err
		}
	}
	return nil, err
}

// fiveWaysIn is fiveWays for the cube as it is.
func fiveWaysIn(ctx context.Context, c *cube.Cube, g *geom, col [6]cube.Face, nSeps int, report func(string)) ([]fiveWay, error) {
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
	seps, err := fivecentres.Separations(ctx, c, p, nSeps)
	if err != nil {
		return nil, gaveUpAs(err)
	}
	report("centres and edges")
	var out []fiveWay
	for _, sep := range seps {
		w := c.Clone()
		if err := w.ApplyAlg(sep.Moves); err != nil {
			return nil, err
		}
		moves, err := fiveedges.Reduce(ctx, w, fiveedges.DefaultParams)
		if errors.Is(err, fiveedges.ErrGaveUp) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("5x5x5 edges: %w", err)
		}
		if err := w.ApplyAlg(moves); err != nil {
			return nil, fmt.Errorf("5x5x5 edges: %w", err)
		}
		if !centresSolved(w, g, col) || !edgesPaired(w, g) {
			return nil, fmt.Errorf("5x5x5 edges: %s %s left the cube unreduced (internal error)", sep.Moves, moves)
		}
		out = append(out, fiveWay{sep: sep.Moves, edges: moves})
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
