package fourstage

import (
	"context"
	"fmt"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/slotmask"
	"cubelab/algorithms/tablecache"
	"cubelab/cube"
)

// tables holds every stage's move and distance tables, set up once per
// process: about 5 MB (the distances, 4 MB, from the table cache once it
// has them, else built in about half a second), and the stage 3 edge
// table (15.5 MB, edgeprune.go) only for the full reduction.
type tables struct {
	g    *geometry
	mask *slotmask.Moves

	// Stage 1.
	rlMask uint32
	rank1  *slotmask.Ranker8
	dist1  []uint8

	// Stage 2: ct2 is where one non-R/L pair's pieces are among the 16
	// U/D/F/B slots, rl where one R/L colour's pieces are among the 8 R/L
	// slots, with the wing permutation's parity.
	moves2  []int
	ct2, rl *slotmask.Subsets
	// search2 lists the stage 2 moves the reduction's search uses
	// (indices into moves2; see buildSearch2), all2 every one.
	search2, all2 []int
	ct2Move       []uint16
	rl2Move       []uint16
	wingOdd2      []bool
	// keepsOrbits2[j] is set where moves2[j] keeps stage 3's wing orbits
	// (stage 3's moves): it cannot make or break stage 3's wing split.
	keepsOrbits2 []bool
	dist2        []uint8

	// Stage 3: one colour of each axis among its 8 slots, and the parity
	// bit q (see stage3.go).
	moves3 []int
	// search3 lists the stage 3 moves the searches use (indices into
	// moves3); skip3[k] is where to go on after search3[k] overshoots
	// by two (see buildSearch3).
	search3, skip3 []int
	// follow3[last+1] has bit k set when search3[k]'s move may follow
	// move last (-1: none; see geometry.follows).
	follow3       [nMoves + 1]uint32
	ud, fb        *slotmask.Subsets
	ud3, fb3, rl3 []uint16
	qOdd3         []uint8   // 1 where a move flips q
	dist3         []uint8   // by (ud·70 + fb)·70 + rl: q clear's distance, then q set's << 4 (centreDist)
	aSlot, bSlot  [12]uint8 // wing slots of the two stage 3 orbits, by label (edgeprune.go)
	aIdx, bIdx    [24]uint8 // label of a slot in its orbit
	pA, pB        [][12]uint8
	edgeOf        [24]uint8 // edge (label) of each wing
	// moveMaps: byte tables of the moves acting on rho. edgeSyms: the
	// symmetries of the edge table as permutations of the labels, the
	// identity first.
	moveMaps []*nibbleMap
	// placeMaps are moveMaps read a label at a time (for the search).
	placeMaps []*placeMap
	// preId3[j] is the rho that moves3[j] takes to paired edges.
	preId3   []uint64
	edgeSyms [][12]uint8
	edges    *edgePrune
	// Centres only (centres.go): stage 2 without the wing parity, stage 3
	// without edges and q.
	dist2c, dist3c    []uint8
	validArrangements map[[6]uint8]bool
}

// centreBuild makes the tables (all but the stage 3 edge table, edgeBuild's)
// once, for whoever waits for them and only while someone does
// (algorithms.SharedBuild): a solve that gives up leaves at once, and a
// build nobody waits for stops without saving.
var centreBuild = &algorithms.SharedBuild[*tables]{
	Build: func(ctx context.Context, _ func(string, float64)) (*tables, error) { return buildTables(ctx) },
}

// getTables returns the tables, building them on first use, or ctx's
// error once ctx ends.
func getTables(ctx context.Context) (*tables, error) { return centreBuild.Get(ctx, nil) }

