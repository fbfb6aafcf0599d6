package fourstage

import "math/bits"

// Stage 1: the eight centre pieces of one opposite pair of colours onto the
// R and L faces, in any of the 36 moves. The coordinate is the 24-bit mask of
// the slots holding them, moved a byte at a time; the table holds the exact
// distance to the R/L mask for the C(24,8) = 735471 masks with eight bits,
// indexed by their rank (three byte lookups, maskRanker).

// unreached marks table entries no search has reached.
const unreached = 0xff

// maskTables moves a 24-bit centre mask a byte at a time.
type maskTables [nMoves][3][256]uint32

func (g *geometry) buildMaskTables() *maskTables {
	t := &maskTables{}
	for m := 0; m < nMoves; m++ {
		for i, from := range g.ctrFrom[m] {
			b, bit := from/8, from%8
			for v := 0; v < 256; v++ {
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

// faceMask returns the mask of the centre slots on the given faces.
func (g *geometry) faceMask(faces ...uint8) uint32 {
	var m uint32
	for s, f := range g.faceOfCtr {
		for _, x := range faces {
			if uint8(f) == x {
				m |= 1 << s
			}
		}
	}
	return m
}

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
	for b := 0; b < 3; b++ {
		for below := 0; below <= 8; below++ {
			for v := 0; v < 256; v++ {
				var sum uint32
				k := below
				for bit := 0; bit < 8; bit++ {
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

// buildStage1 fills the exact distance table by breadth-first search from
// the R/L mask.
func buildStage1(mt *maskTables, rk *maskRanker, goal uint32) []uint8 {
	dist := make([]uint8, 735471)
	for i := range dist {
		dist[i] = unreached
	}
	dist[rk.rank(goal)] = 0
	frontier := []uint32{goal}
	for d := uint8(0); len(frontier) > 0; d++ {
		var next []uint32
		for _, x := range frontier {
			for m := 0; m < nMoves; m++ {
				y := mt.move(x, m)
				if i := rk.rank(y); dist[i] == unreached {
					dist[i] = d + 1
					next = append(next, y)
				}
			}
		}
		frontier = next
	}
	return dist
}

// d1 returns the stage 1 distance of a mask with eight bits.
func (t *tables) d1(mask uint32) int { return int(t.dist1[t.rank1.rank(mask)]) }

// stage1Search enumerates the move sequences of one length that bring a mask
// to the goal without passing it, calling found for each; found returns
// false to stop.
type stage1Search struct {
	t     *tables
	moves [20]uint8
	found func(moves []uint8) bool
	stop  bool
	nodes int
	check func() bool // reports whether to give up (context, budget)
}

func (s *stage1Search) dfs(mask uint32, depth, left int, last int) {
	if s.stop {
		return
	}
	if left == 0 {
		if mask == s.t.rlMask {
			s.stop = !s.found(s.moves[:depth])
		}
		return
	}
	if mask == s.t.rlMask {
		return
	}
	s.nodes++
	if s.nodes&1023 == 0 && s.check() {
		s.stop = true
		return
	}
	g := s.t.g
	for m := 0; m < nMoves; m++ {
		if !g.follows(last, m) {
			continue
		}
		y := s.t.mask.move(mask, m)
		if s.t.d1(y) >= left {
			continue
		}
		s.moves[depth] = uint8(m)
		s.dfs(y, depth+1, left-1, m)
		if s.stop {
			return
		}
	}
}

// follows reports whether move m may follow move last (-1: none) in a
// canonical sequence: a different axis, or the same axis with a higher kind
// (moves of one axis commute, so only one order of them is searched).
func (g *geometry) follows(last, m int) bool {
	return last < 0 || g.axis[last] != g.axis[m] || g.kind[m] > g.kind[last]
}
