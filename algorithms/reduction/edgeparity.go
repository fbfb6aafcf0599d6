package reduction

import (
	"cubelab/cube"
)

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
			s.afterSetup(o, su, &cur, &sc)
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
