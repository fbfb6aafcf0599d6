package reduction

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"

	"cubelab/algorithms"
	"cubelab/cube"
)

// edgeScore counts the wings of edge e that read like its reference wing
// (the middle edge on odd cubes), reading colours through get.
func edgeScore(g *geom, e int, get func(int32) cube.Face) int {
	w := g.edges[e]
	ra, rb := get(w[g.ref][0]), get(w[g.ref][1])
	s := 0
	for k := 1; k < len(w); k++ {
		if get(w[k][0]) == ra && get(w[k][1]) == rb {
			s++
		}
	}
	return s
}

// edgesPaired reports whether every edge's wings all read alike.
func edgesPaired(c *cube.Cube, g *geom) bool {
	st := c.Facelets()
	get := func(i int32) cube.Face { return st[i] }
	for e := range 12 {
		if edgeScore(g, e, get) != g.n-2 {
			return false
		}
	}
	return true
}

func pairedEdges(c *cube.Cube, g *geom) int {
	st := c.Facelets()
	get := func(i int32) cube.Face { return st[i] }
	p := 0
	for e := range 12 {
		if edgeScore(g, e, get) == g.n-2 {
			p++
		}
	}
	return p
}

// orbitState is one wing orbit in the model of edgeops.go.
type orbitState [absN]cube.Face

// slotScore is how many of edge e's orbit wings read like the reference; on
// the central orbit of an even cube, whether its two wings read alike.
func slotScore(s *orbitState, e int, central bool) int {
	b := e * 4
	if central {
		if s[b+2] == s[b] && s[b+3] == s[b+1] {
			return 1
		}
		return 0
	}
	r := absSlots + e*2
	v := 0
	if s[b] == s[r] && s[b+1] == s[r+1] {
		v++
	}
	if s[b+2] == s[r] && s[b+3] == s[r+1] {
		v++
	}
	return v
}

// pairEdges pairs the wings of every edge, keeping the centres, turning w and
// returning the moves. It works orbit by orbit in the model of edgeops.go.
// Even cubes first pair their central wings into 12 double edges, which then
// serve as references. Orbits whose wing permutation is odd (two wings
// swapped, which no 3-cycle fixes) get the parity operation first, one per
// run of neighbouring odd orbits. Then each step takes, of the best few
// operations (after an optional outer setup turn, over the best range of
// orbits), the one that with the best step after it pairs the most wings per
// move. When nothing gains it looks further: two setup turns and every
// operation, slice-conjugated 3-cycles, the parity swap, and at last a random
// 3-cycle; all are bounded, so it ends with an error wrapping
// algorithms.ErrGaveUp rather than loop.
func pairEdges(ctx context.Context, w *cube.Cube, g *geom, p edgeParams, rng *rand.Rand, report func(string)) (cube.Alg, error) {
	s := newEdgeSearch(g, p)
	centreBefore := make([]cube.Face, len(g.centre))
	for i, c := range g.centre {
		centreBefore[i] = w.Facelets()[c]
	}
	var out cube.Alg
	var best *cube.Cube
	for _, v := range p.variants(g.n) {
		s.lookK, s.lookSet = v[0], v[1]
		c := w.Clone()
		moves, err := s.beam(ctx, c, rng, report)
		if err != nil {
			return nil, err
		}
		moves = cube.Simplify(moves, g.n, cube.SimplifyOptions{})
		if best == nil || moves.OBTM(g.n) < out.OBTM(g.n) {
			out, best = moves, c
		}
	}
	w.CopyFrom(best)
	for i, c := range g.centre {
		if w.Facelets()[c] != centreBefore[i] {
			return nil, fmt.Errorf("edge pairing: internal error: centres moved")
		}
	}
	if !edgesPaired(w, g) {
		return nil, fmt.Errorf("edge pairing: internal error: orbits paired but edges not")
	}
	return out, nil
}

