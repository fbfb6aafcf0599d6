package reduction

import (
	"fmt"

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
// edge pieces between the outer wings (bigfive.go); short, the cheap one
// of random-state scrambles (matchBarsGreedy), whose ring 3-cycles turn
// single layers only, not ranges (on N >= 8; the same as the others
// below).
type matchKind struct{ anchored, keepInner, short bool }

// index numbers the kinds for geom's arrays.
func (k matchKind) index() int { return 4*b2i(k.short) + 2*b2i(k.anchored) + b2i(k.keepInner) }

// matchTables returns N's matching tables of kind k, built once.
func (g *geom) matchTables(k matchKind) (*barMatch, error) {
	i := k.index()
	g.matchOnce[i].Do(func() {
		g.match[i], g.matchErr[i] = g.buildBarMatch(k)
		if g.matchErr[i] == nil {
			g.charge.add(deepSize(g.match[i]))
		}
	})
	return g.match[i], g.matchErr[i]
}

func (g *geom) buildBarMatch(k matchKind) (*barMatch, error) {
	anchored, keepInner := k.anchored, k.keepInner
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
		rangeLen := ringRangeLen(n)
		if k.short {
			rangeLen = 1
		}
		ops = newGeom(n).ringOps(keepInner, rangeLen)
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
