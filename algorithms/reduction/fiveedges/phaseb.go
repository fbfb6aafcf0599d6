package fiveedges

// Phase B (doc.go; cube555's phase 4): in H4, four edges whose pieces all
// lie in the U/D layers are paired into the M-slice slots UF, UB, DF, DB
// and the centres brought into H5's reach.
//
// Coordinates. The eight U/D-layer edge slots (cube.Edge 0-7) keep their
// pieces under H4, and so do their eight high and eight low wing slots, so
// each is a set of eight "local" slots, numbered in slot order. For a
// choice of four edges:
//
//   - m: which four of the eight midge slots hold the chosen midges (70).
//     The chosen edges are labelled 0-3 by their midges' slots, in order:
//     the goal does not care which edge ends in which M-slice slot, so
//     naming them by where their midges are folds the 4! goals into one.
//   - h: the local high wing slot of each label's high wing (8·7·6·5 =
//     1680), and l likewise for the low wings. A move that reorders the
//     midges relabels the edges, so h's and l's move tables depend on m.
//
// The goal is m = {UF, UB, DF, DB} and each label's wings in its midge's
// slot: one (m, h, l) of 70·1680·1680. A second view labels the edges by
// their high wings instead: hc (70) and hl, each label's low wing (1680).
//
// The centres: only the U/D and F/B axes matter (H5 reaches every R/L
// pattern). ud is where the U colour is among the U/D x-centre slots (70)
// times the same for the t-centres (70); fb the same for the F colour on
// F/B, of which H4 reaches 432 of the 4900 (numbered in breadth-first
// order). The goal is ud in the six patterns H5 reaches from solved and
// fb in its six; the search checks exactly that, and its bounds are exact
// distances over projections, so it assumes nothing about which joint
// positions H4 reaches.
//
// Bounds (about 88 MB in all, about 7 s to build on two cores the first
// time, then read from the table cache): the exact joint table over the
// whole edge coordinate (m, h, l) (phaseb_joint.go), an exact table over
// (ud, fb), and the cross tables of phaseb_cross.go over each edge view
// ((m, h), (m, l) and (hc, hl)) with the U/D x or t part. On random H4
// inputs (all eight U/D edges eligible, so 70 choices) the shortest
// solution averages 11.9 moves in about 54,000 nodes, 37 ms
// (FIVEEDGES_MEASURE=1 go test -run TestPhaseBMeasure -v: 426,000 nodes
// and 400 ms before the joint table; without the cross tables 10.9M
// nodes, with only the first two of them 151,000).

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"sync"

	"cubelab/algorithms"
	"cubelab/algorithms/mod3"
	"cubelab/algorithms/reduction/prune"
	"cubelab/algorithms/tablecache"
	"cubelab/cube"
)

const (
	// bNComb is C(8,4): four local slots of eight.
	bNComb = 70
	// bNPerm is 8·7·6·5: four labelled pieces in eight local slots.
	bNPerm = 1680
	// bNEdge is one (m, h) or (m, l) coordinate's size.
	bNEdge = bNComb * bNPerm
	// bNMoves is H4's size.
	bNMoves = 16
	// bNPat is a raw (x, t) centre pattern of one axis: 70·70.
	bNPat = bNComb * bNComb
	// bUnreached marks table entries no breadth-first search reached.
	bUnreached = prune.Unreached
	// bMaxDepth bounds the search depth (phase B needs about a dozen).
	bMaxDepth = 32
)

// errBGaveUp is returned when phase B's node budget runs out.
var errBGaveUp = errors.New("fiveedges: phase B gave up (node budget)")

// Centre slots of each axis that phase B follows, in slot order (slot i
// lies on face i/4).
var (
	bUDSlots = [8]uint8{0, 1, 2, 3, 20, 21, 22, 23}   // U (0) and D (5)
	bFBSlots = [8]uint8{8, 9, 10, 11, 16, 17, 18, 19} // F (2) and B (4)
)

// bMSlots is the goal's midge mask: UF, UB, DF, DB among the U/D slots.
const bMSlots = 1<<cube.UF | 1<<cube.UB | 1<<cube.DF | 1<<cube.DB

