package fourstage

import "math/bits"

// subsetCoord ranks the k-subsets of an ordered list of centre slots: which
// of those slots hold the pieces followed (one colour, or one pair of
// colours).
type subsetCoord struct {
	slots  []uint8
	rank   []uint16 // by compressed mask (bit j: slots[j])
	unrank []uint32 // 24-bit centre masks by rank
}

func newSubsetCoord(slots []uint8, k int) *subsetCoord {
	c := &subsetCoord{slots: slots, rank: make([]uint16, 1<<len(slots))}
	for v := 0; v < 1<<len(slots); v++ {
		if bits.OnesCount(uint(v)) != k {
			continue
		}
		c.rank[v] = uint16(len(c.unrank))
		var m uint32
		for j, s := range slots {
			if v&(1<<j) != 0 {
				m |= 1 << s
			}
		}
		c.unrank = append(c.unrank, m)
	}
	return c
}

// of returns the rank of the subset a 24-bit mask marks among the slots.
func (c *subsetCoord) of(mask uint32) int {
	v := 0
	for j, s := range c.slots {
		if mask&(1<<s) != 0 {
			v |= 1 << j
		}
	}
	return int(c.rank[v])
}

// size is the number of subsets.
func (c *subsetCoord) size() int { return len(c.unrank) }

// moveTable returns, for each rank and each of the moves, the rank after the
// move; the moves must keep the slots among themselves.
func (c *subsetCoord) moveTable(mt *maskTables, moves []int) []uint16 {
	out := make([]uint16, c.size()*len(moves))
	for r, m := range c.unrank {
		for j, mv := range moves {
			out[r*len(moves)+j] = uint16(c.of(mt.move(m, mv)))
		}
	}
	return out
}

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
