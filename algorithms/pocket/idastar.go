package pocket

import (
	"context"
	"fmt"

	"cubelab/algorithms"
	"cubelab/cube"
)

// idastar is IDA* as the 2x2 study ran it: iterative deepening on f = g + h with h the
// misplaced-sticker count turned into moves by stickerBound (admissible, so
// the first solution is optimal). Like the study's it keeps no visited list.
type idastar struct{ base }

type idaRun struct {
	m    *meter
	path [maxDepth]move
}

// dfs returns found, or the smallest f above bound met in this subtree.
func (r *idaRun) dfs(p Pos, g, bound, lastFace int) (bool, int) {
	h := stickerBound(p.Misplaced())
	if f := g + h; f > bound {
		return false, f
	}
	if h == 0 {
		return true, g
	}
	r.m.stats.Visited++
	if r.m.due() && !r.m.check(int64(g)*64) {
		return false, 0
	}
	next := 1 << 30
	for m := move(0); m < NumMoves; m++ {
		if m.face() == lastFace {
			continue
		}
		r.m.stats.Generated++
		r.path[g] = m
		found, f := r.dfs(p.apply(m), g+1, bound, m.face())
		if found {
			return true, f
		}
		if r.m.err != nil {
			return false, 0
		}
		next = min(next, f)
	}
	return false, next
}

func (s idastar) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	p, rot, err := Standard(c)
	if err != nil {
		return nil, err
	}
	r := &idaRun{m: newMeter(ctx, s.name, s.cfg, 0, 0, progress)}
	bound := stickerBound(p.Misplaced())
	for bound <= maxDepth {
		r.m.stats.Iterations++
		r.m.stage = fmt.Sprintf("bound %d", bound)
		if !r.m.check(0) {
			return nil, r.m.err
		}
		// Depth-first: the stack is one frame (~64 bytes) per level.
		r.m.stats.PeakMemory = max(r.m.stats.PeakMemory, int64(bound)*64)
		found, f := r.dfs(p, 0, bound, -1)
		if found {
			return r.m.solution(rot, r.path[:f], true), nil
		}
		if r.m.err != nil {
			return nil, r.m.err
		}
		bound = f
	}
	return nil, fmt.Errorf("%s: %w", s.name, algorithms.GaveUp("no solution within %d moves", maxDepth))
}
