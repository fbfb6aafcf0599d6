package optimal

import "math/bits"

// The search waits on its tables: they are far larger than the processor's
// caches, so nearly every read misses. Reads with no branch between them
// are in flight together, so a node works out its children's table
// positions first and then reads them, in rounds (expand, which stops at
// the first bound over the limit, makes fewer reads but waits for each):
//
//  1. the entries along one axis, a0 (firstAxis);
//  2. the other two axes' for the children a0 lets through (about half),
//     whose coordinates along those axes are only then worked out: at these
//     distances a child's first entry rules it out often enough that the
//     second round saves more reads than it costs in waiting (a third
//     round costs more);
//  3. the inverses' (inverse.go) and the corner table's for the children
//     that pass their own bounds.
//
// Round one is started before the node is searched (startRound): its
// parent works it out and asks for its entries (prefetch) just before
// searching the node's elder sibling, so that its misses overlap that
// search instead of opening the node's own. The search then waits on
// round two and the inverses only, and visits the same nodes faster:
// BenchmarkSearch18 (one goroutine) 18.8 and 19.3 s against 24.5 and 21.7
// s, runs alternating on 2026-11-27; the 25 18-move positions on two
// goroutines 7.1 s mean against 10.4 s (README, optimal). Fetching
// round two ahead as well was no faster, either with round one for every
// child (its positions along a1 and a2 then worked out for the half that
// round one rules out too) or two siblings ahead for the children round
// one lets through: the processor has only so many misses in flight. So
// reads left out now pay (firstAxis, cornerMax).

// roundOne is a node's first round of reads: its children's moves, their
// coordinates along axis a0 and where those are in the tables.
type roundOne struct {
	a0, nk int
	moves  [nMoves]int8
	ax     [nMoves]axisCoords
	idx    [nMoves]int
}

// startRound works out n's first round with togo moves left, the last
// move having turned face prevFace, and asks for its entries.
func (t *tables) startRound(n *node, togo, prevFace int, r *roundOne) {
	mt := t.mt
	a0 := t.firstAxis(n, togo-1)
	r.a0 = a0
	nk := 0
	for mask := t.nextMoves(n, togo, prevFace); mask != 0; mask &= mask - 1 {
		m := bits.TrailingZeros32(mask)
		r.ax[nk] = mt.axisAfter(n.ax[a0], a0, m)
		r.idx[nk] = t.phase1Index(r.ax[nk])
		r.moves[nk] = int8(m)
		nk++
	}
	r.nk = nk
	for _, i := range r.idx[:nk] {
		t.prefetchDist(i, togo-1)
	}
}

// firstAxis is the axis whose entries n's children, with lim moves left
// after them, read first. Mostly it is the axis n is farthest along,
// whose distance the most children fail to bring down. But with lim at
// the most the table can say (topEntry), a child's entries prune only if
// all three are that much (de Bondt's observation, fits), so the
// first axis read is the one n is nearest along: a child below the top
// there passes without its other two entries read.
func (t *tables) firstAxis(n *node, lim int) int {
	d := n.dist
	a0 := 0
	if lim == t.topEntry(lim) {
		d = [3]uint8{^d[0], ^d[1], ^d[2]}
	}
	if d[1] > d[a0] {
		a0 = 1
	}
	if d[2] > d[a0] {
		a0 = 2
	}
	return a0
}

// phase1Max is the largest phase-1 distance (Kociemba's phase 1 needs at
// most 12 moves).
const phase1Max = 12

// cornerMax is the largest distance in the corner table (the 2x2x2's
// God's number in the half-turn metric): with that many moves left or
// more, it prunes nothing and is not read.
const cornerMax = 11

// topEntry is the largest distance rawDist can return with lim moves left:
// the large table's tritBase+2 ("that or more"), else the phase-1 table's.
func (t *tables) topEntry(lim int) int {
	if t.sepTab != nil && lim >= sepFrom {
		return tritBase + 2
	}
	return phase1Max
}

// prefetchDist asks for the entry rawDist(i, lim) reads.
func (t *tables) prefetchDist(i, lim int) {
	switch {
	case t.sepTab == nil:
		prefetch(&t.fs[i>>3])
	case lim < sepFrom:
		prefetch(&t.fs[fsIndexOfSep(i)>>3])
	default:
		prefetch(&t.sepTab[i/5>>2])
	}
}

