package twophase

import "cubelab/cube"

// phase2Start runs phase 2 from the end of a phase-1 path of length depth1,
// for both powers of its last move and of the last pre-move.
func (s *search) phase2Start(depth1 int) {
	maxD2 := min(s.bestLen-1-depth1-s.npre, s.cap2)
	if maxD2 < 0 {
		return
	}
	mc := moveCubies()
	end := max(depth1-1, 0)
	for i := s.valid; i < end; i++ {
		mulProper(&s.p1Cubies[i+1], &s.p1Cubies[i], &mc[s.path[i]])
	}
	s.valid = end
	lastSwitch, preSwitch := 1, 1
	if depth1 > 0 {
		lastSwitch = 2
	}
	if s.npre > 0 {
		preSwitch = 2
	}
	// The four starts differ by a half turn before (the last pre-move's
	// other power) or after (the last phase-1 move's): a phase-2 move, so
	// their distances differ by at most one a switch. A start whose bound
	// misses maxD2 by more than its distance to the one that cannot reach
	// is not looked at.
	var bound [2][2]int
	tried := 0 // bits 2·ls+ps of the starts whose bound is in bound
	lastMove := int8(-1)
	for ls := 0; ls < lastSwitch; ls++ {
		var c cube.Cubies
		made := false
		for ps := 0; ps < preSwitch; ps++ {
			if farFrom(&bound, tried, ls, ps) > maxD2 {
				continue
			}
			if !made {
				c, made = s.p1Cubies[0], true
				if depth1 > 0 {
					lastMove = s.path[depth1-1] + int8(2*ls) // X, then X'
					mulProper(&c, &s.p1Cubies[depth1-1], &mc[lastMove])
				}
			}
			x := c
			if ps == 1 {
				// The last pre-move X' instead of X: X2 in front.
				mulProper(&x, &mc[s.pre[s.npre-1]+1], &c)
			}
			found, h := s.phase2From(&x, depth1, maxD2, lastMove)
			bound[ls][ps] = h
			tried |= 1 << (2*ls + ps)
			if found {
				if depth1 > 0 {
					s.path[depth1-1] = lastMove
				}
				if ps == 1 {
					s.pre[s.npre-1] += 2
				}
				s.record(depth1)
				if ps == 1 {
					s.pre[s.npre-1] -= 2
				}
				if depth1 > 0 {
					s.path[depth1-1] -= int8(2 * ls)
				}
				maxD2 = min(maxD2, s.bestLen-1-depth1-s.npre)
				if maxD2 < 0 || s.stop {
					return
				}
			}
			if s.stop {
				return
			}
		}
	}
}

// farFrom is the lower bound on the phase-2 distance of start (ls, ps) that
// the bounds of the starts already tried give: each is at most one half
// turn a switch away.
func farFrom(bound *[2][2]int, tried, ls, ps int) int {
	far := 0
	for k := 0; k < 4; k++ {
		if tried>>k&1 != 0 {
			a, b := k>>1, k&1
			far = max(far, bound[a][b]-(a^ls)-(b^ps))
		}
	}
	return far
}

// phase2From looks for a phase 2 of at most maxD2 moves from the cubies x
// (in H), written at path[depth1:], and leaves its length in s.len2. It
// also returns the phase-2 lower bound of x.
func (s *search) phase2From(x *cube.Cubies, depth1, maxD2 int, last int8) (bool, int) {
	t := s.t
	s.probes++
	cs := int(t.cornerSym[getCornerPerm(x)])
	es := int(t.edgeSym[getUDEdgePerm(x)])
	mp := getMPerm(x)
	cc, csym, ec, esym := cs>>4, cs&15, es>>4, es&15
	h := s.h2(cc, csym, ec, esym, mp)
	if h > maxD2 {
		return false, h
	}
	r := s.phase2(cc, csym, ec, esym, mp, depth1, maxD2, last)
	if r < 0 {
		return false, h
	}
	// Tighten: the depth-first search found some phase 2 within the
	// bound; look for shorter ones from the same start.
	found := maxD2 - r
	for found > 0 && s.target < s.npre+depth1+found && !s.stop {
		var keep [phase2Diameter + 1]int8
		copy(keep[:], s.path[depth1:depth1+found])
		r := s.phase2(cc, csym, ec, esym, mp, depth1, found-1, last)
		if r < 0 {
			copy(s.path[depth1:], keep[:found])
			break
		}
		found = found - 1 - r
	}
	s.len2 = found
	return true, h
}

// h2 is the phase-2 lower bound, the largest of bounds2.
func (s *search) h2(cc, csym, ec, esym, mp int) int {
	b := s.bounds2(cc, csym, ec, esym, mp)
	return max(b[0], b[1], b[2], b[3], b[4], b[5])
}

// bounds2 are the phase-2 pruning-table looks: corner and edge
// permutations with the slice order, edge permutation with the corners'
// places, corner permutation with the U edges' places, and those two on the
// inverse state. (phase2 makes the same looks, written out.)
func (s *search) bounds2(cc, csym, ec, esym, mp int) [6]int {
	t := s.t
	ci, ei := int(t.cornerInv[cc]), int(t.edgeInv[ec])
	cci, csi := ci>>4, int(t.symMult[ci&15][csym])
	eci, esi := ei>>4, int(t.symMult[ei&15][esym])
	return [6]int{t.pruneCM.get(cc*nPerm4 + int(t.mpermConj[mp*nSym16+csym])),
		t.pruneEM.get(ec*nPerm4 + int(t.mpermConj[mp*nSym16+esym])),
		t.pruneEC.get(ec*nCombP + int(t.combPConj[int(t.cornerCombP[cc])*nSym16+int(t.symMulInv[esym][csym])])),
		t.pruneCE.get(cc*nCombP + int(t.eCombPConj[int(t.edgeCombP[ec])*nSym16+int(t.symMulInv[csym][esym])])),
		t.pruneEC.get(eci*nCombP + int(t.combPConj[int(t.cornerCombP[cci])*nSym16+int(t.symMulInv[esi][csi])])),
		t.pruneCE.get(cci*nCombP + int(t.eCombPConj[int(t.edgeCombP[eci])*nSym16+int(t.symMulInv[csi][esi])]))}
}

