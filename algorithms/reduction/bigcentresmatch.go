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

// Matching the obliques to their bars, before the last mapped stage. That
// stage's moves turn the layers next to each face (1, 2, N-1, N) and never
// the ones between, so the centres in row 1 between the x-centres move as
// one bar: on 6x6x6 the obliques (1,2) and (1,3), on 7x7x7 the obliques
// (1,2), (1,4) and the t-centre (1,3) between them. A bar whose pieces
// have one colour is a 5x5x5 t-centre that the mapped stage puts home, so
// once every bar is one colour that stage solves every centre left. The
// matching takes the oblique 3-cycles and the slice-conjugated ring turns
// (bigcentresconj.go), which keep the inner block the stages before
// solved, and between them any of those layer turns as setups, none
// undone: they carry whole bars, so they never unmatch one. This is the
// freedom that solving the obliques after the mapped stage, in place,
// lacks.

// barMatch is one size's matching: bar partners and the moves.
type barMatch struct {
	// partner[p] is the facelet oblique p must match (the other oblique of
	// its bar on 6x6x6, the t-centre on 7x7x7), -1 for other facelets.
	partner []int32
	// weight[p] is what oblique p's match counts (1 but for the even big
	// cubes' bar middles, ringPartners), 0 for other facelets.
	weight []int32
	obl    []int32 // the oblique facelets
	ops    []op    // oblique 3-cycles and slice-conjugated ring turns
	// aff[oi] lists the matches operation oi can change (matchAffect).
	aff    [][]matchAffect
	meta   []matchOpMeta // per operation, what expand reads
	terms  []gainTerm    // the terms gains read (matchOpMeta.lo, hi)
	setups []matchSetup
	// refs[k][i] lists the operations moving a sticker onto obl[i], grouped
	// by where from, for the setups of class k: those whose stickers or
	// matches such a setup moves (others commute with it, so doing it
	// first gains nothing the beam cannot do later); class 0, no setup,
	// has every operation. refOps holds the groups' operations.
	refs   [][][]refGroup
	refOps []int32
	// deps[i] lists the obliques (indices in obl) whose partner is obl[i].
	deps [][]int32
}

// matchOpMeta is what expand reads of operation oi, packed: its cost,
// where its gain's terms are in terms (gainTerms), loose, the weight of
// the gains whose obliques both move: the only ones a gain can come from
// that no reference counted by expand finds, and most, the weight of every
// gain.
type matchOpMeta struct{ cost, lo, hi, loose, most int32 }

// refGroup is the operations refOps[lo:hi] (ascending) that move the
// sticker at from onto one oblique.
type refGroup struct{ from, lo, hi int32 }

// gainTerm is w times whether facelets a and b show one colour: a term
// of an operation's gain (gainTerms).
type gainTerm struct{ a, b, w int32 }

// matchAffect is one oblique x whose match with its partner q an
// operation may change: after it x holds what is now at sx and q what is
// now at sq; w is x's weight.
type matchAffect struct{ x, q, sx, sq, w int32 }

// matchSetup is a turn of the bar-keeping layers: a permutation of the
// facelets (dest[i] is where facelet i goes) and its OBTM cost.
type matchSetup struct {
	alg  cube.Alg
	dest []int32
	cost int
	// class indexes barMatch.refs: setups touching the same operations
	// (the turns of one layer range) share it.
	class int
}

// matchKind is which of a size's bar matchings: anchored, N >= 8's whose
// partners are the bars' middles (ringPartners), the fallback should the
// chain's matching give up; keepInner, the one whose operations keep the
// edge pieces between the outer wings (bigfive.go).
type matchKind struct{ anchored, keepInner bool }

// index numbers the kinds for geom's arrays.
func (k matchKind) index() int { return 2*b2i(k.anchored) + b2i(k.keepInner) }

// matchTables returns N's matching tables of kind k, built once.
func (g *geom) matchTables(k matchKind) (*barMatch, error) {
	i := k.index()
	g.matchOnce[i].Do(func() { g.match[i], g.matchErr[i] = g.buildBarMatch(k.anchored, k.keepInner) })
	return g.match[i], g.matchErr[i]
}

