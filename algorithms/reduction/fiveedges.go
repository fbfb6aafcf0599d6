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

// fiveBudget says how much of a search a 5x5x5 reduction gets:
// how many of fivecentres' stage 2 ends (every axis's colours on its
// faces), each in the six assignments of the axes to fiveedges' phases,
// package fiveedges reduces together (ReduceAll), and with what.
type fiveBudget struct {
	seps  int
	sep   fivecentres.Params
	edges fiveedges.Params
}

// fiveAlone is the 5x5x5's budget. fiveedges reduces the separations
// together, every phase over all the ends of the one before by total
// length, as cube555 does (since 2026-11-27): on TestStageCounts' 24
// cubes (CUBELAB_STAGE_SIZES=5 CUBELAB_STAGE_CUBES=24), 71.9 OBTM in 1.17
// s a solve, where two separations reduced one after the other took 75.6
// in 1.49 s. On the way there: pooled, with phase A's goal as before, 2
// separations in the six axis assignments 76.1, 8 74.0, 16 73.9, 32 73.9
// (1.37 s) with 16 phase B ends and C tries; phase A's goal no longer
// asking the R/L centres (fiveedges' phasea.go) 73.2; fivecentres' stage
// 1 keeping 32 solutions a move past the shortest (separationParams)
// 71.9, its separations 19.0 moves against 20.0. Phase A took 8.3 moves,
// then 7.6, where cube555's phase 3 takes 6.5. The four shortest
// reductions (fiveedges' Wholes) then go to the 3x3x3 stage, which keeps
// the shortest whole: 71.6 in 1.23 s (one, 71.9 in 1.11 s; two 71.8;
// eight 71.7; eight with 32 phase B ends and C tries 71.6 in 1.41 s). The
// same for the 5x5x5s read off bigger cubes gained nothing. Once phase B
// had its joint edge table (fiveedges' phaseb_joint.go: 71.2 in 0.97 s),
// wider pools paid: with 64 stage 1 solutions (separationParams), 16
// phase B ends and C tries 70.8 in 1.20 s, 128 70.5 in 1.15-1.24 s, 256
// ends and 64 tries 70.4 in 1.21-1.49 s, 500 and 500 70.2 in 1.78 s;
// 2000 phase A ends instead of 1000 70.5, 500 70.9. All at once, about
// twice everything (32 separations, 100 stage 1 solutions with 2,000
// stage 2 ends, 2,000 A ends, 500 B ends and C tries, 8 wholes, a million
// 3x3x3 nodes: 2026-11-27) reach only 70.2 in 2.26 s: these stages'
// pools are near their end, and 68 needs shorter stages, not wider ones.
// Later that day, 24 separations and two wholes finished with 600,000
// 3x3x3 nodes each (threeNodes) instead of four with 300,000: 70.3 in 1.11
// s against 70.5 in 1.10 s, and on the cube555 race's 30 cubes (`bench -n
// 5 -runs 30`) 70.70 in 1.12 s against 70.87 in 1.10 s (800,000 nodes
// 70.67 in 1.18 s; three wholes at 500,000 70.2, one at a million 70.5,
// eight at 150,000 70.8 on the 24).
var fiveAlone = fiveBudget{seps: 24, sep: separationParams(64, 1500, 3_000_000), edges: func() fiveedges.Params {
	p := fiveedges.DefaultParams
	p.BEnds, p.CTries, p.Wholes = 128, 128, 2
	return p
}()}

// fiveInBig is the budget of the 5x5x5s read off bigger cubes (bigfive.go;
// a 7x7x7 has two, its inner and outer cubes), whose goal is 2 s:
// TestStageCounts' 8 cubes (CUBELAB_STAGE_SIZES=6,7, 2026-11-27), 6x6x6
// 130.2 OBTM in 1.35 s and 7x7x7 188.8 in 1.37 s, where one separation
// reduced alone took 133.4 in 1.35 s and 191.8 in 1.50 s; with 8
// separations and 16 phase B ends and C tries 129.8 and 187.8, but 1.95
// and 2.17 s. With phase B's joint edge table (12 cubes each): 131.3 and
// 187.5 in 0.92 and 1.00 s; 8 separations with 16 B ends and C tries
// 130.6 and 186.2 in 1.05 and 1.27 s, with 64 129.7 and 186.4 in 1.17
// and 1.56 s, fiveAlone's budget 129.3 and 187.2 in 1.45 and 2.06 s: a
// move or so for a quarter to half more time, against the 7x7x7's 2 s,
// so not taken.
var fiveInBig = fiveBudget{seps: 4, sep: separationParams(32, 1000, 2_000_000), edges: fiveedges.DefaultParams}