// phase2 is a depth-first search for a phase-2 path of at most maxl moves
// written from path[pos] on; the caller has checked the bound allows it.
// It returns the moves left unused when it reaches the solved state, else -1.
func (s *search) phase2(cc, csym, ec, esym, mp, pos, maxl int, last int8) int {
	if cc == 0 && ec == 0 && mp == 0 {
		return maxl
	}
	t := s.t
	mpermMove, mpermConj := t.mpermMove, t.mpermConj
	cornerSymMove, edgeSymMove := t.cornerSymMove, t.edgeSymMove
	cornerInv, edgeInv, cornerCombP, combPConj := t.cornerInv, t.edgeInv, t.cornerCombP, t.combPConj
	pruneCM, pruneEC, pruneEM, pruneCE := t.pruneCM, t.pruneEC, t.pruneEM, t.pruneCE
	edgeCombP, eCombPConj := t.edgeCombP, t.eCombPConj
	symMult, symMulInv := &t.symMult, &t.symMulInv
	cRow, eRow, mRow := cc*nPhase2M, ec*nPhase2M, mp*nPhase2M
	cMoves, eMoves := &t.symMove2[csym], &t.symMove2[esym]
	var kids [nPhase2M]child2
	n := 0
	for i := 0; i < nPhase2M; i++ {
		m := phase2Moves[i]
		if last >= 0 && redundant(last, m) {
			continue
		}
		// U and D quarter turns whose bound misses by two rule out the
		// face's other turns; half turns the last one. (The other moves
		// are half turns of faces with one phase-2 move.)
		skip := 0
		if m/3 == 0 || m/3 == 3 {
			skip = 2 - int(m%3)
		}
		mp2 := int(mpermMove[mRow+i])
		x := int(cornerSymMove[cRow+int(cMoves[i])])
		cc2, cs2 := x>>4, int(symMult[x&15][csym])
		h := pruneCM.get(cc2*nPerm4 + int(mpermConj[mp2*nSym16+cs2]))
		if h >= maxl {
			i += farMiss(h, maxl, skip)
			continue
		}
		y := int(edgeSymMove[eRow+int(eMoves[i])])
		ec2, es2 := y>>4, int(symMult[y&15][esym])
		h = max(h, pruneEC.get(ec2*nCombP+int(combPConj[int(cornerCombP[cc2])*nSym16+int(symMulInv[es2][cs2])])))
		if h >= maxl {
			i += farMiss(h, maxl, skip)
			continue
		}
		// EC on the inverse state: the corners' places are no
		// homomorphic image of H, so the inverse's bound differs (the
		// corner and edge permutations' bounds would not: their
		// inverses are as far).
		ci, ei := int(cornerInv[cc2]), int(edgeInv[ec2])
		cci, csi := ci>>4, int(symMult[ci&15][cs2])
		eci, esi := ei>>4, int(symMult[ei&15][es2])
		h = max(h, pruneEC.get(eci*nCombP+int(combPConj[int(cornerCombP[cci])*nSym16+int(symMulInv[esi][csi])])))
		if h >= maxl {
			i += farMiss(h, maxl, skip)
			continue
		}
		h = max(h, pruneEM.get(ec2*nPerm4+int(mpermConj[mp2*nSym16+es2])))
		if h >= maxl {
			i += farMiss(h, maxl, skip)
			continue
		}
		h = max(h, pruneCE.get(cc2*nCombP+int(eCombPConj[int(edgeCombP[ec2])*nSym16+int(symMulInv[cs2][es2])])))
		if h >= maxl {
			i += farMiss(h, maxl, skip)
			continue
		}
		h = max(h, pruneCE.get(cci*nCombP+int(eCombPConj[int(edgeCombP[eci])*nSym16+int(symMulInv[csi][esi])])))
		if h >= maxl {
			i += farMiss(h, maxl, skip)
			continue
		}
		// Keep the children sorted by their bound, nearest first: any
		// phase 2 within maxl will do, and the nearest child leads to one
		// soonest.
		k := n
		for k > 0 && kids[k-1].h > int8(h) {
			kids[k] = kids[k-1]
			k--
		}
		kids[k] = child2{int8(h), m, uint16(cc2), uint8(cs2), uint16(ec2), uint8(es2), uint8(mp2)}
		n++
	}
	for _, k := range kids[:n] {
		s.path[pos] = k.m
		s.kinds[2]++
		if s.nodes++; s.nodes >= s.nextCheck {
			s.check()
		}
		if r := s.phase2(int(k.cc), int(k.cs), int(k.ec), int(k.es), int(k.mp), pos+1, maxl-1, k.m); r >= 0 {
			return r
		}
		if s.stop {
			return -1
		}
	}
	return -1
}

// child2 is a phase-2 successor waiting its turn: its bound, the move, and
// its coordinates.
type child2 struct {
	h  int8
	m  int8
	cc uint16
	cs uint8
	ec uint16
	es uint8
	mp uint8
}
