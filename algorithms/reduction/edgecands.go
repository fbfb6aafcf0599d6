package reduction

import (
	"cubelab/cube"
)

// gain is how many more wings f pairs in the orbit state cur with edge
// scores sc.
func gain(f *edgeFam, cur *orbitState, sc *[12]int, central bool) int {
	d := 0
	for i, e := range f.edges {
		x := &f.esrc[i]
		a0, a1, b0, b1 := cur[x[0]], cur[x[1]], cur[x[2]], cur[x[3]]
		v := 0
		if central {
			if a0 == b0 && a1 == b1 {
				v = 1
			}
		} else {
			r0, r1 := cur[x[4]], cur[x[5]]
			if a0 == r0 && a1 == r1 {
				v++
			}
			if b0 == r0 && b1 == r1 {
				v++
			}
		}
		d += v - sc[e]
	}
	return d
}

// wingCodes is an orbit state read by wings: wc[i] holds sticker i's colour
// and its wing partner's (sticker i^1: a wing's two stickers always move
// together), so comparing two wings as they land is one comparison.
type wingCodes [absN]uint8

func (wc *wingCodes) load(cur *orbitState) {
	for i := range cur {
		wc[i] = uint8(cur[i])<<4 | uint8(cur[i^1])
	}
}

// gainCodes is gain read from wing codes: the same number, faster.
func gainCodes(f *edgeFam, wc *wingCodes, sc *[12]int, central bool) int {
	d := 0
	for i, e := range f.edges {
		x := &f.esrc[i]
		a, b := wc[x[0]], wc[x[2]]
		v := 0
		if central {
			if a == b {
				v = 1
			}
		} else {
			r := wc[x[4]]
			if a == r {
				v++
			}
			if b == r {
				v++
			}
		}
		d += v - sc[e]
	}
	return d
}

// afterSetup sets cur to orbit o's state after the setup su and sc to its
// slots' scores.
func (s *edgeSearch) afterSetup(o int, su *absSetup, cur *orbitState, sc *[12]int) {
	for i, v := range s.st[o] {
		cur[su.perm[i]] = v
	}
	for e := range 12 {
		sc[e] = slotScore(cur, e, s.central)
	}
}

// edgeCand is a step the search may take: a setup and an operation over
// the orbits o1..o2, with the wings it pairs and the moves it costs.
type edgeCand struct {
	su         *absSetup
	f          *edgeFam
	o1, o2     int
	gain, cost int
}

func (c *edgeCand) alg(n int) cube.Alg {
	return append(append(cube.Alg(nil), c.su.alg...), famAlg(n, c.f, c.o1, c.o2)...)
}

// better orders candidates by wings per move, then fewer moves.
func better(g1, c1, g2, c2 int) bool {
	return g1*c2 > g2*c1 || (g1*c2 == g2*c1 && c1 < c2)
}

// best returns up to k steps (a setup and an operation over a range of
// active orbits) that pair the most wings per move, best first; none if
// none pairs any. Moves that cancel against prev, the last move so far, are
// not counted.
func (s *edgeSearch) best(fams []edgeFam, setups []absSetup, prev *cube.Move, k int) []edgeCand {
	n := s.g.n
	top := s.top[:0]
	// The orbits prev's layers turn, if it is an inner range move.
	po1, po2, pfar := -1, -1, false
	if prev != nil && prev.Lo > 1 && prev.Hi < n {
		pfar = prev.Lo > (n+1)/2
		a, b := prev.Lo-1, prev.Hi-1
		if pfar {
			a, b = n-prev.Hi, n-prev.Lo
		}
		// Only a range of active orbits: prev may have turned the middle
		// slice or the central orbit.
		in := 0
		for _, o := range s.active {
			if o >= a && o <= b {
				in++
			}
		}
		if a >= 1 && b >= a && in == b-a+1 {
			po1, po2 = a, b
		}
	}
	consider := func(sum, cost int, su *absSetup, f *edgeFam, o1, o2 int) {
		if sum <= 0 {
			return
		}
		if len(top) == k && !better(sum, cost, top[k-1].gain, top[k-1].cost) {
			return
		}
		c := edgeCand{su: su, f: f, o1: o1, o2: o2, gain: sum, cost: cost}
		if len(top) < k {
			top = append(top, c)
		} else {
			top[k-1] = c
		}
		for i := len(top) - 1; i > 0 && better(top[i].gain, top[i].cost, top[i-1].gain, top[i-1].cost); i-- {
			top[i], top[i-1] = top[i-1], top[i]
		}
	}
	// Over the main operations the index finds, for each setup, the
	// operations that land some wing on its reference's edge: only they
	// can gain (see famIndex).
	var ix *famIndex
	if !s.central && len(fams) > 0 && len(fams) == len(s.t.main) && &fams[0] == &s.t.main[0] {
		ix = s.t.mainIndex()
		if len(s.cnt) < len(fams) {
			s.cnt = make([]uint16, len(fams))
		}
	}
	for si := range setups {
		if s.ctx != nil && s.ctx.Err() != nil {
			return nil // the caller reports the cancellation
		}
		su := &setups[si]
		var open [12]bool
		for _, o := range s.active {
			s.afterSetup(o, su, &s.cur[o], &s.sc[o])
			s.wc[o].load(&s.cur[o])
			full := 2
			if s.central {
				full = 1
			}
			for e := range 12 {
				if s.sc[o][e] < full {
					open[e] = true
				}
			}
		}
		sdisc := 0
		if len(su.alg) > 0 && prev != nil {
			sdisc = cancels(*prev, su.alg[0])
		}
		if ix != nil {
			for _, o := range s.active {
				ix.count(&s.wc[o], s.cnt)
			}
		}
		for fi := range fams {
			f := &fams[fi]
			bound := -1
			if ix != nil {
				bound = int(s.cnt[fi])
				s.cnt[fi] = 0
				if bound == 0 && !ix.always[fi] {
					continue
				}
			}
			cost := f.cost + len(su.alg) - sdisc
			if len(top) == k {
				// Only an operation right after prev merges with it.
				least := cost
				if len(su.alg) == 0 && prev != nil {
					least = max(cost-mergeMax, 1)
				}
				if bound > 0 && !ix.always[fi] && !better(bound, least, top[k-1].gain, top[k-1].cost) {
					continue
				}
				// (An operation reaching no unfinished edge gets no bound.)
				if !s.mayEnter(f, least, &top[k-1]) {
					continue
				}
			} else if !reachesOpen(f, &open) {
				continue // only operations reaching an unfinished edge gain
			}
			if f.wide || f.mid {
				// Ranges from orbit 1 (layers 1..k), after prev if they
				// merge with it.
				c := cost
				if prev != nil && len(su.alg) == 0 && !f.mid {
					c -= cancelsOBTM(n, *prev, famFirst(n, f, s.active[0], s.active[0]))
				}
				sum := 0
				for _, o := range s.active {
					sum += gainCodes(f, &s.wc[o], &s.sc[o], s.central)
					consider(sum, c, su, f, s.active[0], o)
				}
				continue
			}
			// Kadane over the active orbits (contiguous layers).
			sum, start := 0, 0
			for ai, o := range s.active {
				gn := gainCodes(f, &s.wc[o], &s.sc[o], s.central)
				s.gains[o] = gn
				if sum <= 0 {
					sum, start = gn, ai
				} else {
					sum += gn
				}
				consider(sum, cost, su, f, s.active[start], o)
			}
			if po1 >= 0 && len(su.alg) == 0 && f.far == pfar && f.kind != famSlice && f.kind != famParity {
				if d := cancelsOBTM(n, *prev, famFirst(n, f, po1, po2)); d > 0 {
					sum := 0
					for _, o := range s.active {
						if o >= po1 && o <= po2 {
							sum += s.gains[o]
						}
					}
					consider(sum, cost-d, su, f, po1, po2)
				}
			}
		}
	}
	s.top = top
	return top
}