// bTables holds phase B's coordinates' move tables and bounds.
type bTables struct {
	g *geometry
	// moves are H4's moves as indices into g.moves; the search works with
	// their positions j in this list.
	moves [bNMoves]uint8
	// class is every wing slot's class (groups.class).
	class [nWings]uint8
	// wingLocal is each U/D wing slot's number among the eight of its
	// class, and hiSlot, loSlot the reverse.
	wingLocal      [16]uint8
	hiSlot, loSlot [8]uint8
	// combRank ranks 8-bit masks of four bits (-1 otherwise); combMask
	// is the reverse.
	combRank [256]int8
	combMask [bNComb]uint8
	// permRank ranks 4-tuples of local slots packed 3 bits each (-1 if
	// not distinct); perm is the reverse.
	permRank [4096]int16
	perm     [bNPerm][4]uint8
	// mMove[m*bNMoves+j] is m after move j; hMove and lMove are
	// [(m*bNPerm+h)*bNMoves+j], relabelled by m's move.
	mMove        [bNComb * bNMoves]uint8
	hMove, lMove []uint16
	// hcMove and hlMove are the same for the second edge view, labelled
	// by the high wings: hc which four high slots hold them, hl each
	// label's low wing. It sees how the two wing classes pair up, which
	// (m, h) and (m, l) each see only through the midges.
	hcMove [bNComb * bNMoves]uint8
	hlMove []uint16
	// udxMove, udtMove, fbxMove, fbtMove move the four 70-pattern parts.
	udxMove, udtMove, fbxMove, fbtMove [bNComb * bNMoves]uint8
	// fbOf numbers the H4-reachable raw F/B patterns (-1: not reachable);
	// fbMove[fb*bNMoves+j] moves the numbered ones.
	fbOf    [bNPat]int16
	fbRawOf []uint16
	fbMove  []uint16
	nFB     int
	// udGoal and fbGoal are H5's reach from solved, raw patterns.
	udGoal, fbGoal [bNPat]bool
	// fbGoalN is fbGoal by numbered pattern.
	fbGoalN []bool
	// The goal's edge coordinates.
	mGoal, hcGoal        uint8
	hGoal, lGoal, hlGoal uint16
	// joint is the exact distance over the whole edge coordinate (m, h,
	// l) (phaseb_joint.go), jointGoal the goal's index; distC is exact
	// over (ud, numbered fb).
	joint     mod3.Table
	jointGoal int
	distC     []uint8
	// Edge-and-centre tables (phaseb_cross.go).
	cross bCross
}

// bBuild makes phase B's tables once per process, for whoever waits for
// them and only while someone does (algorithms.SharedBuild).
var bBuild = &algorithms.SharedBuild[*bTables]{
	Build: func(ctx context.Context, _ func(string, float64)) (*bTables, error) { return buildPhaseB(ctx) },
}

// phaseB returns phase B's tables, building them on first use, or ctx's
// error once ctx ends.
func phaseB(ctx context.Context) (*bTables, error) { return bBuild.Get(ctx, nil) }

