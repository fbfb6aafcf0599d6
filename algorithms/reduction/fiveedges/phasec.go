package fiveedges

import (
	"context"
	"errors"
	"fmt"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/prune"
	"cubelab/cube"
)

// Phase C ("L8E", cube555's phase 5): in H5, pair the eight edges of the
// slots UR, UL, DR, DL, FR, FL, BL, BR and solve every centre. The M-slice
// edges (UF, UB, DF, DB) come paired and H5 moves them only whole, so they
// stay paired and are no part of the coordinates.
//
// Coordinates:
//
//   - the centres: the R/L axis's x- and t-centres (70 x 70 = 4900) and
//     the U/D and F/B axes' (6 x 6 = 36). H5 reaches exactly every pair,
//     176,400 positions, with an exact distance table over them;
//   - the low and the high wings (groups.class): for each of the eight
//     slots, which slot's midge the wing there belongs to (a permutation of
//     8, 8! = 40320); paired is the identity. It is taken relative to the
//     midges because the goal is pairing, not solving: the midges may end
//     permuted like a 3x3's edges, and a relative permutation reads the
//     same whichever eight edges the slots hold.
//
// The bound is the largest of the exact centre distance, of an exact
// table over (wing permutation, R/L centres) reduced by symmetry
// (phasec_sym.go; it serves both wing classes and gives most of the
// bound), and of small tables over (wing permutation, U/D and F/B
// centres) (phasec_prune.go). Pairing needs wide half turns and those move
// centres too, so the two goals' needs add up in ways neither table of
// one alone sees. The search is IDA* over H5 in canonical order; its
// answers are optimal in H5.
//
// The tables take about 2 s to build and 20 MB, most of it the symmetry
// table (13 MB).

// cNMoves is the number of H5 moves.
const cNMoves = 14

// cNPerm is 8!, the size of a wing permutation coordinate.
const cNPerm = 40320

// cNCentre is the number of centre positions H5 reaches.
const cNCentre = 176400

// cMaxLen bounds phase C's search depth; optimal phase C solutions are
// far shorter (cube555 reports 13-15 moves on average).
const cMaxLen = 30

// cUnreached marks table entries no search has reached.
const cUnreached = prune.Unreached

// cDefaultBudget is the node budget solve uses when given none: eight
// times what the slowest of 200 random H5 positions took (2.4 million
// nodes; the mean is 0.3 million), about 5 s.
const cDefaultBudget = 20_000_000

// cEdgeSlots are the eight edge slots phase C pairs, in cube.Edge order;
// the permutation coordinates number them 0-7 in this order.
var cEdgeSlots = [8]cube.Edge{cube.UR, cube.UL, cube.DR, cube.DL, cube.FR, cube.FL, cube.BL, cube.BR}

// cMSlots are the M-slice edge slots, which H5 moves only whole.
var cMSlots = [4]cube.Edge{cube.UF, cube.UB, cube.DF, cube.DB}

// Errors solve returns (wrapped with detail).
var (
	// errPhaseCGaveUp: the node budget ran out before a solution was found.
	errPhaseCGaveUp = errors.New("fiveedges: phase C gave up: node budget spent")
	// errPhaseCTooLong: no solution within the given length.
	errPhaseCTooLong = errors.New("fiveedges: phase C: no solution within the length limit")
	// errPhaseCNotH5: the state is not one phase C can solve (centres out
	// of H5's reach, M-slice edges unpaired, or pieces H5 cannot pair).
	errPhaseCNotH5 = errors.New("fiveedges: phase C: state outside H5's reach")
)

