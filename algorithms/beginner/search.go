package beginner

import (
	"context"

	"cubelab/cube"
)

// counters accumulates search statistics.
type counters struct{ visited, generated int64 }

// macroSearch finds the fewest macros (at most maxDepth) that reach goal from
// s, and among those the sequence with the fewest moves. ok is false when
// there is none.
func macroSearch(ctx context.Context, s cube.Cubies, macros []macro, goal func(*cube.Cubies) bool, maxDepth int, cnt *counters) (cube.Alg, cube.Cubies, bool, error) {
	var (
		best      []int
		bestLen   = -1
		bestEnd   cube.Cubies
		path      []int
		cancelled error
		// stack[k] is the state after k macros; reusing it keeps the search
		// free of allocations.
		stack = make([]cube.Cubies, maxDepth+1)
		dfs   func(level, depth, length int, lastAdjust bool)
	)
	dfs = func(level, depth, length int, lastAdjust bool) {
		cur := &stack[level]
		if depth == 0 {
			if goal(cur) && (bestLen < 0 || length < bestLen) {
				best, bestLen, bestEnd = append([]int(nil), path...), length, *cur
			}
			return
		}
		cnt.visited++
		if cnt.visited%4096 == 0 && ctx.Err() != nil {
			cancelled = ctx.Err()
		}
		if cancelled != nil {
			return
		}
		for i := range macros {
			m := &macros[i]
			if m.adjust && lastAdjust {
				continue
			}
			cnt.generated++
			stack[level+1] = cur.Mul(m.perm)
			path = append(path, i)
			dfs(level+1, depth-1, length+len(m.alg), m.adjust)
			path = path[:len(path)-1]
		}
	}
	stack[0] = s
	for d := 0; d <= maxDepth; d++ {
		dfs(0, d, 0, false)
		if cancelled != nil {
			return nil, s, false, cancelled
		}
		if bestLen >= 0 {
			var alg cube.Alg
			for _, i := range best {
				alg = append(alg, macros[i].alg...)
			}
			return alg, bestEnd, true, nil
		}
	}
	return nil, s, false, nil
}