// buildTables makes the tables, or stops with ctx's error once ctx ends.
func buildTables(ctx context.Context) (*tables, error) {
	g, err := theGeometry()
	if err != nil {
		return nil, err
	}
	t := &tables{g: g, mask: g.buildMaskTables()}
	U, L, F, R, B, D := uint8(cube.U), uint8(cube.L), uint8(cube.F), uint8(cube.R), uint8(cube.B), uint8(cube.D)

	t.rlMask = g.faceMask(R, L)
	t.rank1 = slotmask.NewRanker8()

	// Move sets.
	for m, mv := range g.moves {
		f := uint8(mv.Face)
		wide, half := mv.Hi == 2, mv.Turns == 2
		sideFace := f == R || f == L
		if !wide || sideFace || half {
			t.moves2 = append(t.moves2, m)
		}
		if (!wide && !sideFace) || half {
			t.moves3 = append(t.moves3, m)
		}
	}
	if len(t.moves2) != 28 || len(t.moves3) != 20 {
		return nil, fmt.Errorf("fourstage: %d stage 2 and %d stage 3 moves", len(t.moves2), len(t.moves3))
	}
	t.buildSearch2()
	t.buildSearch3()

	// Stage 3 centre coordinates first: stage 2's goal needs the R/L
	// patterns stage 3 can solve.
	t.ud = slotmask.NewSubsets(g.slotsOn(U, D), 4)
	t.fb = slotmask.NewSubsets(g.slotsOn(F, B), 4)
	t.rl = slotmask.NewSubsets(g.slotsOn(R, L), 4)
	t.ud3 = t.ud.MoveTable(t.mask, t.moves3)
	t.fb3 = t.fb.MoveTable(t.mask, t.moves3)
	t.rl3 = t.rl.MoveTable(t.mask, t.moves3)
	if err := t.buildWingOrbits(); err != nil {
		return nil, err
	}
	for _, m := range t.moves2 {
		t.keepsOrbits2 = append(t.keepsOrbits2, t.keepsOrbits(m))
	}
	t.buildQOdd3()
	t.validArrangements = validArrangements()

	// Stage 2.
	t.ct2 = slotmask.NewSubsets(g.slotsOn(U, D, F, B), 8)
	t.ct2Move = t.ct2.MoveTable(t.mask, t.moves2)
	t.rl2Move = t.rl.MoveTable(t.mask, t.moves2)
	for _, m := range t.moves2 {
		t.wingOdd2 = append(t.wingOdd2, g.wingOdd[m])
	}

	// The distance tables are the slow part (about half a second, several
	// in a browser page): the table cache keeps them. Centres only's two
	// share a file part (a file holds four).
	n2 := t.ct2.Size() * t.rl.Size()
	d, err := tablecache.Bytes(centreCacheFile, centreCacheMagic, t.centreLens(), func() ([][]uint8, error) {
		var err error
		if t.dist1, err = buildStage1(ctx, t.mask, t.rank1, t.rlMask); err != nil {
			return nil, err
		}
		if err := t.buildStage3Centres(ctx, U, D, F, B, R, L); err != nil {
			return nil, err
		}
		if err := t.buildStage2(ctx, U, D, F, B, R, L); err != nil {
			return nil, err
		}
		if err := t.buildCentreOnly(ctx, U, D, F, B, R, L); err != nil {
			return nil, err
		}
		return [][]uint8{t.dist1, t.dist2, t.dist3, append(append([]uint8(nil), t.dist2c...), t.dist3c...)}, nil
	})
	if err != nil {
		return nil, fmt.Errorf("fourstage: %w", err)
	}
	t.dist1, t.dist2, t.dist3 = d[0], d[1], d[2]
	t.dist2c, t.dist3c = d[3][:n2:n2], d[3][n2:]
	return t, nil
}

// centreLens are the lengths of the cached centre tables' four parts:
// stage 1's, stage 2's, stage 3's, and centres only's two together.
func (t *tables) centreLens() []int {
	n2 := t.ct2.Size() * t.rl.Size()
	return []int{nStage1, 2 * n2, 70 * 70 * 70, n2 + 70*70*70}
}

// The centre distance tables are kept in the table cache under this file
// name; the magic changes whenever their layout or meaning does (the
// coordinates, the move sets, the goals), so an old file is rebuilt, not
// misread.
const (
	centreCacheFile  = "fourstage-centres.tables"
	centreCacheMagic = "cubelab-fourstage-centres-v1"
)

// buildSearch2 picks the stage 2 moves to search: as in stage 3 (see
// buildSearch3), a wide turn of D, L or B is the opposite face's and a
// turn of the whole cube, which maps stage 2's moves to stage 2's, its
// goal to its goal and stage 3's work to the same work in another frame:
// so searching without them finds every stage 2 end up to a turn of the
// whole cube, and the candidates stage 2 collects are not the same ends
// twice (TPR's phase 2 leaves them out too).
func (t *tables) buildSearch2() {
	t.search2, t.all2 = nil, nil
	for j, m := range t.moves2 {
		t.all2 = append(t.all2, j)
		if !t.g.turnsOpposite(m) {
			t.search2 = append(t.search2, j)
		}
	}
}

// turnsOpposite reports whether move m is a wide turn of D, L or B: the
// opposite face's wide turn and a turn of the whole cube, which the
// stage 2 and 3 searches leave out (buildSearch2, buildSearch3).
func (g *geometry) turnsOpposite(m int) bool {
	mv := g.moves[m]
	return mv.Hi == 2 && !mv.Face.Positive()
}

