package reduction

import "cubelab/cube"

// Odd cubes: whether a wing orbit's permutation is odd (edges.go's
// orbitOdd, which the edge stage fixes with the 15- or 22-move parity
// algorithm) changes with every quarter turn of one of the orbit's two
// layers and with no other move. So the parity the centre stage leaves is
// the scramble's, toggled by the centre moves, and the centre search can
// prefer a solution that leaves every orbit even when that costs fewer
// moves than the parity algorithm would.

// wingParityMask returns the wing orbits of c whose parity the reduction
// will have to fix, as a bit set (bit o for orbit o): on odd cubes those
// whose wings are an odd permutation of where they pair with the middle
// edges; on even cubes those whose wings are an odd permutation of their
// solved places with the centre colours col (wingParityCost reads them).
// ok is false where the colours do not tell.
func (g *geom) wingParityMask(c *cube.Cube, col [6]cube.Face) (mask uint32, ok bool) {
	if g.n < 4 || g.noParity {
		return 0, false
	}
	s := newEdgeSearch(g, defaultEdgeParams())
	if g.n%2 == 0 {
		return g.absWingParity(s, c, col)
	}
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

// absWingParity is wingParityMask for even cubes: each orbit's wings
// against their places on the cube solved with colours col.
func (g *geom) absWingParity(s *edgeSearch, c *cube.Cube, col [6]cube.Face) (mask uint32, ok bool) {
	if !s.t.jmOK {
		return 0, false
	}
	solved := c.Clone()
	f := solved.Facelets()
	for i := range f {
		f[i] = col[g.faceOf[i]]
	}
	s.load(solved)
	home := append([]orbitState(nil), s.st...)
	s.load(c)
	for o := 1; o <= g.orbitCount(); o++ {
		cur, want := &s.st[o], &home[o]
		var target [absSlots / 2]int
		var used [absSlots / 2]bool
		for x := range absSlots / 2 {
			target[x] = -1
			for y := range absSlots / 2 {
				a, b := cur[2*x], cur[2*x+1]
				if s.t.flipTo[x] != s.t.flipTo[y] {
					a, b = b, a
				}
				if a == want[2*y] && b == want[2*y+1] && !used[y] {
					target[x] = y
					break
				}
			}
			if target[x] < 0 {
				return 0, false
			}
			used[target[x]] = true
		}
		if permOdd(target[:]) {
			mask |= 1 << o
		}
	}
	return mask, true
}

// permOdd reports whether the permutation p (i goes to p[i]) is odd.
func permOdd(p []int) bool {
	seen := make([]bool, len(p))
	swaps := 0
	for x := range p {
		for y := x; !seen[y]; y = p[y] {
			seen[y] = true
			if p[y] != x {
				swaps++
			}
		}
	}
	return swaps%2 == 1
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

// wingParityCost is what the reduction pays, in OBTM, for the orbits in
// mask (from wingParityMask, toggled by later moves). Odd cubes: a parity
// algorithm per run of neighbouring odd orbits, the wide form for a run
// from orbit 1. Even cubes: the central orbit's parity shows as OLL parity
// (the wide algorithm at the end); each other orbit whose parity differs
// from the central one's needs the edge stage's parity algorithm.
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
	if c := g.centralOrbit(); c > 0 {
		if mask&(1<<c) != 0 {
			cost += oLLParity(1, g.n/2).OBTM(g.n)
			mask ^= (1<<c - 1) << 1 // the others against the central orbit
		}
		mask &^= 1 << c
	}
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