// cTables holds phase C's move and distance tables, built once per process.
type cTables struct {
	g *geometry
	// moves are the H5 moves (indices into geometry.moves); the search
	// and every table below number them 0-13 in this order.
	moves [cNMoves]uint8
	// canon[last][j] reports whether move j may follow move last (index
	// cNMoves: none yet) in a canonical sequence (geometry.follows).
	canon [cNMoves + 1][cNMoves]bool

	// Centres, as two coordinates (phasec_prune.go): the R/L centres
	// (4900) and the U/D and F/B ones (36). H5 reaches every pair of
	// them, so the pair indexes the 176,400 positions, with small move
	// tables that stay in cache (a move table over the whole index would
	// be 10 MB). subN[k] is coordinate k's size, subMove[k][v*cNMoves+j]
	// its value after move j, subGoal[k] its solved value; subKey[k][v] is
	// value v as centre key bits (cCentreKey) and subNum[k] the inverse.
	subN    [cNSub]int
	subMove [cNSub][]uint16
	subGoal [cNSub]uint16
	subKey  [cNSub][]uint64
	subNum  [cNSub]map[uint64]uint16
	// cDist[rl*subN[cSubUDFB]+udfb] is the exact distance to solved
	// centres.
	cDist []uint8

	// Wings. wingSlot[k][i] is slot cEdgeSlots[i]'s wing slot of class k
	// (0 high, 1 low); pMove[k][p*cNMoves+j] is class k's permutation
	// after move j.
	wingSlot [2][8]uint8
	pMove    [2][]uint16

	// prune are the plain (wing permutation, centre sub-coordinate)
	// tables (phasec_prune.go).
	prune []cPrune
	// sym is the (wing permutation, R/L centres) table (phasec_sym.go).
	sym *cSymPrune
	// goal is the solved node (identity permutations have rank 0).
	goal cNode
}

// cBuild makes phase C's tables once per process, for whoever waits for
// them and only while someone does (algorithms.SharedBuild). They are
// read-only afterwards, so solves may run concurrently.
var cBuild = &algorithms.SharedBuild[*cTables]{
	Build: func(ctx context.Context, _ func(string, float64)) (*cTables, error) { return buildPhaseC(ctx) },
}

// phaseC returns phase C's tables, building them on first use, or ctx's
// error once ctx ends.
func phaseC(ctx context.Context) (*cTables, error) { return cBuild.Get(ctx, nil) }

// buildPhaseC builds the tables: moves, centres, wings, then the pruning
// tables (the symmetry table on a goroutine of its own, as it takes most
// of the time); or stops with ctx's error once ctx ends.
func buildPhaseC(ctx context.Context) (*cTables, error) {
	g, err := getGeometry()
	if err != nil {
		return nil, err
	}
	gr := g.buildGroups()
	if len(gr.h5) != cNMoves {
		return nil, fmt.Errorf("fiveedges: phase C: %d H5 moves, want %d", len(gr.h5), cNMoves)
	}
	t := &cTables{g: g}
	copy(t.moves[:], gr.h5)
	for last := range cNMoves + 1 {
		for j := range cNMoves {
			l := -1
			if last < cNMoves {
				l = int(t.moves[last])
			}
			t.canon[last][j] = g.follows(l, int(t.moves[j]))
		}
	}
	if err := t.loadOrBuildCentres(ctx); err != nil {
		return nil, err
	}
	if err := t.buildWings(&gr); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err // before the pruning tables, the slow part
	}
	t.goal = cNode{rl: t.subGoal[cSubRL], udfb: uint8(t.subGoal[cSubUDFB])}
	syms, err := t.cFindSyms()
	if err != nil {
		return nil, err
	}
	errc := make(chan error, 1)
	go func() { errc <- t.buildSymPrune(ctx, syms) }()
	err = t.buildPrune(ctx)
	if err := errors.Join(err, <-errc); err != nil {
		return nil, err
	}
	return t, nil
}

// cOpposite[f] is face f's opposite face.
var cOpposite = func() [6]uint8 {
	var o [6]uint8
	for _, f := range cube.Faces {
		o[f] = uint8(f.Opposite())
	}
	return o
}()

// cCentreKey packs a state's centres: bit i is whether x-centre slot i
// shows its own face's colour, bit 24+i the same for t-centre slot i. In
// H5's reach every centre shows a colour of its own axis (H5 keeps each
// axis's pieces on its faces), so the bits say everything; ok is false if
// some centre does not.
func cCentreKey(x, t *[nCentre]uint8) (key uint64, ok bool) {
	for i := range nCentre {
		f := uint8(i / 4)
		switch x[i] {
		case f:
			key |= 1 << i
		case cOpposite[f]:
		default:
			return 0, false
		}
		switch t[i] {
		case f:
			key |= 1 << (24 + i)
		case cOpposite[f]:
		default:
			return 0, false
		}
	}
	return key, true
}

