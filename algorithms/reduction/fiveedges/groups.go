package fiveedges

import "cubelab/cube"

// The phases' move groups, as lists of move indices (into geometry.moves,
// in that order). See doc.go.
type groups struct {
	h3, h4, h5 []uint8
	// class[w] is wing slot w's class: 0 high, 1 low (G*'s two orbits).
	class [nWings]uint8
}

// buildGroups lists each phase's moves and finds the wing classes.
func (g *geometry) buildGroups() groups {
	var gr groups
	for i, m := range g.moves {
		ud := m.Face == cube.U || m.Face == cube.D
		rl := m.Face == cube.R || m.Face == cube.L
		if m.Hi == 1 || m.Turns == 2 {
			gr.h3 = append(gr.h3, uint8(i))
		}
		if m.Turns == 2 || ud && m.Hi == 1 {
			gr.h4 = append(gr.h4, uint8(i))
		}
		if m.Turns == 2 && !rl || rl && m.Hi == 1 {
			gr.h5 = append(gr.h5, uint8(i))
		}
	}
	// G*: U, D, L, R outer turns, F2, B2 and every wide half turn.
	var gstar []int
	for i, m := range g.moves {
		if m.Turns == 2 || m.Hi == 1 && m.Face.Axis() != cube.F.Axis() {
			gstar = append(gstar, i)
		}
	}
	for w := range gr.class {
		gr.class[w] = 2
	}
	gr.class[0] = 0
	stack := []int{0}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, m := range gstar {
			for to, from := range g.wingFrom[m] {
				if int(from) == x && gr.class[to] == 2 {
					gr.class[to] = 0
					stack = append(stack, to)
				}
			}
		}
	}
	for w := range gr.class {
		if gr.class[w] == 2 {
			gr.class[w] = 1
		}
	}
	return gr
}
