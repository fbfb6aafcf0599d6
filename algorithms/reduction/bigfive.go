package reduction

import (
	"context"
	"errors"
	"fmt"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/fourstage"
	"cubelab/cube"
)

// The cubes from 6x6x6 to 17x17x17 reduced through smaller cubes' whole
// table-driven reductions, centres and edges together, each stage's moves
// leaving what the stages before it reduced alone:
//
//  1. The inner cube: the 6x6x6 read as a 4x4x4 under layers 1-2, 3, 4,
//     5-6 (sixInner), whose reduction by package fourstage solves the inner
//     x-centres and pairs the central wings (layers 3 and 4) into twelve
//     edges, PLL parity ruled out; the 7x7x7 read as a 5x5x5 under layers
//     1-2, 3, 4, 5, 6-7 (sevenInner), whose reduction by fivecentres and
//     fiveedges (reduceFiveWays) solves the inner 3x3 blocks and joins the inner
//     wings (layers 3 and 5) to the middle edges; from 8x8x8 the (N-2)-cube
//     under layers 1-2, 3, ..., N-2, N-1-N (ringMaps), reduced so by
//     recursion.
//  2. Every oblique of the outer ring matched to its bar (matchBarsKind)
//     by the operations that keep the inner edges: the slice-conjugated
//     ring turns (whose middle turn is a ring layer, 2 or N-1, which holds
//     no inner edge piece), which keep the inner blocks too, and the
//     3-cycles whose two arms share no inner edge piece (innerKeeping; on
//     the rings, not widened where a wide turn would carry some); its
//     setups turn layers 1-2, which carry stage 1's edges whole.
//  3. The outer cube: layers 1, 2, 3..N-2, N-1, N read as a 5x5x5
//     (sixOuter, sevenOuter, ringMaps) is now a 5x5x5 in every way: its
//     middle edges are stage 1's edges, its t-centres the bars, its fixed
//     centres the inner blocks, its wings the outer wing orbit; reduceFiveWays
//     reduces it, and since the 5x5x5's moves turn layers 3..N-2 only
//     together, stage 1 stays.
//
// The rest is the 3x3x3 stage. Where the moves go
// (CUBELAB_STAGE_SIZES=6,7 CUBELAB_STAGE_CUBES=8 go test
// ./algorithms/reduction -run TestStageCounts -v, 2026-11-26, OBTM): 6x6x6
// 133.4 = inner cube 25.9 + bars 31.4 + outer separation 20.1 + outer
// centres and edges 37.0 + 3x3x3 19.0, 1.07 s a solve; 7x7x7 191.8 = 55.9 +
// 59.8 + 20.0 + 36.8 + 19.4, 1.48 s. The staged centres, the edge beam and
// the parity fixes (still the fallback, should a budget run out) took
// 168.6 and 245.2 on the same cubes.

// bigFive reports whether NxN is reduced through smaller cubes
// (reduceBigFive): 6x6x6 to maxStagedN.
func bigFive(n int) bool { return n >= 6 && n <= maxStagedN }

// Step names of the reduction through smaller cubes.
const (
	stepInnerReduction = "inner cube (centres and edges)"
	stepOuterCentres5  = "outer cube: centres separated"
	stepOuterEdges5    = "outer cube: centres and edges"
)

// bigPlan is how reduceBigFive spends its time.
type bigPlan struct {
	// ringWidth, when not 0, is the rings' matching width (from ringFastN
	// up 1, inner rings included).
	ringWidth int
	// fast takes the cheap route where the length matters little
	// (random-state scrambles): the greedy bar matching and the 5x5x5s'
	// smallest budget (fiveFast).
	fast bool
}

// fiveBudget is the budget of the 5x5x5s read off the big cube.
func (p bigPlan) fiveBudget() fiveBudget {
	if p.fast {
		return fiveFast
	}
	return fiveInBig
}