// buildPhaseB builds every table, the two large move tables and then the
// distance tables two at a time (both cores); or stops with ctx's error
// once ctx ends (the tables finished by then are in the table cache).
func buildPhaseB(ctx context.Context) (*bTables, error) {
	g, err := getGeometry()
	if err != nil {
		return nil, err
	}
	gr := g.buildGroups()
	if len(gr.h4) != bNMoves {
		return nil, fmt.Errorf("fiveedges: H4 has %d moves, want %d", len(gr.h4), bNMoves)
	}
	t := &bTables{g: g, class: gr.class}
	copy(t.moves[:], gr.h4)
	t.buildRanks()
	var nh, nl int
	for w := range 16 {
		if gr.class[w] == 0 {
			t.hiSlot[nh], t.wingLocal[w] = uint8(w), uint8(nh)
			nh++
		} else {
			t.loSlot[nl], t.wingLocal[w] = uint8(w), uint8(nl)
			nl++
		}
	}
	if nh != 8 || nl != 8 {
		return nil, fmt.Errorf("fiveedges: %d high and %d low U/D wing slots, want 8 each", nh, nl)
	}
	if err := t.buildSmallMoves(gr.h5); err != nil {
		return nil, err
	}
	t.hMove = make([]uint16, bNEdge*bNMoves)
	t.lMove = make([]uint16, bNEdge*bNMoves)
	t.hlMove = make([]uint16, bNEdge*bNMoves)
	var wg sync.WaitGroup
	var hiErr, hlErr error
	wingFrom := func(mv int) []uint8 { return g.wingFrom[mv][:] }
	wg.Go(func() { hiErr = t.buildWingMoves(t.hMove, t.hiSlot) })
	wg.Go(func() { hlErr = t.buildLabelled(t.hlMove, &t.hiSlot, wingFrom, &t.loSlot) })
	err = t.buildWingMoves(t.lMove, t.loSlot)
	wg.Wait()
	if err = errors.Join(err, hiErr, hlErr); err != nil {
		return nil, err
	}
	// The goal: labels 0-3 on UF, UB, DF, DB (slot order), each with its
	// slot's own wings.
	t.mGoal = uint8(t.combRank[bMSlots])
	var hg, lg [4]uint8
	k := 0
	for e := range 8 {
		if bMSlots&(1<<e) == 0 {
			continue
		}
		for w := 2 * e; w <= 2*e+1; w++ {
			if t.class[w] == 0 {
				hg[k] = t.wingLocal[w]
			} else {
				lg[k] = t.wingLocal[w]
			}
		}
		k++
	}
	t.hGoal, t.lGoal = t.tupleRank(hg), t.tupleRank(lg)
	// The high-labelled view of the same goal: the goal's high slots
	// are in the same order as its midges' (one per edge slot), so the
	// labels agree.
	var hm uint8
	for _, w := range hg {
		hm |= 1 << w
	}
	t.hcGoal, t.hlGoal = uint8(t.combRank[hm]), t.tupleRank(lg)
	t.jointGoal = jointIndex(&bEdges{m: t.mGoal, h: t.hGoal, l: t.lGoal})
	// About 5 s of building on two cores: from the table cache when it
	// can (cache.go names the files).
	joint, err := tablecache.Words(bJointCacheFile, bJointCacheMagic, []int{mod3.Words(bNJoint)}, nil, func() ([][]uint32, error) {
		tab, err := t.buildJoint(ctx)
		return [][]uint32{tab}, err
	})
	if err != nil {
		return nil, err
	}
	t.joint = joint[0]
	dc, err := tablecache.Bytes(bCentreCacheFile, bCentreCacheMagic, []int{bNPat * t.nFB}, func() ([][]uint8, error) {
		err := t.buildCentreDist(ctx)
		return [][]uint8{t.distC}, err
	})
	if err != nil {
		return nil, err
	}
	t.distC = dc[0]
	if err := t.buildCross(ctx); err != nil {
		return nil, err
	}
	return t, nil
}

// buildRanks fills the subset and tuple ranks.
func (t *bTables) buildRanks() {
	for i := range t.combRank {
		t.combRank[i] = -1
	}
	k := 0
	for v := range 256 {
		if bits.OnesCount8(uint8(v)) == 4 {
			t.combRank[v], t.combMask[k] = int8(k), uint8(v)
			k++
		}
	}
	for i := range t.permRank {
		t.permRank[i] = -1
	}
	k = 0
	for v := range 4096 {
		a, b, c, d := v>>9, v>>6&7, v>>3&7, v&7
		if a == b || a == c || a == d || b == c || b == d || c == d {
			continue
		}
		t.permRank[v] = int16(k)
		t.perm[k] = [4]uint8{uint8(a), uint8(b), uint8(c), uint8(d)}
		k++
	}
}

// tupleRank ranks four distinct local slots.
func (t *bTables) tupleRank(p [4]uint8) uint16 {
	return uint16(t.permRank[int(p[0])<<9|int(p[1])<<6|int(p[2])<<3|int(p[3])])
}

