package reduction

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"

	"cubelab/algorithms"
	"cubelab/cube"
)

// The bar matching's beam (matchBars); its operations and tables, and the
// idea, are bigcentresmatch.go's.

// matchBars matches every oblique of w to its bar (turning w) by a beam
// over move counts, like the centre beam: for each count it keeps the
// matchWidth states with the most matches (by weight), and expands them
// with every setup (or none) and operation that gains; the first state
// with every oblique matched ends it. ringWidth, when not 0, replaces
// matchWidth on the rings of 8x8x8 and up. It gives up
// (algorithms.ErrGaveUp) when no state can gain; on a ring, only after the
// anchored partners' matching (ringPartners) gave up too.
func matchBars(ctx context.Context, w *cube.Cube, g *geom, ringWidth int) (cube.Alg, error) {
	return matchBarsKind(ctx, w, g, ringWidth, false)
}

// matchBarsKind is matchBars with only the operations that keep the inner
// edges if keepInner (bigfive.go).
func matchBarsKind(ctx context.Context, w *cube.Cube, g *geom, ringWidth int, keepInner bool) (cube.Alg, error) {
	b, err := g.matchTables(matchKind{keepInner: keepInner})
	if err != nil {
		return nil, err
	}
	alg, err := matchBarsOn(ctx, w, g, b, ringWidth)
	if err == nil || g.n < 8 || !errors.Is(err, algorithms.ErrGaveUp) {
		return alg, err
	}
	if b, err = g.matchTables(matchKind{anchored: true, keepInner: keepInner}); err != nil {
		return nil, err
	}
	return matchBarsOn(ctx, w, g, b, ringWidth)
}

// matchBarsOn is matchBars with the tables b.
func matchBarsOn(ctx context.Context, w *cube.Cube, g *geom, b *barMatch, ringWidth int) (cube.Alg, error) {
	width := matchWidth(g.n)
	if ringWidth > 0 && g.n >= 8 {
		width = ringWidth
	}
	total := b.total()
	root := &matchNode{st: append([]cube.Face(nil), w.Facelets()...)}
	root.have = b.matched(root.st)
	if root.have == total {
		return nil, nil
	}
	bk := &matchBuckets{keep: 4 * width}
	e := newMatchExpander(b, len(root.st))
	e.expand(root, bk)
	for c := 1; c < len(bk.at); c++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("bar matching: %w", err)
		}
		seen := map[string]bool{}
		var nodes []*matchNode
		for _, cd := range bk.at[c] {
			nd := b.build(&cd, c)
			key := string(facesBytes(nd.st, g))
			if seen[key] {
				continue
			}
			seen[key] = true
			if nd.have == total {
				alg := nd.moves()
				if err := w.ApplyAlg(alg); err != nil {
					return nil, fmt.Errorf("bar matching: %w", err)
				}
				if b.matched(w.Facelets()) != total {
					return nil, fmt.Errorf("bar matching: %s left bars unmatched (internal error)", alg)
				}
				return alg, nil
			}
			nodes = append(nodes, nd)
		}
		// bk.at[c] is ordered by matches; the first width distinct
		// states go on.
		for _, nd := range nodes[:min(width, len(nodes))] {
			e.expand(nd, bk)
		}
		bk.at[c] = nil
	}
	return nil, algorithms.GaveUp("bar matching: no state gains (%d of %d matched at the start)", root.have, total)
}

// matchBuckets holds the matching beam's candidates by move count: at[c]
// the keep best of count c, best first (matchCand.before), the same
// whatever order they came in.
type matchBuckets struct {
	at   [][]matchCand
	keep int
}

// put adds c, at move count cost, if it is among the keep best.
func (m *matchBuckets) put(c *matchCand, cost int) {
	for len(m.at) <= cost {
		m.at = append(m.at, nil)
	}
	bk := m.at[cost]
	if len(bk) >= m.keep {
		if !c.before(&bk[len(bk)-1]) {
			return
		}
		bk = bk[:len(bk)-1]
	}
	i := len(bk)
	for i > 0 && c.before(&bk[i-1]) {
		i--
	}
	bk = append(bk, matchCand{})
	copy(bk[i+1:], bk[i:])
	bk[i] = *c
	m.at[cost] = bk
}

// admits reports whether c, at move count cost, would be kept were its
// matches c.have.
func (m *matchBuckets) admits(c *matchCand, cost int) bool {
	if cost >= len(m.at) || len(m.at[cost]) < m.keep {
		return true
	}
	return c.before(&m.at[cost][m.keep-1])
}

