// Package prune fills the exact distance tables of the table-driven
// stages (fivecentres, fiveedges): one byte a position, by breadth-first
// search from the goals.
package prune

// Unreached marks a position no search has reached (yet).
const Unreached = 0xff

// Fill fills dist (Unreached everywhere but the goals, which are 0) over a
// coordinate space with nm moves, next giving the neighbour. The moves must
// be closed under inverses: once the layer being expanded outgrows what is
// left unreached, it fills the next layer from the unreached side instead
// (a position one move from the layer is in the next), which reads far
// fewer entries than expanding the layer.
func Fill(dist []uint8, nm int, next func(x, j int) int) {
	FillWith(dist, nm, next, func(x int, d uint8) int {
		dist[x] = d
		return 1
	})
}

// FillWith is Fill where setting an entry may set others with it: mark
// gives entry x the distance d (and any twins of x, entries that stand for
// the same position, as symmetry-reduced tables have) and returns how
// many unreached entries it set.
func FillWith(dist []uint8, nm int, next func(x, j int) int, mark func(x int, d uint8) int) {
	layer, left := 0, 0
	for _, d := range dist {
		if d == 0 {
			layer++
		} else if d == Unreached {
			left++
		}
	}
	for d := uint8(0); layer > 0; d++ {
		count := 0
		if layer < left/4 {
			for x, dx := range dist {
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
		layer, left = count, left-count
	}
}