// buildSearch3 picks the stage 3 moves to search. A wide half turn of D,
// L or B is the opposite face's wide half turn and a half turn of the whole
// cube, which maps stage 3's moves to stage 3's moves, paired edges to
// paired edges and solved centres to solved centres (in another
// orientation, which stage 3 accepts): so searching without them finds
// sequences as short, and the searches (tables and stage 3) skip them.
// After a move whose result is two beyond the bound, the other outer turns
// of its face (one move from it) are at least one beyond: skip3 passes
// them.
func (t *tables) buildSearch3() {
	g := t.g
	t.search3, t.skip3 = nil, nil
	for j, m := range t.moves3 {
		if !g.turnsOpposite(m) {
			t.search3 = append(t.search3, j)
		}
	}
	for k, j := range t.search3 {
		next := k + 1
		if g.moves[t.moves3[j]].Hi == 1 {
			for next < len(t.search3) {
				o := g.moves[t.moves3[t.search3[next]]]
				if o.Hi != 1 || o.Face != g.moves[t.moves3[j]].Face {
					break
				}
				next++
			}
		}
		t.skip3 = append(t.skip3, next)
	}
	for last := -1; last < nMoves; last++ {
		t.follow3[last+1] = 0
		for k, j := range t.search3 {
			if g.follows(last, t.moves3[j]) {
				t.follow3[last+1] |= 1 << k
			}
		}
	}
}

// buildStage2 fills stage 2's distance table from its goals: the followed
// pair on U/D or on F/B, an R/L pattern stage 3 solves, even wings.
func (t *tables) buildStage2(ctx context.Context, U, D, F, B, R, L uint8) error {
	g := t.g
	nrl, nm := t.rl.Size(), len(t.moves2)
	t.dist2 = make([]uint8, t.ct2.Size()*nrl*2)
	for i := range t.dist2 {
		t.dist2[i] = unreached
	}
	good := t.rlGood(R, L)
	for _, ct := range []int{t.ct2.Of(g.faceMask(U, D)), t.ct2.Of(g.faceMask(F, B))} {
		for rl, ok := range good {
			if ok {
				t.dist2[(ct*nrl+rl)*2] = 0
			}
		}
	}
	return bfs(ctx, t.dist2, nm, func(x, j int) int {
		par, rest := x&1, x>>1
		ct, rl := rest/nrl, rest%nrl
		if t.wingOdd2[j] {
			par ^= 1
		}
		return (int(t.ct2Move[ct*nm+j])*nrl+int(t.rl2Move[rl*nm+j]))*2 + par
	})
}

// rlGood returns the R/L centre patterns stage 3 can solve: those it
// reaches from solved.
func (t *tables) rlGood(R, L uint8) []bool {
	g := t.g
	good := make([]bool, t.rl.Size())
	queue := []int{t.rl.Of(g.faceMask(R)), t.rl.Of(g.faceMask(L))}
	for _, x := range queue {
		good[x] = true
	}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for j := range t.moves3 {
			y := int(t.rl3[x*len(t.moves3)+j])
			if !good[y] {
				good[y] = true
				queue = append(queue, y)
			}
		}
	}
	return good
}

// buildStage3Centres fills stage 3's centre table (qOdd3 set first). Its
// goals are every face one colour with the three axes' "which colour is on
// the positive face" bits summing to even (the colours are chosen so that
// this is a proper orientation of the scheme, see stage3Start) and the
// parity bit q clear.
func (t *tables) buildStage3Centres(ctx context.Context, U, D, F, B, R, L uint8) error {
	g := t.g
	nm := len(t.moves3)
	// Built a byte an entry, then kept two to a byte (10 moves at most;
	// 15 is unreached): half the size, so that more of it stays in cache.
	dist := make([]uint8, 70*70*70*2)
	for i := range dist {
		dist[i] = unreached
	}
	ud := [2]int{t.ud.Of(g.faceMask(U)), t.ud.Of(g.faceMask(D))}
	fb := [2]int{t.fb.Of(g.faceMask(F)), t.fb.Of(g.faceMask(B))}
	rl := [2]int{t.rl.Of(g.faceMask(R)), t.rl.Of(g.faceMask(L))}
	for a := 0; a < 2; a++ {
		for b := 0; b < 2; b++ {
			c := a ^ b
			dist[((ud[a]*70+fb[b])*70+rl[c])*2] = 0
		}
	}
	err := bfs(ctx, dist, nm, func(x, j int) int {
		q, rest := x&1, x>>1
		r := rest % 70
		rest /= 70
		f, u := rest%70, rest/70
		q ^= int(t.qOdd3[j])
		return ((int(t.ud3[u*nm+j])*70+int(t.fb3[f*nm+j]))*70+int(t.rl3[r*nm+j]))*2 + q
	})
	if err != nil {
		return err
	}
	t.dist3 = make([]uint8, 70*70*70)
	for i := range t.dist3 {
		t.dist3[i] = min(dist[2*i], 15) | min(dist[2*i+1], 15)<<4
	}
	return nil
}