// matchWidth is the matching beam's width for NxNxN, and
// matchSetupRanges the layer ranges of its setup turns. Measured on eight
// cubes (OBTM of the matching, time per cube, load 2): 6x6x6 outer and
// wide setups width 4 52.6 (162 ms), 8 51.1 (318 ms), 16 49.0 (654 ms);
// outer setups only width 8 50.4 (143 ms), 16 49.1 (268 ms). 7x7x7 outer
// and wide setups width 4 97.1 (184 ms), 6 96.5 (278 ms), 8 94.6 (353 ms),
// 16 93.8 (718 ms); outer only width 8 99.8 (168 ms), 16 99.6 (329 ms).
// Inner slices (2R, two moves) as setups too took 80% more time for 1-4%
// fewer moves. The 7x7x7's width is held back by its 2 s goal. (A greedy
// taking the best gain per move each step: 60.4 and 114.9 in 25 ms.)
// With the slice-conjugated ring turns (TestStageCounts, 8 cubes, whole
// solves): 6x6x6 width 16 with outer setups 168.6 OBTM (bars 33.1), width
// 8 169.0, 32 176.1; outer and wide setups 166.2 (bars 30.8), but on
// bench's ten cubes 172.8 against 171.5 in 1.71 against 1.34 s a solve;
// the ring layer's turns (2R) as setups too 165.1 on 6x6x6 and 242.9
// against 245.2 on 7x7x7, for 0.3-0.4 s more a solve, which 7x7x7's 2 s
// goal does not leave.
// The outer rings of 8x8x8 and up (ringOps, time per ring at load 4.5):
// width 6 against 2 took 9x9x9's ring from 297.0 to 291.7 OBTM (three
// cubes) for about twice the time; on 11x11x11's ring (one cube) widths
// 6, 4, 2, 1 gave 400, 397, 394, 414 OBTM in 9.4, 7.4, 3.8 and 2.3 s, so
// width 2 up to 11x11x11 and 1 beyond (and in every ring of 12x12x12 and
// up: ringFastN).
func matchWidth(n int) int {
	switch {
	case n == 6:
		return 16
	case n >= 8 && n <= 11:
		return 2
	case n >= 12:
		return 1
	}
	return 6
}

// matchNode is a state the matching beam reached.
type matchNode struct {
	st         []cube.Face
	parent     *matchNode
	alg        cube.Alg // moves from parent
	cost, have int
	order      int // when it was expanded (matchCand.before), from 1
}

// moves returns the moves from the root to nd.
func (nd *matchNode) moves() cube.Alg {
	return pathMoves(nd, func(nd *matchNode) (*matchNode, cube.Alg) { return nd.parent, nd.alg })
}

// matchCand is a child not yet built: parent, then setup si and op oi,
// with have matches; first is the index in obl of the first oblique
// through which expand found oi after si.
type matchCand struct {
	parent        *matchNode
	si, oi, first int32
	have          int
}

// before ranks the candidates of one move count: more matches first, then
// the one expand would have found first (its parent expanded earlier, then
// the setup, the oblique it was found through, the operation). Expanding
// the nodes one after the other, each setup's obliques in order and their
// operations in order, finds them in this order, so a bucket is the same
// as if filled in that order.
func (c *matchCand) before(d *matchCand) bool {
	switch {
	case c.have != d.have:
		return c.have > d.have
	case c.parent.order != d.parent.order:
		return c.parent.order < d.parent.order
	case c.si != d.si:
		return c.si < d.si
	case c.first != d.first:
		return c.first < d.first
	}
	return c.oi < d.oi
}

// build makes the node of candidate cd, at move count cost.
func (b *barMatch) build(cd *matchCand, cost int) *matchNode {
	p := cd.parent
	s, o := &b.setups[cd.si], &b.ops[cd.oi]
	st := make([]cube.Face, len(p.st))
	if s.alg == nil {
		copy(st, p.st)
	} else {
		applyDest(st, p.st, s.dest)
	}
	o.apply(st)
	alg := append(append(cube.Alg(nil), s.alg...), o.alg...)
	return &matchNode{st: st, parent: p, alg: alg, cost: cost, have: cd.have}
}

// matchExpander expands matching nodes, the setups shared out among
// workers (one per core: the matching runs alone, and its slice-conjugated
// ring turns made it the dearest centre stage).
type matchExpander struct {
	b        *barMatch
	workers  []*matchWorker
	expanded int
}

// matchWorker holds one worker's scratch: for the operations found after
// one setup (found, in the order found; seen[oi].stamp marks them), what
// seen records; the candidates it found (out) and its own copy of the
// buckets, which it fills too, to leave out what they would not keep.
type matchWorker struct {
	b     *barMatch
	cur   []cube.Face
	seen  []matchSeen
	found []int32
	epoch int32
	out   []matchOut
	local matchBuckets
}

