package reduction

import (
	"context"
	"fmt"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/fivecentres"
	"cubelab/cube"
)

// From 8x8x8 up the centres are solved by recursion on the staged solves
// of 6x6x6 and 7x7x7:
//
//  1. Every centre but the outer ring's (rows and columns 1 and N-2) is
//     an (N-2)-cube's centres when the big cube's layers 1-2, 3, ...,
//     N-2, N-1-N are read as its N-2: its staged solve (recursively)
//     solves them, in moves that turn layers 1 and 2 together.
//  2. Every oblique of the outer ring is matched to its bar, the row
//     (1,2)...(1,N-3) (bigcentresmatch.go): to the bar's t-centre on odd
//     N, in a chain towards the bar's middle on even N (ringPartners).
//  3. The outer x-centres and the bars are a 5x5x5's centres under layers
//     1, 2, 3..N-2, N-1, N: fivecentres never turns the middle range, so
//     stage 1's pieces stay put and the bars whole.
//
// Only the top size prices the wing parity; the inner sizes' geometry is
// built without edge tables (geom.ringGeom).

// Step names of the big cubes' staged centres.
const (
	stepInnerCube = "centres: inner (N-2) cube"
	stepRingBars  = "centres: ring bars"
	stepRingOuter = "centres: outer ring"
)

// maxStagedN is the largest size whose centres are solved in stages; see
// the README's "Big cubes" for the figures.
const maxStagedN = 17

// ringStaged reports whether NxN (N >= 8) has the staged centres: every
// size up to maxStagedN. (14x14x14 and 16x16x16 were left to the general
// beam, 3513 and 4838 OBTM, while their rings' matching, on an unweighted
// chain of partners, got stuck: ringPartners.)
func ringStaged(n int) bool {
	return n >= 8 && n <= maxStagedN
}

// stagedCentres solves w's centres in stages on 6x6x6 and up (turning w)
// and returns the steps and the colours the faces got; col are the
// colours for odd sizes (their fixed centres'), order the face order of
// the fallbacks, ringWidth the bar matching's width in the rings of 8x8x8
// and up (0: matchWidth's for each ring's size).
func stagedCentres(ctx context.Context, w *cube.Cube, g *geom, col, order [6]cube.Face, ringWidth int, report func(string)) ([]algorithms.Step, [6]cube.Face, error) {
	switch {
	case g.n == 6:
		return solveSixCentres(ctx, w, g, report)
	case g.n == 7:
		steps, err := solveSevenCentres(ctx, w, g, col, order, report)
		return steps, col, err
	case ringStaged(g.n):
		return solveRingCentres(ctx, w, g, col, order, ringWidth, report)
	}
	return nil, col, errStagedNone
}

// ringGeom returns the geometry of an inner size of the recursion (n >= 8
// here, n >= 6 in bigfive.go's), kept with g's (the size being solved, or
// an inner size of it: they share one tableCharge) and charged to its
// entry in the table cache, so that it goes when that size is forgotten.
// It needs only the bar matching's tables, and marks itself as pricing no
// wing parity (its wings are the big cube's, whose edge stage is priced
// at the top). Until 2026-11-29 these were kept in a map of their own for
// the life of the process, uncounted: with their bar matchings, most of a
// server's heap after solves of every size up to 17x17x17 (issue 43).
func (g *geom) ringGeom(n int) *geom {
	ch := g.charge
	ch.mu.Lock()
	r, ok := ch.rings[n]
	var bytes int64
	if !ok {
		r = newGeom(n)
		r.noParity = true
		// Measured before it shares ch, which reaches the other rings.
		bytes = deepSize(r)
		r.charge = ch
		if ch.rings == nil {
			ch.rings = map[int]*geom{}
		}
		ch.rings[n] = r
	}
	ch.mu.Unlock()
	if !ok {
		ch.add(bytes)
	}
	return r
}

// ringMaps returns NxN's inner and outer layer maps (stages 1 and 3).
func ringMaps(n int) (inner, outer layerMap) {
	in := [][2]int{{1, 2}}
	for k := 3; k <= n-2; k++ {
		in = append(in, [2]int{k, k})
	}
	in = append(in, [2]int{n - 1, n})
	return newLayerMap(n, in...), newLayerMap(n, [2]int{1, 1}, [2]int{2, 2}, [2]int{3, n - 2}, [2]int{n - 1, n - 1}, [2]int{n, n})
}

