package twophase

import (
	"context"
	"fmt"

	"cubelab/algorithms"
	"cubelab/cube"
)

// tables is everything the search looks up, about 1 MB in all so that it
// stays in the processor's caches. Phase 1 moves raw coordinates (twist,
// flip, slice) and reduces them by symmetry only to read the pruning tables,
// through raw->class tables of a few kilobytes. Phase 2 moves symmetry
// coordinates (class<<4 | symmetry) of the corner and U/D edge permutations
// directly, so that no raw 8! coordinate is touched per node; the raw->class
// tables of those are read once per phase-2 start.
//
// Phase 1's tables are arrays of fixed size (phase1Tables), the others
// slices.
//
// Indexing: phase-1 move tables x·18+m, phase-2 ones x·10+i (i indexing
// phase2Moves), conjugation tables x·16+s, pruning tables class·nZ+z.
type tables struct {
	phase1Tables

	cornerSym, edgeSym         []uint16 // raw permutation -> class<<4 | sym under group16
	cornerSymMove, edgeSymMove []uint16 // class·10+i -> class<<4 | sym of rep·move
	cornerInv, edgeInv         []uint16 // class -> class<<4 | sym of the representative's inverse
	cornerCombP                []uint8  // class -> U-corner places and parity of the representative
	cornerStab                 []uint16 // class -> symmetries that leave the representative as it is
	mpermMove                  []uint8  // slice-edge order ·10+i
	mpermConj                  []uint8  // slice-edge order ·16+s
	combPMove                  []uint8  // combP·10+i
	combPConj                  []uint8  // combP·16+s
	edgeCombP                  []uint8  // class -> U-edge places and parity of the representative
	eCombPMove, eCombPConj     []uint8  // the same for the U/D edges' U-edge places and parity

	// Phase 2: corner class×slice-edge order, U/D edge class×combP, U/D
	// edge class×slice-edge order, corner class×U-edge places and parity.
	pruneCM, pruneEC, pruneEM, pruneCE nibbles

	symMult   [nSym16][nSym16]uint8 // symMult[a][b] = a·b: conj(conj(x, b), a) = conj(x, a·b)
	symMulInv [nSym16][nSym16]uint8 // symMulInv[a][b] = a·b⁻¹
	symMove2  [nSym16][nPhase2M]uint8
	nPermCls  int
}

// phase1Tables are what phase 1 reads at every node. They are arrays of
// fixed size in one struct, so that the search reaches all of them from one
// pointer with constant bounds: as slices, their pointers and lengths did
// not fit the registers and the loop reloaded them from the stack at every
// lookup.
type phase1Tables struct {
	twistMove [nTwist * nMoves]uint16
	flipMove  [nFlip * nMoves]uint16
	sliceMove [nSlice * nMoves]uint16
	twistConj [nTwist * nSym16]uint16
	sliceConj [nSlice * nSym16]uint16
	twistSym  [nTwist]uint16 // raw twist -> class<<4 | sym under group16
	flipSym   [nFlip]uint16  // raw flip -> class<<4 | sym under flipGroup

	// Pruning tables, 4 bits an entry: twist class×slice, flip
	// class×slice, flip class×twist.
	pruneTS [(nTwistCls*nSlice + 1) / 2]byte
	pruneFS [(nFlipCls*nSlice + 1) / 2]byte
	pruneFT [(nFlipCls*nTwist + 1) / 2]byte

	// tsBytes is pruneTS a byte an entry, derived (derive) rather than
	// stored: phase 1 reads it for every move of every node.
	tsBytes [nTwistCls * nSlice]uint8
}

// Symmetry classes of the phase-1 coordinates, facts of the cube that the
// table build checks.
const (
	nTwistCls = 168 // twists under group16
	nFlipCls  = 336 // flips under flipGroup
)