func (g *geom) buildBarMatch(anchored, keepInner bool) (*barMatch, error) {
	n, nn := g.n, g.n*g.n
	var ops []op
	if n <= 7 {
		ops = append([]op(nil), g.obliqueCentreTables().ops...)
		if keepInner {
			var err error
			if ops, err = innerKeeping(n, ops); err != nil {
				return nil, err
			}
		}
	} else {
		// On a geometry of its own: g's move tables may be read by other
		// solves meanwhile, and ringOps would add to them.
		ops = newGeom(n).ringOps(keepInner)
	}
	// Their middle turn, a ring layer, holds no inner edge piece: they
	// all keep the inner edges.
	conj, err := ringConjOps(n)
	if err != nil {
		return nil, err
	}
	ops = append(ops, conj...)
	b := &barMatch{partner: make([]int32, g.nf), weight: make([]int32, g.nf), ops: ops}
	byDest := make([][]centreRef, g.nf)
	for i := range b.partner {
		b.partner[i] = -1
	}
	if n >= 8 {
		b.ringPartners(g, anchored)
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
		b.weight[p] = 1
		b.obl = append(b.obl, p)
	}
	deps := make([][]int32, g.nf)
	for _, x := range b.obl {
		deps[b.partner[x]] = append(deps[b.partner[x]], x)
	}
	b.aff = make([][]matchAffect, len(b.ops))
	b.meta = make([]matchOpMeta, len(b.ops))
	for oi, o := range b.ops {
		src := map[int32]int32{}
		for j, p := range o.to {
			byDest[p] = append(byDest[p], centreRef{op: int32(oi), from: o.from[j]})
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
				b.aff[oi] = append(b.aff[oi], matchAffect{x: x, q: q, sx: at(x), sq: at(q), w: b.weight[x]})
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
	isObl := make([]bool, g.nf)
	for _, x := range b.obl {
		isObl[x] = true
	}
	for oi, o := range b.ops {
		m := &b.meta[oi]
		m.cost, m.lo = int32(o.cost), int32(len(b.terms))
		b.terms = append(b.terms, gainTerms(b.aff[oi], isObl, m)...)
		m.hi = int32(len(b.terms))
	}
	index := make([]int32, g.nf)
	for i, x := range b.obl {
		index[x] = int32(i)
	}
	b.deps = make([][]int32, len(b.obl))
	for i, x := range b.obl {
		for _, d := range deps[x] {
			b.deps[i] = append(b.deps[i], index[d])
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
	// A setup's class is the operations it touches; setups touching the
	// same ones share their reference lists.
	classOf := map[string]int{}
	all := make([]bool, len(b.ops))
	for oi := range all {
		all[oi] = true
	}
	for si := range b.setups {
		touch := all
		if si > 0 {
			touch = b.touched(b.setups[si].dest)
		}
		key := fmt.Sprint(touch)
		k, ok := classOf[key]
		if !ok {
			k = len(b.refs)
			classOf[key] = k
			b.refs = append(b.refs, b.groupRefs(byDest, touch))
		}
		b.setups[si].class = k
	}
	return b, nil
}

// gainTerms returns the terms of an operation's gain from its matches
// aff, and sets m's bounds: after the operation x holds what is now at
// sx and q what is now at sq, so it gains w·[sx matches sq] and loses
// w·[x matches q]. Where the obliques of two matches both move and the
// pair of facelets one gains on is the pair the other loses on (a bar
// whose pieces move together, a cycle of whole bars), the two terms are
// the same and cancel, leaving what an operation that moves whole rows of
// bars really changes. Matches with a facelet that stays keep both their
// terms: expand's references count their gains only where x is unmatched,
// which bounds them only while each such match loses what it had. loose
// is the weight of the gains left whose obliques both move (no reference
// counts them) and most that of every gain left.
func gainTerms(aff []matchAffect, isObl []bool, m *matchOpMeta) []gainTerm {
	type pair struct{ a, b int32 }
	key := func(a, b int32) pair {
		if a > b {
			a, b = b, a
		}
		return pair{a, b}
	}
	moved := func(a matchAffect) bool { return a.sx != a.x && a.sq != a.q }
	minus := map[pair]int32{}
	for _, a := range aff {
		if moved(a) {
			minus[key(a.x, a.q)] += a.w
		}
	}
	var out []gainTerm
	for _, a := range aff {
		k, w := key(a.sx, a.sq), a.w
		if moved(a) {
			c := min(minus[k], w)
			minus[k] -= c
			w -= c
			m.loose += w
		}
		if !moved(a) && a.sx == a.x && !isObl[a.q] {
			// The partner, not an oblique, moves: expand's count does not
			// see this gain (it follows obliques' partners that are
			// obliques).
			m.loose += w
		}
		if w > 0 {
			m.most += w
			out = append(out, gainTerm{a: k.a, b: k.b, w: w})
		}
		if !moved(a) {
			out = append(out, gainTerm{a: a.x, b: a.q, w: -a.w})
		}
	}
	for _, a := range aff {
		k := key(a.x, a.q)
		if w := minus[k]; moved(a) && w > 0 {
			out = append(out, gainTerm{a: k.a, b: k.b, w: -w})
			minus[k] = 0
		}
	}
	return out
}

// touched reports, per operation, whether the setup turning facelet i to
// dest[i] moves any of its stickers or matches.
func (b *barMatch) touched(dest []int32) []bool {
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
	return touch
}

// groupRefs returns, per oblique, the operations of byDest that touch
// marks, grouped by the facelet they move onto it from (refs), adding
// their operations to b.refOps.
func (b *barMatch) groupRefs(byDest [][]centreRef, touch []bool) [][]refGroup {
	out := make([][]refGroup, len(b.obl))
	for i, p := range b.obl {
		byFrom := map[int32][]int32{}
		var froms []int32
		for _, ref := range byDest[p] {
			if !touch[ref.op] {
				continue
			}
			if _, ok := byFrom[ref.from]; !ok {
				froms = append(froms, ref.from)
			}
			byFrom[ref.from] = append(byFrom[ref.from], ref.op)
		}
		for _, f := range froms {
			lo := int32(len(b.refOps))
			b.refOps = append(b.refOps, byFrom[f]...)
			out[i] = append(out[i], refGroup{from: f, lo: lo, hi: int32(len(b.refOps))})
		}
	}
	return out
}

// matched is the weight of the obliques of st that match their partners.
func (b *barMatch) matched(st []cube.Face) int {
	k := 0
	for _, p := range b.obl {
		if st[p] == st[b.partner[p]] {
			k += int(b.weight[p])
		}
	}
	return k
}

// total is the weight of every oblique: b.matched of a matched state.
func (b *barMatch) total() int {
	k := 0
	for _, p := range b.obl {
		k += int(b.weight[p])
	}
	return k
}

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

// ringPartners sets N >= 8's outer-ring obliques, their partners and
// weights: each oblique's partner is the next piece towards the middle of
// its bar, a chain that joins the whole bar; on odd N it ends at the
// bar's t-centre, on even N the two middle pieces are each other's. Each
// weighs one more than the piece before it, from 1 at the bar's ends.
// Every setup turn maps either onto itself, reversed bars included, so
// setups never change a match.
//
// Anchored (anchoredMatchTables), each oblique's partner is instead the
// middle of its bar (odd N's t-centre) or of its half of the bar, the two
// middles each other's and weighing half a bar each: a piece brought to
// its middle's colour always gains, so that matching never gets stuck,
// but it takes more moves; it is the fallback should the chain's give up
// (one 14x14x14 of bench's three: 3467 OBTM on the general beam).
//
// The weights keep the chain from getting stuck: unweighted, a bar
// AABBBBBB gains nothing from changing one piece (the A-A link breaks as
// the A-B link mends; 14x14x14's and 16x16x16's rings then matched
// nothing, and matched each oblique to the middle of its half of the bar
// instead, at a third more moves), while with the links weighing more
// towards the middle, bringing the A next to the Bs to B gains. Measured
// with the slice-conjugated ring turns (TestStageCounts, one or two cubes
// a size, OBTM): odd sizes' matching each oblique to the bar's t-centre
// against the chain, 9x9x9 509.0 -> 464.5, 11x11x11 851.0 -> 725.0,
// 13x13x13 1373 -> 1100, 17x17x17 2683 -> 1965; even 14x14x14 and
// 16x16x16 the halves' middles against the weighted chain, 1466 -> 1368
// and 2110 -> 1730; unweighted and weighted chains about alike from 8x8x8
// to 13x13x13 (364.5, 464.5, 629.5, 725.0, 931.5, 1091.5 against 370.0,
// 456.5, 612.5, 723.0, 925.0, 1096.5).
func (b *barMatch) ringPartners(g *geom, anchored bool) {
	n, nn := g.n, g.n*g.n
	towards := func(k int) int {
		switch {
		case anchored && n%2 == 1:
			return n / 2
		case anchored && k < n/2-1:
			return n/2 - 1
		case anchored && k > n/2:
			return n / 2
		case !anchored && k < (n-1)/2:
			return k + 1
		case !anchored && k > n/2:
			return k - 1
		}
		return n - 1 - k // even N's two middles
	}
	for _, p := range g.centre {
		f, r, c := int(p)/nn, int(p)%nn/n, int(p)%n
		if !isRingOblique(n, r, c) {
			continue
		}
		pr, pc, k := r, c, r // k: where along its bar
		if r == 1 || r == n-2 {
			pc, k = towards(c), c
		} else {
			pr = towards(r)
		}
		b.partner[p] = int32(f*nn + pr*n + pc)
		switch {
		case !anchored:
			b.weight[p] = int32(1 + min(k-2, n-3-k))
		case n%2 == 0 && (k == n/2-1 || k == n/2):
			b.weight[p] = int32(n-4) / 2
		default:
			b.weight[p] = 1
		}
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

// gain is how many more obliques match after o (operation oi) on cur.
func (b *barMatch) gain(oi int32, cur []cube.Face) int {
	gain := 0
	m := &b.meta[oi]
	for _, t := range b.terms[m.lo:m.hi] {
		gain += int(t.w) * b2i(cur[t.a] == cur[t.b])
	}
	return gain
}

// b2i is 1 for true, 0 for false (branch-free).
func b2i(v bool) int {
	if v {
		return 1
	}
	return 0
}
