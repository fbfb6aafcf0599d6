package fourstage

import (
	"context"
	"fmt"
	"sync"

	"cubelab/cube"
)

// tables holds every stage's move and distance tables, built once per
// process: about 5 MB in about 2 s, and the stage 3 edge table (32 MB)
// only for the full reduction.
type tables struct {
	g    *geometry
	mask *maskTables

	// Stage 1.
	rlMask uint32
	rank1  *maskRanker
	dist1  []uint8

	// Stage 2: ct2 is where one non-R/L pair's pieces are among the 16
	// U/D/F/B slots, rl where one R/L colour's pieces are among the 8 R/L
	// slots, with the wing permutation's parity.
	moves2   []int
	ct2, rl  *subsetCoord
	ct2Move  []uint16
	rl2Move  []uint16
	wingOdd2 []bool
	dist2    []uint8

	// Stage 3: one colour of each axis among its 8 slots, and the parity
	// bit q (see stage3.go).
	moves3         []int
	ud, fb         *subsetCoord
	ud3, fb3, rl3  []uint16
	qOdd3          []bool
	dist3          []uint8
	aSlot, bSlot   [12]uint8 // wing slots of the two stage 3 orbits
	aIdx, bIdx     [24]uint8 // index of a slot in its orbit
	pA, pB         [][12]uint8
	rho0           uint64
	rho0Inv        [12]uint8
	edgeOf         [24]uint8 // edge (orbit A index of its A wing) of each wing
	rhoParityFixed bool
	// symA, symB: the whole-cube turns that keep the stage 3 moves and
	// each wing orbit (turns about the R/L axis, with or without y2), as
	// permutations of the orbits; rho is stored up to them.
	symA, symB [][12]uint8
	// swapAB, swapBA: the turns that exchange the orbits, as maps from
	// orbit A to orbit B indices and back.
	swapAB, swapBA [][12]uint8
	// moveMaps, symMaps, swapMaps: byte tables of the moves, the
	// orbit-keeping symmetries but the identity, and the orbit-exchanging
	// ones (applied to rho's inverse).
	moveMaps, symMaps, swapMaps []*nibbleMap
	edges                       *edgeTable
	// Centres only (centres.go): stage 2 without the wing parity, stage 3
	// without edges and q.
	dist2c, dist3c    []uint8
	validArrangements map[[6]uint8]bool
}

// edgeDepth is how deep the stage 3 edge table is searched from the paired
// state: 9 moves is 2.6 million pairings up to symmetry (32 MB of hash),
// built in about 1.5 s.
const edgeDepth = 9

var (
	tablesOnce sync.Once
	theTables  *tables
	tablesErr  error
)

// getTables builds the tables on first use.
func getTables() (*tables, error) {
	tablesOnce.Do(func() { theTables, tablesErr = buildTables() })
	return theTables, tablesErr
}

func buildTables() (*tables, error) {
	g, err := theGeometry()
	if err != nil {
		return nil, err
	}
	t := &tables{g: g, mask: g.buildMaskTables()}
	U, L, F, R, B, D := uint8(cube.U), uint8(cube.L), uint8(cube.F), uint8(cube.R), uint8(cube.B), uint8(cube.D)

	t.rlMask = g.faceMask(R, L)
	t.rank1 = newMaskRanker()
	t.dist1 = buildStage1(t.mask, t.rank1, t.rlMask)

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

	// Stage 3 centre coordinates first: stage 2's goal needs the R/L
	// patterns stage 3 can solve.
	t.ud = newSubsetCoord(g.slotsOn(U, D), 4)
	t.fb = newSubsetCoord(g.slotsOn(F, B), 4)
	t.rl = newSubsetCoord(g.slotsOn(R, L), 4)
	t.ud3 = t.ud.moveTable(t.mask, t.moves3)
	t.fb3 = t.fb.moveTable(t.mask, t.moves3)
	t.rl3 = t.rl.moveTable(t.mask, t.moves3)
	if err := t.buildWingOrbits(); err != nil {
		return nil, err
	}
	t.buildStage3Centres(U, D, F, B, R, L)
	t.validArrangements = validArrangements()

	// Stage 2.
	t.ct2 = newSubsetCoord(g.slotsOn(U, D, F, B), 8)
	t.ct2Move = t.ct2.moveTable(t.mask, t.moves2)
	t.rl2Move = t.rl.moveTable(t.mask, t.moves2)
	for _, m := range t.moves2 {
		t.wingOdd2 = append(t.wingOdd2, g.wingOdd[m])
	}
	t.buildStage2(U, D, F, B, R, L)

	t.buildCentreOnly(U, D, F, B, R, L)
	return t, nil
}

// edgeTables returns the tables with the stage 3 edge table, building it on
// first use: only the full reduction needs it.
func edgeTables() (*tables, error) {
	t, err := getTables()
	if err != nil {
		return nil, err
	}
	edgesOnce.Do(func() { t.edges = buildEdgeTable(t, edgeDepth) })
	return t, nil
}

var edgesOnce sync.Once

