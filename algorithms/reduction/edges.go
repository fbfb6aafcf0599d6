package reduction

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"

	"cubelab/cube"
)

// pairEdges pairs the wings of every edge, keeping the centres, turning w and
// returning the moves. It works orbit by orbit in the model of edgeops.go.
// Even cubes first pair their central wings into 12 double edges, which then
// serve as references. Orbits whose wing permutation is odd (two wings
// swapped, which no 3-cycle fixes) get the parity operation first, one per
// run of neighbouring odd orbits. On 5x5x5-7x7x7 a beam keeps the best
// partial pairings (edgeParams.beamWidth), each extended by the operations
// (after an optional outer setup turn, over the best range of orbits) that
// pair the most wings per move; on other sizes each step takes, of the best
// few, the one that with the best step after it pairs the most wings per
// move. When nothing gains it looks further: two setup turns and every
// operation, slice-conjugated 3-cycles, the parity swap, and at last a random
// 3-cycle; all are bounded, so it ends with an error wrapping
// algorithms.ErrGaveUp rather than loop.
func pairEdges(ctx context.Context, w *cube.Cube, g *geom, p edgeParams, rng *rand.Rand, report func(string)) (cube.Alg, error) {
	alts, err := pairEdgesAlts(ctx, w, g, p, rng, report, 1)
	if err != nil {
		return nil, err
	}
	w.CopyFrom(alts[0].c)
	return alts[0].moves, nil
}

// edgeAlt is one complete edge pairing: the cube after it and its moves.
type edgeAlt struct {
	c     *cube.Cube
	moves cube.Alg
}

// pairEdgesAlts is pairEdges returning up to m pairings of w (left as it
// is), shortest first: the beam ends with several, often within a move or
// two of each other, and the 3x3x3 stage after each differs too. With
// p.turned set (and at least p.turnFrom layers) it also pairs the cube
// seen turned by that whole-cube rotation, on a goroutine of its own (the
// stage runs on one core), and keeps the shortest m of both: the
// operations and their ties are tried in the order of the faces, so the
// turned cube's pairings differ.
func pairEdgesAlts(ctx context.Context, w *cube.Cube, g *geom, p edgeParams, rng *rand.Rand, report func(string), m int) ([]edgeAlt, error) {
	if p.turned == nil || g.n < p.turnFrom {
		return pairEdgesFrame(ctx, w, g, p, rng, report, m)
	}
	turnedRng := rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64()))
	var turned []edgeAlt
	var turnedErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		c := w.Clone()
		if turnedErr = c.ApplyAlg(p.turned); turnedErr != nil {
			return
		}
		q := p
		q.turned = nil
		alts, err := pairEdgesFrame(ctx, c, g, q, turnedRng, func(string) {}, m)
		if turnedErr = err; err != nil {
			return
		}
		// Back in w's frame: the same layers turned, named from w's faces.
		for _, a := range alts {
			moves := cube.Unrotate(p.turned, a.moves, g.n)
			back := w.Clone()
			if turnedErr = back.ApplyAlg(moves); turnedErr != nil {
				return
			}
			turned = append(turned, edgeAlt{back, moves})
		}
	}()
	alts, err := pairEdgesFrame(ctx, w, g, p, rng, report, m)
	<-done
	if err != nil {
		return nil, err
	}
	if turnedErr != nil {
		return nil, fmt.Errorf("edge pairing, turned cube: %w", turnedErr)
	}
	if err := checkPairings(w, g, turned); err != nil {
		return nil, err
	}
	return shortestPairings(append(alts, turned...), g.n, m), nil
}

// shortestPairings returns the m shortest of alts, shortest first (equal
// lengths in the order given).
func shortestPairings(alts []edgeAlt, n, m int) []edgeAlt {
	sort.SliceStable(alts, func(i, j int) bool { return algLen(alts[i].moves, n).shorter(algLen(alts[j].moves, n)) })
	return alts[:min(m, len(alts))]
}

// pairEdgesFrame is pairEdgesAlts in w's own frame.
func pairEdgesFrame(ctx context.Context, w *cube.Cube, g *geom, p edgeParams, rng *rand.Rand, report func(string), m int) ([]edgeAlt, error) {
	s := newEdgeSearch(g, p)
	var alts []edgeAlt
	for _, v := range p.variants(g.n) {
		s.lookK, s.lookSet = v[0], v[1]
		c := w.Clone()
		if _, err := s.beam(ctx, c, rng, report); err != nil {
			return nil, err
		}
		for _, a := range s.ends {
			alts = append(alts, edgeAlt{a.c, cube.Simplify(a.moves, g.n, cube.SimplifyOptions{})})
		}
	}
	alts = shortestPairings(alts, g.n, m)
	if err := checkPairings(w, g, alts); err != nil {
		return nil, err
	}
	return alts, nil
}

// checkPairings checks that every pairing left w's centres where they were
// and paired every edge.
func checkPairings(w *cube.Cube, g *geom, alts []edgeAlt) error {
	for _, a := range alts {
		for _, c := range g.centre {
			if a.c.Facelets()[c] != w.Facelets()[c] {
				return fmt.Errorf("edge pairing: internal error: centres moved")
			}
		}
		if !edgesPaired(a.c, g) {
			return fmt.Errorf("edge pairing: internal error: orbits paired but edges not")
		}
	}
	return nil
}

// mainFams are the operations of the greedy steps: the "A X Y X' A'" ones
// (and the five-turn bodies where longBodies).
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
	wc      []wingCodes
	// ends are the complete pairings the last beam run ended with, its
	// best first.
	ends  []edgeAlt
	cnt   []uint16 // by main operation: new pairs it may make (famIndex)
	gains []int
	s2    []absSetup
	top   []edgeCand
	ctx   context.Context // stops long searches early; may be nil
	// lookK and lookSet are the lookahead's steps and setups (lookahead).
	lookK, lookSet int
	p              edgeParams
}

func newEdgeSearch(g *geom, p edgeParams) *edgeSearch {
	m := g.orbitCount()
	return &edgeSearch{g: g, t: g.edgeTables(), p: p, st: make([]orbitState, m+1),
		cur: make([]orbitState, m+1), sc: make([][12]int, m+1), wc: make([]wingCodes, m+1), gains: make([]int, m+1)}
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
		s.afterSetup(o, su, &cur, &sc)
		if gain(f, &cur, &sc, s.central) < -1 {
			continue
		}
		return append(append(cube.Alg(nil), su.alg...), famAlg(s.g.n, f, o, o)...)
	}
	return nil
}

// lookahead is the scratch space for looking one step further.
type lookahead struct {
	s *edgeSearch
	c *cube.Cube
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
