package twophase

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	"cubelab/cube"
)

// tables is everything the search looks up. Move tables are indexed
// x·18+m (phase-2 ones x·10+i with i indexing phase2Moves), conjugation
// tables x·16+s, pruning tables class·nZ+z.
type tables struct {
	twistMove  []uint16
	flipMove   []uint16
	edges4Move [3][]uint16 // by edge set: U, D, slice edges
	cornerMove []uint16
	udEdgeMove []uint16 // phase-2 moves only
	cCombMove  []uint16 // phase-2 moves only

	twistConj []uint16
	sliceConj []uint16
	perm4Conj []uint16 // slice-edge order (edges4 of the slice set below 24)
	cCombConj []uint16

	twistCls     symClasses // under group16
	flipCls      symClasses // under flipGroup
	flipSliceCls symClasses // flip·495+slice under group16
	cornerCls    symClasses // corner permutation under group16
	udEdgeCls    symClasses // U/D edge permutation under group16

	// Phase 1: twist×slice, flip×slice and flip×twist; phase 2: corner
	// permutation×slice order, U/D edge permutation×slice order and U/D
	// edge permutation×U-corner places.
	pruneTS, pruneFS, pruneFT, pruneCS, pruneES, pruneEC []uint8

	// Derived after building or loading, not cached: class<<4 | sym for
	// the classes the search looks up, one memory access instead of two.
	twistCS, flipCS, cornerCS, udEdgeCS, flipSliceCS []uint32
	cComb                                            []uint8 // corner permutation -> U-corner places
}

// derive fills the packed class-and-symmetry arrays.
func (t *tables) derive() {
	pack := func(sc *symClasses) []uint32 {
		out := make([]uint32, len(sc.class))
		for i := range out {
			out[i] = uint32(sc.class[i])<<4 | uint32(sc.sym[i]&15)
		}
		return out
	}
	t.twistCS, t.flipCS = pack(&t.twistCls), pack(&t.flipCls)
	t.cornerCS, t.udEdgeCS = pack(&t.cornerCls), pack(&t.udEdgeCls)
	t.flipSliceCS = pack(&t.flipSliceCls)
	t.cComb = make([]uint8, nPerm8)
	for x := range t.cComb {
		c := cube.SolvedCubies
		setCornerPerm(&c, x)
		t.cComb[x] = uint8(getCornerComb(&c))
	}
}