// hTS, hFS and hFT read the phase-1 pruning tables.
func (p *phase1Tables) hTS(i int) int { return int(p.pruneTS[i>>1]>>(uint(i&1)<<2)) & 15 }
func (p *phase1Tables) hFS(i int) int { return int(p.pruneFS[i>>1]>>(uint(i&1)<<2)) & 15 }
func (p *phase1Tables) hFT(i int) int { return int(p.pruneFT[i>>1]>>(uint(i&1)<<2)) & 15 }

const (
	nCombP       = 2 * nCComb // U-corner places and corner parity
	symQuarterUD = 2          // index of the 90° turn about U-D in syms
)

// nibbles is a table of 4-bit values, two a byte, the low nibble first.
type nibbles []byte

func (p nibbles) get(i int) int { return int(p[i>>1]>>(uint(i&1)<<2)) & 15 }

func packNibbles(v []uint8) nibbles {
	p := make(nibbles, (len(v)+1)/2)
	for i, x := range v {
		p[i>>1] |= min(x, 15) << (uint(i&1) << 2)
	}
	return p
}

// size returns the bytes the tables hold, derived ones included.
func (t *tables) size() int {
	n := 0
	for _, s := range t.wordTables() {
		n += 2 * len(s)
	}
	for _, s := range t.byteTables() {
		n += len(s)
	}
	return n + len(t.tsBytes) // and the derived ones
}

// phase2Index[m] is the index of move m in phase2Moves, or -1.
var phase2Index = func() (t [nMoves]int8) {
	for m := range t {
		t[m] = -1
	}
	for i, m := range phase2Moves {
		t[m] = int8(i)
	}
	return
}()

// getCombP numbers the U-corner places and the corner permutation's parity
// (equal to the edges' in a solvable state).
func getCombP(c *cube.Cubies) int {
	return getCornerComb(c) + nCComb*permParity(c.CP[:])
}

func setCombP(c *cube.Cubies, v int) {
	setCornerComb(c, v%nCComb)
	setParity(c.CP[:], v/nCComb)
}

// getEdgeCombP numbers the U-edge places among the U and D edges and the
// parity of their permutation (phase 2, where the slice edges stay apart).
func getEdgeCombP(c *cube.Cubies) int {
	return getEdgeComb(c) + nCComb*permParity(c.EP[:8])
}

func setEdgeCombP(c *cube.Cubies, v int) {
	setEdgeComb(c, v%nCComb)
	setParity(c.EP[:8], v/nCComb)
}

// setParity gives the eight pieces of p (U pieces 0..3, D pieces 4..7) the
// permutation parity par: swapping two D pieces keeps every U piece's place
// and flips the parity.
func setParity[T ~uint8](p []T, par int) {
	if permParity(p) == par {
		return
	}
	i, j := -1, -1
	for k := 0; k < 8 && j < 0; k++ {
		if p[k] >= 4 {
			if i < 0 {
				i = k
			} else {
				j = k
			}
		}
	}
	p[i], p[j] = p[j], p[i]
}

func permParity[T ~uint8](p []T) int {
	par := 0
	for i := range p {
		for j := i + 1; j < len(p); j++ {
			if p[j] < p[i] {
				par ^= 1
			}
		}
	}
	return par
}

// getMPerm is the order of the slice edges, meaningful once they are in the
// slice (phase 2).
func getMPerm(c *cube.Cubies) int { return getEdges4(c, sliceEdges) }

func setMPerm(c *cube.Cubies, v int) { setEdges4(c, v, sliceEdges) }

// symCoord is a symmetry-reduced coordinate under construction.
type symCoord struct {
	packed []uint16 // raw -> class<<4 | sym
	rep    []uint32
	stab   []uint16
}

func newSymCoord(ctx context.Context, n int, group []int, st *symTables, conjRaw func(x, s int) int) (symCoord, error) {
	sc, err := buildClasses(ctx, n, group, st, conjRaw)
	if err != nil {
		return symCoord{}, err
	}
	out := symCoord{packed: make([]uint16, n), rep: sc.rep, stab: sc.stab}
	for i := range out.packed {
		out.packed[i] = sc.class[i]<<4 | uint16(sc.sym[i])
	}
	return out, nil
}