// cCentresOf unpacks a centre key.
func cCentresOf(key uint64) (x, t [nCentre]uint8) {
	for i := range nCentre {
		f := uint8(i / 4)
		x[i], t[i] = cOpposite[f], cOpposite[f]
		if key>>i&1 != 0 {
			x[i] = f
		}
		if key>>(24+i)&1 != 0 {
			t[i] = f
		}
	}
	return x, t
}

// buildCentres enumerates H5's centre positions breadth-first from solved,
// with their distances, splits them into the two sub-coordinates (checking
// that each moves on its own and that the pairs are exactly the reached
// positions), and re-indexes the distances by the pair; or stops with
// ctx's error once ctx ends.
func (t *cTables) buildCentres(ctx context.Context) error {
	g := t.g
	x0, t0 := solvedState().x, solvedState().t
	k0, _ := cCentreKey(&x0, &t0)
	idx := map[uint64]uint32{k0: 0}
	order := []uint64{k0}
	cMove := make([]uint32, 0, cNCentre*cNMoves)
	dist := []uint8{0}
	for i := 0; i < len(order); i++ {
		if i%checkEvery == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		x, tc := cCentresOf(order[i])
		for _, m := range t.moves {
			var nx, nt [nCentre]uint8
			for s := range nCentre {
				nx[s], nt[s] = x[g.xFrom[m][s]], tc[g.tFrom[m][s]]
			}
			k, ok := cCentreKey(&nx, &nt)
			if !ok {
				return fmt.Errorf("fiveedges: phase C: %v takes a centre off its axis", g.moves[m])
			}
			c, seen := idx[k]
			if !seen {
				c = uint32(len(order))
				idx[k] = c
				order = append(order, k)
				dist = append(dist, dist[i]+1)
			}
			cMove = append(cMove, c)
		}
	}
	if len(order) != cNCentre {
		return fmt.Errorf("fiveedges: phase C: %d centre positions, want %d", len(order), cNCentre)
	}
	var sub [cNSub][]uint16
	for k := range cNSub {
		var err error
		if sub[k], err = t.buildSub(k, order, cMove); err != nil {
			return err
		}
	}
	nu := t.subN[cSubUDFB]
	if t.subN[cSubRL]*nu != cNCentre {
		return fmt.Errorf("fiveedges: phase C: %d x %d centre sub-positions, want %d in all", t.subN[cSubRL], nu, cNCentre)
	}
	t.cDist = make([]uint8, cNCentre)
	for i := range t.cDist {
		t.cDist[i] = cUnreached
	}
	for c, d := range dist {
		t.cDist[int(sub[cSubRL][c])*nu+int(sub[cSubUDFB][c])] = d
	}
	return nil
}

// centreOf reads a state's centre sub-coordinates, or false if H5 does not
// reach its centres from solved.
func (t *cTables) centreOf(s *state) (rl uint16, udfb uint8, ok bool) {
	k, ok := cCentreKey(&s.x, &s.t)
	if !ok {
		return 0, 0, false
	}
	var v [cNSub]uint16
	for i := range cNSub {
		if v[i], ok = t.subNum[i][k&cSubMask[i]]; !ok {
			return 0, 0, false
		}
	}
	return v[cSubRL], uint8(v[cSubUDFB]), true
}

// cFact are the factorials 0!-7!, for permutation ranks.
var cFact = [8]int{1, 1, 2, 6, 24, 120, 720, 5040}

// cPermRank ranks a permutation of 0-7 (Lehmer code; the identity is 0).
func cPermRank(p *[8]uint8) int {
	r := 0
	for i := range 8 {
		c := 0
		for j := i + 1; j < 8; j++ {
			if p[j] < p[i] {
				c++
			}
		}
		r += c * cFact[7-i]
	}
	return r
}

