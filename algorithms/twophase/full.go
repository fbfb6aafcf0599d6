package twophase

import (
	"context"
	"fmt"

	"cubelab/algorithms/mod3"
	"cubelab/cube"
)

// The full phase-1 table holds every phase-1 position's exact distance to
// H: its (flip, slice) pair reduced by the 16 symmetries that keep the U-D
// axis (64,430 classes) times the raw twist, 140,908,410 entries. As
// min2phase's optional "full" table (Kociemba's Cube Explorer has the
// same), it stores each distance modulo 3 in two bits (package mod3, 35
// MB): a child's distance is within one of its parent's, so the parent's
// exact distance and the child's entry give the child's. Phase 1 with it visits few
// nodes that lead to no phase-1 solution of the length it searches; with
// the small tables alone (tables.go), on random cubes at 600,000 nodes,
// only about one phase-1 node in eleven led to one. The search
// (phase1Root, phase1) reads a position's entry once the small tables'
// bound leaves fewer than three candidates for its distance (exactNear),
// and from then on knows every child's exactly. (Package optimal keeps
// the same distances at four bits, 70 MB, for its IDA*, which reads one
// at every node and along three axes; the two packages share no tables.)
const (
	nFlipSlice    = nSlice * nFlip // raw (flip, slice): slice·2048 + flip
	nFlipSliceCls = 64430          // its classes under group16, a fact the build checks
	nFull         = nFlipSliceCls * nTwist
)

// fullTable is the full phase-1 table with the symmetry reduction it is
// indexed by.
type fullTable struct {
	fs   []uint32 // raw (flip, slice) -> class<<4 | sym
	dist mod3.Table
}

// index is the entry of the phase-1 position (twist, flip, slice).
func (f *fullTable) index(t *phase1Tables, tw, fl, sl int) int {
	cs := f.fs[sl*nFlip+fl]
	return int(cs>>4)*nTwist + int(t.twistConj[tw*nSym16+int(cs&15)])
}

// flipSliceCoord is the symmetry reduction of the raw (flip, slice) pairs.
type flipSliceCoord struct {
	packed []uint32 // raw -> class<<4 | sym
	rep    []uint32
	stab   []uint16
}

// flipSliceClasses reduces the raw (flip, slice) pairs by group16.
func flipSliceClasses(ctx context.Context, st *symTables) (flipSliceCoord, error) {
	sc, err := buildClasses(ctx, nFlipSlice, group16, st, func(x, s int) int {
		c := cube.SolvedCubies
		sliceSetter(&c, x/nFlip)
		c.SetFlip(x % nFlip)
		r := conjEdges(&c, s, st)
		return sliceGetter(&r)*nFlip + r.Flip()
	})
	if err != nil {
		return flipSliceCoord{}, err
	}
	if len(sc.rep) != nFlipSliceCls {
		return flipSliceCoord{}, fmt.Errorf("%d (flip, slice) classes, want %d", len(sc.rep), nFlipSliceCls)
	}
	out := flipSliceCoord{packed: make([]uint32, nFlipSlice), rep: sc.rep, stab: sc.stab}
	for i := range out.packed {
		out.packed[i] = uint32(sc.class[i])<<4 | uint32(sc.sym[i])
	}
	return out, nil
}

// buildFull computes the full table from the small tables' move and
// conjugation tables, reporting the fraction of entries filled.
func buildFull(ctx context.Context, t *tables, progress func(float64)) (*fullTable, error) {
	st := syms()
	sc, err := flipSliceClasses(ctx, st)
	if err != nil {
		return nil, err
	}
	f := &fullTable{fs: sc.packed, dist: mod3.New(nFull)}
	// Each class's representative after each move: class and symmetry.
	moveCls := make([]uint16, nFlipSliceCls*nMoves)
	moveSym := make([]uint8, nFlipSliceCls*nMoves)
	for c, r := range sc.rep {
		fl, sl := int(r)%nFlip, int(r)/nFlip
		for m := 0; m < nMoves; m++ {
			cs := f.fs[int(t.sliceMove[sl*nMoves+m])*nFlip+int(t.flipMove[fl*nMoves+m])]
			moveCls[c*nMoves+m], moveSym[c*nMoves+m] = uint16(cs>>4), uint8(cs&15)
		}
	}
	filled := 0
	set := func(c, tw int, v uint32) {
		if !f.dist.Set(c*nTwist+tw, v) {
			return
		}
		filled++
		// A symmetric representative: the twists its symmetries map tw
		// to are the same position, and lookups may land on any.
		for s, stab := 1, sc.stab[c]; stab>>s != 0; s++ {
			if stab>>s&1 != 0 && f.dist.Set(c*nTwist+int(t.twistConj[tw*nSym16+s]), v) {
				filled++
			}
		}
	}
	set(0, 0, 0)
	for d := 0; filled < nFull; d++ {
		if d > 12 {
			return nil, fmt.Errorf("full phase-1 table: %d of %d entries unreached", nFull-filled, nFull)
		}
		before := filled
		r, nr := uint32(d%3), uint32((d+1)%3)
		// Forward (from the entries at d, and those at d-3, d-6..., whose
		// neighbours are all filled) while few are filled, then backward:
		// each unfilled entry looks for a neighbour at d.
		backward := filled > nFull/3
		for c := 0; c < nFlipSliceCls; c++ {
			if c&1023 == 0 {
				if err := ctx.Err(); err != nil {
					return nil, err
				}
				if progress != nil {
					progress(float64(filled) / nFull)
				}
			}
			mc, ms := moveCls[c*nMoves:c*nMoves+nMoves], moveSym[c*nMoves:c*nMoves+nMoves]
			for tw := 0; tw < nTwist; tw++ {
				v := f.dist.Get(c*nTwist + tw)
				if backward {
					if v != mod3.Unreached {
						continue
					}
					for m := 0; m < nMoves; m++ {
						tw2 := int(t.twistConj[int(t.twistMove[tw*nMoves+m])*nSym16+int(ms[m])])
						if f.dist.Get(int(mc[m])*nTwist+tw2) == r {
							set(c, tw, nr)
							break
						}
					}
					continue
				}
				if v != r {
					continue
				}
				for m := 0; m < nMoves; m++ {
					set(int(mc[m]), int(t.twistConj[int(t.twistMove[tw*nMoves+m])*nSym16+int(ms[m])]), nr)
				}
			}
		}
		if filled == before {
			return nil, fmt.Errorf("full phase-1 table: no entry at distance %d (%d of %d filled)", d+1, filled, nFull)
		}
	}
	if progress != nil {
		progress(1)
	}
	return f, nil
}