// solveRingCentres is the staged centre solve of N >= 8; w is turned only
// when every stage succeeded. From ringFastN up every ring, the inner
// sizes' included, matches at width 1 (ringWidth, when not 0, decides).
func solveRingCentres(ctx context.Context, w *cube.Cube, g *geom, col, order [6]cube.Face, ringWidth int, report func(string)) ([]algorithms.Step, [6]cube.Face, error) {
	n := g.n
	if ringWidth == 0 && n >= ringFastN {
		ringWidth = 1
	}
	inner, outer := ringMaps(n)
	c := w.Clone()
	var gs *geom
	if n-2 <= 7 {
		var err error
		if gs, err = tablesFor(ctx, n-2); err != nil {
			return nil, col, fmt.Errorf("centres, inner cube: %w", err)
		}
	} else {
		gs = g.ringGeom(n - 2)
	}
	small := inner.smallCube(c)
	scol := col
	if n%2 == 1 {
		for _, f := range cube.Faces {
			scol[f] = small.At(f, (n-2)/2, (n-2)/2)
		}
	}
	sub, got, err := stagedCentres(ctx, small, gs, scol, order, ringWidth, report)
	if err != nil {
		return nil, col, fmt.Errorf("centres, inner %dx%dx%d: %w", n-2, n-2, n-2, err)
	}
	var in cube.Alg
	for _, st := range sub {
		in = append(in, inner.bigAlg(st.Moves)...)
	}
	if err := c.ApplyAlg(in); err != nil {
		return nil, col, fmt.Errorf("centres, inner cube: %w", err)
	}
	for _, f := range cube.Faces {
		col[f] = got[f]
		for r := 2; r < n-2; r++ {
			for k := 2; k < n-2; k++ {
				if c.At(f, r, k) != col[f] {
					return nil, col, fmt.Errorf("centres: %s left the inner cube's centres unsolved (internal error)", in)
				}
			}
		}
	}
	steps := []algorithms.Step{{Name: stepInnerCube, Moves: in}}
	report(stepRingBars)
	bars, err := matchBars(ctx, c, g, ringWidth)
	if err != nil {
		return nil, col, fmt.Errorf("centres, ring bars: %w", err)
	}
	steps = append(steps, algorithms.Step{Name: stepRingBars, Moves: bars})
	report(stepRingOuter)
	p := fivecentres.DefaultParams
	if mask, ok := g.wingParityMask(c, col); ok {
		p.OddParity, p.ParityCost = g.priceOrbit(mask, 1)
	}
	out, err := solveMapped(ctx, c, outer, p)
	if err != nil {
		return nil, col, fmt.Errorf("centres, outer ring: %w", err)
	}
	steps = append(steps, algorithms.Step{Name: stepRingOuter, Moves: out})
	if err := applyCentreSteps(w, c, g, col, steps); err != nil {
		return nil, col, err
	}
	return steps, col, nil
}

// isRingOblique reports whether the centre at row r, column c of an NxN
// face is an oblique of the outer ring (rows and columns 1 and N-2).
func isRingOblique(n, r, c int) bool {
	ring := r == 1 || r == n-2 || c == 1 || c == n-2
	return ring && isOblique(n, r, c)
}

