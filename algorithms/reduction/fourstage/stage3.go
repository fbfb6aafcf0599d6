package fourstage

import (
	"context"
	"fmt"
	"math/bits"

	"cubelab/algorithms/reduction/ordered"
	"cubelab/cube"
)

// Stage 3 works on: ud, fb, rl, where one colour of each axis's pair lies
// among that axis's 8 centre slots; rho, the wing pairing (edgeprune.go);
// and q, a parity bit that rules out PLL parity. A reduced cube read as a
// 3x3x3 has PLL parity when the parities of its corner permutation, its
// edge permutation and its centre colouring (as a permutation of the six
// faces) do not sum to even. Stage 3 never moves a wing out of its orbit, so
// the edge permutation's parity can be read off orbit A alone, and every
// stage 3 move changes corner and orbit A parity by a fixed amount: q is
// their sum plus the colouring's parity, and must end clear.

// start3 is a stage 3 start: the coordinates and the lower bound on its
// length.
type start3 struct {
	u, f, r, q int
	rho        uint64
	h          int
}

// stage3Start reads the stage 3 coordinates of a cube that stage 2 left;
// ok is false when the wings are not one per edge in each orbit (or the
// pairing's parity is one stage 3 cannot solve), so stage 3 cannot pair them.
func (t *tables) stage3Start(st *state) (s start3, ok bool, err error) {
	var pi [12]uint8
	if s.rho, pi, ok = t.edgeStart(&st.wing); !ok {
		return s, false, nil
	}
	cu, cf, cr, a, err := t.axisColours(st)
	if err != nil {
		return s, false, err
	}
	s.u = t.ud.Of(st.ctrMask(cu, cu))
	s.f = t.fb.Of(st.ctrMask(cf, cf))
	s.r = t.rl.Of(st.ctrMask(cr, cr))
	s.q = parity(st.corner[:]) ^ parity(pi[:]) ^ parity(a[:])
	s.h = max(t.centreDist(s.u, s.f, s.r, s.q), t.edgeDist(s.rho))
	return s, true, nil
}

// axisColours chooses one colour per axis from the centres after stage 2,
// so that the colouring with each on its axis's positive face (a) is a
// proper orientation of the scheme.
func (t *tables) axisColours(st *state) (cu, cf, cr uint8, a [6]uint8, err error) {
	at := func(f cube.Face) uint8 { return st.ctr[4*int(f)] }
	cu, cf, cr = at(cube.U), at(cube.F), at(cube.R)
	opp := func(c uint8) uint8 { return uint8(cube.Face(c).Opposite()) }
	arr := func() [6]uint8 {
		var a [6]uint8
		a[cube.U], a[cube.D], a[cube.F], a[cube.B], a[cube.R], a[cube.L] = cu, opp(cu), cf, opp(cf), cr, opp(cr)
		return a
	}
	a = arr()
	if !t.validArrangements[a] {
		cu = opp(cu)
		a = arr()
		if !t.validArrangements[a] {
			return 0, 0, 0, a, fmt.Errorf("fourstage: centres %v after stage 2 are no orientation's", a)
		}
	}
	return cu, cf, cr, a, nil
}

// edgeStart reads rho and the orbit A edge permutation from the wings;
// ok is false when stage 3 cannot pair them (an orbit holds both wings of an
// edge, or the pairing is odd, which stage 3 never changes).
func (t *tables) edgeStart(wing *[24]uint8) (rho uint64, pi [12]uint8, ok bool) {
	g := t.g
	// Most stage 2 ends fail the first test: reject them cheaply.
	if !t.split(wing, nil) {
		return 0, pi, false
	}
	var seen [12]bool
	var pos [24]uint8
	for slot, w := range wing {
		pos[w] = uint8(slot)
	}
	var sigma [12]uint8
	for i, slot := range t.aSlot {
		w := wing[slot]
		id := t.edgeOf[w]
		if seen[id] {
			return 0, pi, false
		}
		seen[id] = true
		pi[i] = id
		sigma[i] = t.bIdx[pos[g.partner[w]]]
		rho |= uint64(sigma[i]) << (4 * i)
	}
	if parity(sigma[:]) != 0 {
		return 0, pi, false
	}
	return rho, pi, true
}