// cPermUnrank is cPermRank's inverse.
func cPermUnrank(r int) [8]uint8 {
	var p [8]uint8
	var used [8]bool
	for i := range 8 {
		c := r / cFact[7-i]
		r %= cFact[7-i]
		for v := range 8 {
			if used[v] {
				continue
			}
			if c == 0 {
				p[i], used[v] = uint8(v), true
				break
			}
			c--
		}
	}
	return p
}

// buildWings fills the wing permutations' move tables. For each H5 move
// it reads where the eight slots' midges and each class's wings come from
// (checking that H5 keeps them among the eight slots and in their class);
// a wing that belonged to the midge in slot a belongs, after the move, to
// that midge's new slot.
func (t *cTables) buildWings(gr *groups) error {
	g := t.g
	var slotOf [nMidges]int8
	for e := range slotOf {
		slotOf[e] = -1
	}
	for i, e := range cEdgeSlots {
		slotOf[e] = int8(i)
		for k := range 2 {
			w := 2*int(e) + k
			t.wingSlot[gr.class[w]][i] = uint8(w)
		}
	}
	var midTo [cNMoves][8]uint8      // midTo[j][a]: slot the midge in slot a goes to
	var wingSrc [cNMoves][2][8]uint8 // wingSrc[j][k][i]: slot whose class-k wing comes to slot i
	for j, m := range t.moves {
		for i, e := range cEdgeSlots {
			a := slotOf[g.midFrom[m][e]]
			if a < 0 {
				return fmt.Errorf("fiveedges: phase C: %v brings an M-slice midge to %v", g.moves[m], e)
			}
			midTo[j][a] = uint8(i)
			for k := range 2 {
				from := g.wingFrom[m][t.wingSlot[k][i]]
				b := slotOf[from/2]
				if b < 0 || t.wingSlot[k][b] != from {
					return fmt.Errorf("fiveedges: phase C: %v moves a wing out of its class or into the M slice", g.moves[m])
				}
				wingSrc[j][k][i] = uint8(b)
			}
		}
	}
	for k := range 2 {
		mt := make([]uint16, cNPerm*cNMoves)
		for r := range cNPerm {
			p := cPermUnrank(r)
			for j := range cNMoves {
				var q [8]uint8
				for i := range 8 {
					q[i] = midTo[j][p[wingSrc[j][k][i]]]
				}
				mt[r*cNMoves+j] = uint16(cPermRank(&q))
			}
		}
		t.pMove[k] = mt
	}
	return nil
}

// wingPerms reads a state's two wing permutations (high, low), or false
// if the eight slots' wings of a class do not belong one to each of their
// midges (then H5 cannot pair them), or an M-slice edge is unpaired.
func (t *cTables) wingPerms(s *state) (perm [2]uint16, ok bool) {
	for _, e := range cMSlots {
		if s.wing[2*e]/2 != s.mid[e] || s.wing[2*e+1]/2 != s.mid[e] {
			return perm, false
		}
	}
	var slotOfEdge [nMidges]int8
	for e := range slotOfEdge {
		slotOfEdge[e] = -1
	}
	for i, e := range cEdgeSlots {
		slotOfEdge[s.mid[e]] = int8(i)
	}
	for k := range 2 {
		var p [8]uint8
		var seen [8]bool
		for i := range 8 {
			a := slotOfEdge[s.wing[t.wingSlot[k][i]]/2]
			if a < 0 || seen[a] {
				return perm, false
			}
			seen[a] = true
			p[i] = uint8(a)
		}
		perm[k] = uint16(cPermRank(&p))
	}
	return perm, true
}

// cNode is a phase C search position.
type cNode struct {
	rl   uint16    // R/L centres
	udfb uint8     // U/D and F/B centres
	perm [2]uint16 // high and low wing permutations
}

// nodeOf reads a state's coordinates, or false if phase C cannot solve it.
func (t *cTables) nodeOf(s *state) (cNode, bool) {
	rl, udfb, ok := t.centreOf(s)
	if !ok {
		return cNode{}, false
	}
	p, ok := t.wingPerms(s)
	if !ok {
		return cNode{}, false
	}
	return cNode{rl, udfb, p}, true
}

