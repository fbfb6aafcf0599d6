package reduction

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"

	"cubelab/algorithms"
	"cubelab/cube"
)

// edgeNode is one partial edge pairing of the beam.
type edgeNode struct {
	c               *cube.Cube
	moves           cube.Alg
	wings           int // wings reading like their reference
	cost            int // moves' OBTM once simplified (merges counted)
	done            bool
	kicks, parities int
	parityFixed     bool // the orbits' wing permutations were made even
}

// est ranks nodes: moves so far plus rate (in tenths of a move) per wing
// left.
func (nd *edgeNode) est(total, rate int) int {
	return 10*nd.cost + rate*(total-nd.wings)
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
				if width > 1 {
					kid.cost = cube.Simplify(kid.moves, n, cube.SimplifyOptions{}).OBTM(n)
				}
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
		if nd.cost < best.cost {
			best = nd
		}
	}
	s.ends = append(s.ends[:0], edgeAlt{best.c.Clone(), best.moves})
	for _, nd := range beam {
		if nd != best {
			s.ends = append(s.ends, edgeAlt{nd.c, nd.moves})
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
