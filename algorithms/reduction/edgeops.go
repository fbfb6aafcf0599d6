package reduction

import "cubelab/cube"

// edgeTables are the edge-pairing stage's operations. Every one keeps each
// centre sticker on its face, so finished centres stay finished.
type edgeTables struct {
	ops    []op
	byEdge [12][]int32 // operations touching each edge
	edges  [][]int8    // edges each operation touches
	setups []setup
}

func (g *geom) edgeTables() *edgeTables {
	g.edgeOnce.Do(func() {
		g.buildMu.Lock()
		defer g.buildMu.Unlock()
		t := &edgeTables{ops: g.edgeOps(), setups: g.setups()}
		t.edges = make([][]int8, len(t.ops))
		for oi, o := range t.ops {
			var mask [12]bool
			for _, p := range o.to {
				e := g.edgeOf[p] / int32(g.n)
				if !mask[e] {
					mask[e] = true
					t.byEdge[e] = append(t.byEdge[e], int32(oi))
					t.edges[oi] = append(t.edges[oi], int8(e))
				}
			}
		}
		g.edgeTabs = t
	})
	return g.edgeTabs
}

// edgeOps builds the edge stage's operations:
//   - an inner slice, an outer sequence and the slice back, "A F A'" with F
//     either X Y X' with Y on the slice's axis or the edge flip R U R' F R' F' R
//     in any orientation (cost 5 or 9): every face the slice
//     passes through turns back as often as forward in F, so centres stay;
//   - pure wing 3-cycles [A, X Y X'] (cost 8), whose supports meet in one wing;
//   - for each wing orbit, the parity operation that swaps the two wings of
//     the UF edge while keeping the centres (cost 15), for the last two edges
//     and odd wing permutations.
//
// Slices are never the middle slice of an odd cube, so middle edges and fixed
// centres only move with outer turns.
func (g *geom) edgeOps() []op {
	n := g.n
	keep := make([]bool, g.nf)
	for i, e := range g.edgeOf {
		keep[i] = e >= 0
	}
	stamp := make([]int32, g.nf)
	epoch := int32(0)
	var ops []op
	add := func(alg cube.Alg, wantMoved int) {
		if !g.keepsCentres(alg) {
			return
		}
		epoch++
		o := g.makeOp(alg, keep, stamp, epoch)
		if len(o.to) == 0 || (wantMoved > 0 && len(o.to) != wantMoved) {
			return
		}
		ops = append(ops, o)
	}
	type xyx struct{ x, y cube.Move }
	var conj []xyx
	for _, x := range outerTurns() {
		for _, y := range outerTurns() {
			if x.Face.Axis() != y.Face.Axis() {
				conj = append(conj, xyx{x, y})
			}
		}
	}
	wide := true
	// flips are R U R' F R' F' R in every orientation: on a 3x3x3 it flips
	// one edge; with a slice turned away and back it pairs wings.
	var flips []cube.Alg
	base := cube.Alg{cube.Turn(cube.R, 1), cube.Turn(cube.U, 1), cube.Turn(cube.R, 3), cube.Turn(cube.F, 1), cube.Turn(cube.R, 3), cube.Turn(cube.F, 3), cube.Turn(cube.R, 1)}
	for _, rot := range cube.Orientations() {
		fr := cube.IdentityFrame
		for _, m := range rot {
			fr = fr.Rotate(m.Face, m.Turns)
		}
		fl := make(cube.Alg, len(base))
		for i, m := range base {
			fl[i] = fr.Apply(m)
		}
		flips = append(flips, fl)
	}
	for _, af := range axisFaces {
		for _, a := range innerLayers(n, af, false) {
			if wide {
				for _, fl := range flips {
					add(append(append(cube.Alg{a}, fl...), a.Inverse()), 0)
				}
			}
			for _, c := range conj {
				if wide && c.y.Face.Axis() == af.Axis() {
					add(cube.Alg{a, c.x, c.y, c.x.Inverse(), a.Inverse()}, 0)
				}
				add(cube.Alg{a, c.x, c.y, c.x.Inverse(), a.Inverse(), c.x, c.y.Inverse(), c.x.Inverse()}, 6)
			}
		}
	}
	for k := 2; 2*k <= n; k++ {
		if p := g.parityOp(k, k, keep, stamp, &epoch); p != nil {
			ops = append(ops, *p)
		}
	}
	return ops
}

// keepsCentres reports whether alg leaves every centre sticker on its face,
// so that solved centres stay solved.
func (g *geom) keepsCentres(alg cube.Alg) bool {
	seen := map[int32]bool{}
	for _, m := range alg {
		for _, i := range g.support(m) {
			if !g.isCentre[i] || seen[i] {
				continue
			}
			seen[i] = true
			if g.faceOf[g.trace(i, alg)] != g.faceOf[i] {
				return false
			}
		}
	}
	return true
}

// parityOp is r2 B2 U2 l U2 r' U2 r U2 F2 r F2 l' B2 r2 with r and l the
// layers lo..hi from R and L: on a 4x4x4 it swaps the two UF wings and keeps
// the centres. It is kept only if it keeps every centre sticker on its face.
func (g *geom) parityOp(lo, hi int, keep []bool, stamp []int32, epoch *int32) *op {
	alg := oLLParity(lo, hi)
	for _, i := range g.centre {
		if g.faceOf[g.trace(i, alg)] != g.faceOf[i] {
			return nil
		}
	}
	*epoch++
	o := g.makeOp(alg, keep, stamp, *epoch)
	return &o
}

// oLLParity is the single-slice OLL parity algorithm with r = layers lo..hi.
func oLLParity(lo, hi int) cube.Alg {
	r := func(t int) cube.Move { return cube.Move{Face: cube.R, Lo: lo, Hi: hi, Turns: t} }
	l := func(t int) cube.Move { return cube.Move{Face: cube.L, Lo: lo, Hi: hi, Turns: t} }
	o := func(f cube.Face) cube.Move { return cube.Turn(f, 2) }
	return cube.Alg{r(2), o(cube.B), o(cube.U), l(1), o(cube.U), r(3), o(cube.U), r(1), o(cube.U), o(cube.F), r(1), o(cube.F), l(3), o(cube.B), r(2)}
}

// pLLParity is r2 U2 r2 Uw2 r2 Uw2 with r = layers 2..N/2 and Uw = layers
// 1..N/2: on even cubes it swaps the UF and UB edges.
func pLLParity(n int) cube.Alg {
	r := cube.Move{Face: cube.R, Lo: 2, Hi: n / 2, Turns: 2}
	uw := cube.Move{Face: cube.U, Lo: 1, Hi: n / 2, Turns: 2}
	u := cube.Turn(cube.U, 2)
	return cube.Alg{r, u, r, uw, r, uw}
}
