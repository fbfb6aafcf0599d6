package fiveedges

import (
	"context"
	"fmt"
	"math/bits"
	"slices"

	"cubelab/algorithms/mod3"
	"cubelab/cube"
)

// bEdges is one choice of four edges as phase B coordinates.
type bEdges struct {
	m, hc    uint8
	h, l, hl uint16
}

// bPos is a phase B position: a choice's edges and the shared centres (ud
// raw, fb numbered).
type bPos struct {
	e      bEdges
	ud, fb uint16
}

// bPosOf reads a state's centres and every choice of four edges whose
// pieces all lie in the U/D layers. It fails if the state is not one phase
// B can start from: centres off their axes or out of H4's reach, a wing
// out of its class, or fewer than four such edges.
func (t *bTables) bPosOf(s *state) ([]bPos, error) {
	ud, fb, err := t.centresOf(s)
	if err != nil {
		return nil, err
	}
	// Edges: where each piece is.
	var midAt [nMidges]uint8
	var wingAt [nWings]uint8
	for sl, p := range s.mid {
		midAt[p] = uint8(sl)
	}
	for sl, p := range s.wing {
		if t.class[sl] != t.class[p] {
			return nil, fmt.Errorf("fiveedges: phase B: wing %d in slot %d, of the other class", p, sl)
		}
		wingAt[p] = uint8(sl)
	}
	var eligible []int
	for e := range nMidges {
		if midAt[e] < 8 && wingAt[2*e] < 16 && wingAt[2*e+1] < 16 {
			eligible = append(eligible, e)
		}
	}
	if len(eligible) < 4 {
		return nil, fmt.Errorf("fiveedges: phase B: only %d edges lie wholly in the U/D layers, want 4", len(eligible))
	}
	var out []bPos
	k := len(eligible)
	for a := 0; a < k; a++ {
		for b := a + 1; b < k; b++ {
			for c := b + 1; c < k; c++ {
				for d := c + 1; d < k; d++ {
					four := [4]int{eligible[a], eligible[b], eligible[c], eligible[d]}
					out = append(out, bPos{e: t.edgesOf(four, &midAt, &wingAt), ud: uint16(ud), fb: uint16(fb)})
				}
			}
		}
	}
	return out, nil
}

// centresOf reads a state's centre coordinates: ud raw, fb numbered.
func (t *bTables) centresOf(s *state) (ud, fb int, err error) {
	// pattern is where an axis's own colour lies among its slots.
	pattern := func(slots *[8]uint8, own, opp uint8) (int, error) {
		var xm, tm uint8
		for k, sl := range slots {
			for _, o := range [2]struct {
				v    uint8
				mask *uint8
			}{{s.x[sl], &xm}, {s.t[sl], &tm}} {
				switch o.v {
				case own:
					*o.mask |= 1 << k
				case opp:
				default:
					return 0, fmt.Errorf("fiveedges: phase B: centre slot %d shows %v, off its axis", sl, cube.Face(o.v))
				}
			}
		}
		if bits.OnesCount8(xm) != 4 || bits.OnesCount8(tm) != 4 {
			return 0, fmt.Errorf("fiveedges: phase B: %v's colour on %d x- and %d t-slots of its axis, want 4", cube.Face(own), bits.OnesCount8(xm), bits.OnesCount8(tm))
		}
		return int(t.combRank[xm])*bNComb + int(t.combRank[tm]), nil
	}
	if ud, err = pattern(&bUDSlots, uint8(cube.U), uint8(cube.D)); err != nil {
		return 0, 0, err
	}
	fbRaw, err := pattern(&bFBSlots, uint8(cube.F), uint8(cube.B))
	if err != nil {
		return 0, 0, err
	}
	if t.fbOf[fbRaw] < 0 {
		return 0, 0, fmt.Errorf("fiveedges: phase B: F/B centres out of H4's reach")
	}
	return ud, int(t.fbOf[fbRaw]), nil
}

