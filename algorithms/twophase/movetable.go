package twophase

import "cubelab/cube"

// buildMoveTable returns t[x·len(moves)+i] = coordinate after move moves[i]
// from a state with coordinate x; set and get write and read the coordinate
// (set may leave the rest of the cubie as anything).
func buildMoveTable(n int, moves []int8, set func(*cube.Cubies, int), get func(*cube.Cubies) int) []uint16 {
	mc := moveCubies()
	t := make([]uint16, n*len(moves))
	for x := 0; x < n; x++ {
		c := cube.SolvedCubies
		set(&c, x)
		for i, m := range moves {
			r := c.Mul(mc[m])
			t[x*len(moves)+i] = uint16(get(&r))
		}
	}
	return t
}

// buildConjTable returns t[x·16+s] = coordinate of conj(x, s) for the 16
// symmetries that keep the U-D axis.
func buildConjTable(n int, st *symTables, set func(*cube.Cubies, int), get func(*cube.Cubies) int) []uint16 {
	t := make([]uint16, n*nSym16)
	for x := 0; x < n; x++ {
		c := cube.SolvedCubies
		set(&c, x)
		for s := 0; s < nSym16; s++ {
			r := conj(&c, s, st)
			t[x*nSym16+s] = uint16(get(&r))
		}
	}
	return t
}

// allMoves lists the 18 move numbers.
var allMoves = func() (ms [nMoves]int8) {
	for i := range ms {
		ms[i] = int8(i)
	}
	return
}()

// edges4Setter and edges4Getter adapt the edges4 coordinate of one edge set.
func edges4Setter(base int) func(*cube.Cubies, int) {
	return func(c *cube.Cubies, v int) { setEdges4(c, v, base) }
}

func edges4Getter(base int) func(*cube.Cubies) int {
	return func(c *cube.Cubies) int { return getEdges4(c, base) }
}

// sliceSetter and sliceGetter adapt the phase-1 slice coordinate (places only).
func sliceSetter(c *cube.Cubies, v int) { setEdges4(c, 24*v, sliceEdges) }
func sliceGetter(c *cube.Cubies) int {
	// getEdges4(c, sliceEdges)/24 without ranking the edges' order:
	// pre-move leaves read it, many per solve.
	a, x := 0, 0
	for j := 11; j >= 0; j-- {
		if c.EP[j] >= sliceEdges {
			a += binom[11-j][x+1]
			x++
		}
	}
	return a
}
