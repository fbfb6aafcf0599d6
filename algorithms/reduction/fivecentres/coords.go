package fivecentres

import "math/bits"

// unreached marks table entries no search has reached.
const unreached = 0xff

// maskTables move a 24-bit slot mask of one orbit a byte at a time.
type maskTables [nMoves][3][256]uint32

func (g *geometry) maskTables(o int) *maskTables {
	t := &maskTables{}
	for m := range nMoves {
		for i, from := range g.from[o][m] {
			b, bit := from/8, from%8
			for v := range 256 {
				if v&(1<<bit) != 0 {
					t[m][b][v] |= 1 << i
				}
			}
		}
	}
	return t
}

// move returns the mask after move m.
func (t *maskTables) move(mask uint32, m int) uint32 {
	return t[m][0][mask&0xff] | t[m][1][mask>>8&0xff] | t[m][2][mask>>16]
}

// nRank1 is C(24,8), the number of 24-bit masks with eight bits set.
const nRank1 = 735471

// maskRanker ranks 24-bit masks with eight bits set (colexicographic
// order: the sum over set bits of C(position, how many bits up to it)), a
// byte at a time: [byte][bits set below the byte][byte value].
type maskRanker [3][9][256]uint32

func newMaskRanker() *maskRanker {
	var binom [25][9]uint32
	for p := 0; p <= 24; p++ {
		binom[p][0] = 1
		for k := 1; k <= 8 && k <= p; k++ {
			binom[p][k] = binom[p-1][k-1]
			if k <= p-1 {
				binom[p][k] += binom[p-1][k]
			}
		}
	}
	r := &maskRanker{}
	for b := range 3 {
		for below := 0; below <= 8; below++ {
			for v := range 256 {
				var sum uint32
				k := below
				for bit := range 8 {
					if v&(1<<bit) != 0 {
						k++
						if k <= 8 {
							sum += binom[8*b+bit][k]
						}
					}
				}
				r[b][below][v] = sum
			}
		}
	}
	return r
}

func (r *maskRanker) rank(mask uint32) int {
	b0, b1 := mask&0xff, mask>>8&0xff
	c0 := bits.OnesCount32(b0)
	c1 := min(c0+bits.OnesCount32(b1), 8)
	return int(r[0][0][b0] + r[1][c0][b1] + r[2][c1][mask>>16])
}

// subsetCoord ranks the k-subsets of an ordered list of slots: which of
// those slots hold the pieces followed.
type subsetCoord struct {
	slots  []uint8
	rank   []uint16 // by compressed mask (bit j: slots[j])
	unrank []uint32 // 24-bit masks by rank
}

func newSubsetCoord(slots []uint8, k int) *subsetCoord {
	c := &subsetCoord{slots: slots, rank: make([]uint16, 1<<len(slots))}
	for v := range 1 << len(slots) {
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
