package fiveedges

import (
	"testing"

	"cubelab/cube"
)

func TestExploreClasses(t *testing.T) {
	g, _ := getGeometry()
	gstar := moveSet(g, func(m cube.Move) bool {
		if m.Hi == 1 && m.Face.Axis() != cube.F.Axis() {
			return true // U D L R outer, all amounts
		}
		return m.Turns == 2
	})
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
			for _, m := range gstar {
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
	t.Logf("G* wing orbits %v", orbit)
	// midge flips under G*
	for _, m := range gstar {
		for _, f := range g.midFlip[m] {
			if f != 0 {
				t.Errorf("move %v flips a midge", g.moves[m])
			}
		}
	}
}
