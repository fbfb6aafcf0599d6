package fiveedges

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"cubelab/algorithms/reduction/prune"
	"cubelab/cube"
)

// Sub-coordinates of the centres: the key bits (cCentreKey) of some
// (axis, orbit) pairs. H5 keeps every centre on its axis and in its orbit,
// so any such set of bits moves on its own and is a coordinate.
const (
	cSubRL   = iota // R/L x- and t-centres (70 x 70)
	cSubUDFB        // U/D and F/B x- and t-centres (6 x 6)
	cNSub
)

// cSubMask are the sub-coordinates' key bits.
var cSubMask = func() [cNSub]uint64 {
	var m [cNSub]uint64
	for i := range nCentre {
		switch cube.Face(i / 4) {
		case cube.R, cube.L:
			m[cSubRL] |= 1<<i | 1<<(24+i)
		default:
			m[cSubUDFB] |= 1<<i | 1<<(24+i)
		}
	}
	return m
}()

// cPrune is a distance table over (a wing class's permutation, a centre
// sub-coordinate): exact on that pair, so a lower bound on phase C.
type cPrune struct {
	class, sub int
	dist       []uint8 // [perm*subN + sub]
}

// cPruneSpecs are the plain pruning tables: each wing class with the U/D
// and F/B centres, which tell which wide turns were used (Uw2 and Dw2 move
// F/B centres, Fw2 and Bw2 U/D ones). The wings with the R/L centres have
// the symmetry-reduced table (phasec_sym.go); with it, these cut the
// nodes by about 5%. (Tables of the wings with the R/L x- or t-centres
// alone, 8! x 70, cut nothing more.)
var cPruneSpecs = [][2]int{
	{0, cSubUDFB}, {1, cSubUDFB},
}

// buildSub numbers sub-coordinate k's values (in the order the centre
// positions were found, so solved is 0) and derives its move table from
// the positions' one (order: keys by index; cMove: index after each move),
// checking that the sub-coordinate really moves on its own. It returns
// each position's value.
func (t *cTables) buildSub(k int, order []uint64, cMove []uint32) ([]uint16, error) {
	num := map[uint64]uint16{}
	sub := make([]uint16, len(order))
	for c, key := range order {
		v := key & cSubMask[k]
		x, ok := num[v]
		if !ok {
			x = uint16(len(num))
			num[v] = x
		}
		sub[c] = x
	}
	nsub := len(num)
	mt := make([]uint16, nsub*cNMoves)
	set := make([]bool, nsub*cNMoves)
	for c := range order {
		for j := range cNMoves {
			y := sub[cMove[c*cNMoves+j]]
			i := int(sub[c])*cNMoves + j
			if set[i] && mt[i] != y {
				return nil, fmt.Errorf("fiveedges: phase C: centre sub-coordinate %d does not move on its own", k)
			}
			mt[i], set[i] = y, true
		}
	}
	t.subN[k], t.subMove[k], t.subGoal[k], t.subNum[k] = nsub, mt, sub[0], num
	t.subKey[k] = make([]uint64, nsub)
	for v, x := range num {
		t.subKey[k][x] = v
	}
	return sub, nil
}

// buildPrune fills the pruning tables by breadth-first search from the
// goal (identity permutation, solved sub-coordinate), on both cores; or
// stops with ctx's error once ctx ends.
func (t *cTables) buildPrune(ctx context.Context) error {
	t.prune = make([]cPrune, len(cPruneSpecs))
	errs := make([]error, len(cPruneSpecs))
	var wg sync.WaitGroup
	for i, sp := range cPruneSpecs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			class, k := sp[0], sp[1]
			ns := t.subN[k]
			dist := make([]uint8, cNPerm*ns)
			for x := range dist {
				dist[x] = cUnreached
			}
			dist[int(t.subGoal[k])] = 0 // the identity has rank 0
			pm, sm := t.pMove[class], t.subMove[k]
			errs[i] = prune.Fill(ctx, dist, cNMoves, func(x, j int) int {
				p, s := x/ns, x%ns
				return int(pm[p*cNMoves+j])*ns + int(sm[s*cNMoves+j])
			})
			t.prune[i] = cPrune{class, k, dist}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// h is the node's bound: the largest of its tables' distances.
func (t *cTables) h(x cNode) int {
	h := int(t.cDist[int(x.rl)*t.subN[cSubUDFB]+int(x.udfb)])
	h = max(h, int(t.sym.lookup(0, x.perm[0], x.rl)), int(t.sym.lookup(1, x.perm[1], x.rl)))
	for i := range t.prune {
		p := &t.prune[i]
		h = max(h, int(p.dist[int(x.perm[p.class])*t.subN[p.sub]+t.subOf(x, p.sub)]))
	}
	return h
}

// subOf is the node's sub-coordinate k.
func (t *cTables) subOf(x cNode, k int) int {
	if k == cSubRL {
		return int(x.rl)
	}
	return int(x.udfb)
}

// within reports whether the node's bound is at most left, reading the
// tables only until one says no: the symmetry table first, which prunes
// most.
func (t *cTables) within(x cNode, left int) bool {
	if int(t.sym.lookup(0, x.perm[0], x.rl)) > left || int(t.sym.lookup(1, x.perm[1], x.rl)) > left {
		return false
	}
	if int(t.cDist[int(x.rl)*t.subN[cSubUDFB]+int(x.udfb)]) > left {
		return false
	}
	for i := range t.prune {
		p := &t.prune[i]
		if int(p.dist[int(x.perm[p.class])*t.subN[p.sub]+t.subOf(x, p.sub)]) > left {
			return false
		}
	}
	return true
}