// ringOps returns the pure 3-cycles of outer-ring obliques, [A, f B f']
// with A layer 2 or N-1 and B a range of the layers between (or the other
// way round) on one axis or two, f on another, each in its cheapest
// widened form: a range cycles that many obliques of three bars at once.
// With keepInner the forms keep the edge pieces between the outer wings
// (bigfive.go): the ring layer's arm is not widened into a wide turn.
func (g *geom) ringOps(keepInner bool, rangeLen int) []op {
	n := g.n
	keep := g.isCentre
	stamp := make([]int32, g.nf)
	dest := make([]int32, g.nf)
	for i := range dest {
		dest[i] = -1
	}
	epoch := int32(0)
	nn := n * n
	ringObl := make([]bool, g.nf)
	for _, p := range g.centre {
		ringObl[p] = isRingOblique(n, int(p)%nn/n, int(p)%n)
	}
	var ops opsByEffect
	add := func(alg cube.Alg, moved int) {
		epoch++
		o := g.centreMakeOp(alg, keep, stamp, epoch)
		if len(o.to) != moved {
			return
		}
		for _, i := range o.from {
			if !ringObl[i] {
				return
			}
		}
		var accept func(cube.Alg) bool
		if keepInner {
			// [a, f b f'] keeps the inner edge pieces when an arm
			// holds none: a ring layer's. Widening that arm (2U to Uw,
			// the same on the centres for fewer moves) would carry
			// some across the other arm. (Widenings keep the moves'
			// places: a at 0, b at 2.)
			accept = func(v cube.Alg) bool { return !touchesInner(n, v[0]) || !touchesInner(n, v[2]) }
		}
		g.cheapestForm(alg, &o, keep, stamp, &epoch, dest, accept)
		ops.add(o)
	}
	ringLayer := func(m cube.Move) bool { return m.Lo == m.Hi && (m.Lo == 2 || m.Lo == n-1) }
	comm := func(a, b cube.Move, f cube.Face, tf int) {
		if !ringLayer(a) && !ringLayer(b) {
			return
		}
		moved := 3 * (a.Hi - a.Lo + 1) * (b.Hi - b.Lo + 1)
		add(cube.Alg{a, cube.Turn(f, tf), b, cube.Turn(f, 4-tf), a.Inverse(), cube.Turn(f, tf), b.Inverse(), cube.Turn(f, 4-tf)}, moved)
	}
	for ai, af := range axisFaces {
		for bi, bf := range axisFaces {
			for _, f := range cube.Faces {
				if f.Axis() == af.Axis() || f.Axis() == bf.Axis() {
					continue
				}
				if ai != bi && f != axisFaces[3-ai-bi] && f != axisFaces[3-ai-bi].Opposite() {
					continue
				}
				for _, tf := range []int{1, 3} {
					for _, a := range ringRanges(n, af, rangeLen) {
						for _, b := range ringRanges(n, bf, rangeLen) {
							if ai == bi && b.Hi >= a.Lo && a.Hi >= b.Lo {
								continue
							}
							comm(a, b, f, tf)
						}
					}
				}
			}
		}
	}
	return ops.ops
}

// touchesInner reports whether move m turns a layer holding edge pieces
// between the outer wings: a face (which carries whole edges) or a layer
// 3..N-2; only the ring layers 2 and N-1 alone hold none.
func touchesInner(n int, m cube.Move) bool {
	lo, hi, err := m.Layers(n)
	return err != nil || lo != hi || (lo != 2 && lo != n-1)
}

// ringRanges lists the turns of axis face f (R, U or F) that ringOps
// combines: layers 2 and N-1 alone and the ranges within 3..N-2, up to
// rangeLen layers (ringRangeLen), that keep off the middle layer of odd
// cubes (others would move an x- or t-centre).
func ringRanges(n int, f cube.Face, rangeLen int) []cube.Move {
	var out []cube.Move
	for _, k := range []int{2, n - 1} {
		for t := 1; t <= 3; t++ {
			out = append(out, cube.Move{Face: f, Lo: k, Hi: k, Turns: t})
		}
	}
	for _, m := range centreRanges(n, f, false, rangeLen) {
		if m.Lo >= 3 && m.Hi <= n-2 {
			out = append(out, m)
		}
	}
	return out
}

// ringRangeLen is the longest range ringRanges gives NxN. Ranges matter:
// single layers only took a 13x13's solve from 1735 OBTM (ranges of up to
// 3 layers) to 1997 (one cube, width 1), and the 17x17x17 of
// TestMoveCounts from 3353 to 3724 (three cubes, mean; ranges of up to 5
// layers in every ring, which on odd rings up to 15x15x15 is every
// range). The matching's time grows with them: 17x17x17 with up to 5
// layers took 15 s a solve, with up to 6 (every range) 3351 OBTM in 16 s;
// up to 3, 3424 in 12 s (load 2.7-4.3, tables built).
func ringRangeLen(n int) int {
	switch {
	case n >= 14 && n%2 == 0:
		// When their rings matched each oblique to the middle of its
		// half of the bar: 14x14x14 with up to 2, 3 and 5 layers 2114,
		// 2096 and 2094 OBTM in 6.4, 7.8 and 10.8 s; 16x16x16 with up to
		// 1, 2, 3 layers 3086, 2967 and 2953 in 9.6, 10.6 and 12.7 s
		// (three cubes, load 2.6, tables built).
		return 2
	case n >= 10 && n%2 == 0:
		// An even ring's ranges may run the whole bar: half a bar keeps
		// their number near an odd ring's (12x12x12 with whole-bar
		// ranges: 1442 OBTM in 28 s, load 3).
		return (n - 4) / 2
	}
	return 5
}

// ringFastN is the smallest size whose rings, inner ones included, all
// match at width 1, for time (matchWidth). With the slice-conjugated ring
// turns, width 2 in every ring took one 17x17x17 from 1957 to 1874 OBTM
// and one 13x13x13 from about 1096 to 1085, but the 17x17x17's solve from
// about 16 to 23 s (TestStageCounts, tables built), past its 20 s goal.
const ringFastN = 12
