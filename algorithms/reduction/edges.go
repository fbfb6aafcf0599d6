package reduction

import (
	"context"
	"fmt"
	"math/rand/v2"

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
// returning the moves. Each step takes the operation (after an optional outer
// setup turn, and over the best range of orbits) that pairs the most wings
// per move. Even cubes first pair their central wings into 12 double edges,
// which then serve as references. When nothing gains it looks further: two
// setup turns, slice-conjugated 3-cycles, the parity swap (odd wing
// permutations), and at last a random 3-cycle; all are bounded, so it ends
// with an error wrapping algorithms.ErrGaveUp rather than loop.
func pairEdges(ctx context.Context, w *cube.Cube, g *geom, rng *rand.Rand, report func(string)) (cube.Alg, error) {
	s := newEdgeSearch(g)
	centreBefore := make([]cube.Face, len(g.centre))
	for i, c := range g.centre {
		centreBefore[i] = w.Facelets()[c]
	}
	var out cube.Alg
	kicks, parities := 0, 0
	maxParity := 2*g.orbitCount() + 4
	for step := 0; ; step++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("edge pairing: %w", err)
		}
		s.load(w)
		if s.done() {
			break
		}
		if step%8 == 0 {
			report(fmt.Sprintf("edges %d/12", pairedEdges(w, g)))
		}
		best := s.best(s.t.fams, s.t.setups)
		if best == nil {
			best = s.best(s.t.fams, s.setups2())
		}
		if best == nil {
			best = s.best(g.sliceFams(), s.t.setups)
		}
		if best == nil && parities < maxParity {
			parities++
			best = s.parity()
		}
		if best == nil && kicks < maxKicks {
			kicks++
			best = s.kick(rng)
		}
		if best == nil {
			return nil, algorithms.GaveUp("edge pairing: no operation pairs more wings (%d of 12 edges paired)", pairedEdges(w, g))
		}
		if err := w.ApplyAlg(best); err != nil {
			return nil, fmt.Errorf("edge pairing: %w", err)
		}
		out = append(out, best...)
	}
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
}

func newEdgeSearch(g *geom) *edgeSearch {
	m := g.orbitCount()
	return &edgeSearch{g: g, t: g.edgeTables(), st: make([]orbitState, m+1),
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
	after := *cur
	for i, src := range f.src {
		after[f.dst[i]] = cur[src]
	}
	d := 0
	for _, e := range f.edges {
		d += slotScore(&after, int(e), central) - sc[e]
	}
	return d
}

// best returns the setup and operation over a range of active orbits that
// pairs the most wings per move, or nil if none pairs any.
func (s *edgeSearch) best(fams []edgeFam, setups []absSetup) cube.Alg {
	bestNum, bestDen := 0, 1
	var bestSu *absSetup
	var bestF *edgeFam
	var bo1, bo2 int
	for si := range setups {
		su := &setups[si]
		for _, o := range s.active {
			for i, v := range s.st[o] {
				s.cur[o][su.perm[i]] = v
			}
			for e := range 12 {
				s.sc[o][e] = slotScore(&s.cur[o], e, s.central)
			}
		}
		for fi := range fams {
			f := &fams[fi]
			cost := f.cost + len(su.alg)
			// Kadane over the active orbits (contiguous layers).
			sum, start := 0, 0
			for ai, o := range s.active {
				gn := gain(f, &s.cur[o], &s.sc[o], s.central)
				if sum <= 0 {
					sum, start = gn, ai
				} else {
					sum += gn
				}
				if sum > 0 && (sum*bestDen > bestNum*cost || (sum*bestDen == bestNum*cost && cost < bestDen)) {
					bestNum, bestDen = sum, cost
					bestSu, bestF, bo1, bo2 = su, f, s.active[start], o
				}
			}
		}
	}
	if bestF == nil {
		return nil
	}
	return append(append(cube.Alg(nil), bestSu.alg...), famAlg(s.g.n, bestF, bo1, bo2)...)
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
// that moves an unpaired wing and loses at most one paired wing: it gets the
// greedy steps out of arrangements none of their operations improves.
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

// lazySetupN is the size above which the centre stage's greedy steps try
// setup turns only when no operation gains without one: each setup
// multiplies the work.
const lazySetupN = 7
