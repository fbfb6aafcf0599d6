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

// pairEdges pairs the wings of every edge, keeping the centres, turning w and
// returning the moves. Each step takes the operation (after an optional outer
// setup turn) that pairs the most wings per move. When none pairs any, which
// happens when a wing orbit's permutation is odd (the last two edges of a
// 4x4x4 with two wings swapped), it tries a parity operation followed by the
// best step after it.
func pairEdges(ctx context.Context, w *cube.Cube, g *geom, rng *rand.Rand, report func(string)) (cube.Alg, error) {
	s := newEdgeSearch(g)
	var out cube.Alg
	kicks, parityLeft := 0, 12
	for {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("edge pairing: %w", err)
		}
		paired := s.paired(w.Facelets())
		report(fmt.Sprintf("edges %d/12", paired))
		if paired == 12 {
			return out, nil
		}
		best, _, _ := s.best(w.Facelets())
		if best == nil {
			best = s.unstick(w, &parityLeft)
		}
		if best == nil && kicks < maxKicks {
			kicks++
			best = s.kick(w, rng)
		}
		if best == nil {
			return nil, algorithms.GaveUp("edge pairing: no operation pairs more wings (%d of 12 edges paired)", paired)
		}
		if err := w.ApplyAlg(best); err != nil {
			return nil, fmt.Errorf("edge pairing: %w", err)
		}
		out = append(out, best...)
	}
}

// edgeSearch holds the scratch space of the edge stage's step search.
type edgeSearch struct {
	g         *geom
	t         *edgeTables
	scratch   []cube.Face
	seen      []int32
	epoch     int32
	over      []cube.Face
	overStamp []int32
	overEpoch int32
}

func newEdgeSearch(g *geom) *edgeSearch {
	t := g.edgeTables()
	return &edgeSearch{g: g, t: t, scratch: make([]cube.Face, g.nf), seen: make([]int32, len(t.ops)),
		over: make([]cube.Face, g.nf), overStamp: make([]int32, g.nf)}
}

// gain is how many more wings op o pairs from state cur, whose edges score
// before.
func (s *edgeSearch) gain(oi int32, cur []cube.Face, before *[12]int) int {
	o := &s.t.ops[oi]
	s.overEpoch++
	for j, to := range o.to {
		s.over[to] = cur[o.from[j]]
		s.overStamp[to] = s.overEpoch
	}
	after := func(i int32) cube.Face {
		if s.overStamp[i] == s.overEpoch {
			return s.over[i]
		}
		return cur[i]
	}
	gain := 0
	for _, te := range s.t.edges[oi] {
		gain += edgeScore(s.g, int(te), after) - before[te]
	}
	return gain
}

// score counts the wings that read like their edge's reference wing.
func (s *edgeSearch) score(st []cube.Face) int {
	get := func(i int32) cube.Face { return st[i] }
	total := 0
	for e := range 12 {
		total += edgeScore(s.g, e, get)
	}
	return total
}

func (s *edgeSearch) paired(st []cube.Face) int {
	get := func(i int32) cube.Face { return st[i] }
	paired := 0
	for e := range 12 {
		if edgeScore(s.g, e, get) == s.g.n-2 {
			paired++
		}
	}
	return paired
}

// best returns the setup and operation pairing the most wings per move from
// state st, with the wings gained and the moves spent; nil if none gains.
func (s *edgeSearch) best(st []cube.Face) (cube.Alg, int, int) {
	g, t := s.g, s.t
	full := g.n - 2
	bestNum, bestDen := 0, 1
	var bestAlg cube.Alg
	base0 := s.score(st)
	for si, su := range t.setups {
		if si > 0 && bestAlg != nil && g.n > lazySetupN {
			break // big cubes: setup turns only when nothing gains without
		}
		cur := st
		if su.alg != nil {
			applyDest(s.scratch, st, su.dest)
			cur = s.scratch
		}
		base := func(i int32) cube.Face { return cur[i] }
		var before [12]int
		var open []int
		// On even cubes an outer turn can change the score: it may bring the
		// other central wing to the reference position. shift corrects for it.
		shift := -base0
		for e := range 12 {
			before[e] = edgeScore(g, e, base)
			shift += before[e]
			if before[e] != full {
				open = append(open, e)
			}
		}
		s.epoch++
		for _, e := range open {
			for _, oi := range t.byEdge[e] {
				if s.seen[oi] == s.epoch {
					continue
				}
				s.seen[oi] = s.epoch
				o := &t.ops[oi]
				if o.cost >= 15 {
					continue // parity operations only through unstick
				}
				gain := s.gain(oi, cur, &before) + shift
				if gain <= 0 {
					continue
				}
				cost := o.cost + len(su.alg)
				if gain*bestDen > bestNum*cost || (gain*bestDen == bestNum*cost && cost < bestDen) {
					bestNum, bestDen = gain, cost
					bestAlg = append(append(cube.Alg(nil), su.alg...), o.alg...)
				}
			}
		}
	}
	return bestAlg, bestNum, bestDen
}