// dfs searches the moves after path[:k] with togo moves left, n's first
// round r started (startRound). n is passed by value: a pointer into a
// recursive call would move every node to the heap.
func (w *worker) dfs(n node, k, togo int, r *roundOne) {
	t := w.sh.t
	mt := t.mt
	lim := togo - 1
	kids, idx := &w.kids[k], &w.idx[k]
	moves := &r.moves
	nk, a0 := r.nk, r.a0
	a1, a2 := (a0+1)%3, (a0+2)%3
	var dist [nMoves][3]uint8
	for i := range nk {
		kids[i].ax[a0] = r.ax[i]
		idx[i][a0] = r.idx[i]
		dist[i][a0] = t.rawDist(r.idx[i], lim)
	}
	// The large table's "tritBase or less" matters with fewer moves left.
	withLow := t.withLow(lim)
	var all [nMoves]int8
	var keys [3 * nMoves]uint8
	if withLow {
		for i := range nk {
			all[i] = int8(i)
		}
		t.readLow(&dist, idx, keys[:lowKeys(&dist, all[:nk], []int{a0}, &keys)])
	}
	// Round two: the children still in play after a0 (near).
	var near [nMoves]int8
	nn := 0
	if top := t.topEntry(lim); lim == top {
		// Only the children at the top along a0 can be pruned (firstAxis);
		// the others pass, their other two distances taken as n's (which
		// only the children's firstAxis reads: fits holds whatever they
		// are, as a0's is below lim).
		for i := range nk {
			if int(dist[i][a0]) >= lim {
				near[nn] = int8(i)
				nn++
				continue
			}
			c, m := &kids[i], int(moves[i])
			c.ax[a1] = mt.axisAfter(n.ax[a1], a1, m)
			c.ax[a2] = mt.axisAfter(n.ax[a2], a2, m)
			dist[i][a1], dist[i][a2] = min(n.dist[a1], uint8(top)), min(n.dist[a2], uint8(top))
		}
	} else {
		// The children within reach along a0, counted without a branch,
		// which would mispredict half the time.
		for i := range nk {
			near[nn] = int8(i)
			next := 0
			if int(dist[i][a0]) <= lim {
				next = 1
			}
			nn += next
		}
	}
	for _, i := range near[:nn] {
		c, m := &kids[i], int(moves[i])
		c.ax[a1] = mt.axisAfter(n.ax[a1], a1, m)
		idx[i][a1] = t.phase1Index(c.ax[a1])
		c.ax[a2] = mt.axisAfter(n.ax[a2], a2, m)
		idx[i][a2] = t.phase1Index(c.ax[a2])
	}
	for _, i := range near[:nn] {
		dist[i][a1] = t.rawDist(idx[i][a1], lim)
		dist[i][a2] = t.rawDist(idx[i][a2], lim)
	}
	if withLow {
		t.readLow(&dist, idx, keys[:lowKeys(&dist, near[:nn], []int{a1, a2}, &keys)])
	}
	// The children that pass their own bounds, and their inverses'
	// table positions.
	var pass [nMoves]int8
	np := 0
	for i := range nk {
		if w.count++; w.count >= nodesPerCheck {
			w.checkIn()
		}
		if w.stop {
			return
		}
		if int(dist[i][a0]) > lim || !fits(dist[i], lim) {
			continue // (the other axes unread if a0 is over)
		}
		pass[np] = int8(i)
		np++
		if togo == 1 {
			continue // solved in every coordinate: leaf checks it
		}
		c := &kids[i]
		c.dist = dist[i]
		m := int(moves[i])
		idx[i] = t.invAfter(&n, c, m)
		c.cornPerm = mt.cornPermMove[int(n.cornPerm)*nMoves+m]
	}
	if togo == 1 {
		for _, i := range pass[:np] {
			w.path[k] = moves[i]
			w.leaf(k + 1)
			if w.stop {
				return
			}
		}
		return
	}
	// Round three. The corner table rarely beats the phase-1 bounds near
	// the goal (so it is read only with 6 moves or more left), and prunes
	// least: it is tested last, but read with the inverses' entries so that
	// its misses overlap theirs rather than follow them one by one.
	withCorner := lim >= 6 && lim < cornerMax
	var corner [nMoves]uint8
	for _, i := range pass[:np] {
		c := &kids[i]
		for a, j := range idx[i] {
			if j < 0 {
				c.invDist[a] = n.invDist[a]
			} else {
				c.invDist[a] = t.rawDist(j, lim)
			}
		}
		if withCorner {
			corner[i] = uint8(t.corner.at(int(c.cornPerm)*nTwist + int(c.ax[0].twist)))
		}
	}
	if withLow {
		nl := 0
		for _, i := range pass[:np] {
			for a, j := range idx[i] {
				keys[nl] = uint8(3*int(i) + a)
				if j >= 0 && kids[i].invDist[a] == 0 {
					nl++
				}
			}
		}
		for _, k := range keys[:nl] {
			i, a := k/3, k%3
			kids[i].invDist[a] = uint8(t.fs.at(fsIndexOfSep(idx[i][a])))
		}
	}
	nr := 0
	for _, i := range pass[:np] {
		if fits(kids[i].invDist, lim) && (!withCorner || int(corner[i]) <= lim) {
			pass[nr] = i
			nr++
		}
	}
	// Each child's first round starts before its elder sibling is searched.
	rs := &w.rounds[k+1]
	if nr > 0 {
		t.startRound(&kids[pass[0]], lim, int(moves[pass[0]])/3, &rs[0])
	}
	for j, i := range pass[:nr] {
		if j+1 < nr {
			next := pass[j+1]
			t.startRound(&kids[next], lim, int(moves[next])/3, &rs[(j+1)&1])
		}
		w.path[k] = moves[i]
		w.dfs(kids[i], k+1, lim, &rs[j&1])
		if w.stop {
			return
		}
	}
}
