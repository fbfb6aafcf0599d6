package optimal

import (
	"context"

	"cubelab/cube"
)

// moveTables holds how moves and symmetries act on the coordinates. They
// take well under a second to compute, so they are not cached on disk.
type moveTables struct {
	twistMove    []uint16 // twist·18 + move -> twist
	flipMove     []uint16 // flip·18 + move -> flip
	sliceMove    []uint16 // slice·18 + move -> slice
	cornPermMove []uint16 // corner permutation·18 + move -> corner permutation
	// The U-layer corners' places (cornersep.go): after a move, and as
	// S_k⁻¹·c·S_k sees them (places·16 + k).
	cornSepMove [nCornSep * nMoves]uint8
	cornSepConj [nCornSep * nSym]uint8
	twistConj   []uint16 // twist·16 + symmetry k -> twist of S_k⁻¹·c·S_k
	// The flip-slice classes under the 16 symmetries: fsClassSym[x] is
	// 16·class + k for raw flip-slice x, where S_k⁻¹·x·S_k = fsRep[class]
	// (one word, so the search's lookup costs one cache miss, not two).
	fsClassSym []uint32
	fsRep      []uint32
	fsStab     []uint16         // class -> mask of the symmetries that fix its representative
	fsLookup   *flipSliceLookup // what the search reads instead of fsClassSym
	// axisMove[a][m] is move m seen along axis a (see symmetries.axisMove).
	axisMove [3][nMoves]int8
}

// nFSClasses is the number of flip-slice classes (Kociemba's figure; the
// build checks it).
const nFSClasses = 64430

// moveTable tabulates how the 18 moves change a coordinate of size n, given
// how to set a state with that coordinate and how to read it back.
func moveTable(n int, set func(*cube.Cubies, int), get func(*cube.Cubies) int) []uint16 {
	mc := moveCubies()
	t := make([]uint16, n*nMoves)
	for x := range n {
		c := cube.SolvedCubies
		set(&c, x)
		for m := range mc {
			r := c.Mul(mc[m])
			t[x*nMoves+m] = uint16(get(&r))
		}
	}
	return t
}

// newMoveTables computes the move and symmetry tables, the flip-slice
// classes included (a second or so).
func newMoveTables(ctx context.Context) (*moveTables, error) {
	st := syms()
	mt := &moveTables{axisMove: st.axisMove}
	mt.twistMove = moveTable(nTwist, (*cube.Cubies).SetTwist, (*cube.Cubies).Twist)
	mt.flipMove = moveTable(nFlip, (*cube.Cubies).SetFlip, (*cube.Cubies).Flip)
	mt.sliceMove = moveTable(nSlice, setSlice, sliceOf)
	mt.cornPermMove = moveTable(nCornPerm, setCornPerm, cornPermOf)
	mt.newCornSepTables()
	mt.twistConj = make([]uint16, nTwistSym)
	for x := range nTwist {
		c := cube.SolvedCubies
		c.SetTwist(x)
		for k := range st.s {
			r := conjBy(&c, &st.s[k])
			mt.twistConj[x*nSym+k] = uint16(r.Twist())
		}
	}
	fs, err := buildSymClasses(ctx, nFlipSlice, func(c *cube.Cubies, x int) {
		setSlice(c, x/nFlip)
		c.SetFlip(x % nFlip)
	}, flipSliceOf)
	if err != nil {
		return nil, err
	}
	mt.fsClassSym, mt.fsRep, mt.fsStab = fs.classSym, fs.rep, fs.stab
	if mt.fsLookup, err = newFlipSliceLookup(ctx, fs.classSym); err != nil {
		return nil, err
	}
	return mt, nil
}

// symClasses groups the values of a coordinate into classes under the 16
// symmetries: classSym[x] is 16·class + k with S_k⁻¹·x·S_k = rep[class],
// and stab[class] the mask of the symmetries that fix rep[class].
type symClasses struct {
	classSym []uint32
	rep      []uint32
	stab     []uint16
}

// buildSymClasses finds the classes of the coordinate values 0..n-1, given
// how to set a state with a value and read it back.
func buildSymClasses(ctx context.Context, n int, set func(*cube.Cubies, int), get func(*cube.Cubies) int) (symClasses, error) {
	st := syms()
	sc := symClasses{classSym: make([]uint32, n)}
	done := make([]bool, n)
	for x := range n {
		if done[x] {
			continue
		}
		if len(sc.rep)&1023 == 0 && ctx.Err() != nil {
			return sc, ctx.Err()
		}
		cls := uint32(len(sc.rep))
		sc.rep = append(sc.rep, uint32(x))
		c := cube.SolvedCubies
		set(&c, x)
		var stab uint16
		for k := range st.s {
			// y = S_k·x·S_k⁻¹, so S_k⁻¹·y·S_k = x, the representative.
			r := conjBy(&c, &st.s[st.inv[k]])
			y := get(&r)
			if y == x {
				stab |= 1 << k
			}
			if !done[y] {
				done[y] = true
				sc.classSym[y] = cls*nSym + uint32(k)
			}
		}
		sc.stab = append(sc.stab, stab)
	}
	return sc, nil
}
