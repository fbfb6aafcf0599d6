package gui

import (
	"context"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// shortenStep and shortenBudget bound the window's search for a shorter
// answer than kociemba's first: each length gets shortenStep, all of them
// shortenBudget. A painted nearly solved cube needs few moves, and the
// two-phase search's first answer can be five or more longer (17 for a
// 12-move position); asking it for one move fewer at a time finds the short
// answer in tenths of a second (the CLI's --max-length: 0.15-0.2 s a
// length), while a random state's search for one move under its first
// answer costs at most shortenStep before the window shows it.
const (
	shortenStep   = 400 * time.Millisecond
	shortenBudget = 2 * time.Second
)

// shortens lists the methods whose first answer the window shortens:
// those that search for a solution of at most cfg.MaxLength moves.
var shortens = map[string]bool{"kociemba": true}

// shorten asks method for ever shorter solutions of c than sol, one move
// fewer each time, while each comes within shortenStep and all within
// shortenBudget (or until ctx ends), and returns the shortest found, its
// duration and nodes including the searches'. progress hears each length
// tried as the stage, with the best so far.
func shorten(ctx context.Context, method string, c *cube.Cube, sol *algorithms.Solution, progress func(algorithms.Progress)) *algorithms.Solution {
	if !shortens[method] || c.N() != 3 {
		return sol
	}
	start := time.Now()
	best := sol
	spent, visited := sol.Stats.Duration, sol.Stats.Visited
	for time.Since(start) < shortenBudget && ctx.Err() == nil {
		target := len(best.Moves) - 1
		if target < 1 {
			break
		}
		progress(algorithms.Progress{Stage: "looking for a shorter solution", Best: len(best.Moves), Elapsed: time.Since(start)})
		s, err := algorithms.New(method, 3, algorithms.Config{MaxLength: target, TimeLimit: min(shortenStep, shortenBudget-time.Since(start))})
		if err != nil {
			break
		}
		shorter, _, err := algorithms.SolveChecked(ctx, s, c.Clone(), nil)
		if shorter != nil {
			spent += shorter.Stats.Duration
			visited += shorter.Stats.Visited
		}
		if err != nil || shorter == nil || len(shorter.Moves) >= len(best.Moves) {
			break // none that short in time (or none at all): keep the best
		}
		best = shorter
	}
	if best != sol {
		improved := *best
		improved.Stats.Duration, improved.Stats.Visited = spent, visited
		return &improved
	}
	return sol
}
