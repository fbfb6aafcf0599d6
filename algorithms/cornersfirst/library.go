package cornersfirst

import (
	"sync"

	"cubelab/cube"
)

// flipAlg flips UF and UB and changes nothing else (found by a search over M
// and U turns; the test checks it).
const flipAlg = "M U M U M U2 M' U M' U M' U2"

// entry is one algorithm of the edge library and what it does.
type entry struct {
	alg    cube.Alg
	effect cube.Cubies
	moved  uint16 // edges it moves or flips
}

// edgeLibrary returns, for every edge 3-cycle (with every even combination of
// flips) and every pair flip, an algorithm g X g' where X is a commutator
// [f, s] of a face turn and a slice turn (or its inverse [s, f]), or flipAlg,
// and g is the shortest setup found breadth first. Conjugating by moves maps
// 3-cycles to 3-cycles and flips to flips, so the closure is exactly those
// 1,826 effects. Built once, in milliseconds.
var edgeLibrary = sync.OnceValue(buildLibrary)

func buildLibrary() []entry {
	var library []entry
	var turns, faces, slices []cube.Move
	for _, f := range cube.Faces {
		for t := 1; t <= 3; t++ {
			faces = append(faces, cube.Turn(f, t))
		}
	}
	for _, f := range []cube.Face{cube.L, cube.D, cube.F} {
		for t := 1; t <= 3; t++ {
			slices = append(slices, cube.Move{Face: f, Lo: 2, Hi: -1, Turns: t})
		}
	}
	turns = append(append(turns, faces...), slices...)

	kernels := []cube.Alg{cube.MustParseAlg(flipAlg, 3)}
	for _, f := range faces {
		for _, s := range slices {
			if f.Face.Axis() == s.Face.Axis() {
				continue
			}
			kernels = append(kernels,
				cube.Alg{f, s, f.Inverse(), s.Inverse()},
				cube.Alg{s, f, s.Inverse(), f.Inverse()})
		}
	}
	// Start from the kernels, then conjugate every algorithm found by every
	// move, breadth first, until no new effect turns up: each effect keeps
	// the shortest setup that reaches it.
	moveEff := make([]cube.Cubies, len(turns))
	invEff := make([]cube.Cubies, len(turns))
	for i, m := range turns {
		moveEff[i], invEff[i] = moveEdges(m), moveEdges(m.Inverse())
	}
	best := map[cube.Cubies]int{}
	add := func(alg cube.Alg, eff cube.Cubies) {
		var moved uint16
		n := 0
		for i := 0; i < 12; i++ {
			if eff.EP[i] != cube.Edge(i) || eff.EO[i] != 0 {
				moved |= 1 << i
				n++
			}
		}
		if n != 2 && n != 3 {
			return
		}
		if j, ok := best[eff]; ok {
			if len(library[j].alg) > len(alg) {
				library[j].alg = alg
			}
			return
		}
		best[eff] = len(library)
		library = append(library, entry{alg: alg, effect: eff, moved: moved})
	}
	for _, x := range kernels {
		eff, err := edgeEffect(x)
		if err != nil {
			panic("cornersfirst: a built-in kernel moves corners or centres: " + err.Error())
		}
		add(x, eff)
	}
	for next := 0; next < len(library); next++ {
		e := library[next]
		for i, g := range turns {
			// g X g' acts as: g's effect, then X's, then g's inverse.
			eff := moveEff[i].MulEdges(e.effect)
			eff = eff.MulEdges(invEff[i])
			alg := make(cube.Alg, 0, len(e.alg)+2)
			alg = append(append(append(alg, g), e.alg...), g.Inverse())
			add(alg, eff)
		}
	}
	return library
}