// mergeMax bounds what an operation's first turn saves merging with the
// move before it, in OBTM: an inner range undone, 2 moves of 2.
const mergeMax = 4

// mayEnter reports whether f could pair enough wings per move to beat
// worst, costing at least cost: no edge can gain more wings than it lacks,
// so the wings f's edges lack in the active orbits bound its gain over any
// range. It skips most operations once the best few are found, without
// changing which are found.
func (s *edgeSearch) mayEnter(f *edgeFam, cost int, worst *edgeCand) bool {
	full := 2
	if s.central {
		full = 1
	}
	ub := 0
	for _, o := range s.active {
		sc := &s.sc[o]
		for _, e := range f.edges {
			ub += full - sc[e]
		}
	}
	return better(ub, cost, worst.gain, worst.cost)
}

func first(n int, c []edgeCand) cube.Alg {
	if len(c) == 0 {
		return nil
	}
	return c[0].alg(n)
}

func reachesOpen(f *edgeFam, open *[12]bool) bool {
	for _, e := range f.edges {
		if open[e] {
			return true
		}
	}
	return false
}

// famFirst is the first move of famAlg(n, f, o1, o2) for the kinds that
// start with their slice A.
func famFirst(n int, f *edgeFam, o1, o2 int) cube.Move {
	lo, hi := layerOf(n, o1, f.far), layerOf(n, o2, f.far)
	if lo > hi {
		lo, hi = hi, lo
	}
	if f.mid {
		return midBlock(n, f.axis, o2, f.turns)
	}
	if f.wide {
		if f.far {
			hi = n
		} else {
			lo = 1
		}
	}
	return cube.Move{Face: f.axis, Lo: lo, Hi: hi, Turns: f.turns}
}

// cancelsOBTM is cancels counted in OBTM: what a then b saves.
func cancelsOBTM(n int, a, b cube.Move) int {
	d := cancels(a, b)
	if d == 0 {
		return 0
	}
	var m cube.Alg
	if d == 1 {
		m = cube.Alg{cube.Move{Face: a.Face, Lo: a.Lo, Hi: a.Hi, Turns: (a.Turns + b.Turns) & 3}}
	}
	return cube.Alg{a, b}.OBTM(n) - m.OBTM(n)
}

// cancels is how many moves a then b saves: 2 if b undoes a, 1 if they merge
// into one turn.
func cancels(a, b cube.Move) int {
	if a.Face != b.Face || a.Lo != b.Lo || a.Hi != b.Hi {
		return 0
	}
	if (a.Turns+b.Turns)%4 == 0 {
		return 2
	}
	return 1
}

// setups2 lists the outer-turn sequences of up to two turns.
func (s *edgeSearch) setups2() []absSetup {
	if s.s2 != nil {
		return s.s2
	}
	one := s.t.setups
	s.s2 = append(s.s2, one...)
	for _, a := range one[1:] {
		for _, b := range one[1:] {
			if a.alg[0].Face == b.alg[0].Face {
				continue
			}
			var p absSetup
			p.alg = cube.Alg{a.alg[0], b.alg[0]}
			for i := range p.perm {
				p.perm[i] = b.perm[a.perm[i]]
			}
			s.s2 = append(s.s2, p)
		}
	}
	return s.s2
}