// stage3All runs stage 3 over the stage 2 candidates c2s (sorted by
// value) by total length: every candidate that a total allows, until one
// has a solution; the others of that total may add theirs (different
// reduced cubes, whose 3x3x3 stages differ), up to p.Stage3Solutions. A
// total's candidates are searched on every core (package ordered), each
// within the node budget left when the total began, and their results are
// taken in candidate order, so the answer does not depend on how many
// cores there are. Once p.Stage3Nodes are spent in all, the total is
// searched again over the p.Stage3Narrow best candidates, up to
// p.Stage3MaxNodes in all.
func (t *tables) stage3All(ctx context.Context, c2s []*cand2, p Params) ([][]Stage, error) {
	type result struct {
		ok    bool
		found []uint8
		nodes int
		stop  bool
	}
	want := max(p.Stage3Solutions, 1)
	limit, spent := p.Stage3Nodes, 0
	var out [][]Stage
	for total := c2s[0].value; len(out) == 0 && total <= c2s[0].value+p.MaxStage3; total++ {
		// A candidate's stage 3 gets what its stages 1 and 2 leave of
		// the total.
		togo := func(c2 *cand2) int { return total - len(c2.c1.moves) - len(c2.moves) }
		var these []*cand2
		for _, c2 := range c2s {
			if c2.value > total {
				break
			}
			if togo(c2) <= p.MaxStage3 {
				these = append(these, c2)
			}
		}
		budget, stopped := limit-spent, false
		ordered.Run(ctx, len(these), 0, func(ctx context.Context, i int) result {
			s := &stage3Search{t: t}
			s.check = func() bool { return ctx.Err() != nil || s.nodes > budget }
			x := these[i].s3
			if s.dfs(x.u, x.f, x.r, x.q, x.rho, t.edgeDist(x.rho), 0, togo(these[i]), -1) {
				return result{ok: true, found: s.found, nodes: s.nodes}
			}
			return result{nodes: s.nodes, stop: s.stop}
		}, func(i int, r result) bool {
			spent += r.nodes
			if r.ok {
				out = append(out, t.stages(these[i], r.found))
				return len(out) < want
			}
			stopped = r.stop || spent > limit
			return !stopped
		})
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		debugf("stage3: total %d, %d candidates, nodes %d, %d solutions", total, len(these), spent, len(out))
		if len(out) == 0 && stopped && limit < p.Stage3MaxNodes && len(c2s) > p.Stage3Narrow {
			// Out of the wide budget: this total again, over the best few.
			c2s = c2s[:max(p.Stage3Narrow, 1)]
			limit = p.Stage3MaxNodes
			total--
			continue
		}
		if stopped {
			break
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("stage 3: %w", ErrGaveUp)
	}
	return out, nil
}

// stage3Search looks for one sequence of a given length solving stage 3.
type stage3Search struct {
	t     *tables
	moves [24]uint8
	nodes int
	stop  bool
	check func() bool
	found []uint8
	// kids holds each depth's children, so that a node does not clear
	// an array of them.
	kids [24][20]child3
}

// dfs searches sequences of left moves from a node whose edge distance is
// at most hi (exact where it was read from the table: a child's distance
// is within one of its parent's, so while that bound allows the move, the
// table is not read).
func (s *stage3Search) dfs(u, f, r, q int, rho uint64, hi, depth, left, last int) bool {
	t := s.t
	if left == 0 {
		if t.centreDist(u, f, r, q) == 0 && rho == identityRho {
			s.found = append([]uint8(nil), s.moves[:depth]...)
			return true
		}
		return false
	}
	s.nodes++
	if s.nodes&1023 == 0 && s.check() {
		s.stop = true
	}
	if s.stop {
		return false
	}
	// The children that pass the centres' bound first, then their edge
	// distances: the edge table is read at random, and reading all the
	// children's entries in one loop lets their cache misses overlap.
	kids := &s.kids[depth]
	nk := 0
	nm := len(t.moves3)
	follow := t.follow3[last+1]
	for b := follow; b != 0; {
		k := bits.TrailingZeros32(b)
		b &= b - 1
		j := t.search3[k]
		cu, cf, cr, cq := int(t.ud3[u*nm+j]), int(t.fb3[f*nm+j]), int(t.rl3[r*nm+j]), q^int(t.qOdd3[j])
		if d := t.centreDist(cu, cf, cr, cq); d >= left {
			if d > left {
				b &^= 1<<t.skip3[k] - 1
			}
			continue
		}
		if left == 1 { // only paired edges are 0 away
			if rho == t.preId3[j] {
				s.moves[depth] = uint8(t.moves3[j])
				s.found = append([]uint8(nil), s.moves[:depth+1]...)
				return true
			}
			continue
		}
		// Field by field: a composite literal is built on the stack and
		// copied, and that copy's wide load waits on its narrow stores.
		c := &kids[nk]
		c.u, c.f, c.r, c.q, c.m = uint16(cu), uint16(cf), uint16(cr), uint8(cq), uint8(t.moves3[j])
		c.rho = t.placeMaps[j].apply(rho)
		nk++
	}
	e := t.edges
	lookup := hi+1 >= left
	if lookup {
		e.readAll(kids[:nk])
	}
	for i := range kids[:nk] {
		c := &kids[i]
		d := hi + 1
		if lookup {
			if d = int(c.d); d >= left {
				continue
			}
		}
		s.moves[depth] = c.m
		if s.dfs(int(c.u), int(c.f), int(c.r), int(c.q), c.rho, d, depth+1, left-1, int(c.m)) {
			return true
		}
		if s.stop {
			return false
		}
	}
	return false
}

// child3 is a stage 3 node's child: its coordinates, the move to it, its
// edge table index and distance (kept small, as a node writes up to 20).
type child3 struct {
	rho     uint64
	idx     int32
	u, f, r uint16
	q, m, d uint8
}