// matchOut is a candidate a worker found, at move count cost.
type matchOut struct {
	c    matchCand
	cost int
}

// matchSeen is what expand records of an operation after one setup: how
// many of its stickers would land matched on an unmatched oblique (count),
// and the oblique it was first found through (first).
type matchSeen struct{ stamp, count, first int32 }

func newMatchExpander(b *barMatch, nf int) *matchExpander {
	e := &matchExpander{b: b}
	for range max(1, min(runtime.GOMAXPROCS(0), 2)) {
		e.workers = append(e.workers, &matchWorker{b: b, cur: make([]cube.Face, nf), seen: make([]matchSeen, len(b.ops))})
	}
	return e
}

// clone copies m's buckets.
func (m *matchBuckets) clone() matchBuckets {
	c := matchBuckets{keep: m.keep, at: make([][]matchCand, len(m.at))}
	for i, bk := range m.at {
		c.at[i] = append([]matchCand(nil), bk...)
	}
	return c
}

// expand puts into bk every setup and operation that gains matches at nd,
// with the child's move count. The workers take every other setup, each
// against its own copy of bk; their candidates then go into bk, whose
// contents do not depend on the order they come in (matchCand.before), so
// neither does the answer on the number of workers.
func (e *matchExpander) expand(nd *matchNode, bk *matchBuckets) {
	e.expanded++
	nd.order = e.expanded
	if len(e.workers) == 1 {
		w := e.workers[0]
		w.out = w.out[:0]
		for si := range e.b.setups {
			w.expandSetup(nd, si, bk)
		}
		return
	}
	var wg sync.WaitGroup
	for wi, w := range e.workers {
		w.local = bk.clone()
		w.out = w.out[:0]
		wg.Add(1)
		go func() {
			defer wg.Done()
			for si := wi; si < len(e.b.setups); si += len(e.workers) {
				w.expandSetup(nd, si, &w.local)
			}
		}()
	}
	wg.Wait()
	for _, w := range e.workers {
		for i := range w.out {
			bk.put(&w.out[i].c, w.out[i].cost)
		}
	}
}

// expandSetup puts into bk the operations that gain matches at nd after
// setup si: those that move a sticker onto an unmatched oblique from a
// facelet of its partner's colour. It counts, per operation, those
// stickers and the ones landing on an oblique in the colour of an
// unmatched oblique whose partner it is (by weight): with loose, they
// bound the gain, so most operations need no gain computed to be seen not
// to be kept. What it puts it also lists in w.out.
func (w *matchWorker) expandSetup(nd *matchNode, si int, bk *matchBuckets) {
	b, cur := w.b, w.cur
	s := &b.setups[si]
	if s.alg == nil {
		copy(cur, nd.st)
	} else {
		applyDest(cur, nd.st, s.dest)
	}
	w.epoch++
	w.found = w.found[:0]
	refs := b.refs[s.class]
	for i, p := range b.obl {
		want := cur[b.partner[p]]
		if cur[p] == want {
			continue
		}
		for _, gr := range refs[i] {
			if cur[gr.from] != want {
				continue
			}
			for _, oi := range b.refOps[gr.lo:gr.hi] {
				sn := &w.seen[oi]
				if sn.stamp != w.epoch {
					*sn = matchSeen{stamp: w.epoch, first: int32(i)}
					w.found = append(w.found, oi)
				}
				sn.count += b.weight[p]
			}
		}
	}
	// An unmatched oblique d whose partner x moves: a sticker landing
	// on x in d's colour matches it, if d stays.
	for i, x := range b.obl {
		var byCol [6]int32
		any := false
		for _, di := range b.deps[i] {
			if d := b.obl[di]; cur[d] != cur[x] {
				byCol[cur[d]] += b.weight[d]
				any = true
			}
		}
		if !any {
			continue
		}
		for _, gr := range refs[i] {
			wt := byCol[cur[gr.from]]
			if wt == 0 {
				continue
			}
			for _, oi := range b.refOps[gr.lo:gr.hi] {
				if sn := &w.seen[oi]; sn.stamp == w.epoch {
					sn.count += wt
				}
			}
		}
	}
	c := matchCand{parent: nd, si: int32(si)}
	for _, oi := range w.found {
		m, sn := &b.meta[oi], &w.seen[oi]
		cost := nd.cost + s.cost + int(m.cost)
		c.oi, c.first = oi, sn.first
		c.have = nd.have + int(min(sn.count+m.loose, m.most))
		if !bk.admits(&c, cost) {
			continue // it cannot gain enough to be kept
		}
		if gain := b.gain(oi, cur); gain > 0 {
			c.have = nd.have + gain
			bk.put(&c, cost)
			w.out = append(w.out, matchOut{c, cost})
		}
	}
}
