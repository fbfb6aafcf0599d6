package fourstage

import (
	"context"

	"cubelab/algorithms/reduction/ordered"
)

// stage2All runs stage 2 over the stage 1 candidates c1s (sorted by
// value) by total length, every candidate that a total allows, and
// collects up to p.Stage2Keep ends whose wings stage 3 can pair. A
// total's candidates are searched on every core (package ordered), each
// within the node budgets left when the total began, and their ends are
// taken in candidate order, so the answer does not depend on how many
// cores there are. The search ends past p.Stage2MaxNodes in all, or past
// p.Stage2Nodes once it has an end.
func (t *tables) stage2All(ctx context.Context, c1s []*cand1, p Params) (c2s []*cand2, err error) {
	type result struct {
		found []*cand2
		nodes int
		cut   bool // a budget ended the search
		err   error
	}
	spent := 0
	for total := c1s[0].value; len(c2s) < p.Stage2Keep && total <= c1s[0].value+p.MaxStage2; total++ {
		var these []*cand1
		for _, c1 := range c1s {
			if c1.value > total {
				break
			}
			if total-len(c1.moves) <= p.MaxStage2 {
				these = append(these, c1)
			}
		}
		need, have := p.Stage2Keep-len(c2s), len(c2s) > 0
		hardLeft, softLeft := p.Stage2MaxNodes-spent, p.Stage2Nodes-spent
		stopped := false
		ordered.Run(ctx, len(these), 0, func(ctx context.Context, i int) result {
			c1 := these[i]
			var r result
			s := &stage2Search{t: t, search: t.search2, splitOnly: true}
			s.check = func() bool {
				r.cut = ctx.Err() != nil || s.nodes > hardLeft || s.nodes > softLeft && (have || len(r.found) > 0)
				return r.cut
			}
			s.found = func(moves []uint8, wing *[24]uint8) bool {
				if _, _, ok := t.edgeStart(wing); !ok {
					return true
				}
				st := c1.st
				for _, m := range moves {
					st = t.g.apply(st, int(m))
				}
				s3, ok, err := t.stage3Start(&st)
				if err != nil {
					r.err = err
					return false
				}
				if ok && s3.h <= p.MaxStage3 {
					r.found = append(r.found, &cand2{c1: c1, moves: append([]uint8(nil), moves...), s3: s3, value: total + s3.h})
				}
				return len(r.found) < need
			}
			s.wings[0] = c1.st.wing
			s.dfs(c1.ct, c1.rl, c1.par, 0, total-len(c1.moves), -1)
			r.nodes = s.nodes
			return r
		}, func(i int, r result) bool {
			spent += r.nodes
			c2s = append(c2s, r.found[:min(len(r.found), p.Stage2Keep-len(c2s))]...)
			stopped = r.err != nil || r.cut || spent > p.Stage2MaxNodes || spent > p.Stage2Nodes && len(c2s) > 0
			if r.err != nil && err == nil {
				err = r.err
			}
			return !stopped && len(c2s) < p.Stage2Keep
		})
		if err != nil {
			return nil, err
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if stopped {
			break
		}
	}
	debugf("stage2: %d cands, nodes %d", len(c2s), spent)
	return c2s, nil
}

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
	// splitOnly skips, before reading the table, the ends whose wings do
	// not split one per edge into stage 3's orbits (which found would
	// pass over): about 4,000 of every 4,001 the search reaches.
	splitOnly bool
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
	// The last move: one that keeps the orbits leaves the split as it is,
	// so only a split node's such children can end split; another's
	// child is tested on its own.
	lastSplit := s.splitOnly && left == 1
	nodeSplit := lastSplit && t.split(&s.wings[depth], nil)
	for _, j := range s.search {
		m := t.moves2[j]
		if !t.g.follows(last, m) {
			continue
		}
		if lastSplit {
			if t.keepsOrbits2[j] {
				if !nodeSplit {
					continue
				}
			} else if !t.split(&s.wings[depth], &t.g.wingFrom[m]) {
				continue
			}
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

// split reports whether stage 3's orbit A holds one wing of every edge
// (so orbit B holds the others) once a move with the wing sources from
// (nil: none) acts on wing: stage 3 can pair only such wings (edgeStart's
// first test).
func (t *tables) split(wing *[24]uint8, from *[24]uint8) bool {
	edges := 0
	for _, slot := range t.aSlot {
		if from != nil {
			slot = from[slot]
		}
		edges |= 1 << t.edgeOf[wing[slot]]
	}
	return edges == 1<<12-1
}

// keepsOrbits reports whether move m keeps stage 3's wing orbits: every
// orbit A slot's wing comes from an orbit A slot.
func (t *tables) keepsOrbits(m int) bool {
	for _, slot := range t.aSlot {
		from := t.g.wingFrom[m][slot]
		if t.aSlot[t.aIdx[from]] != from {
			return false
		}
	}
	return true
}
