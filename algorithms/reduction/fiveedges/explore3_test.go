package fiveedges

import (
	"os"
	"testing"

	"cubelab/cube"
)

// moveSet lists the moves keep accepts, as indices into g.moves.
func moveSet(g *geometry, keep func(m cube.Move) bool) []int {
	var out []int
	for i, m := range g.moves {
		if keep(m) {
			out = append(out, i)
		}
	}
	return out
}

// TestExploreProjections counts, for each group, the (x, t) centre
// patterns of each axis it reaches from solved (doc.go's figures).
func TestExploreProjections(t *testing.T) {
	g, _ := getGeometry()
	h3 := moveSet(g, func(m cube.Move) bool { return m.Hi == 1 || m.Turns == 2 })
	h4 := moveSet(g, func(m cube.Move) bool {
		if m.Face == cube.U || m.Face == cube.D {
			return m.Hi == 1 || m.Turns == 2
		}
		return m.Turns == 2
	})
	h5 := moveSet(g, func(m cube.Move) bool {
		if m.Face == cube.R || m.Face == cube.L {
			return m.Hi == 1
		}
		return m.Turns == 2
	})
	proj := func(s state, axis int) uint32 {
		var k uint32
		b := 0
		for i := range 24 {
			if cube.Face(i/4).Axis() != axis {
				continue
			}
			if int(s.x[i]) == i/4 {
				k |= 1 << b
			}
			if int(s.t[i]) == i/4 {
				k |= 1 << (b + 8)
			}
			b++
		}
		return k
	}
	for name, set := range map[string][]int{"H3": h3, "H4": h4, "H5": h5} {
		for axis := range 3 {
			seen := map[uint32]state{}
			s0 := solvedState()
			seen[proj(s0, axis)] = s0
			queue := []state{s0}
			for len(queue) > 0 {
				q := queue[0]
				queue = queue[1:]
				for _, m := range set {
					r := g.apply(q, m)
					k := proj(r, axis)
					if _, ok := seen[k]; !ok {
						seen[k] = r
						queue = append(queue, r)
					}
				}
			}
			t.Logf("%s axis %d: %d patterns", name, axis, len(seen))
		}
	}
}

// TestExplorePairs counts the pairs of axes' patterns H4 reaches: each is
// the full product of the two axes' (18 s; with FIVEEDGES_MEASURE only).
func TestExplorePairs(t *testing.T) {
	if os.Getenv("FIVEEDGES_MEASURE") == "" {
		t.Skip("set FIVEEDGES_MEASURE to run")
	}
	g, _ := getGeometry()
	h4 := moveSet(g, func(m cube.Move) bool {
		if m.Face == cube.U || m.Face == cube.D {
			return m.Hi == 1 || m.Turns == 2
		}
		return m.Turns == 2
	})
	proj := func(s state, axis int) uint64 {
		var k uint64
		b := 0
		for i := range 24 {
			if cube.Face(i/4).Axis() != axis {
				continue
			}
			if int(s.x[i]) == i/4 {
				k |= 1 << b
			}
			if int(s.t[i]) == i/4 {
				k |= 1 << (b + 8)
			}
			b++
		}
		return k
	}
	for _, pr := range [][2]int{{0, 2}, {0, 1}, {1, 2}} {
		seen := map[uint64]bool{}
		s0 := solvedState()
		key := func(s state) uint64 { return proj(s, pr[0])<<16 | proj(s, pr[1]) }
		seen[key(s0)] = true
		queue := []state{s0}
		for len(queue) > 0 {
			q := queue[0]
			queue = queue[1:]
			for _, m := range h4 {
				r := g.apply(q, m)
				if k := key(r); !seen[k] {
					seen[k] = true
					queue = append(queue, r)
				}
			}
		}
		t.Logf("H4 axes %v: %d pairs", pr, len(seen))
	}
}
