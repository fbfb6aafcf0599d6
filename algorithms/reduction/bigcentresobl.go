package reduction

import (
	"context"

	"cubelab/cube"
)

// The oblique centres (those neither on a face's diagonals nor, on odd
// cubes, on its middle row or column) are the last centres the mapped
// stages of bigcentres.go leave. No small cube's solver covers them, so
// the beam of centrebeam.go finishes them with the operations that move
// oblique stickers only (pure 3-cycles of single obliques) and outer-turn
// setups, which keep every other centre orbit solved: an outer turn only
// spins its face's centres, and those are one colour on the other orbits.

// isOblique reports whether the centre at row r, column c of an NxN face
// is an oblique.
func isOblique(n, r, c int) bool {
	if r == c || r+c == n-1 {
		return false // x-centre
	}
	if n%2 == 1 && (r == n/2 || c == n/2) {
		return false // t-centre or the fixed centre
	}
	return true
}

// obliqueCentreTables returns the centre tables restricted to operations
// that move only oblique stickers, and to the outer-turn setups, built once
// per size from its full tables.
func (g *geom) obliqueCentreTables() *centreTables {
	g.oblOnce.Do(func() {
		g.obliques = g.buildObliqueTables()
		g.charge.add(deepSize(g.obliques))
	})
	return g.obliques
}

func (g *geom) buildObliqueTables() *centreTables {
	full := g.centreTables()
	obl := make([]bool, g.nf)
	nn := g.n * g.n
	for _, p := range g.centre {
		r, c := int(p)%nn/g.n, int(p)%g.n
		obl[p] = isOblique(g.n, r, c)
	}
	t := &centreTables{byDest: make([][]int32, g.nf), setupMax: obliqueSetupMax(g.n)}
	for oi := range full.ops {
		o := &full.ops[oi]
		only := true
		for _, p := range o.from {
			only = only && obl[p]
		}
		if !only {
			continue
		}
		t.ops = append(t.ops, *o)
		t.opPar = append(t.opPar, full.opPar[oi])
		t.toCount = append(t.toCount, full.toCount[oi])
	}
	for oi, o := range t.ops {
		for _, p := range o.to {
			t.byDest[p] = append(t.byDest[p], int32(oi))
		}
	}
	t.setups = full.setups
	for si, s := range full.bsetups {
		if s.axis < 0 {
			t.bsetups = append(t.bsetups, s)
			t.setupPar = append(t.setupPar, full.setupPar[si])
		}
	}
	return t
}

// solveObliques solves the oblique centres of w, every other centre being
// solved, with the beam over obliqueCentreTables; w is turned.
func solveObliques(ctx context.Context, w *cube.Cube, g *geom, col, order [6]cube.Face, report func(string)) (cube.Alg, error) {
	t := g.obliqueCentreTables()
	return centreBeamTriesOn(ctx, t, w, g, col, order, obliqueBeamWidth(g.n), obliqueTries, 0, report)
}

// obliqueBeamWidth is the oblique stage's beam width for NxNxN: the centre
// beam's (wider beams, 24 or 64, gave about the same lengths on 6x6x6 and
// 7x7x7).
func obliqueBeamWidth(n int) int {
	return centreBeamWidth(n)
}

// obliqueTries is how many face-pair orders the oblique beam tries (each
// axis first; the beam is quick here): 3 against 1 took 6x6x6's obliques
// from 80.5 to 78.5 and 7x7x7's from 124.5 to 114 OBTM on four cubes.
const obliqueTries = 3

// obliqueSetupMax is the dearest oblique operation the beam tries after an
// outer-turn setup on NxNxN: on 7x7x7 the 8-move ones (two 3-cycles, one
// per oblique orbit) pay with a setup (obliques 137 -> 111 OBTM on four
// cubes); on 6x6x6, whose one open orbit has only 10- and 12-move 3-cycles,
// setups bought nothing.
func obliqueSetupMax(n int) int {
	if n == 7 {
		return 8
	}
	return 0
}