// variants lists the lookahead settings (steps looked past, setups
// tried after each) the stage runs, keeping the shortest pairing. Measured
// on the same 12 states: 5x5x5 58.9 moves with one run (96 ms), 57.4 with
// these five (288 ms); 7x7x7 113.7 with one (219 ms), 110.2 with these
// three (452 ms on a busy machine).
func (p edgeParams) variants(n int) [][2]int {
	if p.lookK > 0 || p.single {
		k, set := p.lookahead(n)
		return [][2]int{{k, set}}
	}
	switch {
	case n == 4:
		// The solver already reduces a 4x4x4 twelve ways.
		return [][2]int{{8, 1}}
	case n == 5:
		return [][2]int{{16, 8}, {8, 1}, {12, 4}, {24, 2}, {4, 19}}
	case n <= 7:
		return [][2]int{{16, 4}, {8, 1}, {12, 2}}
	}
	k, set := p.lookahead(n)
	return [][2]int{{k, set}}
}

// edgeNode is one partial edge pairing of the beam.
type edgeNode struct {
	c               *cube.Cube
	moves           cube.Alg
	wings           int // wings reading like their reference
	done            bool
	kicks, parities int
	parityFixed     bool // the orbits' wing permutations were made even
}

// est ranks nodes: moves so far plus rate (in tenths of a move) per wing
// left.
func (nd *edgeNode) est(total, rate int) int {
	return 10*len(nd.moves) + rate*(total-nd.wings)
}

// edgeParams tunes the edge stage. The solver runs defaultEdgeParams; tests
// pass others to measure alternatives (edgedebug_internal_test.go).
type edgeParams struct {
	// lookK and lookSetups, when lookK > 0, replace lookahead's per-size
	// steps and setups, and the stage runs that one variant.
	lookK, lookSetups int
	// single runs one lookahead variant instead of the sizes' several.
	single bool
	// rate is the beam's estimate of the moves a wing still to pair costs,
	// in tenths of a move.
	rate int
	// Up to size beamN the search keeps beamW partial pairings, each trying
	// beamK steps; bigger cubes take a greedy step with lookahead.
	beamN, beamW, beamK int
	// allFams lets the greedy steps use every operation, not just the main
	// families.
	allFams bool
	// debug, if set, hears of every step.
	debug func(kind, cost int, central bool)
}

// defaultEdgeParams are the measured settings: a beam of width 4 or 8
// pairs no shorter than the lookahead greedy, so no size runs one.
func defaultEdgeParams() edgeParams {
	return edgeParams{rate: 25, beamN: 0, beamW: 4, beamK: 6}
}

// beamWidth is how many partial pairings the search keeps, by size: small
// cubes afford a beam, bigger ones a greedy step with lookahead.
func (p edgeParams) beamWidth(n int) int {
	if n <= p.beamN {
		return p.beamW
	}
	return 1
}