// reduceBigFive reduces c (left as it was; g its geometry, 6x6x6 to
// 17x17x17) through the smaller cubes above: one reduction per way stage 3
// found, spending as plan says. An error
// wrapping algorithms.ErrGaveUp means a budget ran out (or a parity was
// unknown): the caller falls back to the staged centres and the edge beam.
func reduceBigFive(ctx context.Context, c *cube.Cube, g *geom, plan bigPlan, report func(string)) ([]reduction, error) {
	n := g.n
	var inner, outer layerMap
	switch n {
	case 6:
		inner, outer = sixInner, sixOuter
	case 7:
		inner, outer = sevenInner, sevenOuter
	default:
		inner, outer = ringMaps(n)
		if plan.ringWidth == 0 && n >= ringFastN {
			plan.ringWidth = 1
		}
	}
	g5, err := tablesFor(ctx, 5)
	if err != nil {
		return nil, err
	}
	w := c.Clone()
	report("inner cube")
	in, err := innerReduction(ctx, w, g, g5, inner, plan, report)
	if err != nil {
		return nil, fmt.Errorf("%dx%dx%d inner cube: %w", n, n, n, err)
	}
	if err := w.ApplyAlg(in); err != nil {
		return nil, err
	}
	if !viewReduced(inner.smallCube(w)) {
		return nil, fmt.Errorf("%dx%dx%d inner cube: %s left it unreduced (internal error)", n, n, n, in)
	}
	report("centres: oblique bars")
	var bars cube.Alg
	if plan.fast {
		bars, err = matchBarsGreedy(ctx, w, g, true)
	} else {
		bars, err = matchBarsKind(ctx, w, g, plan.ringWidth, true)
	}
	if err != nil {
		return nil, fmt.Errorf("%dx%dx%d oblique bars: %w", n, n, n, err)
	}
	if !viewReduced(inner.smallCube(w)) {
		return nil, fmt.Errorf("%dx%dx%d oblique bars: %s unpaired the inner cube (internal error)", n, n, n, bars)
	}
	small := outer.smallCube(w)
	ways, err := reduceFiveWays(ctx, small, g5, fixedColours(small), plan.fiveBudget(), report)
	if err != nil {
		return nil, fmt.Errorf("%dx%dx%d outer cube: %w", n, n, n, err)
	}
	var col [6]cube.Face
	for _, f := range cube.Faces {
		col[f] = w.At(f, n/2, n/2)
	}
	var out []reduction
	for _, fw := range ways {
		sep, edges := outer.bigAlg(fw.sep), outer.bigAlg(fw.edges)
		r := w.Clone()
		if err := r.ApplyAlg(append(append(cube.Alg(nil), sep...), edges...)); err != nil {
			return nil, err
		}
		if !centresSolved(r, g, col) || !edgesPaired(r, g) {
			return nil, fmt.Errorf("%dx%dx%d outer cube: %s %s left the cube unreduced (internal error)", n, n, n, sep, edges)
		}
		simp := func(a cube.Alg) cube.Alg { return cube.Simplify(a, n, cube.SimplifyOptions{Blocks: true}) }
		steps := []algorithms.Step{
			{Name: stepInnerReduction, Moves: simp(in)},
			{Name: stepBars, Moves: bars},
			{Name: stepOuterCentres5, Moves: simp(sep)},
			{Name: stepOuterEdges5, Moves: simp(edges)},
		}
		out = append(out, reduction{cube: r, steps: steps, length: stepsLen(steps, n)})
	}
	return out, nil
}

