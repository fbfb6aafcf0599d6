package reduction

import (
	"context"
	"errors"
	"fmt"

	"cubelab/algorithms"
	"cubelab/cube"
)

// matchBarsGreedy matches every oblique of w to its bar (turning w) the
// cheap way, for scrambles (bigPlan.fast), where the length matters less
// than the time: from each state it takes the one setup and operation
// with the most matches gained per move and goes on from there, where
// the beam (matchBarsOn) expands a state at every move count on the way.
// The beam's comment measured this greedy at about 15% more moves for a
// seventh of the time (matchWidth); on a 17x17x17 the matching is most
// of a solve. When no state gains, it falls back to matchBarsKind, so it
// fails only where the beam would.
func matchBarsGreedy(ctx context.Context, w *cube.Cube, g *geom, keepInner bool) (cube.Alg, error) {
	b, err := g.matchTables(matchKind{keepInner: keepInner, short: true})
	if err != nil {
		return nil, err
	}
	total := b.total()
	nd := &matchNode{st: append([]cube.Face(nil), w.Facelets()...)}
	nd.have = b.matched(nd.st)
	e := newMatchExpander(b, len(nd.st))
	for nd.have < total {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("bar matching: %w", err)
		}
		// One kept per move count: the best gain at each cost.
		bk := &matchBuckets{keep: 1}
		e.expand(nd, bk)
		var best *matchCand
		bestCost := 0
		for cost, at := range bk.at {
			if len(at) == 0 {
				continue
			}
			c := &at[0]
			// Gain per move, compared as fractions: c's (have-nd.have)/(cost-nd.cost)
			// against best's; the first of equals (lower cost) stays.
			if best == nil || (c.have-nd.have)*(bestCost-nd.cost) > (best.have-nd.have)*(cost-nd.cost) {
				best, bestCost = c, cost
			}
		}
		if best == nil {
			break
		}
		nd = b.build(best, bestCost)
	}
	if nd.have < total {
		// Stuck: the beam (and its anchored fallback) from the start.
		alg, err := matchBarsKind(ctx, w, g, 1, keepInner)
		if err != nil && errors.Is(err, algorithms.ErrGaveUp) {
			return nil, fmt.Errorf("bar matching (greedy stuck, then the beam): %w", err)
		}
		return alg, err
	}
	alg := nd.moves()
	if err := w.ApplyAlg(alg); err != nil {
		return nil, fmt.Errorf("bar matching: %w", err)
	}
	if b.matched(w.Facelets()) != total {
		return nil, fmt.Errorf("bar matching: %s left bars unmatched (internal error)", alg)
	}
	return alg, nil
}
