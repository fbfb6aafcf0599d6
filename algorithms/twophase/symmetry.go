package twophase

import "context"

// symClasses reduces a raw coordinate by a group of symmetries: raw values
// that are conjugates of each other share a class, represented by its
// smallest member. Pruning tables indexed by class are 8-16 times smaller
// than raw ones and just as exact, because the move set is closed under
// the symmetries.
type symClasses struct {
	class []uint16 // raw value -> class
	sym   []uint8  // raw value x -> symmetry s with conj(x, s) = rep[class[x]]
	rep   []uint32 // class -> representative raw value
	stab  []uint16 // class -> bit mask of the symmetries that fix the representative
}

// buildClasses finds the classes of raw values 0..n-1 under the symmetries in
// group (indices below 16, closed under inverses and products), where
// conjRaw(x, s) is the raw value of conj(x, s).
func buildClasses(ctx context.Context, n int, group []int, st *symTables, conjRaw func(x, s int) int) (symClasses, error) {
	sc := symClasses{class: make([]uint16, n), sym: make([]uint8, n)}
	done := make([]bool, n)
	for x := 0; x < n; x++ {
		if done[x] {
			continue
		}
		if len(sc.rep)&1023 == 0 && ctx.Err() != nil {
			return sc, ctx.Err()
		}
		cls := len(sc.rep)
		sc.rep = append(sc.rep, uint32(x))
		var stab uint16
		for _, s := range group {
			y := conjRaw(x, s)
			if y == x {
				stab |= 1 << s
			}
			if !done[y] {
				done[y] = true
				sc.class[y] = uint16(cls)
				// y = conj(x, s), so conj(y, s⁻¹) = x.
				sc.sym[y] = uint8(st.inv[s])
			}
		}
		sc.stab = append(sc.stab, stab)
	}
	return sc, nil
}

// groups of symmetries used for the reductions.
var (
	// group16 keeps the U-D axis; it keeps twist, slice places, corner and
	// U/D edge permutations meaningful.
	group16 = func() []int {
		g := make([]int, nSym16)
		for i := range g {
			g[i] = i
		}
		return g
	}()
)

// flipGroup returns the symmetries of group16 that leave every edge's flip
// alone (no quarter turn about U-D), so that the flip of a conjugate depends
// on the flip alone, not on where the slice edges are.
func flipGroup(st *symTables) []int {
	var g []int
	for s := 0; s < nSym16; s++ {
		if st.cube[s].EO == [12]uint8{} {
			g = append(g, s)
		}
	}
	return g
}