// fiveFast is the budget of the 5x5x5s read off bigger cubes in a
// random-state scramble's solve (bigPlan.fast), where the length matters
// little: one separation, found with fivecentres' own centre settings, and
// one phase B end and phase C try.
var fiveFast = fiveBudget{seps: 1, sep: func() fivecentres.Params {
	p := fivecentres.DefaultParams
	p.Stage1Keep = 1
	return p
}(), edges: func() fiveedges.Params {
	p := fiveedges.DefaultParams
	p.Wholes = 1
	return p
}()}

// separationParams are fivecentres' settings for the separations: more
// stage 1 solutions than its own centre solving keeps (keep of each axis,
// up to a move past the shortest; stage 2 keeping leaves ends, stage 1
// searching up to nodes), so that the separations differ more
// and some reduce shorter (2 kept, the shortest only: 72.9 OBTM against
// 71.9 on TestStageCounts' 24 cubes). Since stages 1 and 2 share their
// searches among the cores (2026-11-27; each with the budget left when a
// length begins), 71.4 in 1.18-1.20 s; 64 kept (1,500 stage 2 ends, 3
// million stage 1 nodes) 70.9 in 1.52 s and 100 (2,000, 4 million) 71.0
// in 1.75 s, past the 1.5 s goal; 64 of the shortest length only 71.3 in
// 1.42 s, 48 up to a move past 71.2 in 1.66 s. With phase B's joint edge
// table (fiveAlone) 64 became affordable: 70.8 against 71.2, in 1.20 s
// against 0.97 (100: 70.9 in 1.42 s; 24 separations instead of 16: 70.7
// in 1.35 s). The 5x5x5s read off bigger cubes keep 32 (fiveInBig).
func separationParams(keep, leaves, nodes int) fivecentres.Params {
	p := fivecentres.DefaultParams
	p.Stage1Keep, p.Stage1Slack = keep, 1
	p.Leaves, p.Stage1Nodes = leaves, nodes
	return p
}

// reduceFive reduces a 5x5x5 the table-driven way (reduceFiveWays): fivecentres'
// stages 1 and 2 separate the centres (with an even wing parity), then
// fiveedges' three phases pair the edges and finish the centres together,
// in outer and wide turns (TestStageCounts' 24 cubes: separation 18.6 and
// edges 33.8 OBTM, where fivecentres' stages 1-3 and the edge beam took
// about 31 + 46). An error wrapping
// algorithms.ErrGaveUp means a budget ran out: the caller falls back to the
// staged centres and the edge stage.
func reduceFive(ctx context.Context, c *cube.Cube, g *geom, col [6]cube.Face, report func(string)) ([]reduction, error) {
	ways, err := reduceFiveWays(ctx, c, g, col, fiveAlone, report)
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

// fiveTurns are the whole-cube rotations under which reduceFiveWays
// reduces a 5x5x5 should the ones before them give up: the separation's
// searches favour axes, so the turned cube is a new problem.
var fiveTurns = []cube.Alg{nil, edgeTurn, {cube.Rotation(cube.F, 1), cube.Rotation(cube.U, 3)}}

// reduceFiveWays reduces the 5x5x5 c (left as it was; g is the 5x5x5's
// geometry, col its centres' colours) with budget b: b.seps separations,
// reduced together by fiveedges.ReduceAll, and returns the shortest
// reductions found (b.edges.Wholes), checked; should every budget run out,
// it tries the cube turned (turned). An error wrapping
// algorithms.ErrGaveUp means no try succeeded (or the wing parity was
// unknown).
func reduceFiveWays(ctx context.Context, c *cube.Cube, g *geom, col [6]cube.Face, b fiveBudget, report func(string)) ([]fiveWay, error) {
	return turned(c, col, func(w *cube.Cube, col [6]cube.Face) ([]fiveWay, error) {
		return reduceFiveWaysIn(ctx, w, g, col, b, report)
	})
}

// turned returns reduce's ways for the 5x5x5 c (col its centres' colours)
// and, while reduce gives up (an error wrapping algorithms.ErrGaveUp), for
// c turned by each of fiveTurns' rotations, their moves rewritten in c's
// frame.
func turned(c *cube.Cube, col [6]cube.Face, reduce func(w *cube.Cube, col [6]cube.Face) ([]fiveWay, error)) ([]fiveWay, error) {
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
			for i := range ways {
				// Back in c's frame: the same layers, named from c's faces.
				ways[i].sep = cube.Unrotate(turn, ways[i].sep, c.N())
				ways[i].edges = cube.Unrotate(turn, ways[i].edges, c.N())
			}
		}
		if err == nil || !errors.Is(err, algorithms.ErrGaveUp) {
			return ways, err
		}
	}
	return nil, err
}

