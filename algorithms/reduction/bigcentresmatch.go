package reduction

import (
	"context"
	"fmt"

	"cubelab/algorithms"
	"cubelab/cube"
)

// Matching the obliques to their bars, before the last mapped stage. That
// stage's moves turn the layers next to each face (1, 2, N-1, N) and never
// the ones between, so the centres in row 1 between the x-centres move as
// one bar: on 6x6x6 the obliques (1,2) and (1,3), on 7x7x7 the obliques
// (1,2), (1,4) and the t-centre (1,3) between them. A bar whose pieces
// have one colour is a 5x5x5 t-centre that the mapped stage puts home, so
// once every bar is one colour that stage solves every centre left. The
// matching needs only the oblique 3-cycles, and between them any of those
// layer turns as setups, none undone: they carry whole bars, so they never
// unmatch one. This is the freedom that solving the obliques after the
// mapped stage, in place, lacks.

// barMatch is one size's matching: bar partners and the moves.
type barMatch struct {
	// partner[p] is the facelet oblique p must match (the other oblique of
	// its bar on 6x6x6, the t-centre on 7x7x7), -1 for other facelets.
	partner []int32
	obl     []int32 // the oblique facelets
	ops     []op    // oblique-only operations
	// byDest[p] lists the operations moving a sticker onto p and where
	// from.
	byDest [][]centreRef
	// bySetup[si] is byDest for the operations whose stickers or matches
	// setup si moves: others commute with it, so doing it first gains
	// nothing the beam cannot do later.
	bySetup [][][]centreRef
	// aff[oi] lists the matches operation oi can change (matchAffect).
	aff    [][]matchAffect
	setups []matchSetup
}

// matchAffect is one oblique x whose match with its partner q an
// operation may change: after it x holds what is now at sx and q what is
// now at sq.
type matchAffect struct{ x, q, sx, sq int32 }

// matchSetup is a turn of the bar-keeping layers: a permutation of the
// facelets (dest[i] is where facelet i goes) and its OBTM cost.
type matchSetup struct {
	alg  cube.Alg
	dest []int32
	cost int
}

// barMatchTables returns N's matching tables, built once.
func (g *geom) barMatchTables() (*barMatch, error) {
	g.matchOnce.Do(func() { g.match, g.matchErr = g.buildBarMatch() })
	return g.match, g.matchErr
}

func (g *geom) buildBarMatch() (*barMatch, error) {
	n, nn := g.n, g.n*g.n
	var ops []op
	if n <= 7 {
		ops = g.obliqueCentreTables().ops
	} else {
		// On a geometry of its own: g's move tables may be read by other
		// solves meanwhile, and ringOps would add to them.
		ops = newGeom(n).ringOps()
	}
	b := &barMatch{partner: make([]int32, g.nf), ops: ops, byDest: make([][]centreRef, g.nf)}
	for i := range b.partner {
		b.partner[i] = -1
	}
	if n >= 8 {
		b.ringPartners(g)
	}
	// The bar of an oblique in row 1 runs along row 1; in row N-2 along
	// it too; in column 1 or N-2 along the column. Its partner is the
	// bar's other oblique (6x6x6) or the bar's middle (7x7x7).
	for _, p := range g.centre {
		f, r, c := int(p)/nn, int(p)%nn/n, int(p)%n
		if n >= 8 || !isOblique(n, r, c) {
			continue
		}
		pr, pc := r, c
		switch {
		case r == 1 || r == n-2:
			pc = n - 1 - c
			if n%2 == 1 {
				pc = n / 2
			}
		default:
			pr = n - 1 - r
			if n%2 == 1 {
				pr = n / 2
			}
		}
		b.partner[p] = int32(f*nn + pr*n + pc)
		b.obl = append(b.obl, p)
	}
	deps := make([][]int32, g.nf)
	for _, x := range b.obl {
		deps[b.partner[x]] = append(deps[b.partner[x]], x)
	}
	b.aff = make([][]matchAffect, len(b.ops))
	for oi, o := range b.ops {
		src := map[int32]int32{}
		for j, p := range o.to {
			b.byDest[p] = append(b.byDest[p], centreRef{op: int32(oi), from: o.from[j]})
			src[p] = o.from[j]
		}
		at := func(x int32) int32 {
			if s, ok := src[x]; ok {
				return s
			}
			return x
		}
		done := map[int32]bool{}
		add := func(x int32) {
			if q := b.partner[x]; q >= 0 && !done[x] {
				done[x] = true
				b.aff[oi] = append(b.aff[oi], matchAffect{x: x, q: q, sx: at(x), sq: at(q)})
			}
		}
		for _, p := range o.to {
			add(p)
			// The obliques matched to a moved one (6x6x6's bar partner,
			// the even big cubes' bar reference) may not have moved:
			// their matches change too.
			for _, q := range deps[p] {
				add(q)
			}
		}
	}
	b.setups = []matchSetup{{}}
	for _, f := range cube.Faces {
		for _, rng := range matchSetupRanges(n) {
			for tn := 1; tn <= 3; tn++ {
				m := cube.Move{Face: f, Lo: rng[0], Hi: rng[1], Turns: tn}
				from, err := cube.FaceletPermutation(n, cube.Alg{m})
				if err != nil {
					return nil, fmt.Errorf("bar matching: %v: %w", m, err)
				}
				dest := make([]int32, g.nf)
				for i, src := range from {
					dest[src] = int32(i)
				}
				b.setups = append(b.setups, matchSetup{alg: cube.Alg{m}, dest: dest, cost: cube.Alg{m}.OBTM(n)})
			}
		}
	}
	b.bySetup = make([][][]centreRef, len(b.setups))
	b.bySetup[0] = b.byDest
	for si := 1; si < len(b.setups); si++ {
		dest := b.setups[si].dest
		touch := make([]bool, len(b.ops))
		for oi, o := range b.ops {
			for _, a := range b.aff[oi] {
				for _, x := range [4]int32{a.x, a.q, a.sx, a.sq} {
					touch[oi] = touch[oi] || dest[x] != x
				}
			}
			for _, x := range o.from {
				touch[oi] = touch[oi] || dest[x] != x
			}
		}
		refs := make([][]centreRef, g.nf)
		for _, p := range b.obl {
			for _, ref := range b.byDest[p] {
				if touch[ref.op] {
					refs[p] = append(refs[p], ref)
				}
			}
		}
		b.bySetup[si] = refs
	}
	return b, nil
}

