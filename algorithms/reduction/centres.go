package reduction

import (
	"context"
	"errors"
	"fmt"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/fivecentres"
	"cubelab/cube"
)

// centreTables are the centre stage's operations, indexed by the stickers
// they move into.
type centreTables struct {
	ops    []op
	byDest [][]int32
	setups []setup
	// bsetups, meta and byMask serve the beam search (centreindex.go).
	bsetups []centreSetup
	meta    []centreMeta
	byMask  map[[2]uint8]*centreIndex
	// opPar and setupPar are the wing orbits whose parity each operation
	// and beam setup toggles (wingparity.go).
	opPar, setupPar []uint32
	// toCount[oi][f] is how many stickers operation oi moves onto face f:
	// the most it can gain there, which lets the greedy skip most
	// operations without tracing them.
	toCount [][6]int32
	// setupMax, if set, replaces centreSetupMaxCost (see setupMaxCost).
	setupMax int
}

// centreTables returns this N's centre operations, building them once.
func (g *geom) centreTables() *centreTables {
	g.centreOnce.Do(func() {
		g.buildMu.Lock()
		defer g.buildMu.Unlock()
		t := &centreTables{ops: g.centreOps(), byDest: make([][]int32, g.nf), setups: g.setups()}
		t.bsetups = g.centreSetups(t.setups)
		t.opPar = make([]uint32, len(t.ops))
		for oi := range t.ops {
			t.opPar[oi] = g.parityToggles(t.ops[oi].alg)
		}
		t.toCount = make([][6]int32, len(t.ops))
		for oi := range t.ops {
			for _, p := range t.ops[oi].to {
				t.toCount[oi][g.faceOf[p]]++
			}
		}
		t.setupPar = make([]uint32, len(t.bsetups))
		for si := range t.bsetups {
			t.setupPar[si] = g.parityToggles(t.bsetups[si].alg)
		}
		for oi, o := range t.ops {
			for _, p := range o.to {
				t.byDest[p] = append(t.byDest[p], int32(oi))
			}
		}
		g.centres = t
	})
	return g.centres
}

// chooseColours picks the colour each face's centre will get: on odd cubes
// the fixed centres decide; on even cubes the whole-cube orientation whose
// centre colours are already most present.
func chooseColours(c *cube.Cube, g *geom) [6]cube.Face {
	n := c.N()
	var best [6]cube.Face
	bestScore := -1
	solved := cube.MustNew(n)
	for _, rot := range cube.Orientations() {
		solved.Reset()
		if err := solved.ApplyAlg(rot); err != nil {
			continue
		}
		var col [6]cube.Face
		for f := cube.Face(0); f < 6; f++ {
			col[f] = solved.At(f, 0, 0)
		}
		score := 0
		ok := true
		for _, i := range g.centre {
			v := c.Facelets()[i]
			if v == col[g.faceOf[i]] {
				score++
			} else if g.fixed[i] {
				ok = false
			}
		}
		if ok && score > bestScore {
			best, bestScore = col, score
		}
	}
	return best
}

// centreOrder is the order faces are completed: an opposite pair, then the
// four around it as two opposite pairs.
var centreOrder = [6]cube.Face{cube.U, cube.D, cube.F, cube.B, cube.R, cube.L}

// centreOrders are the orders small cubes try, one per axis done first; the
// shortest whole solution wins.
var centreOrders = [3][6]cube.Face{
	centreOrder,
	{cube.F, cube.B, cube.R, cube.L, cube.U, cube.D},
	{cube.R, cube.L, cube.U, cube.D, cube.F, cube.B},
}