// lazySetupN is the size above which the greedy steps try setup turns only
// when no operation gains without one: each setup multiplies the work.
const lazySetupN = 7

// maxKicks bounds the random kicks one edge pairing may take.
const maxKicks = 20

// kick handles an even but awkward wing arrangement, such as three wrong
// wings on only two edges, which every single 3-cycle (touching three edges)
// leaves no better: it makes a random setup turn and a random 3-cycle through
// an unpaired edge that loses at most one paired wing, after which the greedy
// steps usually find their way again.
func (s *edgeSearch) kick(w *cube.Cube, rng *rand.Rand) cube.Alg {
	before := s.score(w.Facelets())
	t := w.Clone()
	var open []int
	get := func(i int32) cube.Face { return w.Facelets()[i] }
	for e := range 12 {
		if edgeScore(s.g, e, get) != s.g.n-2 {
			open = append(open, e)
		}
	}
	if len(open) == 0 {
		return nil
	}
	for try := 0; try < 1000; try++ {
		su := s.t.setups[rng.IntN(len(s.t.setups))]
		list := s.t.byEdge[open[rng.IntN(len(open))]]
		if len(list) == 0 {
			continue
		}
		o := s.t.ops[list[rng.IntN(len(list))]]
		if o.cost != 8 {
			continue
		}
		alg := append(append(cube.Alg(nil), su.alg...), o.alg...)
		t.CopyFrom(w)
		if t.ApplyAlg(alg) != nil || s.score(t.Facelets()) < before-2 {
			continue
		}
		return alg
	}
	return nil
}

// twoStep looks two operations ahead: a 3-cycle that pairs nothing but
// moves at least two wrong wings, then the best step after it, for cases
// like three wrong wings on two edges.
func (s *edgeSearch) twoStep(w *cube.Cube) cube.Alg {
	g := s.g
	st := w.Facelets()
	before := s.score(st)
	cur := make([]cube.Face, g.nf)
	t := w.Clone()
	var bestAlg cube.Alg
	bestNum, bestDen := 0, 1
	tried := 0
	for _, su := range s.t.setups {
		copy(cur, st)
		if su.alg != nil {
			applyDest(cur, st, su.dest)
		}
		get := func(i int32) cube.Face { return cur[i] }
		var sc [12]int
		wrong := make([]bool, g.nf)
		for e := range 12 {
			sc[e] = edgeScore(g, e, get)
			w := g.edges[e]
			for k := 1; k < len(w); k++ {
				if cur[w[k][0]] != cur[w[g.ref][0]] || cur[w[k][1]] != cur[w[g.ref][1]] {
					wrong[w[k][0]], wrong[w[k][1]] = true, true
				}
			}
		}
		for oi := range s.t.ops {
			o := &s.t.ops[oi]
			if o.cost != 8 {
				continue
			}
			hits := 0
			for _, p := range o.to {
				if wrong[p] {
					hits++
				}
			}
			if hits < 4 || s.gain(int32(oi), cur, &sc) < 0 {
				continue
			}
			pre := append(append(cube.Alg(nil), su.alg...), o.alg...)
			t.CopyFrom(w)
			if t.ApplyAlg(pre) != nil {
				continue
			}
			next, _, _ := s.best(t.Facelets())
			if next == nil || t.ApplyAlg(next) != nil {
				continue
			}
			gain, cost := s.score(t.Facelets())-before, len(pre)+len(next)
			if gain > 0 && gain*bestDen > bestNum*cost {
				bestAlg, bestNum, bestDen = append(pre, next...), gain, cost
			}
			if tried++; tried > 60 {
				return bestAlg
			}
		}
	}
	return bestAlg
}