// buildQOdd3 finds which stage 3 moves flip the parity bit q: those that
// change the corner permutation's parity and orbit A's differently.
func (t *tables) buildQOdd3() {
	t.qOdd3 = nil
	for _, m := range t.moves3 {
		var odd uint8
		if t.g.cornerOdd[m] != (parity(t.orbitPerm(m, t.aSlot, t.aIdx)) == 1) {
			odd = 1
		}
		t.qOdd3 = append(t.qOdd3, odd)
	}
}

// centreDist is stage 3's centre distance of (u, f, r, q): unreached for
// positions no stage 3 start leads to.
func (t *tables) centreDist(u, f, r, q int) int {
	d := int(t.dist3[(u*70+f)*70+r] >> (4 * q) & 15)
	if d == 15 {
		return unreached
	}
	return d
}

// orbitPerm returns where move m sends each slot of a 12-slot wing orbit,
// as orbit indices.
func (t *tables) orbitPerm(m int, slots [12]uint8, idx [24]uint8) []uint8 {
	out := make([]uint8, 12)
	for dst, src := range t.g.wingFrom[m] {
		for i, s := range slots {
			if s == src {
				out[i] = idx[dst]
			}
		}
	}
	return out
}

// buildWingOrbits splits the wing slots into the two orbits of the stage 3
// moves (which must hold one wing of every edge each) and sets up the edge
// coordinate rho: for each slot of orbit A, the orbit B slot holding the
// partner of the wing there.
func (t *tables) buildWingOrbits() error {
	g := t.g
	var orbit [24]int
	for i := range orbit {
		orbit[i] = -1
	}
	norb := 0
	for s := 0; s < 24; s++ {
		if orbit[s] >= 0 {
			continue
		}
		orbit[s] = norb
		queue := []int{s}
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			for _, m := range t.moves3 {
				for dst, src := range g.wingFrom[m] {
					if int(src) == x && orbit[dst] < 0 {
						orbit[dst] = norb
						queue = append(queue, dst)
					}
				}
			}
		}
		norb++
	}
	if norb != 2 {
		return fmt.Errorf("fourstage: stage 3 moves split the wings into %d orbits, want 2", norb)
	}
	// Orbit 0 is A; its slots are labelled with the M slice's four wings
	// (|x| = 1: on no R or L face) first, as the edge table's index needs,
	// and B's slot i is the home of the partner of A's slot i's wing.
	var mSlice, rest []uint8
	for s := 0; s < 24; s++ {
		if orbit[s] == orbit[g.partner[s]] {
			return fmt.Errorf("fourstage: wing %d and its partner share a stage 3 orbit", s)
		}
		if orbit[s] != 0 {
			continue
		}
		if x := cubieOf(g.wingFacelet[s])[0]; x == 1 || x == -1 {
			mSlice = append(mSlice, uint8(s))
		} else {
			rest = append(rest, uint8(s))
		}
	}
	if len(mSlice) != 4 || len(rest) != 8 {
		return fmt.Errorf("fourstage: orbit A has %d M slice wings of %d, want 4 of 12", len(mSlice), len(mSlice)+len(rest))
	}
	for i, s := range append(mSlice, rest...) {
		b := g.partner[s]
		t.aSlot[i], t.aIdx[s] = s, uint8(i)
		t.bSlot[i], t.bIdx[b] = b, uint8(i)
		t.edgeOf[s], t.edgeOf[b] = uint8(i), uint8(i)
	}
	t.pA = make([][12]uint8, len(t.moves3))
	t.pB = make([][12]uint8, len(t.moves3))
	for j, m := range t.moves3 {
		copy(t.pA[j][:], t.orbitPerm(m, t.aSlot, t.aIdx))
		copy(t.pB[j][:], t.orbitPerm(m, t.bSlot, t.bIdx))
		// The edge table holds the even pairings only.
		if parity(t.pA[j][:]) != parity(t.pB[j][:]) {
			return fmt.Errorf("fourstage: move %v changes the pairing's parity (internal error)", g.moves[m])
		}
		t.moveMaps = append(t.moveMaps, newNibbleMap(&t.pA[j], &t.pB[j]))
		t.placeMaps = append(t.placeMaps, newPlaceMap(&t.pA[j], &t.pB[j]))
	}
	// A move's preimage of paired edges is its inverse's image of them:
	// whichever move's that is.
	t.preId3 = make([]uint64, len(t.moves3))
	for j, m := range t.moveMaps {
		found := false
		for _, o := range t.moveMaps {
			if x := o.apply(identityRho); m.apply(x) == identityRho {
				t.preId3[j], found = x, true
			}
		}
		if !found {
			return fmt.Errorf("fourstage: move %v has no inverse among stage 3's (internal error)", g.moves[t.moves3[j]])
		}
	}
	return t.buildEdgeSymmetries()
}

