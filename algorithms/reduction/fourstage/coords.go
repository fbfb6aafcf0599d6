package fourstage

import "context"

// slotsOn lists the centre slots on the given faces.
func (g *geometry) slotsOn(faces ...uint8) []uint8 {
	var out []uint8
	for s, f := range g.faceOfCtr {
		for _, x := range faces {
			if uint8(f) == x {
				out = append(out, uint8(s))
			}
		}
	}
	return out
}

// bfs fills dist (unreached everywhere but the goals, which are 0) over a
// coordinate space with nm moves, next giving the neighbour; or stops with
// ctx's error once ctx ends.
func bfs(ctx context.Context, dist []uint8, nm int, next func(x, j int) int) error {
	var frontier []uint32
	for i, d := range dist {
		if d == 0 {
			frontier = append(frontier, uint32(i))
		}
	}
	for d := uint8(0); len(frontier) > 0; d++ {
		var nx []uint32
		for k, x := range frontier {
			if k%checkEvery == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			for j := 0; j < nm; j++ {
				y := next(int(x), j)
				if dist[y] == unreached {
					dist[y] = d + 1
					nx = append(nx, uint32(y))
				}
			}
		}
		frontier = nx
	}
	return nil
}

// checkEvery is how many positions a table's breadth-first search expands
// between looks at its context (an atomic load).
const checkEvery = 1 << 14
