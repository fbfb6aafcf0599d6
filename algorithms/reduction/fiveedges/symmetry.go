package fiveedges

import (
	"cubelab/cube"
)

// cubeSym is one of the cube's 48 symmetries (rotations and reflections)
// as a map of facelets, for the phases' symmetry-reduced tables.
type cubeSym struct {
	// mat is S as a signed permutation of the axes: coordinate r of a
	// facelet's image is mat[r][1] times coordinate mat[r][0] of it.
	mat [3][2]int
	// f[i] is the facelet S takes facelet i to.
	f []int
	// move[m] is the move S·m·S⁻¹ (an index into geometry.moves), or -1
	// when it is none of them (never for the 48: they map outer and
	// two-layer wide turns to such turns).
	move [nMoves]int
}

// cubeSyms lists the 48 symmetries, the identity first.
func (g *geometry) cubeSyms() []cubeSym {
	const nn = n * n
	at := map[[3]int]int{}
	for i := range 6 * nn {
		at[cube.Position(n, cube.Face(i/nn), (i%nn)/n, i%n)] = i
	}
	axisPerms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	var syms []cubeSym
	for _, ap := range axisPerms {
		for signs := range 8 {
			sy := cubeSym{f: make([]int, 6*nn)}
			for r := range 3 {
				sy.mat[r] = [2]int{ap[r], 1 - 2*(signs>>r&1)}
			}
			finv := make([]int, 6*nn)
			for i := range sy.f {
				p := cube.Position(n, cube.Face(i/nn), (i%nn)/n, i%n)
				var q [3]int
				for r := range 3 {
					q[r] = sy.mat[r][1] * p[sy.mat[r][0]]
				}
				sy.f[i] = at[q]
				finv[sy.f[i]] = i
			}
			// S·m·S⁻¹ as a facelet permutation is f∘P_m∘f⁻¹.
			for m := range nMoves {
				sy.move[m] = -1
				for m2 := range nMoves {
					same := true
					for i := range sy.f {
						if g.perm[m2][i] != sy.f[g.perm[m][finv[i]]] {
							same = false
							break
						}
					}
					if same {
						sy.move[m] = m2
						break
					}
				}
			}
			syms = append(syms, sy)
		}
	}
	return syms
}

// conjMoves returns S·m·S⁻¹ for each of moves as an index into moves,
// and false if S does not map that group onto itself.
func (sy *cubeSym) conjMoves(moves []uint8) ([]uint8, bool) {
	idx := map[int]int{}
	for j, m := range moves {
		idx[int(m)] = j
	}
	out := make([]uint8, len(moves))
	for j, m := range moves {
		jj, ok := idx[sy.move[m]]
		if !ok {
			return nil, false
		}
		out[j] = uint8(jj)
	}
	return out, true
}