// matched is how many obliques of st match their partners.
func (b *barMatch) matched(st []cube.Face) int {
	k := 0
	for _, p := range b.obl {
		if st[p] == st[b.partner[p]] {
			k++
		}
	}
	return k
}

// matchBars matches every oblique of w to its bar (turning w) by a beam
// over move counts, like the centre beam: for each count it keeps the
// matchWidth states with the most matches, and expands them with every
// setup (or none) and operation that gains; the first state with every
// oblique matched ends it. ringWidth, when not 0, replaces matchWidth on
// the rings of 8x8x8 and up. It gives up (algorithms.ErrGaveUp) when no
// state can gain.
func matchBars(ctx context.Context, w *cube.Cube, g *geom, ringWidth int) (cube.Alg, error) {
	b, err := g.barMatchTables()
	if err != nil {
		return nil, err
	}
	width := matchWidth(g.n)
	if ringWidth > 0 && g.n >= 8 {
		width = ringWidth
	}
	keep := 4 * width
	total := len(b.obl)
	root := &matchNode{st: append([]cube.Face(nil), w.Facelets()...)}
	root.have = b.matched(root.st)
	if root.have == total {
		return nil, nil
	}
	var buckets [][]matchCand
	put := func(c matchCand, cost int) {
		for len(buckets) <= cost {
			buckets = append(buckets, nil)
		}
		bk := buckets[cost]
		if len(bk) >= keep {
			if c.have <= bk[len(bk)-1].have {
				return
			}
			bk = bk[:len(bk)-1]
		}
		i := len(bk)
		for i > 0 && c.have > bk[i-1].have {
			i--
		}
		bk = append(bk, matchCand{})
		copy(bk[i+1:], bk[i:])
		bk[i] = c
		buckets[cost] = bk
	}
	// floor is the matches a child at cost must beat to enter its full
	// bucket (-1 while it has room): children that cannot are not
	// counted.
	floor := func(cost int) int {
		if cost >= len(buckets) || len(buckets[cost]) < keep {
			return -1
		}
		return buckets[cost][keep-1].have
	}
	e := newMatchExpander(b, len(root.st))
	e.floor = floor
	e.expand(root, put)
	for c := 1; c < len(buckets); c++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("bar matching: %w", err)
		}
		seen := map[string]bool{}
		var nodes []*matchNode
		for _, cd := range buckets[c] {
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
		// buckets[c] is ordered by matches; the first width distinct
		// states go on.
		for _, nd := range nodes[:min(width, len(nodes))] {
			e.expand(nd, put)
		}
		buckets[c] = nil
	}
	return nil, algorithms.GaveUp("bar matching: no state gains (%d of %d matched at the start)", root.have, total)
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
// The outer rings of 8x8x8 and up (ringOps, time per ring at load 4.5):
// width 6 against 2 took 9x9x9's ring from 297.0 to 291.7 OBTM (three
// cubes) for about twice the time; on 11x11x11's ring (one cube) widths
// 6, 4, 2, 1 gave 400, 397, 394, 414 OBTM in 9.4, 7.4, 3.8 and 2.3 s, so
// width 2 up to 11x11x11 and 1 beyond (and in every ring of 14x14x14 and
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