// innerReduction returns the big cube's moves that reduce the smaller cube
// m reads off w (stage 1 above): a 4x4x4's by fourstage, a 5x5x5's by
// reduceFiveWays (g5 the 5x5x5's geometry), a bigger one's by reduceBigFive
// (on g's ring geometry of its size); the shortest in OBTM once mapped.
func innerReduction(ctx context.Context, w *cube.Cube, g, g5 *geom, m layerMap, plan bigPlan, report func(string)) (cube.Alg, error) {
	small := m.smallCube(w)
	var cands []cube.Alg
	switch m.small {
	case 4:
		all, err := fourReductions(ctx, small, fourInBig)
		if errors.Is(err, fourstage.ErrGaveUp) {
			return nil, fmt.Errorf("%w: %w", algorithms.ErrGaveUp, err)
		}
		if err != nil {
			return nil, err
		}
		for _, stages := range all {
			var a cube.Alg
			for _, st := range stages {
				a = append(a, st.Moves...)
			}
			cands = append(cands, a)
		}
	case 5:
		ways, err := reduceFiveWays(ctx, small, g5, fixedColours(small), plan.fiveBudget(), report)
		if err != nil {
			return nil, err
		}
		for _, fw := range ways {
			cands = append(cands, append(append(cube.Alg(nil), fw.sep...), fw.edges...))
		}
	default:
		// Its geometry needs only the bar matching's tables.
		rs, err := reduceBigFive(ctx, small, g.ringGeom(m.small), plan, report)
		if err != nil {
			return nil, err
		}
		for _, r := range rs {
			var a cube.Alg
			for _, st := range r.steps {
				a = append(a, st.Moves...)
			}
			cands = append(cands, a)
		}
	}
	var best cube.Alg
	for _, a := range cands {
		a = cube.Simplify(m.bigAlg(a), m.big, cube.SimplifyOptions{Blocks: true})
		if best == nil || a.OBTM(m.big) < best.OBTM(m.big) {
			best = a
		}
	}
	return best, nil
}

// prepareBigFive builds the bar matchings reduceBigFive uses on NxN: its
// own and its inner cubes' (the recursion's geometries), down to 6x6x6.
func prepareBigFive(ctx context.Context, n int) error {
	top, err := tablesFor(ctx, n)
	if err != nil {
		return err
	}
	for k := n; k >= 6; k -= 2 {
		g := top
		if k < n {
			g = top.ringGeom(k)
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if _, err := g.matchTables(matchKind{keepInner: true}); err != nil {
			return err
		}
	}
	return nil
}

// fixedColours reads an odd cube's face colours off its fixed centres.
func fixedColours(c *cube.Cube) [6]cube.Face {
	var col [6]cube.Face
	for _, f := range cube.Faces {
		col[f] = c.At(f, c.N()/2, c.N()/2)
	}
	return col
}

// viewReduced reports whether the small cube a layer map reads is reduced:
// every face's centre stickers one colour, and along each side of every
// face the edge stickers between the corners one colour (each edge shows
// on two faces, so its wings are paired).
func viewReduced(c *cube.Cube) bool {
	n := c.N()
	for _, f := range cube.Faces {
		mid := c.At(f, 1, 1)
		for r := 1; r < n-1; r++ {
			for k := 1; k < n-1; k++ {
				if c.At(f, r, k) != mid {
					return false
				}
			}
		}
		for i := 2; i < n-1; i++ {
			if c.At(f, 0, i) != c.At(f, 0, 1) || c.At(f, n-1, i) != c.At(f, n-1, 1) ||
				c.At(f, i, 0) != c.At(f, 1, 0) || c.At(f, i, n-1) != c.At(f, 1, n-1) {
				return false
			}
		}
	}
	return true
}

// innerKeeping returns the operations of ops that leave every edge sticker
// between an edge's outer wings (layers 3..N-2 along it) where it is: the
// slice-conjugated ring turns and the oblique 3-cycles whose two arms share
// no such sticker (a ring layer's arm holds none), about half of the
// 3-cycles.
func innerKeeping(n int, ops []op) ([]op, error) {
	var out []op
	for _, o := range ops {
		from, err := cube.FaceletPermutation(n, o.alg)
		if err != nil {
			return nil, fmt.Errorf("bar matching: %v: %w", o.alg, err)
		}
		if keepsInnerEdges(n, from) {
			out = append(out, o)
		}
	}
	return out, nil
}

// keepsInnerEdges reports whether the facelet permutation from (facelet i
// gets what was at from[i]) fixes every edge sticker at positions 2..N-3
// along its edge.
func keepsInnerEdges(n int, from []int) bool {
	nn := n * n
	for i, src := range from {
		if src == i {
			continue
		}
		r, c := i%nn/n, i%n
		onEdge := (r == 0 || r == n-1) != (c == 0 || c == n-1)
		along := c
		if c == 0 || c == n-1 {
			along = r
		}
		if onEdge && along >= 2 && along <= n-3 {
			return false
		}
	}
	return true
}