// bLocalFrom returns, for each of eight local slots, the local number of
// the slot whose piece from brings there; false if one comes from outside.
func bLocalFrom(slots *[8]uint8, from []uint8) ([8]uint8, bool) {
	var out [8]uint8
	for k, s := range slots {
		found := false
		for i, s2 := range slots {
			if from[s] == s2 {
				out[k], found = uint8(i), true
			}
		}
		if !found {
			return out, false
		}
	}
	return out, true
}

// bMoveMask moves an 8-bit local mask by a local from-table.
func bMoveMask(mask uint8, src *[8]uint8) uint8 {
	var out uint8
	for k, f := range src {
		out |= (mask >> f & 1) << k
	}
	return out
}

// bDest inverts a local from-table: where each local slot's piece goes.
func bDest(src [8]uint8) [8]uint8 {
	var d [8]uint8
	for k, f := range src {
		d[f] = uint8(k)
	}
	return d
}

// buildSmallMoves fills the midge and centre pattern moves, numbers the
// reachable F/B patterns and finds H5's goal patterns.
func (t *bTables) buildSmallMoves(h5 []uint8) error {
	g := t.g
	// patMoves returns a raw pattern's move table for a move list.
	patMoves := func(slots *[8]uint8, moves []uint8) (x, tt []uint8, err error) {
		x = make([]uint8, bNComb*len(moves))
		tt = make([]uint8, bNComb*len(moves))
		for j, mv := range moves {
			sx, ok1 := bLocalFrom(slots, g.xFrom[mv][:])
			st, ok2 := bLocalFrom(slots, g.tFrom[mv][:])
			if !ok1 || !ok2 {
				return nil, nil, fmt.Errorf("fiveedges: %v takes centres off their axis", g.moves[mv])
			}
			for c := range bNComb {
				x[c*len(moves)+j] = uint8(t.combRank[bMoveMask(t.combMask[c], &sx)])
				tt[c*len(moves)+j] = uint8(t.combRank[bMoveMask(t.combMask[c], &st)])
			}
		}
		return x, tt, nil
	}
	for j, mv := range t.moves {
		src, ok := bLocalFrom(&bMidSlots, g.midFrom[mv][:])
		if !ok {
			return fmt.Errorf("fiveedges: H4 move %v takes a midge out of the U/D layers", g.moves[mv])
		}
		wsrc, ok := bLocalFrom(&t.hiSlot, g.wingFrom[mv][:])
		if !ok {
			return fmt.Errorf("fiveedges: H4 move %v takes a high wing out of the U/D layers", g.moves[mv])
		}
		for c := range bNComb {
			t.mMove[c*bNMoves+j] = uint8(t.combRank[bMoveMask(t.combMask[c], &src)])
			t.hcMove[c*bNMoves+j] = uint8(t.combRank[bMoveMask(t.combMask[c], &wsrc)])
		}
	}
	ux, ut, err := patMoves(&bUDSlots, t.moves[:])
	if err != nil {
		return err
	}
	fx, ft, err := patMoves(&bFBSlots, t.moves[:])
	if err != nil {
		return err
	}
	copy(t.udxMove[:], ux)
	copy(t.udtMove[:], ut)
	copy(t.fbxMove[:], fx)
	copy(t.fbtMove[:], ft)
	// Solved: the U colour on U's four slots (local 0-3), F on F's.
	solved := int(t.combRank[0x0f])*bNComb + int(t.combRank[0x0f])
	// Reachable F/B patterns under H4, numbered in breadth-first order.
	for i := range t.fbOf {
		t.fbOf[i] = -1
	}
	order := []int{solved}
	t.fbOf[solved] = 0
	for q := 0; q < len(order); q++ {
		x, y := order[q]/bNComb, order[q]%bNComb
		for j := range bNMoves {
			r := int(fx[x*bNMoves+j])*bNComb + int(ft[y*bNMoves+j])
			if t.fbOf[r] < 0 {
				t.fbOf[r] = int16(len(order))
				order = append(order, r)
			}
		}
	}
	t.nFB = len(order)
	t.fbMove = make([]uint16, t.nFB*bNMoves)
	t.fbRawOf = make([]uint16, t.nFB)
	for i, r := range order {
		t.fbRawOf[i] = uint16(r)
		x, y := r/bNComb, r%bNComb
		for j := range bNMoves {
			t.fbMove[i*bNMoves+j] = uint16(t.fbOf[int(fx[x*bNMoves+j])*bNComb+int(ft[y*bNMoves+j])])
		}
	}
	// H5's reach from solved, per axis.
	for _, ax := range []struct {
		slots *[8]uint8
		goal  *[bNPat]bool
	}{{&bUDSlots, &t.udGoal}, {&bFBSlots, &t.fbGoal}} {
		x, y, err := patMoves(ax.slots, h5)
		if err != nil {
			return err
		}
		nm := len(h5)
		ax.goal[solved] = true
		queue := []int{solved}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			for j := range nm {
				r := int(x[p/bNComb*nm+j])*bNComb + int(y[p%bNComb*nm+j])
				if !ax.goal[r] {
					ax.goal[r] = true
					queue = append(queue, r)
				}
			}
		}
	}
	t.fbGoalN = make([]bool, t.nFB)
	for i, r := range t.fbRawOf {
		t.fbGoalN[i] = t.fbGoal[r]
	}
	return nil
}

