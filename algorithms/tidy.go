package algorithms

import "cubelab/cube"

// Tidy runs sol through the simplifier before anyone sees it: R R -> R2,
// R R' -> nothing, also where one step ends and the next begins, with the
// steps' moves still adding up to the solution's (see JoinSteps).
// SolveChecked calls it, so every front end shows tidy solutions.
func Tidy(sol *Solution, n int) {
	if sol == nil {
		return
	}
	if len(sol.Steps) == 0 {
		sol.Moves = cube.Simplify(sol.Moves, n, tidyOptions)
		return
	}
	sol.Steps = JoinSteps(sol.Steps, n)
	sol.Moves = nil
	for _, st := range sol.Steps {
		sol.Moves = append(sol.Moves, st.Moves...)
	}
}

// JoinSteps simplifies each step and lets moves cancel across step
// boundaries (the edge stage often starts by undoing the centre stage's last
// outer turn; the beginner's method ends a step with B2 R2 and starts the
// next with R2 U). Where the join shortens, the earlier step keeps the part of its
// moves that stayed as they were and the later step takes the merged rest, so
// each step still ends in a state the original steps passed through or, for
// the last, solves the cube. Empty steps are dropped.
func JoinSteps(steps []Step, n int) []Step {
	var out []Step
	for _, st := range steps {
		st.Moves = cube.Simplify(st.Moves, n, tidyOptions)
		if len(out) > 0 {
			prev := &out[len(out)-1]
			joined := cube.Simplify(append(append(cube.Alg(nil), prev.Moves...), st.Moves...), n, tidyOptions)
			if shorter(joined, prev.Moves, st.Moves, n) {
				p := 0
				for p < len(prev.Moves) && p < len(joined) && prev.Moves[p] == joined[p] {
					p++
				}
				prev.Moves, st.Moves = joined[:p:p], joined[p:]
				if len(prev.Moves) == 0 {
					out = out[:len(out)-1]
				}
			}
		}
		if len(st.Moves) > 0 {
			out = append(out, st)
		}
	}
	return out
}

// tidyOptions also rewrites runs of turns on one axis as the fewest block
// turns in OBTM (R 2R -> Rw), the metric big-cube solutions are counted in.
var tidyOptions = cube.SimplifyOptions{Blocks: true}

// shorter reports whether joined is shorter than a then b: in OBTM, then
// BTM, then in moves.
func shorter(joined, a, b cube.Alg, n int) bool {
	ab := append(append(cube.Alg(nil), a...), b...)
	if o1, o2 := joined.OBTM(n), ab.OBTM(n); o1 != o2 {
		return o1 < o2
	}
	if b1, b2 := joined.BTM(n), ab.BTM(n); b1 != b2 {
		return b1 < b2
	}
	return len(joined) < len(ab)
}
