package reduction

import "cubelab/cube"

// Odd cubes: whether a wing orbit's permutation is odd (edges.go's
// orbitOdd, which the edge stage fixes with the 15- or 22-move parity
// algorithm) changes with every quarter turn of one of the orbit's two
// layers and with no other move. So the parity the centre stage leaves is
// the scramble's, toggled by the centre moves, and the centre search can
// prefer a solution that leaves every orbit even when that costs fewer
// moves than the parity algorithm would.

// wingParityMask returns the odd orbits of c as a bit set (bit o for orbit
// o); ok is false on even cubes and where the colours do not tell.
func (g *geom) wingParityMask(c *cube.Cube) (mask uint32, ok bool) {
	if g.n%2 == 0 || g.n < 5 {
		return 0, false
	}
	s := newEdgeSearch(g, defaultEdgeParams())
	s.load(c)
	for o := 1; o <= g.rangeOrbits(); o++ {
		odd, known := s.orbitOdd(o)
		if !known {
			return 0, false
		}
		if odd {
			mask |= 1 << o
		}
	}
	return mask, true
}

// parityToggles is the set of orbits whose wing parity alg toggles: a
// quarter turn toggles the orbit of each inner layer it turns (the middle
// layer of an odd cube belongs to none).
func (g *geom) parityToggles(alg cube.Alg) uint32 {
	n := g.n
	var mask uint32
	for _, m := range alg {
		if m.Turns&1 == 0 {
			continue
		}
		_, lo, hi, _, err := m.Canonical(n)
		if err != nil {
			continue
		}
		for k := max(lo, 2); k <= min(hi, n-1); k++ {
			if n%2 == 1 && k == (n+1)/2 {
				continue
			}
			mask ^= 1 << min(k-1, n-k)
		}
	}
	return mask
}

// wingParityCost is what the edge stage pays, in OBTM, for the odd orbits
// in mask: a parity algorithm per run of neighbouring odd orbits, the wide
// form for a run from orbit 1.
func (g *geom) wingParityCost(mask uint32) int {
	t := g.edgeTables()
	if len(t.parity) == 0 {
		return 0
	}
	wide, inner := t.parity[0].cost, t.parity[0].cost
	if len(t.wideParity) > 0 {
		wide = t.wideParity[0].cost
	}
	cost := 0
	for o := 1; o <= g.rangeOrbits(); o++ {
		if mask&(1<<o) == 0 || (o > 1 && mask&(1<<(o-1)) != 0) {
			continue
		}
		if o == 1 {
			cost += wide
		} else {
			cost += inner
		}
	}
	return cost
}
