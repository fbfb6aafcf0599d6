package optimal

import (
	"context"

	"cubelab/cube"
)

// flipConjugation tells the flip of a conjugate S_k⁻¹·c·S_k from c's flip
// and where c's E-slice edges are: conjugating permutes the flips and adds
// the symmetry's own flips, which depend only on where the E-slice edges
// are (a quarter turn about U-D flips an edge between the E slice and the
// U and D layers' orientation rules).
type flipConjugation struct {
	flipConj  [nSym][nFlip]uint16
	sliceFlip []uint16 // slice·16 + k
}

func newFlipConjugation() *flipConjugation {
	fc := &flipConjugation{sliceFlip: make([]uint16, nSlice*nSym)}
	st := syms()
	for k := range st.s {
		zero := cube.SolvedCubies
		zr := conjBy(&zero, &st.s[k])
		base := zr.Flip()
		for f := range nFlip {
			c := cube.SolvedCubies
			c.SetFlip(f)
			r := conjBy(&c, &st.s[k])
			fc.flipConj[k][f] = uint16(r.Flip() ^ base)
		}
		for s := range nSlice {
			c := cube.SolvedCubies
			setSlice(&c, s)
			r := conjBy(&c, &st.s[k])
			fc.sliceFlip[s*nSym+k] = uint16(r.Flip())
		}
	}
	return fc
}

// flipOfConj is the flip of S_k⁻¹·c·S_k for a state with that flip and its
// E-slice edges at slice places s.
func (fc *flipConjugation) flipOfConj(flip, s, k int) int {
	return int(fc.flipConj[k][flip] ^ fc.sliceFlip[s*nSym+k])
}

// flipSliceLookup finds a raw flip-slice's class and symmetry in steps that
// stay in the processor's caches, where the direct table (fsClassSym, 4 MB)
// misses them at nearly every node: conjugate the slice to its class's
// representative (S_k1), then look the conjugated flip up among the rows of
// the representative slices only (about 400 KB), whose symmetry S_k2
// follows: S_k = S_k1·S_k2.
type flipSliceLookup struct {
	sliceClassSym []uint16 // slice -> 16·slice class + k1
	repRows       []uint32 // slice class·2048 + flip -> 16·flip-slice class + k2
	symMul        [nSym][nSym]uint8
	*flipConjugation
}

func newFlipSliceLookup(ctx context.Context, fsClassSym []uint32) (*flipSliceLookup, error) {
	sc, err := buildSymClasses(ctx, nSlice, setSlice, sliceOf)
	if err != nil {
		return nil, err
	}
	l := &flipSliceLookup{sliceClassSym: make([]uint16, nSlice), repRows: make([]uint32, len(sc.rep)*nFlip),
		flipConjugation: newFlipConjugation()}
	for s, cs := range sc.classSym {
		l.sliceClassSym[s] = uint16(cs)
	}
	for c, rep := range sc.rep {
		copy(l.repRows[c*nFlip:(c+1)*nFlip], fsClassSym[int(rep)*nFlip:(int(rep)+1)*nFlip])
	}
	st := syms()
	for a := range st.s {
		for b := range st.s {
			p := st.s[a].Mul(st.s[b])
			for k := range st.s {
				if st.s[k] == p {
					l.symMul[a][b] = uint8(k)
				}
			}
		}
	}
	return l, nil
}

// classSym returns 16·class + k for the flip-slice (flip, slice): as
// fsClassSym[flip + 2048·slice].
func (l *flipSliceLookup) classSym(flip, slice int) int {
	e := int(l.sliceClassSym[slice])
	k1 := e % nSym
	cs := int(l.repRows[e/nSym*nFlip+l.flipOfConj(flip, slice, k1)])
	return cs/nSym*nSym + int(l.symMul[k1][cs%nSym])
}
