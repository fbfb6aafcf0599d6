package beginner

import (
	"context"

	"cubelab/cube"
)

// faceTurns are the 18 outer-face turns as permutations.
var faceTurns = func() []macro {
	var algs []string
	for _, f := range cube.Faces {
		for t := 1; t <= 3; t++ {
			algs = append(algs, cube.Turn(f, t).String())
		}
	}
	return makeMacros(false, algs...)
}()

// edgeDist[e][2·pos+flip] is how many face turns a lone edge e needs to get
// home from position pos with that flip, found by breadth-first search. The
// largest of these over the edges being placed is a lower bound on the moves
// left, which guides the cross search.
var edgeDist = func() (d [12][24]uint8) {
	// to[m][p] is where face turn m takes the edge at p, flip its flip change.
	var to, flip [18][12]int
	for m, mv := range faceTurns {
		for i := 0; i < 12; i++ {
			to[m][mv.perm.EP[i]] = i
			flip[m][mv.perm.EP[i]] = int(mv.perm.EO[i])
		}
	}
	for e := 0; e < 12; e++ {
		for i := range d[e] {
			d[e][i] = 0xff
		}
		d[e][2*e] = 0
		queue := []int{2 * e}
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			p, f := x/2, x%2
			for m := range faceTurns {
				y := 2*to[m][p] + (f ^ flip[m][p])
				if d[e][y] == 0xff {
					d[e][y] = d[e][x] + 1
					queue = append(queue, y)
				}
			}
		}
	}
	return d
}()

// edgeBound returns the largest lone-edge distance among the edges.
func edgeBound(s *cube.Cubies, edges []int) int {
	h := 0
	for p := 0; p < 12; p++ {
		for _, e := range edges {
			if int(s.EP[p]) == e {
				h = max(h, int(edgeDist[e][2*p+int(s.EO[p])]))
			}
		}
	}
	return h
}

// crossSearch places the listed D edges (keeping them all solved at the end)
// with the fewest face turns, by IDA* on the lone-edge bound. maxDepth caps
// the length; ok is false beyond it.
func crossSearch(ctx context.Context, s cube.Cubies, edges []int, maxDepth int, cnt *counters) (cube.Alg, cube.Cubies, bool, error) {
	var (
		path  []int
		end   cube.Cubies
		err   error
		stack = make([]cube.Cubies, maxDepth+1) // stack[g]: the state after g turns
	)
	var dfs func(g, bound, last int) bool
	dfs = func(g, bound, last int) bool {
		s := &stack[g]
		h := edgeBound(s, edges)
		if h == 0 {
			end = *s
			return true
		}
		if g+h > bound {
			return false
		}
		cnt.visited++
		if cnt.visited%4096 == 0 && ctx.Err() != nil {
			err = ctx.Err()
		}
		if err != nil {
			return false
		}
		for m := range faceTurns {
			if last >= 0 && m/3 == last/3 {
				continue
			}
			cnt.generated++
			stack[g+1] = s.Mul(faceTurns[m].perm)
			path = append(path, m)
			if dfs(g+1, bound, m) {
				return true
			}
			path = path[:len(path)-1]
		}
		return false
	}
	stack[0] = s
	for bound := 0; bound <= maxDepth; bound++ {
		if dfs(0, bound, -1) {
			var alg cube.Alg
			for _, m := range path {
				alg = append(alg, faceTurns[m].alg...)
			}
			return alg, end, true, nil
		}
		if err != nil {
			return nil, s, false, err
		}
	}
	return nil, s, false, nil
}
