package fiveedges

import (
	"context"
	"fmt"
	"math/bits"

	"cubelab/algorithms/reduction/prune"
	"cubelab/algorithms/tablecache"
)

// Phase C's symmetries. The strongest table pairs a wing class's
// permutation with all the R/L centres (8! x 4900, 198 million positions),
// too big as it is; but the cube symmetries that map H5 onto itself (the
// 16 that keep the R/L axis: eight rotations, eight reflections) map phase C
// positions to phase C positions of the same distance. Those that keep the
// wing classes cut the permutations to about one eighth; the others take
// high wings to low ones, so one table serves both classes.

// cSym is a symmetry S of the cube that maps H5 onto itself, by what it does
// to the pieces phase C reads: the conjugate S·s·S⁻¹ of a state holds, in
// slot S(X), the image of the piece that s holds in slot X.
type cSym struct {
	// edge[i] is the slot (cEdgeSlots numbering) slot i's pieces go to.
	edge [8]uint8
	// class[k] is the wing class class-k wings go to.
	class [2]uint8
	// bit[b] is the centre key bit (cCentreKey) that bit b goes to: a
	// centre showing its face's colour still does after S, as S maps the
	// colours with the faces.
	bit [48]uint8
	// move[j] is the H5 move (0-13) S·m_j·S⁻¹.
	move [cNMoves]uint8
	// mat is S as a signed permutation of the axes (row r: the source
	// axis, sign), for tests and messages.
	mat [3][2]int
}

// cFindSyms lists the cube symmetries that map H5 onto itself, the
// identity first, checking that each maps the eight slots and the wing
// classes as phase C's coordinates need.
func (t *cTables) cFindSyms() ([]cSym, error) {
	g := t.g
	var slotOf [nMidges]int
	for e := range slotOf {
		slotOf[e] = -1
	}
	for i, e := range cEdgeSlots {
		slotOf[e] = i
	}
	classOf := func(w int) int {
		for k := range 2 {
			for _, x := range t.wingSlot[k] {
				if int(x) == w {
					return k
				}
			}
		}
		return -1
	}
	all := g.cubeSyms()
	var syms []cSym
	for _, cs := range all {
		f := cs.f
		moves, ok := cs.conjMoves(t.moves[:])
		if !ok {
			continue
		}
		var sy cSym
		sy.mat = cs.mat
		copy(sy.move[:], moves)
		for i, e := range cEdgeSlots {
			to := slotOf[g.midAt[f[g.midge[e][0]]].slot]
			if to < 0 {
				return nil, fmt.Errorf("fiveedges: phase C: symmetry %v takes %v to the M slice", sy.mat, e)
			}
			sy.edge[i] = uint8(to)
		}
		for k := range 2 {
			for i := range 8 {
				w := int(g.wingAt[f[g.wing[t.wingSlot[k][i]][0]]].slot)
				k2 := classOf(w)
				if k2 < 0 || int(t.wingSlot[k2][sy.edge[i]]) != w || (i > 0 && int(sy.class[k]) != k2) {
					return nil, fmt.Errorf("fiveedges: phase C: symmetry %v does not map wing classes whole", sy.mat)
				}
				sy.class[k] = uint8(k2)
			}
		}
		for s := range nCentre {
			sy.bit[s] = uint8(g.xAt[f[g.xFacelet[s]]])
			sy.bit[24+s] = uint8(24 + int(g.tAt[f[g.tFacelet[s]]]))
		}
		syms = append(syms, sy)
	}
	if len(syms) != 16 || syms[0].mat != [3][2]int{{0, 1}, {1, 1}, {2, 1}} {
		return nil, fmt.Errorf("fiveedges: phase C: %d symmetries of H5, want 16, identity first", len(syms))
	}
	return syms, nil
}

// conjPerm returns the conjugate σ·P·σ⁻¹ of a wing permutation: the wing
// that was in slot i, of the midge in slot P(i), is now in slot σ(i), of
// the midge now in slot σ(P(i)).
func (sy *cSym) conjPerm(p [8]uint8) [8]uint8 {
	var q [8]uint8
	for i := range 8 {
		q[sy.edge[i]] = sy.edge[p[i]]
	}
	return q
}

// conjKey returns a centre key's conjugate.
func (sy *cSym) conjKey(k uint64) uint64 {
	var out uint64
	for b := range 48 {
		out |= (k >> b & 1) << sy.bit[b]
	}
	return out
}

// cSymPrune is the distance table over (wing permutation, R/L centres),
// exact, stored once per symmetry class of low-wing permutations under the
// class-keeping symmetries. A position (class k permutation P, R/L centres
// c) has the distance of (S·P·S⁻¹, S(c)) for any symmetry S taking class k
// to the low class; raw2sym picks the S that makes the permutation its
// class's representative.
type cSymPrune struct {
	// raw2sym[k][P] is rep<<4 | s: sym s takes class-k permutation P to
	// representative number rep (of the low class).
	raw2sym [2][]uint32
	// repRaw[rep] is the representative's permutation rank, and
	// selfSym[rep] the mask of the class-keeping syms that fix it.
	repRaw  []uint16
	selfSym []uint16
	// rlConj[s][c] is the R/L sub-coordinate c's conjugate by sym s.
	rlConj [][]uint16
	nRL    int
	// packed holds the exact distance of entry rep*nRL + c in four bits
	// (the low ones for even entries): the distances stay below 15, and
	// at 13 MB instead of 26 the table fits a 32 MB L3 cache with room to
	// spare, which the search, one cache miss per lookup, feels (~15%).
	packed []uint8
}

