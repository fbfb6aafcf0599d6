package reduction

import (
	"context"
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

func oddMask(g *geom, s *edgeSearch, c *cube.Cube) int {
	s.load(c)
	m := 0
	for o := 1; o <= g.rangeOrbits(); o++ {
		odd, known := s.orbitOdd(o)
		if !known {
			return -1
		}
		if odd {
			m |= 1 << o
		}
	}
	return m
}

func TestDbgParity(t *testing.T) {
	for _, n := range []int{5, 7, 6} {
		g, _ := tablesFor(context.Background(), n)
		s := newEdgeSearch(g, defaultEdgeParams())
		rng := rand.New(rand.NewPCG(1, 2))
		delta := map[cube.Move]int{}
		bad := 0
		for range 300 {
			c := cube.MustNew(n)
			c.ApplyAlg(cube.RandomMoves(n, 200, rng))
			m0 := oddMask(g, s, c)
			mv := randomAnyMove(n, rng)
			c.ApplyAlg(cube.Alg{mv})
			m1 := oddMask(g, s, c)
			if m0 < 0 || m1 < 0 {
				t.Logf("unknown")
				continue
			}
			d := m0 ^ m1
			if n%2 == 1 && uint32(d) != g.parityToggles(cube.Alg{mv}) {
				t.Errorf("%v: toggles %b, predicted %b", mv, d, g.parityToggles(cube.Alg{mv}))
			}
			if old, ok := delta[mv]; ok && old != d {
				bad++
				t.Logf("%d: %v: %b vs %b", n, mv, old, d)
			}
			delta[mv] = d
		}
		t.Logf("%d: %d moves, %d inconsistent", n, len(delta), bad)
		for mv, d := range delta {
			if d != 0 {
				t.Logf("  %v %b", mv, d)
			}
		}
	}
}

func randomAnyMove(n int, rng *rand.Rand) cube.Move {
	lo := 1 + rng.IntN(n)
	hi := lo + rng.IntN(n-lo+1)
	return cube.Move{Face: cube.Faces[rng.IntN(6)], Lo: lo, Hi: hi, Turns: 1 + rng.IntN(3)}
}