// edgesOf is the edge coordinate of four chosen edges, given where every
// piece lies.
func (t *bTables) edgesOf(four [4]int, midAt *[nMidges]uint8, wingAt *[nWings]uint8) bEdges {
	var mask uint8
	for _, e := range four {
		mask |= 1 << midAt[e]
	}
	// Each edge's high and low wing's local slots.
	var hi, lo [4]uint8
	var hmask uint8
	for i, e := range four {
		for p := 2 * e; p <= 2*e+1; p++ {
			if t.class[p] == 0 {
				hi[i] = t.wingLocal[wingAt[p]]
			} else {
				lo[i] = t.wingLocal[wingAt[p]]
			}
		}
		hmask |= 1 << hi[i]
	}
	var h, l, hl [4]uint8
	for i, e := range four {
		label := bits.OnesCount8(mask & (1<<midAt[e] - 1))
		h[label], l[label] = hi[i], lo[i]
		hl[bits.OnesCount8(hmask&(1<<hi[i]-1))] = lo[i]
	}
	return bEdges{m: uint8(t.combRank[mask]), h: t.tupleRank(h), l: t.tupleRank(l),
		hc: uint8(t.combRank[hmask]), hl: t.tupleRank(hl)}
}

// move returns p after H4 move j (its place in t.moves). (The search
// moves its children in two halves, the joint edge coordinate first.)
func (t *bTables) move(p bPos, j int) bPos {
	ux, ut := int(p.ud)/bNComb, int(p.ud)%bNComb
	return bPos{
		e:  t.moveEdges(&p.e, j),
		ud: uint16(int(t.udxMove[ux*bNMoves+j])*bNComb + int(t.udtMove[ut*bNMoves+j])),
		fb: t.fbMove[int(p.fb)*bNMoves+j],
	}
}

// isGoal reports whether p is phase B's goal.
func (t *bTables) isGoal(p *bPos) bool {
	return p.e.m == t.mGoal && p.e.h == t.hGoal && p.e.l == t.lGoal && t.udGoal[p.ud] && t.fbGoalN[p.fb]
}

// bNBounds is how many tables bound a phase B position: the joint edge
// table, the centres' and the cross tables.
const bNBounds = 2 + bNCross

// boundOf is table k's distance of p for k >= 1: the centres' exact
// table over (ud, fb), then the cross tables. (Table 0, the joint edge
// table, gives a distance only together with a neighbour's: jointDist,
// mod3.Next.)
func (t *bTables) boundOf(p *bPos, k int) int {
	if k == 1 {
		return int(t.distC[int(p.ud)*t.nFB+int(p.fb)])
	}
	return t.cross.tabs[k-2].at(p)
}

// bounds is every table's distance of p; the joint edge table's walk
// (jointDist) is taken only when the others allow p within maxLen moves,
// else it is left at 255, as is a position the joint table does not
// reach.
func (t *bTables) bounds(p *bPos, maxLen int) (b [bNBounds]uint8) {
	b[0] = 255
	for k := 1; k < bNBounds; k++ {
		b[k] = uint8(t.boundOf(p, k))
	}
	if int(slices.Max(b[1:])) <= maxLen {
		if d := t.jointDist(p.e); d >= 0 {
			b[0] = uint8(d)
		}
	}
	return b
}

// bSearch is one phase B search's state.
type bSearch struct {
	t     *bTables
	ctx   context.Context
	path  [bMaxDepth]uint8 // positions in t.moves
	nodes int
	limit int
	found func([]uint8) bool
	err   error // why it stopped early (context, budget)
	done  bool  // found asked to stop
	// kids holds each depth's children, so that a node's children are
	// bounded table by table: their reads of one large table are
	// independent and their cache misses overlap.
	kids [bMaxDepth][bNMoves]bKid
}

// bKid is a child in the search: its position, the move to it, its exact
// joint edge distance (ub[0]) and an upper bound on each other table's
// distance of it. A move changes an exact distance by at most one, so a
// table whose parent distance plus one is within the moves left need not
// be read: the child's is at most that.
type bKid struct {
	p    bPos
	ub   [bNBounds]uint8
	j    uint8
	dead bool
}

// tick counts a node and, every 1024, checks the context and the budget.
func (s *bSearch) tick() bool {
	s.nodes++
	if s.nodes&1023 == 0 && s.err == nil {
		if err := s.ctx.Err(); err != nil {
			s.err = fmt.Errorf("fiveedges: phase B: %w", err)
		} else if s.nodes > s.limit {
			s.err = errBGaveUp
		}
	}
	return s.err != nil
}