// beam runs the search from w, leaving w paired and returning the moves.
// With width 1 it is the greedy with lookahead.
func (s *edgeSearch) beam(ctx context.Context, w *cube.Cube, rng *rand.Rand, report func(string)) (cube.Alg, error) {
	g := s.g
	n := g.n
	width := s.p.beamWidth(n)
	total := 12 * (n - 2)
	var la *lookahead
	if width == 1 {
		la = newLookahead(g, s.p, w)
	}
	s.ctx = ctx
	if la != nil {
		la.s.ctx = ctx
	}
	beam := []*edgeNode{{c: w.Clone(), wings: wingsPaired(w, g)}}
	seen := map[string]bool{}
	for level := 0; ; level++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("edge pairing: %w", err)
		}
		if level > maxEdgeSteps {
			return nil, algorithms.GaveUp("edge pairing: no pairing within %d steps", maxEdgeSteps)
		}
		if level%8 == 0 {
			report(fmt.Sprintf("edges %d/12", pairedEdges(beam[0].c, g)))
		}
		var kids []*edgeNode
		open := false
		for _, nd := range beam {
			if nd.done {
				kids = append(kids, nd)
				continue
			}
			s.load(nd.c)
			if s.done() {
				nd.done = true
				kids = append(kids, nd)
				continue
			}
			open = true
			var prev *cube.Move
			if len(nd.moves) > 0 {
				prev = &nd.moves[len(nd.moves)-1]
			}
			var algs []cube.Alg
			kind := 0
			if !nd.parityFixed && !s.central {
				// Fix odd wing permutations first, a run of neighbouring
				// orbits with one parity operation.
				kind = 5
				if a := s.parityRuns(); len(a) > 0 {
					algs = append(algs, a)
				} else {
					nd.parityFixed = true
					kind = 0
				}
			}
			if len(algs) > 0 {
				// taken as it is
			} else if width == 1 {
				if a := s.step(nd.c, prev, la); a != nil {
					algs = append(algs, a)
				}
			} else {
				for _, c := range s.best(s.mainFams(), s.t.setups, prev, s.p.beamK) {
					algs = append(algs, c.alg(n))
				}
			}
			if len(algs) == 0 {
				var a cube.Alg
				a, kind = s.fallback(nd, prev, rng)
				if a != nil {
					algs = append(algs, a)
				}
			}
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("edge pairing: %w", err)
			}
			if s.p.debug != nil && len(algs) > 0 {
				s.p.debug(kind, len(algs[0]), s.central)
			}
			for _, a := range algs {
				c := nd.c.Clone()
				if err := c.ApplyAlg(a); err != nil {
					return nil, fmt.Errorf("edge pairing: %w", err)
				}
				kid := &edgeNode{c: c, moves: append(append(cube.Alg(nil), nd.moves...), a...), wings: wingsPaired(c, g),
					kicks: nd.kicks, parities: nd.parities, parityFixed: nd.parityFixed || kind == 5}
				if kind == 3 {
					kid.parities++
				} else if kind == 4 {
					kid.kicks++
				}
				if width > 1 {
					key := string(facesKey(c))
					if seen[key] {
						continue
					}
					seen[key] = true
				}
				kids = append(kids, kid)
			}
		}
		if !open {
			break
		}
		if len(kids) == 0 {
			return nil, algorithms.GaveUp("edge pairing: no operation pairs more wings (%d of 12 edges paired)", pairedEdges(beam[0].c, g))
		}
		sort.SliceStable(kids, func(i, j int) bool { return kids[i].est(total, s.p.rate) < kids[j].est(total, s.p.rate) })
		beam = kids[:min(width, len(kids))]
	}
	best := beam[0]
	for _, nd := range beam[1:] {
		if len(nd.moves) < len(best.moves) {
			best = nd
		}
	}
	w.CopyFrom(best.c)
	return best.moves, nil
}

// maxEdgeSteps bounds the search's steps; each pairs at least one wing
// except the bounded fallbacks.
const maxEdgeSteps = 4000

func facesKey(c *cube.Cube) []byte {
	f := c.Facelets()
	b := make([]byte, len(f))
	for i, v := range f {
		b[i] = byte(v)
	}
	return b
}

// wingsPaired counts the wings reading like their edge's reference.
func wingsPaired(c *cube.Cube, g *geom) int {
	st := c.Facelets()
	get := func(i int32) cube.Face { return st[i] }
	v := 0
	for e := range 12 {
		v += edgeScore(g, e, get)
	}
	return v
}

// orbitOdd reports whether orbit o's wings are an odd permutation of the
// places where they would be paired; known is false if the colours do not
// say (an invalid cube).
func (s *edgeSearch) orbitOdd(o int) (odd, known bool) {
	if !s.t.jmOK {
		return false, false
	}
	st := &s.st[o]
	var target [absSlots / 2]int
	var used [absSlots / 2]bool
	for x := range absSlots / 2 {
		c0, c1 := st[2*x], st[2*x+1]
		target[x] = -1
		for y := range absSlots / 2 {
			e := y / 2
			r0, r1 := st[absSlots+2*e], st[absSlots+2*e+1]
			a, b := c0, c1
			if s.t.flipTo[x] != s.t.flipTo[y] {
				a, b = c1, c0
			}
			if a == r0 && b == r1 {
				target[x] = y
				break
			}
		}
		if target[x] < 0 || used[target[x]] {
			return false, false
		}
		used[target[x]] = true
	}
	var visited [absSlots / 2]bool
	swaps := 0
	for x := range absSlots / 2 {
		for y := x; !visited[y]; y = target[y] {
			visited[y] = true
			if target[y] != x {
				swaps++
			}
		}
	}
	return swaps%2 == 1, true
}