// unstick handles arrangements no single step improves. It first looks two
// operations ahead (twoStep); failing that, the wing permutation is odd (two
// wings swapped), which no 3-cycle can fix: it brings an unpaired edge to UF
// with up to two outer turns and applies a parity operation (which swaps two
// UF wings) when that loses at most two paired wings, leaving an even
// arrangement.
func (s *edgeSearch) unstick(w *cube.Cube, parityLeft *int) cube.Alg {
	if a := s.sliceConjugate(w); a != nil {
		return a
	}
	if a := s.twoStep(w); a != nil {
		return a
	}
	if *parityLeft <= 0 {
		return nil
	}
	before, tries := s.score(w.Facelets()), 0
	t := w.Clone()
	for _, o := range s.t.ops {
		if o.cost < 15 {
			continue
		}
		for _, s1 := range s.t.setups {
			for _, s2 := range s.t.setups {
				if s1.alg == nil && s2.alg != nil {
					continue
				}
				t.CopyFrom(w)
				if t.ApplyAlg(s1.alg) != nil || t.ApplyAlg(s2.alg) != nil {
					continue
				}
				f := t.Facelets()
				if edgeScore(s.g, int(cube.UF), func(i int32) cube.Face { return f[i] }) == s.g.n-2 {
					continue
				}
				if t.ApplyAlg(o.alg) != nil || s.score(t.Facelets()) < before-2 {
					continue
				}
				pre := append(append(append(cube.Alg(nil), s1.alg...), s2.alg...), o.alg...)
				next, _, _ := s.best(t.Facelets())
				if next == nil {
					next = s.sliceConjugate(t)
				}
				if next == nil {
					if tries++; tries > 40 {
						return nil
					}
					continue
				}
				*parityLeft--
				return append(pre, next...)
			}
		}
	}
	return nil
}

// sliceConjugate tries the 3-cycles conjugated by an inner slice turn,
// S C S'. C keeps the centres, so S' puts back what S moved. Conjugating by
// a slice moves one or two of C's wings to other edges, which gives 3-cycles
// with two wings on the same edge: the last-two-edges cases of odd cubes.
func (s *edgeSearch) sliceConjugate(w *cube.Cube) cube.Alg {
	g := s.g
	st := w.Facelets()
	cur := make([]cube.Face, g.nf)
	bestNum, bestDen := 0, 1
	var bestAlg cube.Alg
	base0 := s.score(st)
	for si, su := range s.t.setups {
		if si > 0 && bestAlg != nil {
			break // setup turns only when nothing gains without one
		}
		copy(cur, st)
		if su.alg != nil {
			applyDest(cur, st, su.dest)
		}
		get := func(i int32) cube.Face { return cur[i] }
		var before [12]int
		shift := -base0
		for e := range 12 {
			before[e] = edgeScore(g, e, get)
			shift += before[e]
		}
		for _, af := range axisFaces {
			for _, sm := range innerLayers(g.n, af, false) {
				inv := g.dest[sm.Inverse()]
				for oi := range s.t.ops {
					o := &s.t.ops[oi]
					if o.cost != 8 {
						continue
					}
					s.overEpoch++
					var touched [12]bool
					for j, to := range o.to {
						t2 := inv[to]
						s.over[t2] = cur[inv[o.from[j]]]
						s.overStamp[t2] = s.overEpoch
						touched[g.edgeOf[t2]/int32(g.n)] = true
					}
					after := func(i int32) cube.Face {
						if s.overStamp[i] == s.overEpoch {
							return s.over[i]
						}
						return cur[i]
					}
					gain := shift
					for e, t := range touched {
						if t {
							gain += edgeScore(g, e, after) - before[e]
						}
					}
					cost := o.cost + 2 + len(su.alg)
					if gain > 0 && gain*bestDen > bestNum*cost {
						bestNum, bestDen = gain, cost
						bestAlg = append(append(append(append(cube.Alg(nil), su.alg...), sm), o.alg...), sm.Inverse())
					}
				}
			}
		}
	}
	return bestAlg
}