// buildSymPrune finds the permutations' symmetry classes and fills the
// table by breadth-first search from (identity, solved), or stops with
// ctx's error once ctx ends.
func (t *cTables) buildSymPrune(ctx context.Context, syms []cSym) error {
	const low = 1
	sp := &cSymPrune{nRL: t.subN[cSubRL]}
	sp.rlConj = make([][]uint16, len(syms))
	for s := range syms {
		conj := make([]uint16, sp.nRL)
		for c, key := range t.subKey[cSubRL] {
			v, ok := t.subNum[cSubRL][syms[s].conjKey(key)]
			if !ok {
				return fmt.Errorf("fiveedges: phase C: symmetry %v takes R/L centres out of reach", syms[s].mat)
			}
			conj[c] = v
		}
		sp.rlConj[s] = conj
	}
	// Representatives: the low permutations of least rank among their
	// conjugates by the class-keeping symmetries.
	const none = ^uint32(0)
	for k := range 2 {
		sp.raw2sym[k] = make([]uint32, cNPerm)
		for i := range sp.raw2sym[k] {
			sp.raw2sym[k][i] = none
		}
	}
	for r := range cNPerm {
		if sp.raw2sym[low][r] != none {
			continue
		}
		rep := uint32(len(sp.repRaw))
		sp.repRaw = append(sp.repRaw, uint16(r))
		p := cPermUnrank(r)
		var self uint16
		for s := range syms {
			if syms[s].class[low] == low && syms[s].conjPerm(p) == p {
				self |= 1 << s
			}
		}
		sp.selfSym = append(sp.selfSym, self)
		for k := range 2 {
			for s := range syms {
				if syms[s].class[k] != low {
					continue
				}
				// S takes class-k permutation q = S⁻¹·P·S to P; find q by
				// conjugating P with S's inverse, i.e. solve conj(q) = p.
				q := syms[s].unconjPerm(p)
				x := cPermRank(&q)
				if sp.raw2sym[k][x] == none {
					sp.raw2sym[k][x] = rep<<4 | uint32(s)
				}
			}
		}
	}
	for k := range 2 {
		for x, v := range sp.raw2sym[k] {
			if v == none {
				return fmt.Errorf("fiveedges: phase C: class %d permutation %d has no representative", k, x)
			}
		}
	}
	nRL := sp.nRL
	// About 2 s of building: from the table cache when it can (cache.go
	// names the files).
	packed, err := tablecache.Bytes(cCacheFile, cCacheMagic, []int{(len(sp.repRaw)*nRL + 1) / 2}, func() ([][]uint8, error) {
		dist := make([]uint8, len(sp.repRaw)*nRL)
		for i := range dist {
			dist[i] = cUnreached
		}
		pm, rm := t.pMove[low], t.subMove[cSubRL]
		// The identity is representative 0.
		err := sp.bfs(ctx, dist, int(t.subGoal[cSubRL]), func(x, j int) int {
			rep, c := x/nRL, x%nRL
			rs := sp.raw2sym[low][pm[int(sp.repRaw[rep])*cNMoves+j]]
			return int(rs>>4)*nRL + int(sp.rlConj[rs&15][rm[c*cNMoves+j]])
		})
		if err != nil {
			return nil, err
		}
		out := make([]uint8, (len(dist)+1)/2)
		for i, d := range dist {
			if d >= 15 {
				return nil, fmt.Errorf("fiveedges: phase C: symmetry table entry %d at %d, does not fit four bits", i, d)
			}
			out[i/2] |= d << (4 * (i & 1))
		}
		return [][]uint8{out}, nil
	})
	if err != nil {
		return err
	}
	sp.packed = packed[0]
	t.sym = sp
	return nil
}

// bfs is prune.FillWith for the symmetry-reduced table. A representative that some
// symmetries fix stands for one position under several R/L centre
// entries, (rep, c) and (rep, S(c)); a neighbour found by moving the
// representative lands on one of them only, so whenever an entry is set,
// its twins are set too, or they would be reached later and read too high.
func (sp *cSymPrune) bfs(ctx context.Context, dist []uint8, goal int, next func(x, j int) int) error {
	nRL := sp.nRL
	// set fills entry x and its twins with d, returning how many it set.
	set := func(x int, d uint8) int {
		dist[x] = d
		rep, c := x/nRL, x%nRL
		self := sp.selfSym[rep] &^ 1
		count := 1
		for self != 0 {
			s := bits.TrailingZeros16(self)
			self &= self - 1
			y := rep*nRL + int(sp.rlConj[s][c])
			if dist[y] == cUnreached {
				dist[y] = d
				count++
			}
		}
		return count
	}
	set(goal, 0)
	return prune.FillWith(ctx, dist, cNMoves, next, set)
}

// unconjPerm returns q with conjPerm(q) = p.
func (sy *cSym) unconjPerm(p [8]uint8) [8]uint8 {
	var inv [8]uint8
	for i, v := range sy.edge {
		inv[v] = uint8(i)
	}
	var q [8]uint8
	for i := range 8 {
		q[i] = inv[p[sy.edge[i]]]
	}
	return q
}

// lookup is the table's distance of a node's class-k wings with its R/L
// centres.
func (sp *cSymPrune) lookup(k int, perm uint16, rl uint16) uint8 {
	rs := sp.raw2sym[k][perm]
	i := int(rs>>4)*sp.nRL + int(sp.rlConj[rs&15][rl])
	return sp.packed[i/2] >> (4 * (i & 1)) & 15
}