// buildEdgeSymmetries finds the edge table's symmetries: the maps of space
// that keep the R/L axis (turns about it, y2 and reflections) and each
// wing orbit. Conjugating by them maps stage 3's moves to stage 3's moves
// and paired edges to paired edges, so a pairing's distance is its
// conjugates'; they keep the M slice, and relabel A and B alike.
func (t *tables) buildEdgeSymmetries() error {
	g := t.g
	slotAt := map[[3]int]int{}
	for s := 0; s < 24; s++ {
		slotAt[cubieOf(g.wingFacelet[s])] = s
	}
	inA := func(s int) bool { return t.aSlot[t.aIdx[s]] == uint8(s) }
	t.edgeSyms = nil
	for _, swap := range []bool{false, true} {
		for _, sx := range []int{1, -1} {
			for _, sy := range []int{1, -1} {
				for _, sz := range []int{1, -1} {
					image := func(s uint8) (int, error) {
						p := cubieOf(g.wingFacelet[s])
						y, z := p[1], p[2]
						if swap {
							y, z = z, y
						}
						img, ok := slotAt[[3]int{sx * p[0], sy * y, sz * z}]
						if !ok {
							return 0, fmt.Errorf("fourstage: a symmetry takes wing %d off the wings (internal error)", s)
						}
						return img, nil
					}
					var perm [12]uint8
					keeps := true
					for i := 0; i < 12 && keeps; i++ {
						a, err := image(t.aSlot[i])
						if err != nil {
							return err
						}
						b, err := image(t.bSlot[i])
						if err != nil {
							return err
						}
						if keeps = inA(a); keeps {
							perm[i] = t.aIdx[a]
							if inA(b) || t.bIdx[b] != perm[i] {
								return fmt.Errorf("fourstage: a symmetry relabels the orbits differently (internal error)")
							}
						}
					}
					if keeps {
						t.edgeSyms = append(t.edgeSyms, perm)
					}
				}
			}
		}
	}
	for _, s := range t.edgeSyms {
		for i := 0; i < 4; i++ {
			if s[i] >= 4 {
				return fmt.Errorf("fourstage: an edge symmetry moves the M slice (internal error)")
			}
		}
		for j := range t.moves3 {
			ca, cb := conjPerm(&s, &t.pA[j]), conjPerm(&s, &t.pB[j])
			found := false
			for k := range t.moves3 {
				found = found || (ca == t.pA[k] && cb == t.pB[k])
			}
			if !found {
				return fmt.Errorf("fourstage: an edge symmetry takes %v out of stage 3's moves (internal error)", g.moves[t.moves3[j]])
			}
		}
	}
	if len(t.edgeSyms) != 8 {
		return fmt.Errorf("fourstage: %d edge symmetries, want 8 (internal error)", len(t.edgeSyms))
	}
	return nil
}

// conjPerm returns s p s⁻¹ (labels: where p sends s's image of i, s's image
// of p's image).
func conjPerm(s, p *[12]uint8) (out [12]uint8) {
	for i := range p {
		out[s[i]] = s[p[i]]
	}
	return out
}

// validArrangements returns the centre colourings (colour per face) of the
// 24 orientations of a solved cube.
func validArrangements() map[[6]uint8]bool {
	out := map[[6]uint8]bool{}
	c := cube.MustNew(n)
	for _, rot := range cube.Orientations() {
		c.Reset()
		if err := c.ApplyAlg(rot); err != nil {
			continue
		}
		var a [6]uint8
		for f := cube.Face(0); f < 6; f++ {
			a[f] = uint8(c.At(f, 1, 1))
		}
		out[a] = true
	}
	return out
}