// ringPartners sets N >= 8's outer-ring obliques and their partners: the
// t-centre of their bar on odd N; on even N the next piece towards the
// bar's middle, the two middle pieces each other's (a chain that joins the
// whole bar, and that every setup turn maps onto itself, reversed bars
// included, so setups never change a match).
func (b *barMatch) ringPartners(g *geom) {
	n, nn := g.n, g.n*g.n
	towards := func(k int) int {
		switch {
		case n%2 == 1:
			return n / 2
		case k < n/2-1:
			return k + 1
		case k > n/2:
			return k - 1
		}
		return n - 1 - k
	}
	for _, p := range g.centre {
		f, r, c := int(p)/nn, int(p)%nn/n, int(p)%n
		if !isRingOblique(n, r, c) {
			continue
		}
		pr, pc := r, c
		if r == 1 || r == n-2 {
			pc = towards(c)
		} else {
			pr = towards(r)
		}
		b.partner[p] = int32(f*nn + pr*n + pc)
		b.obl = append(b.obl, p)
	}
}

// matchSetupRanges: see matchWidth.
func matchSetupRanges(n int) [][2]int {
	if n == 6 {
		return [][2]int{{1, 1}}
	}
	return [][2]int{{1, 1}, {1, 2}}
}

// matchNode is a state the matching beam reached.
type matchNode struct {
	st         []cube.Face
	parent     *matchNode
	alg        cube.Alg // moves from parent
	cost, have int
}

// moves returns the moves from the root to nd.
func (nd *matchNode) moves() cube.Alg {
	return pathMoves(nd, func(nd *matchNode) (*matchNode, cube.Alg) { return nd.parent, nd.alg })
}

// matchCand is a child not yet built: parent, then setup si and op oi,
// with have matches.
type matchCand struct {
	parent *matchNode
	si, oi int32
	have   int
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
	tmp := make([]cube.Face, len(o.from))
	for j, f := range o.from {
		tmp[j] = st[f]
	}
	for j, to := range o.to {
		st[to] = tmp[j]
	}
	alg := append(append(cube.Alg(nil), s.alg...), o.alg...)
	return &matchNode{st: st, parent: p, alg: alg, cost: cost, have: cd.have}
}

// matchExpander holds the scratch of expanding matching nodes.
type matchExpander struct {
	b     *barMatch
	floor func(cost int) int
	cur   []cube.Face
	seen  []int32
	epoch int32
}

func newMatchExpander(b *barMatch, nf int) *matchExpander {
	return &matchExpander{b: b, cur: make([]cube.Face, nf), seen: make([]int32, len(b.ops))}
}

// expand hands put every setup and operation that gains matches at nd,
// with the child's move count.
func (e *matchExpander) expand(nd *matchNode, put func(matchCand, int)) {
	b, cur := e.b, e.cur
	for si := range b.setups {
		s := &b.setups[si]
		if s.alg == nil {
			copy(cur, nd.st)
		} else {
			applyDest(cur, nd.st, s.dest)
		}
		e.epoch++
		for _, p := range b.obl {
			want := cur[b.partner[p]]
			if cur[p] == want {
				continue
			}
			for _, ref := range b.bySetup[si][p] {
				if cur[ref.from] != want || e.seen[ref.op] == e.epoch {
					continue
				}
				e.seen[ref.op] = e.epoch
				o := &b.ops[ref.op]
				cost := nd.cost + s.cost + o.cost
				if nd.have+len(b.aff[ref.op]) <= e.floor(cost) {
					continue // it cannot gain enough to be kept
				}
				if gain := b.gain(ref.op, cur); gain > 0 {
					put(matchCand{parent: nd, si: int32(si), oi: ref.op, have: nd.have + gain}, cost)
				}
			}
		}
	}
}

// gain is how many more obliques match after o (operation oi) on cur.
func (b *barMatch) gain(oi int32, cur []cube.Face) int {
	gain := 0
	for _, a := range b.aff[oi] {
		if cur[a.sx] == cur[a.sq] {
			gain++
		}
		if cur[a.x] == cur[a.q] {
			gain--
		}
	}
	return gain
}
