package fourstage

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
// coordinate space with nm moves, next giving the neighbour.
func bfs(dist []uint8, nm int, next func(x, j int) int) {
	var frontier []uint32
	for i, d := range dist {
		if d == 0 {
			frontier = append(frontier, uint32(i))
		}
	}
	for d := uint8(0); len(frontier) > 0; d++ {
		var nx []uint32
		for _, x := range frontier {
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
}
