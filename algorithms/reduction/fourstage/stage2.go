package fourstage

// stage2Search enumerates the stage 2 sequences of one length, calling found
// for each; found returns false to stop.
type stage2Search struct {
	t     *tables
	moves [24]uint8
	nodes int
	stop  bool
	check func() bool
	found func(moves []uint8, wing *[24]uint8) bool
	// wings[d] is the wing permutation after d moves, kept along the
	// search so that each leaf's wings cost one move.
	wings [25][24]uint8
	// centresOnly searches the table without the wing parity (centres.go).
	centresOnly bool
	// search lists the moves tried (indices into moves2): every one, or
	// for the whole reduction search2 (see buildSearch2).
	search []int
}

// dist returns the stage 2 distance of a coordinate.
func (s *stage2Search) dist(ct, rl, par int) int {
	if s.centresOnly {
		return int(s.t.dist2c[ct*s.t.rl.Size()+rl])
	}
	return int(s.t.dist2[s.t.idx2(ct, rl, par)])
}

func (t *tables) idx2(ct, rl, par int) int { return (ct*t.rl.Size()+rl)*2 + par }

func (s *stage2Search) dfs(ct, rl, par, depth, left, last int) {
	t := s.t
	if left == 0 {
		if s.dist(ct, rl, par) == 0 {
			s.stop = !s.found(s.moves[:depth], &s.wings[depth])
		}
		return
	}
	s.nodes++
	if s.nodes&1023 == 0 && s.check() {
		s.stop = true
	}
	if s.stop {
		return
	}
	nm := len(t.moves2)
	for _, j := range s.search {
		m := t.moves2[j]
		if !t.g.follows(last, m) {
			continue
		}
		ct2, rl2, par2 := int(t.ct2Move[ct*nm+j]), int(t.rl2Move[rl*nm+j]), par
		if t.wingOdd2[j] {
			par2 ^= 1
		}
		if s.dist(ct2, rl2, par2) >= left {
			continue
		}
		s.moves[depth] = uint8(m)
		from := &t.g.wingFrom[m]
		cur, nxt := &s.wings[depth], &s.wings[depth+1]
		for i := range nxt {
			nxt[i] = cur[from[i]]
		}
		s.dfs(ct2, rl2, par2, depth+1, left-1, m)
		if s.stop {
			return
		}
	}
}