// bMidSlots are the U/D midge slots, for bLocalFrom.
var bMidSlots = [8]uint8{0, 1, 2, 3, 4, 5, 6, 7}

// buildWingMoves fills one class's (m, wings) move table: a move takes each
// labelled midge and wing to its new slot, and the midges' new order gives
// the new labels.
func (t *bTables) buildWingMoves(out []uint16, wslots [8]uint8) error {
	return t.buildLabelled(out, &bMidSlots, func(mv int) []uint8 { return t.g.midFrom[mv][:] }, &wslots)
}

// buildLabelled fills a (labelling set, labelled tuple) move table:
// [(c*bNPerm+p)*bNMoves+j], where c is which four of the eight slots
// lslots hold the labelling pieces (labels by slot order) and p where
// each label's piece lies among wslots.
func (t *bTables) buildLabelled(out []uint16, lslots *[8]uint8, lfrom func(mv int) []uint8, wslots *[8]uint8) error {
	g := t.g
	for j, mv := range t.moves {
		msrc, ok1 := bLocalFrom(lslots, lfrom(int(mv)))
		wsrc, ok2 := bLocalFrom(wslots, g.wingFrom[mv][:])
		if !ok1 || !ok2 {
			return fmt.Errorf("fiveedges: H4 move %v takes a piece out of its class's U/D slots", g.moves[mv])
		}
		mdest, wdest := bDest(msrc), bDest(wsrc)
		for c := range bNComb {
			mask := t.combMask[c]
			newMask := bMoveMask(mask, &msrc)
			// relabel[k]: old label k's new label.
			var relabel [4]uint8
			k := 0
			for s := range 8 {
				if mask&(1<<s) == 0 {
					continue
				}
				d := mdest[s]
				relabel[k] = uint8(bits.OnesCount8(newMask & (1<<d - 1)))
				k++
			}
			for p := range bNPerm {
				var nt [4]uint8
				for k, w := range t.perm[p] {
					nt[relabel[k]] = wdest[w]
				}
				out[(c*bNPerm+p)*bNMoves+j] = t.tupleRank(nt)
			}
		}
	}
	return nil
}

// buildCentreDist is the exact distance over (ud, fb) to H5's patterns; it
// stops with ctx's error once ctx ends.
func (t *bTables) buildCentreDist(ctx context.Context) error {
	nfb := t.nFB
	dist := make([]uint8, bNPat*nfb)
	for i := range dist {
		dist[i] = bUnreached
	}
	for ud := range bNPat {
		if !t.udGoal[ud] {
			continue
		}
		for raw := range bNPat {
			if t.fbGoal[raw] && t.fbOf[raw] >= 0 {
				dist[ud*nfb+int(t.fbOf[raw])] = 0
			}
		}
	}
	t.distC = dist
	return prune.Fill(ctx, dist, bNMoves, func(x, j int) int {
		ud, fb := x/nfb, x%nfb
		u := int(t.udxMove[ud/bNComb*bNMoves+j])*bNComb + int(t.udtMove[ud%bNComb*bNMoves+j])
		return u*nfb + int(t.fbMove[fb*bNMoves+j])
	})
}