// buildTables computes all tables from scratch.
func buildTables(ctx context.Context) (*tables, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	st := syms()
	t := &tables{}
	for a := 0; a < nSym16; a++ {
		for b := 0; b < nSym16; b++ {
			p := st.cube[a].Mul(st.cube[b])
			for k := 0; k < nSym16; k++ {
				if st.cube[k] == p {
					t.symMult[a][b] = uint8(k)
				}
			}
		}
		for i, m := range phase2Moves {
			t.symMove2[a][i] = uint8(phase2Index[st.move[a][m]])
		}
	}
	for a := 0; a < nSym16; a++ {
		for b := 0; b < nSym16; b++ {
			t.symMulInv[a][b] = t.symMult[a][st.inv[b]]
		}
	}

	copy(t.twistMove[:], buildMoveTable(nTwist, allMoves[:], (*cube.Cubies).SetTwist, (*cube.Cubies).Twist))
	copy(t.flipMove[:], buildMoveTable(nFlip, allMoves[:], (*cube.Cubies).SetFlip, (*cube.Cubies).Flip))
	copy(t.sliceMove[:], buildMoveTable(nSlice, allMoves[:], sliceSetter, sliceGetter))
	copy(t.twistConj[:], buildConjTable(nTwist, st, (*cube.Cubies).SetTwist, (*cube.Cubies).Twist))
	copy(t.sliceConj[:], buildConjTable(nSlice, st, sliceSetter, sliceGetter))
	mpermConj := buildConjTable(nPerm4, st, setMPerm, getMPerm)
	mpermMove := buildMoveTable(nPerm4, phase2Moves[:], setMPerm, getMPerm)
	combPConj := buildConjTable(nCombP, st, setCombP, getCombP)
	combPMove := buildMoveTable(nCombP, phase2Moves[:], setCombP, getCombP)
	t.mpermConj, t.mpermMove = narrow(mpermConj), narrow(mpermMove)
	t.combPConj, t.combPMove = narrow(combPConj), narrow(combPMove)
	t.eCombPConj = narrow(buildConjTable(nCombP, st, setEdgeCombP, getEdgeCombP))
	t.eCombPMove = narrow(buildMoveTable(nCombP, phase2Moves[:], setEdgeCombP, getEdgeCombP))
	if err := ctx.Err(); err != nil {
		return nil, err
	}

	conjWith := func(set func(*cube.Cubies, int), get func(*cube.Cubies) int, edges bool) func(x, s int) int {
		return func(x, s int) int {
			c := cube.SolvedCubies
			set(&c, x)
			var r cube.Cubies
			if edges {
				r = conjEdges(&c, s, st)
			} else {
				r = conjCorners(&c, s, st)
			}
			return get(&r)
		}
	}
	twist, err := newSymCoord(ctx, nTwist, group16, st, func(x, s int) int { return int(t.twistConj[x*nSym16+s]) })
	if err != nil {
		return nil, err
	}
	flip, err := newSymCoord(ctx, nFlip, flipGroup(st), st, conjWith((*cube.Cubies).SetFlip, (*cube.Cubies).Flip, true))
	if err != nil {
		return nil, err
	}
	corner, err := newSymCoord(ctx, nPerm8, group16, st, conjWith(setCornerPerm, getCornerPerm, false))
	if err != nil {
		return nil, err
	}
	edge, err := newSymCoord(ctx, nPerm8, group16, st, conjWith(setUDEdgePerm, getUDEdgePerm, true))
	if err != nil {
		return nil, err
	}
	if len(twist.rep) != nTwistCls || len(flip.rep) != nFlipCls {
		return nil, fmt.Errorf("%d twist and %d flip classes, want %d and %d", len(twist.rep), len(flip.rep), nTwistCls, nFlipCls)
	}
	copy(t.twistSym[:], twist.packed)
	copy(t.flipSym[:], flip.packed)
	t.cornerSym, t.edgeSym = corner.packed, edge.packed
	t.nPermCls = len(corner.rep)
	t.cornerSymMove = t.symMoveTable(corner, setCornerPerm, getCornerPerm, t.cornerSym)
	t.edgeSymMove = t.symMoveTable(edge, setUDEdgePerm, getUDEdgePerm, t.edgeSym)
	t.cornerInv = invTable(corner, setCornerPerm, getCornerPerm, t.cornerSym)
	t.edgeInv = invTable(edge, setUDEdgePerm, getUDEdgePerm, t.edgeSym)
	t.cornerStab = corner.stab
	t.cornerCombP = make([]uint8, len(corner.rep))
	for c, r := range corner.rep {
		cc := cube.SolvedCubies
		setCornerPerm(&cc, int(r))
		t.cornerCombP[c] = uint8(getCombP(&cc))
	}
	t.edgeCombP = make([]uint8, len(edge.rep))
	for c, r := range edge.rep {
		cc := cube.SolvedCubies
		setUDEdgePerm(&cc, int(r))
		t.edgeCombP[c] = uint8(getEdgeCombP(&cc))
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}

	t.allocatePhase2Pruning(t.nPermCls)
	for _, p := range t.pruneSpecs(twist, flip, corner, edge) {
		tab, err := p.spec.build(ctx)
		if err != nil {
			return nil, err
		}
		if packed := packNibbles(tab); len(packed) != len(p.dst) {
			return nil, fmt.Errorf("pruning table %s: %d bytes, want %d", p.spec.name, len(packed), len(p.dst))
		} else {
			copy(p.dst, packed)
		}
	}
	t.derive()
	return t, nil
}