// buildStage2 fills stage 2's distance table from its goals: the followed
// pair on U/D or on F/B, an R/L pattern stage 3 solves, even wings.
func (t *tables) buildStage2(U, D, F, B, R, L uint8) {
	g := t.g
	nrl, nm := t.rl.size(), len(t.moves2)
	t.dist2 = make([]uint8, t.ct2.size()*nrl*2)
	for i := range t.dist2 {
		t.dist2[i] = unreached
	}
	good := t.rlGood(R, L)
	for _, ct := range []int{t.ct2.of(g.faceMask(U, D)), t.ct2.of(g.faceMask(F, B))} {
		for rl, ok := range good {
			if ok {
				t.dist2[(ct*nrl+rl)*2] = 0
			}
		}
	}
	bfs(t.dist2, nm, func(x, j int) int {
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
	good := make([]bool, t.rl.size())
	queue := []int{t.rl.of(g.faceMask(R)), t.rl.of(g.faceMask(L))}
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

// buildStage3Centres fills stage 3's centre table. Its goals are every face
// one colour with the three axes' "which colour is on the positive face"
// bits summing to even (the colours are chosen so that this is a proper
// orientation of the scheme, see stage3Start) and the parity bit q clear.
func (t *tables) buildStage3Centres(U, D, F, B, R, L uint8) {
	g := t.g
	nm := len(t.moves3)
	t.dist3 = make([]uint8, 70*70*70*2)
	for i := range t.dist3 {
		t.dist3[i] = unreached
	}
	ud := [2]int{t.ud.of(g.faceMask(U)), t.ud.of(g.faceMask(D))}
	fb := [2]int{t.fb.of(g.faceMask(F)), t.fb.of(g.faceMask(B))}
	rl := [2]int{t.rl.of(g.faceMask(R)), t.rl.of(g.faceMask(L))}
	for a := 0; a < 2; a++ {
		for b := 0; b < 2; b++ {
			c := a ^ b
			t.dist3[((ud[a]*70+fb[b])*70+rl[c])*2] = 0
		}
	}
	for _, m := range t.moves3 {
		t.qOdd3 = append(t.qOdd3, g.cornerOdd[m] != (parity(t.orbitPerm(m, t.aSlot, t.aIdx)) == 1))
	}
	bfs(t.dist3, nm, func(x, j int) int {
		q, rest := x&1, x>>1
		r := rest % 70
		rest /= 70
		f, u := rest%70, rest/70
		if t.qOdd3[j] {
			q ^= 1
		}
		return ((int(t.ud3[u*nm+j])*70+int(t.fb3[f*nm+j]))*70+int(t.rl3[r*nm+j]))*2 + q
	})
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
	na, nb := 0, 0
	for s := 0; s < 24; s++ {
		if orbit[s] == orbit[g.partner[s]] {
			return fmt.Errorf("fourstage: wing %d and its partner share a stage 3 orbit", s)
		}
		if orbit[s] == 0 {
			t.aSlot[na], t.aIdx[s] = uint8(s), uint8(na)
			na++
		} else {
			t.bSlot[nb], t.bIdx[s] = uint8(s), uint8(nb)
			nb++
		}
	}
	t.pA = make([][12]uint8, len(t.moves3))
	t.pB = make([][12]uint8, len(t.moves3))
	t.rhoParityFixed = true
	for j, m := range t.moves3 {
		copy(t.pA[j][:], t.orbitPerm(m, t.aSlot, t.aIdx))
		copy(t.pB[j][:], t.orbitPerm(m, t.bSlot, t.bIdx))
		if parity(t.pA[j][:]) != parity(t.pB[j][:]) {
			t.rhoParityFixed = false
		}
	}
	if err := t.buildSymmetries(); err != nil {
		return err
	}
	t.buildRhoMaps()
	for i, s := range t.aSlot {
		t.rho0 |= uint64(t.bIdx[g.partner[s]]) << (4 * i)
		t.rho0Inv[t.bIdx[g.partner[s]]] = uint8(i)
		t.edgeOf[s], t.edgeOf[g.partner[s]] = uint8(i), uint8(i)
	}
	return nil
}

// buildSymmetries finds the turns about the R/L axis (and those after y2):
// conjugating by them maps stage 3's moves to stage 3's moves and paired
// edges to paired edges, so a pairing's distance is the same as its
// conjugates'. Half of them exchange the two wing orbits.
func (t *tables) buildSymmetries() error {
	g := t.g
	for _, y2 := range []bool{false, true} {
		for k := 0; k < 4; k++ {
			var a cube.Alg
			if y2 {
				a = append(a, cube.Rotation(cube.U, 2))
			}
			if k > 0 {
				a = append(a, cube.Rotation(cube.R, k))
			}
			from, err := g.wingFromAlg(a)
			if err != nil {
				return err
			}
			var pa, pb [12]uint8
			inA := func(s int) bool { return t.aSlot[t.aIdx[s]] == uint8(s) }
			keeps, swaps := true, true
			for dst, src := range from {
				switch {
				case inA(int(src)) && inA(dst):
					pa[t.aIdx[src]] = t.aIdx[dst]
					swaps = false
				case !inA(int(src)) && !inA(dst):
					pb[t.bIdx[src]] = t.bIdx[dst]
					swaps = false
				case inA(int(src)): // A to B: pa is A index -> B index
					pa[t.aIdx[src]] = t.bIdx[dst]
					keeps = false
				default: // B to A
					pb[t.bIdx[src]] = t.aIdx[dst]
					keeps = false
				}
			}
			switch {
			case keeps:
				t.symA, t.symB = append(t.symA, pa), append(t.symB, pb)
			case swaps:
				t.swapAB, t.swapBA = append(t.swapAB, pa), append(t.swapBA, pb)
			default:
				return fmt.Errorf("fourstage: %v splits a wing orbit (internal error)", a)
			}
		}
	}
	if len(t.symA) == 0 {
		return fmt.Errorf("fourstage: no symmetry keeps the wing orbits (internal error)")
	}
	return nil
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

// Prepare builds the tables, the stage 3 edge table included (a few
// seconds, once per process), so that the first solve does not pay for it.
// It returns when they are ready or when ctx ends; in the latter case the
// build goes on in the background for the next caller.
func Prepare(ctx context.Context) error {
	done := make(chan error, 1)
	go func() {
		_, err := edgeTables()
		done <- err
	}()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}
