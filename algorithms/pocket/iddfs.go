package pocket

import (
	"context"
	"fmt"

	"cubelab/algorithms"
	"cubelab/cube"
)

// iddfs is the 2x2 study's iterative-deepening depth-first search: no heuristic,
// no memory of visited states, only the study's prunes (never turn the face
// just turned: that would undo it or merge with it).
type iddfs struct{ base }

// maxDepth bounds every deepening search; God's number is 11 in HTM.
const maxDepth = 20

type iddfsRun struct {
	m    *meter
	perm *[NumPerm][NumMoves]uint16
	tw   *[NumTwist][NumMoves]uint16
	path [maxDepth]move
	goal int // the current iteration's depth limit
}

func (r *iddfsRun) dfs(perm, tw uint16, depth, lastFace int) bool {
	if depth == 0 {
		return perm == 0 && tw == 0
	}
	r.m.stats.Visited++
	if r.m.due() && !r.m.check(0) {
		return false
	}
	pn, tn := &r.perm[perm], &r.tw[tw]
	for m := 0; m < NumMoves; m++ {
		if m/3 == lastFace {
			continue
		}
		r.m.stats.Generated++
		r.path[r.depthIndex(depth)] = move(m)
		if r.dfs(pn[m], tn[m], depth-1, m/3) {
			return true
		}
		if r.m.err != nil {
			return false
		}
	}
	return false
}

// depthIndex is where a node at remaining depth d writes its move; set per
// iteration through goal.
func (r *iddfsRun) depthIndex(d int) int { return r.goal - d }

func (s iddfs) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	p, rot, err := Standard(c)
	if err != nil {
		return nil, err
	}
	mt := tables()
	r := &iddfsRun{m: newMeter(ctx, s.name, s.cfg, 0, 0, progress), perm: &mt.perm, tw: &mt.twist}
	i := p.Index()
	perm, tw := uint16(i/NumTwist), uint16(i%NumTwist)
	for depth := 0; depth <= maxDepth; depth++ {
		r.m.stats.Iterations++
		r.m.stage = fmt.Sprintf("depth %d", depth)
		if !r.m.check(0) {
			return nil, r.m.err
		}
		r.goal = depth
		// Depth-first: the stack is one frame (~64 bytes) per level.
		r.m.stats.PeakMemory = int64(depth) * 64
		if r.dfs(perm, tw, depth, -1) {
			return r.m.solution(rot, r.path[:depth], true), nil
		}
		if r.m.err != nil {
			return nil, r.m.err
		}
	}
	return nil, fmt.Errorf("%s: %w", s.name, algorithms.GaveUp("no solution within %d moves", maxDepth))
}