// derive computes the tables that follow from the stored ones.
func (t *tables) derive() {
	for i := range t.tsBytes {
		t.tsBytes[i] = uint8(t.hTS(i))
	}
}

// narrow copies a table of small values into bytes.
func narrow(v []uint16) []uint8 {
	out := make([]uint8, len(v))
	for i, x := range v {
		out[i] = uint8(x)
	}
	return out
}

// symMoveTable returns class·10+i -> symmetry coordinate of rep·phase2Moves[i].
func (t *tables) symMoveTable(sc symCoord, set func(*cube.Cubies, int), get func(*cube.Cubies) int, raw []uint16) []uint16 {
	mc := moveCubies()
	out := make([]uint16, len(sc.rep)*nPhase2M)
	for c, r := range sc.rep {
		x := cube.SolvedCubies
		set(&x, int(r))
		for i, m := range phase2Moves {
			y := x.Mul(mc[m])
			out[c*nPhase2M+i] = raw[get(&y)]
		}
	}
	return out
}

// invTable returns class -> symmetry coordinate of the representative's
// inverse.
func invTable(sc symCoord, set func(*cube.Cubies, int), get func(*cube.Cubies) int, raw []uint16) []uint16 {
	out := make([]uint16, len(sc.rep))
	for c, r := range sc.rep {
		x := cube.SolvedCubies
		set(&x, int(r))
		y := x.Inverse()
		out[c] = raw[get(&y)]
	}
	return out
}

type namedPrune struct {
	spec *pruneSpec
	dst  []byte // where the packed table goes
}

