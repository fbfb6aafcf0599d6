package fiveedges

import (
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

func moveSet(g *geometry, keep func(m cube.Move) bool) []int {
	var out []int
	for i, m := range g.moves {
		if keep(m) {
			out = append(out, i)
		}
	}
	return out
}

func TestExploreModel(t *testing.T) {
	g, err := getGeometry()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	c := cube.MustNew(n)
	s := solvedState()
	for i := range 2000 {
		m := rng.IntN(nMoves)
		if err := c.Apply(g.moves[m]); err != nil {
			t.Fatal(err)
		}
		s = g.apply(s, m)
		r, err := g.stateOf(c)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if r != s {
			t.Fatalf("step %d: model %v, cube %v", i, s, r)
		}
	}
	h4 := moveSet(g, func(m cube.Move) bool {
		if m.Face == cube.U || m.Face == cube.D {
			return m.Hi == 1 || m.Turns == 2
		}
		return m.Turns == 2
	})
	h5 := moveSet(g, func(m cube.Move) bool {
		if m.Face == cube.U || m.Face == cube.D {
			return m.Hi == 1
		}
		return m.Turns == 2
	})
	t.Logf("H4 %d moves, H5 %d moves", len(h4), len(h5))
	for name, set := range map[string][]int{"H4": h4, "H5": h5} {
		// wing orbits
		orbit := make([]int, nWings)
		for i := range orbit {
			orbit[i] = -1
		}
		k := 0
		for w := range nWings {
			if orbit[w] >= 0 {
				continue
			}
			stack := []int{w}
			orbit[w] = k
			for len(stack) > 0 {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, m := range set {
					for to, from := range g.wingFrom[m] {
						if int(from) == x && orbit[to] < 0 {
							orbit[to] = k
							stack = append(stack, to)
						}
					}
				}
			}
			k++
		}
		t.Logf("%s wing orbits %v", name, orbit)
		mo := make([]int, nMidges)
		for i := range mo {
			mo[i] = -1
		}
		k = 0
		for w := range nMidges {
			if mo[w] >= 0 {
				continue
			}
			stack := []int{w}
			mo[w] = k
			for len(stack) > 0 {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, m := range set {
					for to, from := range g.midFrom[m] {
						if int(from) == x && mo[to] < 0 {
							mo[to] = k
							stack = append(stack, to)
						}
					}
				}
			}
			k++
		}
		t.Logf("%s midge orbits %v", name, mo)
		// centre reachable set size
		seen := map[[48]uint8]bool{}
		st0 := solvedState()
		key := func(s state) [48]uint8 {
			var k [48]uint8
			copy(k[:24], s.x[:])
			copy(k[24:], s.t[:])
			return k
		}
		seen[key(st0)] = true
		queue := []state{st0}
		for len(queue) > 0 && len(seen) < 5000000 {
			q := queue[0]
			queue = queue[1:]
			for _, m := range set {
				r := g.apply(q, m)
				if !seen[key(r)] {
					seen[key(r)] = true
					queue = append(queue, r)
				}
			}
		}
		t.Logf("%s centre states reachable: %d", name, len(seen))
	}
}
