package fivecentres

import "cubelab/algorithms/reduction/slotmask"

// unreached marks table entries no search has reached.
const unreached = 0xff

// maskTables builds orbit o's mask move tables.
func (g *geometry) maskTables(o int) *slotmask.Moves { return slotmask.NewMoves(&g.from[o]) }

// nRank1 is C(24,8), the number of 24-bit masks with eight bits set.
const nRank1 = slotmask.NumEight

// slotsOn lists the slots on the given faces, in slot order.
func slotsOn(faces ...int) []uint8 {
	var out []uint8
	for s := range 24 {
		for _, f := range faces {
			if s/4 == f {
				out = append(out, uint8(s))
			}
		}
	}
	return out
}

// bfs fills dist (unreached everywhere but the goals, which are 0) over a
// coordinate space with nm moves, next giving the neighbour. The moves must
// be closed under inverses: once most of the space is reached it fills the
// next layer from the unreached side (a position one move from the layer
// is in the next), which reads far fewer entries than expanding the layer.
func bfs(dist []uint8, nm int, next func(x, j int) int) {
	layer, left := 0, 0
	for _, d := range dist {
		if d == 0 {
			layer++
		} else if d == unreached {
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
					if y := next(x, j); dist[y] == unreached {
						dist[y] = d + 1
						count++
					}
				}
			}
		} else {
			for x, dx := range dist {
				if dx != unreached {
					continue
				}
				for j := range nm {
					if dist[next(x, j)] == d {
						dist[x] = d + 1
						count++
						break
					}
				}
			}
		}
		layer, left = count, left-count
	}
}
