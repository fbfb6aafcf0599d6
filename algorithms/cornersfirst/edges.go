package cornersfirst

import (
	"context"
	"fmt"
	"math/bits"

	"cubelab/cube"
)

// Edge regions the two edge steps finish.
const (
	topBottomEdges uint16 = 0x00ff // UR UF UL UB DR DF DL DB
	allEdges       uint16 = 0x0fff
)

// edgesStep applies library algorithms greedily until every edge in region is
// solved, never unsolving a solved edge: each time it takes the algorithm that
// leaves the most region edges solved (then the most edges, then the fewest
// moves). With at least three edges unsolved some 3-cycle puts one home, and
// with two left they can only be flipped in place, so it always finishes; the
// tests check that the library holds every 3-cycle and flip.
// tried counts the library algorithms tried.
func edgesStep(ctx context.Context, s cube.Cubies, region uint16, lib []entry, tried *int64) (cube.Alg, cube.Cubies, error) {
	var out cube.Alg
	for {
		done := solvedEdges(&s)
		if done&region == region {
			return out, s, nil
		}
		if err := ctx.Err(); err != nil {
			return nil, s, err
		}
		bestI, bestR, bestA := -1, 0, 0
		var bestS cube.Cubies
		for i := range lib {
			e := &lib[i]
			if e.moved&done != 0 {
				continue
			}
			*tried++
			n := s.MulEdges(e.effect)
			m := solvedEdges(&n)
			r, a := bits.OnesCount16(m&region), bits.OnesCount16(m)
			if bestI < 0 || r > bestR || (r == bestR && (a > bestA || (a == bestA && len(e.alg) < len(lib[bestI].alg)))) {
				bestI, bestR, bestA, bestS = i, r, a, n
			}
		}
		if bestI < 0 || bestR <= bits.OnesCount16(done&region) {
			return nil, s, fmt.Errorf("edges: no library algorithm makes progress (internal error)")
		}
		out = append(out, lib[bestI].alg...)
		s = bestS
	}
}