// dfs calls found with every canonical sequence of exactly left more moves
// that takes p to the goal without passing it on the way (those were
// reported at their own, shorter, length). ub bounds each table's distance
// of p from above (exact where read).
func (s *bSearch) dfs(p *bPos, ub *[bNBounds]uint8, depth, left int) {
	t := s.t
	if left == 0 {
		if t.isGoal(p) {
			moves := make([]uint8, depth)
			for i, j := range s.path[:depth] {
				moves[i] = t.moves[j]
			}
			s.done = !s.found(moves)
		}
		return
	}
	if t.isGoal(p) || s.tick() {
		return
	}
	// Each child's joint edge coordinate first, and the rest of it only
	// for those the joint table keeps (most of the others it prunes).
	kids := s.kids[depth][:0]
	m := int(p.e.m)
	for j := range bNMoves {
		if depth > 0 && !t.g.follows(int(t.moves[s.path[depth-1]]), int(t.moves[j])) {
			continue
		}
		kids = append(kids, bKid{p: bPos{e: bEdges{
			m: t.mMove[m*bNMoves+j],
			h: t.hMove[(m*bNPerm+int(p.e.h))*bNMoves+j],
			l: t.lMove[(m*bNPerm+int(p.e.l))*bNMoves+j],
		}}, j: uint8(j)})
	}
	lim := left - 1
	live := len(kids)
	// The joint edge table first: it prunes the most, and every child's
	// exact distance is needed for its own children's.
	pd := int(ub[0])
	ux, ut := int(p.ud)/bNComb, int(p.ud)%bNComb
	for i := range kids {
		c := &kids[i]
		d := mod3.Next(pd, t.joint.Get(jointIndex(&c.p.e)))
		if d > lim {
			c.dead = true
			live--
			continue
		}
		c.ub[0] = uint8(d)
		j := int(c.j)
		c.p.e.hc = t.hcMove[int(p.e.hc)*bNMoves+j]
		c.p.e.hl = t.hlMove[(int(p.e.hc)*bNPerm+int(p.e.hl))*bNMoves+j]
		c.p.ud = uint16(int(t.udxMove[ux*bNMoves+j])*bNComb + int(t.udtMove[ut*bNMoves+j]))
		c.p.fb = t.fbMove[int(p.fb)*bNMoves+j]
	}
	for k := 1; k < bNBounds && live > 0; k++ {
		if int(ub[k])+1 <= lim {
			for i := range kids {
				kids[i].ub[k] = ub[k] + 1
			}
			continue
		}
		for i := range kids {
			c := &kids[i]
			if c.dead {
				continue
			}
			if d := t.boundOf(&c.p, k); d > lim {
				c.dead = true
				live--
			} else {
				c.ub[k] = uint8(d)
			}
		}
	}
	for i := range kids {
		c := &kids[i]
		if c.dead {
			continue
		}
		s.path[depth] = c.j
		s.dfs(&c.p, &c.ub, depth+1, lim)
		if s.done || s.err != nil {
			return
		}
	}
}

// solve calls found with every phase B solution of s (H4 move indices into
// geometry.moves), by increasing length up to maxLen, for every choice of
// four edges, until found returns false. It returns an error if s is no
// phase B input, when ctx ends (wrapping its error) or when more than
// budget nodes were searched (errBGaveUp); found may have been called
// before either.
func (t *bTables) solve(ctx context.Context, s state, maxLen, budget int, found func(moves []uint8) bool) error {
	_, err := t.search(ctx, s, maxLen, budget, found)
	return err
}

// search is solve, also returning the nodes searched.
func (t *bTables) search(ctx context.Context, s state, maxLen, budget int, found func(moves []uint8) bool) (int, error) {
	return t.searchFrom(ctx, s, 0, maxLen, budget, found)
}

// searchFrom is search for the lengths minLen to maxLen only: a caller
// that has had the shorter ones (Reduce, which raises the length one at a
// time over many inputs) saves searching them again.
func (t *bTables) searchFrom(ctx context.Context, s state, minLen, maxLen, budget int, found func(moves []uint8) bool) (int, error) {
	if err := ctx.Err(); err != nil {
		return 0, fmt.Errorf("fiveedges: phase B: %w", err)
	}
	starts, err := t.bPosOf(&s)
	if err != nil {
		return 0, err
	}
	maxLen = min(maxLen, bMaxDepth)
	// The choices are searched together by increasing length, so that
	// solutions come shortest first whichever four edges they pair.
	bounds := make([][bNBounds]uint8, len(starts))
	for i := range starts {
		bounds[i] = t.bounds(&starts[i], maxLen)
	}
	srch := &bSearch{t: t, ctx: ctx, limit: budget, found: found}
	for d := minLen; d <= maxLen; d++ {
		for i := range starts {
			if int(slices.Max(bounds[i][:])) > d {
				continue
			}
			srch.dfs(&starts[i], &bounds[i], 0, d)
			if srch.done {
				return srch.nodes, nil
			}
			if srch.err != nil {
				return srch.nodes, srch.err
			}
		}
	}
	return srch.nodes, nil
}
