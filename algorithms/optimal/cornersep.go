package optimal

import (
	"context"

	"cubelab/cube"
)

// The large configuration's edge table is Kociemba's phase-1 coordinates
// with where the U-layer corners are added (the shape of Rokicki's nxopt
// table): (flip-slice class, U-corner places) × twist, 64,430 · 70 · 2,187
// = 9.86 billion entries. Its goal keeps every corner untwisted in its own
// layer, every edge flipped right and the E-slice edges in their slice, so
// of the 18 moves only U and D turns keep it (R2 takes U corners down).
// Its entries are 3.8% at most 9, 28.5% 10, 62.3% 11 and 5.3% 12 or 13,
// where Kociemba's huge table of 3.5 billion entries has about 10%, 49%,
// 41% and 0.3%.
//
// At 4 bits an entry it would take 4.9 GB, at 2 bits 2.5 GB, both over
// the configuration's 2 GiB; it keeps three values instead, five entries a
// byte (3⁵ = 243), 1.97 GB: tritBase (9) or less, 10, and 11 or more.
// Most of the search's states lie 8 to 10 moves from their end, where a
// 10 or an 11 prunes (keeping 11 and 12 apart instead, so losing 10, was
// 2.5 to 3 times as slow); with fewer moves left the search reads the
// phase-1 table (flip-slice class × twist, 70 MB), whose entry for a state
// is the large one's index with the places divided out (fsIndexOfSep).
// The build keeps two bits an entry (distances modulo 3, buildPrune's
// mod3), stops once depth 10 is known and packs the table in place
// (packTrits): 2.6 GB at its peak.

// nSepEntries is the number of entries of the large edge table.
const nSepEntries = nFSClasses * nCornSep * nTwist

// sepRowTwist is the stride of a flip-slice class in the large edge table.
const sepRowTwist = nCornSep * nTwist

// newCornSepTables fills how moves and the 16 symmetries act on the
// U-corner places.
func (mt *moveTables) newCornSepTables() {
	for i, v := range moveTable(nCornSep, setCornSep, cornSepOf) {
		mt.cornSepMove[i] = uint8(v)
	}
	st := syms()
	for x := range nCornSep {
		c := cube.SolvedCubies
		setCornSep(&c, x)
		for k := range st.s {
			r := conjBy(&c, &st.s[k])
			mt.cornSepConj[x*nSym+k] = uint8(cornSepOf(&r))
		}
	}
}

// sepIndex is where the large edge table holds a state with those
// coordinates along one axis.
func (t *tables) sepIndex(a axisCoords) int {
	mt := t.mt
	cs := mt.fsLookup.classSym(int(a.flip), int(a.slice))
	k := cs % nSym
	return (cs/nSym*nCornSep+int(mt.cornSepConj[int(a.csep)*nSym+k]))*nTwist + int(mt.twistConj[int(a.twist)*nSym+k])
}

// fsIndexOfSep is the phase-1 table's index of the state at large-table
// index i: the same flip-slice class and conjugated twist.
func fsIndexOfSep(i int) int { return i/sepRowTwist*nTwist + i%nTwist }

// sepShape is the large edge table's shape for buildPrune: rows
// (flip-slice class, U-corner places) × twist.
func sepShape(mt *moveTables) pruneShape {
	return pruneShape{
		rows: len(mt.fsRep) * nCornSep,
		step: func(row, m int) (int, int) {
			cls, k := mt.fsStep(row/nCornSep, m)
			return cls*nCornSep + int(mt.cornSepConj[int(mt.cornSepMove[row%nCornSep*nMoves+m])*nSym+k]), k
		},
		stab: func(row int) uint16 { return mt.fsStab[row/nCornSep] },
		twin: func(row, k int) int {
			cls, cp := row/nCornSep, row%nCornSep
			return cls*nCornSep + int(mt.cornSepConj[cp*nSym+k])
		},
	}
}

// trits is a table of three-valued entries, five to a byte (the byte is
// the base-3 number of its entries, the first lowest), four bytes to a
// word: 0 for tritBase or less, 1 for tritBase+1, 2 for more.
type trits []uint32

func tritWords(entries int) int { return ((entries+4)/5 + 3) / 4 }

// tritBase is the largest distance the large table does not tell apart
// from smaller ones: its entries are 0 for tritBase or less, tritBase+1,
// and tritBase+2 for that or more.
const tritBase = 9

// tritDist[j][b] is the distance entry j of byte b stands for: 0 (tritBase
// or less), tritBase+1 or tritBase+2.
var tritDist = func() (t [5][256]uint8) {
	for b := range 243 {
		v := b
		for j := range 5 {
			t[j][b] = [3]uint8{0, tritBase + 1, tritBase + 2}[v%3]
			v /= 3
		}
	}
	return
}()

// at is entry i's distance: tritBase+1, tritBase+2 (or more), or 0 for
// tritBase or less.
func (t trits) at(i int) int {
	q, j := i/5, i%5
	return int(tritDist[j][uint8(t[q>>2]>>(uint(q&3)*8))])
}

// tritOf10[x] is the trits byte of the five 2-bit build entries in the
// ten bits of x (the first lowest), as buildPrune leaves the large table
// with mod3 and stopAfter tritBase+1: the residue of tritBase+1 marks the
// entries at tritBase+1, all ones those farther, the other two residues
// those at tritBase or less.
var tritOf10 = func() (t [1024]uint8) {
	level := [4]int{}
	level[(tritBase+1)%3] = 1
	level[3] = 2
	for x := range t {
		v, pow := 0, 1
		for j := range 5 {
			v += level[x>>(2*j)&3] * pow
			pow *= 3
		}
		t[x] = uint8(v)
	}
	return
}()

// packTrits packs the large table's build entries (2-bit, buildPrune with
// mod3 up to tritBase+1) into trits in place, twenty entries at a time: five
// bytes of build entries become the four of a trits word, which lies before
// them, so the table never needs a second copy. It returns the trits, the
// front of src's words (the rest is left over).
func packTrits(ctx context.Context, src cells, entries int) (trits, error) {
	b := wordBytes(src.w)
	groups := tritWords(entries)
	for g := range groups {
		if g&(1<<20-1) == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		var x uint64 // 40 bits, entries 20g .. 20g+19
		for k := 4; k >= 0; k-- {
			x <<= 8
			if 5*g+k < len(b) {
				x |= uint64(b[5*g+k])
			} else {
				x |= 0xFF // past the end: unknown
			}
		}
		src.w[g] = uint32(tritOf10[x&1023]) | uint32(tritOf10[x>>10&1023])<<8 |
			uint32(tritOf10[x>>20&1023])<<16 | uint32(tritOf10[x>>30&1023])<<24
	}
	return trits(src.w[:groups]), nil
}