// parityRuns returns parity operations for the active orbits whose wing
// permutation is odd, one per run of neighbouring odd orbits (an operation
// over a range of layers swaps two wings in each of its orbits), or nil if
// there are none.
func (s *edgeSearch) parityRuns() cube.Alg {
	if len(s.t.parity) == 0 || s.central {
		return nil
	}
	var out cube.Alg
	run := -1
	flush := func(end int) {
		if run < 0 {
			return
		}
		// Of the orientations (each swaps another edge's two wings), the
		// one that pairs the most wings of the run.
		// The wide form, from orbit 1, saves 7 OBTM moves: worth about
		// three wings.
		cands := s.t.parity
		if run == s.active[0] {
			cands = append(append([]edgeFam(nil), s.t.wideParity...), cands...)
		}
		f, bestG := &s.t.parity[0], -1<<30
		for i := range cands {
			p := &cands[i]
			gn := 0
			for o := run; o <= end; o++ {
				var sc [12]int
				for e := range 12 {
					sc[e] = slotScore(&s.st[o], e, false)
				}
				gn += gain(p, &s.st[o], &sc, false)
			}
			// About 2.5 OBTM moves a wing, so a wing is worth 5 half moves.
			if gn = 5*gn - 2*p.cost; gn > bestG {
				f, bestG = p, gn
			}
		}
		alg := famAlg(s.g.n, f, run, end)
		if run != end && !s.g.keepsCentresLocked(alg) {
			for o := run; o <= end; o++ {
				out = append(out, famAlg(s.g.n, f, o, o)...)
			}
		} else {
			out = append(out, alg...)
		}
		run = -1
	}
	prev := -1
	for _, o := range s.active {
		odd, known := s.orbitOdd(o)
		if !odd || !known {
			flush(prev)
		}
		if odd && known && run < 0 {
			run = o
		}
		prev = o
	}
	flush(prev)
	return out
}

// mainFams are the operations of the greedy steps: the "A X Y X' A'" ones.
// The 3-cycles and flips pair a wing at a higher price and were chosen in
// about 3% of steps (7x7x7, 9x9x9), so they wait for the fallback, which
// halves the step time.
func (s *edgeSearch) mainFams() []edgeFam {
	if s.p.allFams {
		return s.t.fams
	}
	return s.t.main
}

// fallback finds a step when no operation pairs a wing after one setup
// turn: two setup turns, slice-conjugated 3-cycles, the parity swap (odd
// wing permutations), a random 3-cycle; with the kind (1..4) it used.
func (s *edgeSearch) fallback(nd *edgeNode, prev *cube.Move, rng *rand.Rand) (cube.Alg, int) {
	n := s.g.n
	if a := first(n, s.best(s.t.fams, s.setups2(), prev, 1)); a != nil {
		return a, 1
	}
	if a := first(n, s.best(s.g.sliceFams(), s.t.setups, prev, 1)); a != nil {
		return a, 2
	}
	if nd.parities < 2*s.g.orbitCount()+4 {
		if a := s.parity(); a != nil {
			return a, 3
		}
	}
	if nd.kicks < maxKicks {
		if a := s.kick(rng); a != nil {
			return a, 4
		}
	}
	return nil, 0
}

// maxKicks bounds the random kicks one edge pairing may take.
const maxKicks = 40

// edgeSearch holds the orbit states and scratch space of the edge stage.
type edgeSearch struct {
	g  *geom
	t  *edgeTables
	st []orbitState // by orbit, index 0 unused
	// active lists the orbits being paired: the central one alone on even
	// cubes until it is done, then all others.
	active  []int
	central bool
	cur     []orbitState
	sc      [][12]int
	gains   []int
	s2      []absSetup
	top     []edgeCand
	ctx     context.Context // stops long searches early; may be nil
	// lookK and lookSet are the lookahead's steps and setups (lookahead).
	lookK, lookSet int
	p              edgeParams
}

func newEdgeSearch(g *geom, p edgeParams) *edgeSearch {
	m := g.orbitCount()
	return &edgeSearch{g: g, t: g.edgeTables(), p: p, st: make([]orbitState, m+1),
		cur: make([]orbitState, m+1), sc: make([][12]int, m+1), gains: make([]int, m+1)}
}