// move returns the node after H5 move j (0-13).
func (t *cTables) move(x cNode, j int) cNode {
	return cNode{
		rl:   t.subMove[cSubRL][int(x.rl)*cNMoves+j],
		udfb: uint8(t.subMove[cSubUDFB][int(x.udfb)*cNMoves+j]),
		perm: [2]uint16{t.pMove[0][int(x.perm[0])*cNMoves+j], t.pMove[1][int(x.perm[1])*cNMoves+j]},
	}
}

// bound is an admissible lower bound on the state's phase C length, 255 if
// phase C cannot solve it.
func (t *cTables) bound(s state) int {
	x, ok := t.nodeOf(&s)
	if !ok {
		return cUnreached
	}
	return t.h(x)
}

// cSearch is one phase C search's moves so far, node count and stop state.
type cSearch struct {
	t      *cTables
	ctx    context.Context
	path   [cMaxLen]uint8
	nodes  int
	budget int
	err    error // why the search stopped early, if it did
}

// solve returns a shortest H5 sequence (indices into geometry.moves) of at
// most maxLen moves that solves the centres and pairs the edges, searching
// at most budget nodes (budget <= 0: cDefaultBudget). Errors wrap ctx's
// error, errPhaseCGaveUp, errPhaseCTooLong or errPhaseCNotH5.
func (t *cTables) solve(ctx context.Context, s state, maxLen, budget int) ([]uint8, error) {
	moves, _, err := t.solveNodes(ctx, s, maxLen, budget)
	return moves, err
}

// solveNodes is solve that also reports the nodes searched.
func (t *cTables) solveNodes(ctx context.Context, s state, maxLen, budget int) ([]uint8, int, error) {
	x, ok := t.nodeOf(&s)
	if !ok {
		return nil, 0, errPhaseCNotH5
	}
	h := t.h(x)
	if h == cUnreached {
		return nil, 0, errPhaseCNotH5
	}
	maxLen = min(maxLen, cMaxLen)
	if budget <= 0 {
		budget = cDefaultBudget
	}
	se := &cSearch{t: t, ctx: ctx, budget: budget}
	if err := ctx.Err(); err != nil {
		return nil, 0, fmt.Errorf("fiveedges: phase C: %w", err)
	}
	for d := h; d <= maxLen; d++ {
		if se.dfs(x, 0, d, cNMoves) {
			out := make([]uint8, d)
			for i, j := range se.path[:d] {
				out[i] = t.moves[j]
			}
			return out, se.nodes, nil
		}
		if se.err != nil {
			return nil, se.nodes, se.err
		}
	}
	return nil, se.nodes, fmt.Errorf("%w (%d moves, bound %d)", errPhaseCTooLong, maxLen, h)
}

// dfs looks for a sequence of exactly left more moves from x, canonical
// after move last (cNMoves: none), that ends solved; it stops at the first.
// Every child's bound is checked before descending, so left never drops
// below a node's bound.
func (s *cSearch) dfs(x cNode, depth, left, last int) bool {
	if left == 0 {
		return x == s.t.goal
	}
	s.nodes++
	if s.nodes >= s.budget {
		s.err = fmt.Errorf("%w (%d nodes)", errPhaseCGaveUp, s.nodes)
		return false
	}
	// A context read costs more than a node; every 1024 nodes (well
	// under a millisecond) is often enough.
	if s.nodes&1023 == 0 {
		if err := s.ctx.Err(); err != nil {
			s.err = fmt.Errorf("fiveedges: phase C: %w", err)
			return false
		}
	}
	t := s.t
	for j := range cNMoves {
		if !t.canon[last][j] {
			continue
		}
		y := t.move(x, j)
		if !t.within(y, left-1) {
			continue
		}
		s.path[depth] = uint8(j)
		if s.dfs(y, depth+1, left-1, j) {
			return true
		}
		if s.err != nil {
			return false
		}
	}
	return false
}
