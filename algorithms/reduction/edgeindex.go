package reduction

import "sync"

// famIndex finds the operations worth evaluating in a state without
// evaluating them all. An operation changes a slot's pairing only where it
// changes what lands on the slot or on the slot's reference; it pairs the
// slot only if the wing landing there reads like the reference landing
// beside it. So each operation is filed under the (wing sticker, reference
// sticker) sources of every slot it changes, and in a state the wings that
// read like some reference (each wing like one, in one of its two ways)
// name the few keys whose operations can make a pair: the count of keys an
// operation is filed under bounds the wings it pairs, and an operation
// under none pairs nothing (its gain is at most 0).
type famIndex struct {
	start []int32 // by key (wing sticker*24 + reference sticker-absSlots): list[start[k]:start[k+1]]
	list  []int32 // operation indices
	// always marks operations moving a wing sticker onto a reference or
	// back, which the keys do not cover: they are always evaluated.
	always []bool
}

const famKeys = absSlots * (absN - absSlots)

// mainIndex builds the index of the main operations on first use.
func (t *edgeTables) mainIndex() *famIndex {
	t.indexOnce.Do(func() { t.index = buildFamIndex(t.main) })
	return t.index
}

func buildFamIndex(fams []edgeFam) *famIndex {
	ix := &famIndex{start: make([]int32, famKeys+1), always: make([]bool, len(fams))}
	type entry struct{ key, fam int32 }
	var entries []entry
	for fi := range fams {
		f := &fams[fi]
		for i, e := range f.edges {
			x := &f.esrc[i]
			r := absSlots + int(e)*2
			for side := range 2 {
				b := int(e)*4 + side*2
				x0, x4 := int(x[side*2]), int(x[4])
				if x0 == b && x4 == r {
					continue // the slot and its reference stay: no change
				}
				if x0 >= absSlots || x4 < absSlots {
					ix.always[fi] = true
					continue
				}
				entries = append(entries, entry{int32(x0*(absN-absSlots) + x4 - absSlots), int32(fi)})
			}
		}
	}
	for _, en := range entries {
		ix.start[en.key+1]++
	}
	for k := range famKeys {
		ix.start[k+1] += ix.start[k]
	}
	ix.list = make([]int32, len(entries))
	fill := append([]int32(nil), ix.start[:famKeys]...)
	for _, en := range entries {
		ix.list[fill[en.key]] = en.fam
		fill[en.key]++
	}
	return ix
}

// count adds to cnt, for every operation, how many of the slots it changes
// would get a wing reading like the reference landing beside it, in the
// orbit state wc.
func (ix *famIndex) count(wc *wingCodes, cnt []uint16) {
	var first [256]int8
	var next [absN - absSlots]int8
	for i := range first {
		first[i] = -1
	}
	for r := absN - 1; r >= absSlots; r-- {
		c := wc[r]
		next[r-absSlots] = first[c]
		first[c] = int8(r - absSlots)
	}
	for s := range absSlots {
		for r := first[wc[s]]; r >= 0; r = next[r] {
			k := s*(absN-absSlots) + int(r)
			for _, fi := range ix.list[ix.start[k]:ix.start[k+1]] {
				cnt[fi]++
			}
		}
	}
}

// indexState is the lazily built index of edgeTables.
type indexState struct {
	indexOnce sync.Once
	index     *famIndex
}