// pruneSpecs describes the five pruning tables in terms of the other tables.
func (t *tables) pruneSpecs(twist, flip, corner, edge symCoord) []namedPrune {
	p1 := func(m []uint16, sym []uint16, rep []uint32) func(c, k int) int {
		return func(c, k int) int { return int(sym[m[int(rep[c])*nMoves+k]]) }
	}
	sliceMove := func(z, k int) int { return int(t.sliceMove[z*nMoves+k]) }
	p2 := func(m []uint16) func(c, k int) int { return func(c, k int) int { return int(m[c*nPhase2M+k]) } }
	conj8 := func(tab []uint8) func(z, s int) int { return func(z, s int) int { return int(tab[z*nSym16+s]) } }
	conj16 := func(tab []uint16) func(z, s int) int { return func(z, s int) int { return int(tab[z*nSym16+s]) } }
	move8 := func(tab []uint8) func(z, k int) int { return func(z, k int) int { return int(tab[z*nPhase2M+k]) } }
	return []namedPrune{
		{&pruneSpec{name: "twist×slice", nX: len(twist.rep), stab: twist.stab, nZ: nSlice, zConj: conj16(t.sliceConj[:]), moves: nMoves,
			moveX: p1(t.twistMove[:], t.twistSym[:], twist.rep), moveZ: sliceMove}, t.pruneTS[:]},
		{&pruneSpec{name: "flip×slice", nX: len(flip.rep), stab: flip.stab, nZ: nSlice, zConj: conj16(t.sliceConj[:]), moves: nMoves,
			moveX: p1(t.flipMove[:], t.flipSym[:], flip.rep), moveZ: sliceMove}, t.pruneFS[:]},
		{&pruneSpec{name: "flip×twist", nX: len(flip.rep), stab: flip.stab, nZ: nTwist, zConj: conj16(t.twistConj[:]), moves: nMoves,
			moveX: p1(t.flipMove[:], t.flipSym[:], flip.rep), moveZ: func(z, k int) int { return int(t.twistMove[z*nMoves+k]) }}, t.pruneFT[:]},
		{&pruneSpec{name: "corners×slice order", nX: len(corner.rep), stab: corner.stab, nZ: nPerm4, zConj: conj8(t.mpermConj), moves: nPhase2M,
			moveX: p2(t.cornerSymMove), moveZ: move8(t.mpermMove)}, t.pruneCM},
		{&pruneSpec{name: "U/D edges×U-corner places", nX: len(edge.rep), stab: edge.stab, nZ: nCombP, zConj: conj8(t.combPConj), moves: nPhase2M,
			moveX: p2(t.edgeSymMove), moveZ: move8(t.combPMove)}, t.pruneEC},
		{&pruneSpec{name: "U/D edges×slice order", nX: len(edge.rep), stab: edge.stab, nZ: nPerm4, zConj: conj8(t.mpermConj), moves: nPhase2M,
			moveX: p2(t.edgeSymMove), moveZ: move8(t.mpermMove)}, t.pruneEM},
		{&pruneSpec{name: "corners×U-edge places", nX: len(corner.rep), stab: corner.stab, nZ: nCombP, zConj: conj8(t.eCombPConj), moves: nPhase2M,
			moveX: p2(t.cornerSymMove), moveZ: move8(t.eCombPMove)}, t.pruneCE},
	}
}

// theTables makes the tables once for whoever waits for them, each only
// as long as its context lives (algorithms.SharedBuild; a plain mutex held
// for the whole load kept a request past its deadline, forever when the
// load itself hung).
var theTables = newTablesBuild()

func newTablesBuild() *algorithms.SharedBuild[*tables] {
	return &algorithms.SharedBuild[*tables]{
		Build: func(ctx context.Context, _ func(string, float64)) (*tables, error) { return loadOrBuildTables(ctx) },
	}
}

// Prepare loads the solver's tables (about 1 MB) from the table cache, or
// builds them (a tenth of a second or two) and saves them there, so that
// the first solve does not pay for it. Solves call it
// themselves; it is safe to call from several goroutines and does the work
// once per process. It returns ctx's error as soon as ctx ends (a build
// nobody waits for then stops, the next call starting over).
func Prepare(ctx context.Context) error {
	_, err := getTables(ctx)
	return err
}

func getTables(ctx context.Context) (*tables, error) { return theTables.Get(ctx, nil) }