// load reads w's wings into the orbit states and picks the active orbits.
func (s *edgeSearch) load(w *cube.Cube) {
	g, f := s.g, w.Facelets()
	n := g.n
	for o := 1; o <= g.orbitCount(); o++ {
		st := &s.st[o]
		for e := range 12 {
			for j := range 2 {
				st[(e*2)*2+j] = f[g.edges[e][o][j]]
				st[(e*2+1)*2+j] = f[g.edges[e][n-1-o][j]]
				st[absSlots+e*2+j] = f[g.edges[e][g.ref][j]]
			}
		}
	}
	s.active = s.active[:0]
	if oc := g.centralOrbit(); oc > 0 && s.orbitScore(oc) < 12 {
		s.active, s.central = append(s.active, oc), true
		return
	}
	s.central = false
	for o := 1; o <= g.rangeOrbits(); o++ {
		s.active = append(s.active, o)
	}
}

func (s *edgeSearch) orbitScore(o int) int {
	c := o == s.g.centralOrbit()
	v := 0
	for e := range 12 {
		v += slotScore(&s.st[o], e, c)
	}
	return v
}

func (s *edgeSearch) done() bool {
	if s.central {
		return false
	}
	for _, o := range s.active {
		if s.orbitScore(o) < 24 {
			return false
		}
	}
	return true
}

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
	for si := range setups {
		if s.ctx != nil && s.ctx.Err() != nil {
			return nil // the caller reports the cancellation
		}
		su := &setups[si]
		var open [12]bool
		for _, o := range s.active {
			for i, v := range s.st[o] {
				s.cur[o][su.perm[i]] = v
			}
			full := 2
			if s.central {
				full = 1
			}
			for e := range 12 {
				s.sc[o][e] = slotScore(&s.cur[o], e, s.central)
				if s.sc[o][e] < full {
					open[e] = true
				}
			}
		}
		sdisc := 0
		if len(su.alg) > 0 && prev != nil {
			sdisc = cancels(*prev, su.alg[0])
		}
		for fi := range fams {
			f := &fams[fi]
			if !reachesOpen(f, &open) {
				continue // only operations reaching an unfinished edge gain
			}
			cost := f.cost + len(su.alg) - sdisc
			if f.wide {
				// Ranges from orbit 1 (layers 1..k), after prev if they
				// merge with it.
				c := cost
				if prev != nil && len(su.alg) == 0 {
					c -= cancelsOBTM(n, *prev, famFirst(n, f, s.active[0], s.active[0]))
				}
				sum := 0
				for _, o := range s.active {
					sum += gain(f, &s.cur[o], &s.sc[o], s.central)
					consider(sum, c, su, f, s.active[0], o)
				}
				continue
			}
			// Kadane over the active orbits (contiguous layers).
			sum, start := 0, 0
			for ai, o := range s.active {
				gn := gain(f, &s.cur[o], &s.sc[o], s.central)
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

// parity applies the parity swap to one unfinished orbit after the setup
// of up to two turns that loses the fewest paired wings. It is for odd wing
// permutations (two wings swapped), which no 3-cycle can fix.
func (s *edgeSearch) parity() cube.Alg {
	if len(s.t.parity) == 0 {
		return nil
	}
	f := &s.t.parity[0]
	bestG, bestO := -1<<30, 0
	var bestSu *absSetup
	setups := s.setups2()
	full := 24
	if s.central {
		full = 12
	}
	for _, o := range s.active {
		if s.orbitScore(o) == full {
			continue
		}
		for si := range setups {
			su := &setups[si]
			var cur orbitState
			var sc [12]int
			for i, v := range s.st[o] {
				cur[su.perm[i]] = v
			}
			for e := range 12 {
				sc[e] = slotScore(&cur, e, s.central)
			}
			if gn := gain(f, &cur, &sc, s.central); gn > bestG || (gn == bestG && len(su.alg) < len(bestSu.alg)) {
				bestG, bestO, bestSu = gn, o, su
			}
		}
	}
	if bestSu == nil {
		return nil
	}
	return append(append(cube.Alg(nil), bestSu.alg...), famAlg(s.g.n, f, bestO, bestO)...)
}

// kick makes a random setup turn and a random 3-cycle in an unfinished orbit
// that loses at most one paired wing: it gets the greedy steps out of
// arrangements none of their operations improves.
func (s *edgeSearch) kick(rng *rand.Rand) cube.Alg {
	var open []int
	full := 24
	if s.central {
		full = 12
	}
	for _, o := range s.active {
		if s.orbitScore(o) < full {
			open = append(open, o)
		}
	}
	if len(open) == 0 {
		return nil
	}
	var cycles []*edgeFam
	for i := range s.t.fams {
		if s.t.fams[i].kind == famCycle {
			cycles = append(cycles, &s.t.fams[i])
		}
	}
	if len(cycles) == 0 {
		return nil
	}
	for range 2000 {
		o := open[rng.IntN(len(open))]
		su := &s.t.setups[rng.IntN(len(s.t.setups))]
		f := cycles[rng.IntN(len(cycles))]
		var cur orbitState
		var sc [12]int
		for i, v := range s.st[o] {
			cur[su.perm[i]] = v
		}
		for e := range 12 {
			sc[e] = slotScore(&cur, e, s.central)
		}
		if gain(f, &cur, &sc, s.central) < -1 {
			continue
		}
		return append(append(cube.Alg(nil), su.alg...), famAlg(s.g.n, f, o, o)...)
	}
	return nil
}

func first(n int, c []edgeCand) cube.Alg {
	if len(c) == 0 {
		return nil
	}
	return c[0].alg(n)
}

// lookahead is the scratch space for looking one step further.
type lookahead struct {
	s *edgeSearch
	c *cube.Cube
}

// lookahead is how many of the best steps are looked past, and how many
// setups (of the 19) the look past each tries, by size: the greedy's best
// step is often not the best pair of steps. Measured on the same states
// (mean edge moves, time per stage): 5x5x5 60.4 without lookahead, 55.2
// with 16 steps and 8 setups (95 ms); 7x7x7 114.8 with 8 steps and no
// setups (80 ms), 111.9 with 16 and 4 (208 ms), 111.5 with 16 and all 19
// (733 ms); 9x9x9 158.8 with 8 steps, 153.3 with 16, 177.0 with none.
// Bigger cubes have more orbits per step and look without setups.
func (p edgeParams) lookahead(n int) (k, setups int) {
	if p.lookK > 0 {
		return p.lookK, p.lookSetups
	}
	switch {
	case n == 4:
		return 8, 1
	case n == 5:
		return 16, 8
	case n <= 7:
		return 16, 4
	case n <= 13:
		return 16, 1
	}
	return 8, 1
}

func newLookahead(g *geom, p edgeParams, w *cube.Cube) *lookahead {
	return &lookahead{s: newEdgeSearch(g, p), c: w.Clone()}
}

// step returns the greedy step from w: of the best few single steps, the one
// that with the best step after it pairs the most wings per move.
func (s *edgeSearch) step(w *cube.Cube, prev *cube.Move, la *lookahead) cube.Alg {
	n := s.g.n
	if la == nil {
		return first(n, s.best(s.mainFams(), s.t.setups, prev, 1))
	}
	k, lset := s.lookK, s.lookSet
	if k == 0 {
		k, lset = s.p.lookahead(n)
	}
	cands := append([]edgeCand(nil), s.best(s.mainFams(), s.t.setups, prev, k)...)
	if len(cands) <= 1 {
		return first(n, cands)
	}
	bi, bg, bc := -1, 0, 1
	for i := range cands {
		c := &cands[i]
		alg := c.alg(n)
		la.c.CopyFrom(w)
		if la.c.ApplyAlg(alg) != nil {
			continue
		}
		g2, c2 := 0, 0
		la.s.load(la.c)
		if !la.s.done() && la.s.central == s.central {
			last := alg[len(alg)-1]
			if next := la.s.best(s.mainFams(), s.t.setups[:min(lset, len(s.t.setups))], &last, 1); len(next) > 0 {
				g2, c2 = next[0].gain, next[0].cost
			}
		}
		if bi < 0 || better(c.gain+g2, c.cost+c2, bg, bc) {
			bi, bg, bc = i, c.gain+g2, c.cost+c2
		}
	}
	if bi < 0 {
		return nil
	}
	return cands[bi].alg(n)
}
