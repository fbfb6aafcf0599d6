// Package prune fills the exact distance tables of the table-driven
// stages (fivecentres, fiveedges): one byte a position, by breadth-first
// search from the goals.
package prune

import "context"

// Unreached marks a position no search has reached (yet).
const Unreached = 0xff

// checkEvery is how many entries a layer's sweep reads between looks at
// its context (a look is an atomic load; a sweep reads millions).
const checkEvery = 1 << 16

// Fill fills dist (Unreached everywhere but the goals, which are 0) over a
// coordinate space with nm moves, next giving the neighbour. The moves must
// be closed under inverses: once the layer being expanded outgrows what is
// left unreached, it fills the next layer from the unreached side instead
// (a position one move from the layer is in the next), which reads far
// fewer entries than expanding the layer.
//
// It stops with ctx's error soon after ctx ends, leaving dist part filled:
// every entry set holds its exact distance (the layers below the deepest
// are complete), so Fill called again on that dist resumes where this one
// stopped and ends with the same table as a run never stopped.
func Fill(ctx context.Context, dist []uint8, nm int, next func(x, j int) int) error {
	return FillWith(ctx, dist, nm, next, func(x int, d uint8) int {
		dist[x] = d
		return 1
	})
}

// FillWith is Fill where setting an entry may set others with it: mark
// gives entry x the distance d (and any twins of x, entries that stand for
// the same position, as symmetry-reduced tables have) and returns how
// many unreached entries it set.
func FillWith(ctx context.Context, dist []uint8, nm int, next func(x, j int) int, mark func(x int, d uint8) int) error {
	// Resume from the deepest layer set: the one below it is complete
	// (a run stops only within a layer's sweep), so sweeping it again
	// sets whatever the deepest layer lacks.
	deepest, left := uint8(0), 0
	for _, d := range dist {
		if d == Unreached {
			left++
		} else {
			deepest = max(deepest, d)
		}
	}
	if left == len(dist) {
		return nil // no goal: nothing to fill
	}
	start := deepest - min(deepest, 1)
	layer := 0
	for _, d := range dist {
		if d == start {
			layer++
		}
	}
	for d := start; layer > 0; d++ {
		count := 0
		if layer < left/4 {
			for x, dx := range dist {
				if x%checkEvery == 0 && ctx.Err() != nil {
					return ctx.Err()
				}
				if dx != d {
					continue
				}
				for j := range nm {
					if y := next(x, j); dist[y] == Unreached {
						count += mark(y, d+1)
					}
				}
			}
		} else {
			for x, dx := range dist {
				if x%checkEvery == 0 && ctx.Err() != nil {
					return ctx.Err()
				}
				if dx != Unreached {
					continue
				}
				for j := range nm {
					if dist[next(x, j)] == d {
						count += mark(x, d+1)
						break
					}
				}
			}
		}
		left -= count
		layer = count
		if d == start && start < deepest {
			// The resumed sweep set only what its layer lacked.
			layer = 0
			for _, dx := range dist {
				if dx == d+1 {
					layer++
				}
			}
		}
	}
	return nil
}