// reduceFiveWaysIn is reduceFiveWays for the cube as it is.
func reduceFiveWaysIn(ctx context.Context, c *cube.Cube, g *geom, col [6]cube.Face, b fiveBudget, report func(string)) ([]fiveWay, error) {
	report("tables")
	// Their first build takes about 13 s: a solve cancelled meanwhile
	// returns at once, the build going on only while another solve waits
	// for it, or briefly for the next to join (algorithms.SharedBuild).
	if err := fiveedges.Prepare(ctx); err != nil {
		return nil, fmt.Errorf("5x5x5 tables: %w", err)
	}
	report("centres: separating")
	p := b.sep
	mask, ok := g.wingParityMask(c, col)
	if !ok {
		// Separations must know the parity to keep it even.
		return nil, fmt.Errorf("5x5x5 wing parity unknown: %w", algorithms.ErrGaveUp)
	}
	p.OddParity = mask&(1<<1) != 0
	seps, err := fivecentres.Separations(ctx, c, p, b.seps)
	if err != nil {
		return nil, gaveUpAs(err)
	}
	report("centres and edges")
	// Every separation in every assignment of the phases' axes: fiveedges'
	// phases favour axes (phase A unflips midges for F/B, B turns U/D by
	// quarters, C L/R), so each is a new problem, and ReduceAll searches
	// them together by total length.
	turns := axisTurns()
	var starts []fiveedges.Start
	for _, sep := range seps {
		for _, turn := range turns {
			w := c.Clone()
			if err := w.ApplyAlg(append(append(cube.Alg(nil), sep.Moves...), turn...)); err != nil {
				return nil, err
			}
			starts = append(starts, fiveedges.Start{Cube: w, Head: len(sep.Moves)})
		}
	}
	wholes, err := fiveedges.ReduceAll(ctx, starts, b.edges)
	if errors.Is(err, fiveedges.ErrGaveUp) {
		return nil, fmt.Errorf("5x5x5 edges: %w", algorithms.ErrGaveUp)
	}
	if err != nil {
		return nil, fmt.Errorf("5x5x5 edges: %w", err)
	}
	var out []fiveWay
	for _, wh := range wholes {
		sep, turn := seps[wh.Start/len(turns)], turns[wh.Start%len(turns)]
		// Back in c's frame: the same layers, named from c's faces.
		edges := cube.Unrotate(turn, wh.Moves, c.N())
		w := c.Clone()
		if err := w.ApplyAlg(append(append(cube.Alg(nil), sep.Moves...), edges...)); err != nil {
			return nil, fmt.Errorf("5x5x5 edges: %w", err)
		}
		if !centresSolved(w, g, col) || !edgesPaired(w, g) {
			return nil, fmt.Errorf("5x5x5 edges: %s %s left the cube unreduced (internal error)", sep.Moves, edges)
		}
		out = append(out, fiveWay{sep: sep.Moves, edges: edges})
	}
	return out, nil
}

// axisTurns returns one whole-cube rotation for each of the six ways of
// assigning the three axes to the three axes, identity first (worked out
// once).
var axisTurns = sync.OnceValue(func() []cube.Alg {
	var out []cube.Alg
	seen := map[[3]int]bool{}
	for _, rot := range cube.Orientations() {
		fr := cube.IdentityFrame.RotateAlg(rot)
		key := [3]int{fr[cube.U].Axis(), fr[cube.F].Axis(), fr[cube.R].Axis()}
		if !seen[key] {
			seen[key] = true
			out = append(out, rot)
		}
	}
	return out
})

// gaveUpAs turns a fivecentres budget error into algorithms.ErrGaveUp,
// which the caller falls back on, and passes any other error on.
func gaveUpAs(err error) error {
	if errors.Is(err, fivecentres.ErrGaveUp) {
		return fmt.Errorf("%w: %w", algorithms.ErrGaveUp, err)
	}
	return err
}
