package fourstage

// Stage 1: the eight centre pieces of one opposite pair of colours onto the
// R and L faces, in any of the 36 moves. The coordinate is the 24-bit mask of
// the slots holding them; the table, indexed by the mask itself (16 MB, so no
// ranking in the inner loop), holds the exact distance to the R/L mask for
// the C(24,8) = 735471 masks with eight bits.

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

// buildStage1 fills the exact distance table by breadth-first search from
// the R/L mask.
func buildStage1(g *geometry, mt *maskTables, goal uint32) []uint8 {
	dist := make([]uint8, 1<<24)
	for i := range dist {
		dist[i] = unreached
	}
	dist[goal] = 0
	frontier := []uint32{goal}
	for d := uint8(0); len(frontier) > 0; d++ {
		var next []uint32
		for _, x := range frontier {
			for m := 0; m < nMoves; m++ {
				y := mt.move(x, m)
				if dist[y] == unreached {
					dist[y] = d + 1
					next = append(next, y)
				}
			}
		}
		frontier = next
	}
	return dist
}

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
		if int(s.t.dist1[y]) >= left {
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