// solveCentres groups every face's centre stickers into the colour col
// assigns it, turning w and returning the moves. On 5x5 it runs package
// fivecentres (fivecentres.go), falling back to what follows if that gives
// up. Up to 13x13 it runs the beam
// search of centrebeam.go, completing the faces of order in opposite pairs
// (on 4x4 and 5x5 it also tries the other pairs first); bigger cubes, and any
// state the beam cannot finish, use the greedy search below, which completes
// the faces one at a time in order, each step taking the operation with the
// best gain per move.
func solveCentres(ctx context.Context, w *cube.Cube, g *geom, col [6]cube.Face, order [6]cube.Face, report func(string)) (cube.Alg, error) {
	if g.n == 5 {
		// Table-driven first (fivecentres.go); the beam is the fallback.
		report("centres")
		alg, err := solveFiveCentres(ctx, w, g, col)
		if err == nil || !errors.Is(err, fivecentres.ErrGaveUp) {
			return alg, err
		}
	}
	if wd := centreBeamWidth(g.n); wd > 0 {
		alg, err := centreBeamTries(ctx, w, g, col, order, wd, centreTries(g.n), report)
		if err == nil || !errors.Is(err, algorithms.ErrGaveUp) {
			return alg, err
		}
		// The beam keeps only improving steps; should it ever run dry,
		// the greedy search below, with every setup, takes over.
	}
	t := g.centreTables()
	var locked [6]bool
	var out cube.Alg
	scratch := make([]cube.Face, g.nf)
	seen := make([]int32, len(t.ops))
	epoch := int32(0)
	for fi, target := range order[:5] {
		report(fmt.Sprintf("centres %d/6", fi+1))
		for {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("centres: %w", err)
			}
			st := w.Facelets()
			var wrong []int32
			for _, p := range g.centre {
				if g.faceOf[p] == target && st[p] != col[target] {
					wrong = append(wrong, p)
				}
			}
			if len(wrong) == 0 {
				break
			}
			bestNum, bestDen := 0, 1
			var bestAlg cube.Alg
			for si, s := range t.setups {
				if si > 0 && bestAlg != nil && g.n > centreLazySetupN {
					break // big cubes: setup turns only when nothing gains without
				}
				cur := st
				if s.alg != nil {
					f := s.alg[0].Face
					if locked[f] {
						continue
					}
					applyDest(scratch, st, s.dest)
					cur = scratch
				}
				epoch++
				scost := s.alg.OBTM(g.n)
				for _, p := range wrong {
					for _, oi := range t.byDest[p] {
						if seen[oi] == epoch {
							continue
						}
						seen[oi] = epoch
						o := &t.ops[oi]
						cost := o.cost + scost
						// Even if every sticker it brings to the target
						// fits, no better than the best so far: skip.
						if ub := int(t.toCount[oi][target]); bestAlg != nil && (ub*bestDen < bestNum*cost || (ub*bestDen == bestNum*cost && cost >= bestDen)) {
							continue
						}
						need := 1
						if bestAlg != nil {
							need = max(1, (bestNum*cost+bestDen-1)/bestDen)
						}
						gain, ok := centreGainAtLeast(o, cur, g, col, &locked, target, int(t.toCount[oi][target]), need)
						if !ok || gain <= 0 {
							continue
						}
						if gain*bestDen > bestNum*cost || (gain*bestDen == bestNum*cost && cost < bestDen) {
							bestNum, bestDen = gain, cost
							bestAlg = append(append(cube.Alg(nil), s.alg...), o.alg...)
						}
					}
				}
			}
			if bestAlg == nil {
				return nil, algorithms.GaveUp("centres: no operation improves the %s centre (%d stickers left)", target, len(wrong))
			}
			if err := w.ApplyAlg(bestAlg); err != nil {
				return nil, fmt.Errorf("centres: %w", err)
			}
			out = append(out, bestAlg...)
		}
		locked[target] = true
	}
	return out, nil
}

// centreGainAtLeast is how many more stickers of the target face show its
// colour after o, or !ok if o would spoil a finished face; it gives up (!ok)
// as soon as the gain cannot reach need: ub is how many of o's stickers
// land on the target.
func centreGainAtLeast(o *op, st []cube.Face, g *geom, col [6]cube.Face, locked *[6]bool, target cube.Face, ub, need int) (int, bool) {
	gain := 0
	left := ub
	for j, to := range o.to {
		v := st[o.from[j]]
		f := g.faceOf[to]
		want := col[f]
		if locked[f] && v != want {
			return 0, false
		}
		if f == target {
			left--
			if v == want {
				gain++
			}
			if st[to] == want {
				gain--
			}
			if gain+left < need {
				return gain, false
			}
		}
	}
	return gain, true
}

// centresSolved reports whether every face's centre stickers show its colour.
func centresSolved(c *cube.Cube, g *geom, col [6]cube.Face) bool {
	st := c.Facelets()
	for _, p := range g.centre {
		if st[p] != col[g.faceOf[p]] {
			return false
		}
	}
	return true
}

// centreLazySetupN is the size above which the greedy steps try setup turns
// only when no operation gains without one: big cubes have many operations.
const centreLazySetupN = 7