// buildTables computes all tables from scratch.
func buildTables(ctx context.Context) (*tables, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	st := syms()
	t := &tables{}
	t.twistMove = buildMoveTable(nTwist, allMoves[:], setTwist, getTwist)
	t.flipMove = buildMoveTable(nFlip, allMoves[:], setFlip, getFlip)
	for i, base := range []int{uEdges, dEdges, sliceEdges} {
		t.edges4Move[i] = buildMoveTable(nEdges4, allMoves[:], edges4Setter(base), edges4Getter(base))
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	t.cornerMove = buildMoveTable(nPerm8, allMoves[:], setCornerPerm, getCornerPerm)
	t.udEdgeMove = buildMoveTable(nPerm8, phase2Moves[:], setUDEdgePerm, getUDEdgePerm)
	t.cCombMove = buildMoveTable(nCComb, phase2Moves[:], setCornerComb, getCornerComb)
	t.cCombConj = buildConjTable(nCComb, st, setCornerComb, getCornerComb)
	t.twistConj = buildConjTable(nTwist, st, setTwist, getTwist)
	t.sliceConj = buildConjTable(nSlice, st, sliceSetter, sliceGetter)
	t.perm4Conj = buildConjTable(nPerm4, st, edges4Setter(sliceEdges), edges4Getter(sliceEdges))
	if err := ctx.Err(); err != nil {
		return nil, err
	}

	var err error
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
	if t.twistCls, err = buildClasses(ctx, nTwist, group16, st, func(x, s int) int { return int(t.twistConj[x*nSym16+s]) }); err != nil {
		return nil, err
	}
	if t.flipCls, err = buildClasses(ctx, nFlip, flipGroup(st), st, conjWith(setFlip, getFlip, true)); err != nil {
		return nil, err
	}
	setFlipSlice := func(c *cube.Cubies, x int) { setEdges4(c, 24*(x%nSlice), sliceEdges); setFlip(c, x/nSlice) }
	getFlipSlice := func(c *cube.Cubies) int { return getFlip(c)*nSlice + getEdges4(c, sliceEdges)/24 }
	if t.flipSliceCls, err = buildClasses(ctx, nFlip*nSlice, group16, st, conjWith(setFlipSlice, getFlipSlice, true)); err != nil {
		return nil, err
	}
	if t.cornerCls, err = buildClasses(ctx, nPerm8, group16, st, conjWith(setCornerPerm, getCornerPerm, false)); err != nil {
		return nil, err
	}
	if t.udEdgeCls, err = buildClasses(ctx, nPerm8, group16, st, conjWith(setUDEdgePerm, getUDEdgePerm, true)); err != nil {
		return nil, err
	}

	for _, p := range t.pruneSpecs() {
		tab, err := p.spec.build(ctx)
		if err != nil {
			return nil, fmt.Errorf("building tables: %w", err)
		}
		*p.dst = tab
	}
	return t, nil
}

type namedPrune struct {
	spec *pruneSpec
	dst  *[]uint8
}

// pruneSpecs describes the five pruning tables in terms of the other tables.
func (t *tables) pruneSpecs() []namedPrune {
	slice := t.edges4Move[2]
	sliceMove := func(z, k int) int { return int(slice[z*24*nMoves+k]) / 24 }
	p2 := phase2Moves[:]
	perm4Move := func(z, k int) int { return int(slice[z*nMoves+int(p2[k])]) }
	return []namedPrune{
		{&pruneSpec{name: "twist×slice", cls: &t.twistCls, nZ: nSlice, zConj: t.sliceConj, moves: allMoves[:],
			moveX: func(x, k int) int { return int(t.twistMove[x*nMoves+k]) }, moveZ: sliceMove}, &t.pruneTS},
		{&pruneSpec{name: "flip×slice", cls: &t.flipSliceCls, moves: allMoves[:],
			moveX: func(x, k int) int {
				return int(t.flipMove[x/nSlice*nMoves+k])*nSlice + sliceMove(x%nSlice, k)
			}}, &t.pruneFS},
		{&pruneSpec{name: "flip×twist", cls: &t.flipCls, nZ: nTwist, zConj: t.twistConj, moves: allMoves[:],
			moveX: func(x, k int) int { return int(t.flipMove[x*nMoves+k]) },
			moveZ: func(z, k int) int { return int(t.twistMove[z*nMoves+k]) }}, &t.pruneFT},
		{&pruneSpec{name: "corners×slice order", cls: &t.cornerCls, nZ: nPerm4, zConj: t.perm4Conj, moves: p2,
			moveX: func(x, k int) int { return int(t.cornerMove[x*nMoves+int(p2[k])]) }, moveZ: perm4Move}, &t.pruneCS},
		{&pruneSpec{name: "U/D edges×slice order", cls: &t.udEdgeCls, nZ: nPerm4, zConj: t.perm4Conj, moves: p2,
			moveX: func(x, k int) int { return int(t.udEdgeMove[x*nPhase2M+k]) }, moveZ: perm4Move}, &t.pruneES},
		{&pruneSpec{name: "U/D edges×U-corner places", cls: &t.udEdgeCls, nZ: nCComb, zConj: t.cCombConj, moves: p2,
			moveX: func(x, k int) int { return int(t.udEdgeMove[x*nPhase2M+k]) },
			moveZ: func(z, k int) int { return int(t.cCombMove[z*nPhase2M+k]) }}, &t.pruneEC},
	}
}

var (
	loadMu sync.Mutex
	loaded atomic.Pointer[tables]
)

// Prepare builds the solver's tables, or loads them from the disk cache, so
// that the first solve does not pay for it. Solves call it themselves; it is
// safe to call from several goroutines and does the work once per process
// (unless ctx ends first, in which case the next call starts over).
func Prepare(ctx context.Context) error {
	_, err := getTables(ctx)
	return err
}

func getTables(ctx context.Context) (*tables, error) {
	if t := loaded.Load(); t != nil {
		return t, nil
	}
	loadMu.Lock()
	defer loadMu.Unlock()
	if t := loaded.Load(); t != nil {
		return t, nil
	}
	t, _, err := obtainTables(ctx, CacheDir())
	if err != nil {
		return nil, err
	}
	loaded.Store(t)
	return t, nil
}
