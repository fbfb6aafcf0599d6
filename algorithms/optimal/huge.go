package optimal

import "context"

// The large configuration is Kociemba's "huge" optimal table: the phase-1
// coordinates with the E-slice edges' order added (so its goal has every
// edge home), indexed by (sorted-slice class, flip) × twist: 788 · 2048 ·
// 2187 = 3.5 billion entries, 1.76 GB at 4 bits.

// nSortedClasses is the number of sorted-slice classes under the 16
// symmetries (Kociemba's figure; the build checks it).
const nSortedClasses = 788

// hugeTables are the symmetry tables of the sorted-slice coordinate, and
// how the flip conjugates.
type hugeTables struct {
	sortedClassSym []uint32 // sorted-slice -> 16·class + k, S_k⁻¹·x·S_k = rep
	sortedRep      []uint32
	sortedStab     []uint16
	// sortedSym[x] packs what the search needs of sorted-slice x in one
	// read: class<<15 | k<<11 | the flip S_k adds to an edge state with
	// its E-slice edges at x's places (flipConjugation.sliceFlip).
	sortedSym []uint32
	*flipConjugation
}

func newHugeTables(ctx context.Context) (*hugeTables, error) {
	sc, err := buildSymClasses(ctx, nSorted, setSorted, sortedOf)
	if err != nil {
		return nil, err
	}
	h := &hugeTables{sortedClassSym: sc.classSym, sortedRep: sc.rep, sortedStab: sc.stab, flipConjugation: newFlipConjugation(),
		sortedSym: make([]uint32, nSorted)}
	for x, cs := range sc.classSym {
		k := cs % nSym
		h.sortedSym[x] = cs/nSym<<15 | k<<11 | uint32(h.sliceFlip[x/24*nSym+int(k)])
	}
	return h, nil
}

// index is where the large table holds a state with those phase-1
// coordinates (and sorted-slice x): its row (class of x, flip conjugated
// to the class's representative) times nTwist plus the conjugated twist.
func (h *hugeTables) index(mt *moveTables, flip, x, twist int) int {
	row, k := h.rowSym(flip, x)
	return row*nTwist + int(mt.twistConj[twist*nSym+k])
}

// rowSym is the large table's row of a state with that flip and
// sorted-slice x, and the symmetry S_k that takes x to its class's
// representative (its twist is read conjugated by S_k).
func (h *hugeTables) rowSym(flip, x int) (row, k int) {
	e := h.sortedSym[x]
	k = int(e >> 11 & (nSym - 1))
	return int(e>>15)*nFlip + int(h.flipConj[k][flip]^uint16(e&(nFlip-1))), k
}

// conjFlip is the flip of S_k⁻¹·c·S_k for a state with that flip and its
// E-slice edges at sorted-slice places x.
func (h *hugeTables) conjFlip(flip, x, k int) int {
	return h.flipOfConj(flip, x/24, k)
}

// hugeShape is the large table: rows (sorted-slice class, flip) × twist.
func hugeShape(mt *moveTables, h *hugeTables) pruneShape {
	return pruneShape{
		rows: len(h.sortedRep) * nFlip,
		step: func(row, m int) (int, int) {
			x, f := int(h.sortedRep[row/nFlip]), row%nFlip
			return h.rowSym(int(mt.flipMove[f*nMoves+m]), int(mt.sortedMove[x*nMoves+m]))
		},
		twins: func(row int, fn func(int, int)) {
			cls, f := row/nFlip, row%nFlip
			x := int(h.sortedRep[cls])
			for k, s := 0, h.sortedStab[cls]; s != 0; k, s = k+1, s>>1 {
				if s&1 != 0 {
					fn(cls*nFlip+h.conjFlip(f, x, k), k)
				}
			}
		},
	}
}
