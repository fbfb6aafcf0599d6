package fiveedges

import (
	"context"
	"errors"
	"fmt"
	"math/bits"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/slotmask"
	"cubelab/algorithms/tablecache"
	"cubelab/cube"
)

// Phase A (doc.go): in H3, every midge unflipped, every wing in a slot of
// its class, and the F/B centre pattern among the 432 H4 reaches. The
// other axes' need nothing: H4 reaches every U/D pattern, and H5 (phase C)
// every R/L one, which phase B does not follow. (Until 2026-11-27 the R/L
// pattern too had to be one H4 reaches, as cube555's phase 3 does not ask:
// on 24 cubes phase A took 8.3 moves, now 7.6, phase C 14.9, now 15.3.)
// Three exact tables bound it:
//
//   - the slots holding high wings, a 12-of-24 mask (C(24,12) = 2,704,156
//     entries),
//   - the midges' flips (2^11) with the F/B axis's x and t patterns (70 x
//     70): 10,035,200 entries,
//
// each by breadth-first search from all its goal positions over H3, and
//
//   - the high-wing mask with the flips, reduced by symmetry
//     (phasea_sym.go): the one that counts, as only F and B quarter turns
//     change either (the three others alone stay 3-4 moves under).

// aNumMask is C(24,12), the number of 12-of-24 wing masks.
const aNumMask = 2704156

// aTables are phase A's coordinates and tables.
type aTables struct {
	g     *geometry
	gr    groups
	moves []uint8 // H3, as move indices
	// inH4 marks the moves of t.moves in H4: the goal set is closed
	// under them, so no solution ends with one (the shorter one without
	// it is found first).
	inH4   [24]bool
	wingMv *slotmask.Moves
	// rankLow and rankHigh rank a 12-of-24 mask colexicographically, the
	// low and the high 12 bits apart (rankHigh by the low bits' count).
	rankLow  [1 << 12]uint32
	rankHigh [13][1 << 12]uint32
	highGoal uint32 // the high-class slots
	distWing []uint8
	// eoMove[eo][j]: the 11 flips of midges 0-10 (midge 11's follows
	// from their parity) after H3 move j.
	eoMove [2048][24]uint16
	// axisSlots lists each axis's 8 centre slots (cube.Face.Axis order)
	// and patMove moves a pattern (rank of the 4 slots among them holding
	// the colour of the axis's first face there) of the x or t orbit.
	axisSlots [3][8]uint8
	patMove   [3][2][70][24]uint8
	patRank   [256]uint8
	patGoal   [3][4900]bool // the (x, t) patterns H4 reaches
	distEOPat []uint8       // the F/B axis: eo*4900 + x*70 + t
	// joint is the (wing mask, flips) table, symmetry-reduced
	// (phasea_sym.go).
	joint *aJoint
}

const aUnreached = 0xff

// aBuild makes phase A's tables once per process, for whoever waits for
// them and only while someone does (algorithms.SharedBuild).
var aBuild = &algorithms.SharedBuild[*aTables]{
	Build: func(ctx context.Context, _ func(string, float64)) (*aTables, error) { return buildPhaseA(ctx) },
}

// phaseA returns phase A's tables, building them on first use, or ctx's
// error once ctx ends.
func phaseA(ctx context.Context) (*aTables, error) { return aBuild.Get(ctx, nil) }

// buildPhaseA makes phase A's tables, or stops with ctx's error once ctx
// ends (the tables finished by then are in the table cache).
func buildPhaseA(ctx context.Context) (*aTables, error) {
	g, err := getGeometry()
	if err != nil {
		return nil, err
	}
	t := &aTables{g: g, gr: g.buildGroups()}
	t.moves = t.gr.h3
	t.wingMv = slotmask.NewMoves(&g.wingFrom)
	for j, m := range t.moves {
		for _, h := range t.gr.h4 {
			t.inH4[j] = t.inH4[j] || h == m
		}
	}
	t.buildRank()
	for w, c := range t.gr.class {
		if c == 0 {
			t.highGoal |= 1 << w
		}
	}
	t.buildEO()
	if err := t.buildPatterns(); err != nil {
		return nil, err
	}
	// The wing-mask and flips x pattern tables (about 3 s) come from the
	// table cache when they can (cache.go names the files).
	tabs, err := tablecache.Bytes(aCacheFile, aCacheMagic, []int{aNumMask, 2048 * 4900}, func() ([][]uint8, error) {
		if err := t.buildWing(ctx); err != nil {
			return nil, err
		}
		if err := t.buildEOPat(ctx); err != nil {
			return nil, err
		}
		return [][]uint8{t.distWing, t.distEOPat}, nil
	})
	if err != nil {
		return nil, err
	}
	t.distWing, t.distEOPat = tabs[0], tabs[1]
	if t.joint, err = t.loadOrBuildJoint(ctx); err != nil {
		return nil, err
	}
	return t, nil
}

// buildRank fills the two rank tables: a mask's rank is the sum over its
// set bits of C(position, bits up to and with it).
func (t *aTables) buildRank() {
	var binom [25][13]uint32
	for p := range 25 {
		binom[p][0] = 1
		for k := 1; k <= 12 && k <= p; k++ {
			binom[p][k] = binom[p-1][k-1]
			if k <= p-1 {
				binom[p][k] += binom[p-1][k]
			}
		}
	}
	for v := range 1 << 12 {
		k := 0
		for p := range 12 {
			if v>>p&1 == 1 {
				k++
				if k <= 12 {
					t.rankLow[v] += binom[p][k]
				}
			}
		}
		for below := range 13 {
			k := below
			var r uint32
			for p := range 12 {
				if v>>p&1 == 1 {
					k++
					if k <= 12 {
						r += binom[p+12][k]
					}
				}
			}
			t.rankHigh[below][v] = r
		}
	}
}

// rank is a 12-of-24 mask's index.
func (t *aTables) rank(mask uint32) uint32 {
	lo := mask & 0xfff
	return t.rankLow[lo] + t.rankHigh[bits.OnesCount32(lo)][mask>>12]
}

// buildWing fills distWing by breadth-first search over the masks, kept
// as masks in the queue (a rank is only an index), or stops with ctx's
// error once ctx ends.
func (t *aTables) buildWing(ctx context.Context) error {
	t.distWing = make([]uint8, aNumMask)
	for i := range t.distWing {
		t.distWing[i] = aUnreached
	}
	t.distWing[t.rank(t.highGoal)] = 0
	layer := []uint32{t.highGoal}
	for d := uint8(1); len(layer) > 0; d++ {
		var next []uint32
		for k, m := range layer {
			if k%checkEvery == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			for _, j := range t.moves {
				r := t.wingMv.Move(m, int(j))
				if i := t.rank(r); t.distWing[i] == aUnreached {
					t.distWing[i] = d
					next = append(next, r)
				}
			}
		}
		layer = next
	}
	return nil
}

// checkEvery is how many positions a table's breadth-first search expands
// between looks at its context (an atomic load).
const checkEvery = 1 << 14

// buildEO fills eoMove from the midge flips of each move.
func (t *aTables) buildEO() {
	g := t.g
	for eo := range 2048 {
		fl := eoFlips(eo)
		for j, m := range t.moves {
			r := 0
			for i := range 11 {
				if fl[g.midFrom[m][i]]^g.midFlip[m][i] == 1 {
					r |= 1 << i
				}
			}
			t.eoMove[eo][j] = uint16(r)
		}
	}
}

// eoFlips is the flip coordinate eo as each midge's flip: bit i is midge
// i's, the twelfth midge's making the sum even.
func eoFlips(eo int) [nMidges]uint8 {
	var fl [nMidges]uint8
	for i := range 11 {
		fl[i] = uint8(eo >> i & 1)
		fl[11] ^= fl[i]
	}
	return fl
}

// eoOf is a state's flip coordinate.
func eoOf(s *state) int {
	r := 0
	for i := range 11 {
		r |= int(s.mo[i]) << i
	}
	return r
}

// buildPatterns lists each axis's slots, the pattern moves and the
// patterns H4 reaches from solved.
func (t *aTables) buildPatterns() error {
	g := t.g
	var cnt [3]int
	for s := range nCentre {
		a := cube.Face(s / 4).Axis()
		t.axisSlots[a][cnt[a]] = uint8(s)
		cnt[a]++
	}
	r := 0
	for v := range 256 {
		t.patRank[v] = 0xff
		if bits.OnesCount8(uint8(v)) == 4 {
			t.patRank[v] = uint8(r)
			r++
		}
	}
	var unrank [70]uint8
	for v := range 256 {
		if t.patRank[v] != 0xff {
			unrank[t.patRank[v]] = uint8(v)
		}
	}
	for a := range 3 {
		pos := map[uint8]int{}
		for i, s := range t.axisSlots[a] {
			pos[s] = i
		}
		for o, from := range [2]*[nMoves][nCentre]uint8{&g.xFrom, &g.tFrom} {
			for p := range 70 {
				v := unrank[p]
				for j, m := range t.moves {
					var w uint8
					for i, s := range t.axisSlots[a] {
						src, ok := pos[from[m][s]]
						if !ok {
							return fmt.Errorf("fiveedges: %v takes a centre off its axis", g.moves[m])
						}
						w |= (v >> src & 1) << i
					}
					t.patMove[a][o][p][j] = t.patRank[w]
				}
			}
		}
		// The patterns H4 reaches, by search over (x, t) pairs.
		h4 := map[uint8]bool{}
		for _, m := range t.gr.h4 {
			h4[m] = true
		}
		s0 := solvedState()
		x0, t0 := t.pattern(&s0, a, 0), t.pattern(&s0, a, 1)
		t.patGoal[a][x0*70+t0] = true
		queue := []int{x0*70 + t0}
		for len(queue) > 0 {
			q := queue[0]
			queue = queue[1:]
			for j, m := range t.moves {
				if !h4[m] {
					continue
				}
				nq := int(t.patMove[a][0][q/70][j])*70 + int(t.patMove[a][1][q%70][j])
				if !t.patGoal[a][nq] {
					t.patGoal[a][nq] = true
					queue = append(queue, nq)
				}
			}
		}
	}
	return nil
}

// pattern is axis a's pattern of orbit o (0 x, 1 t) in s.
func (t *aTables) pattern(s *state, a, o int) int {
	cols := &s.x
	if o == 1 {
		cols = &s.t
	}
	first := t.axisSlots[a][0] / 4 // the axis's first face
	var v uint8
	for i, sl := range t.axisSlots[a] {
		if cols[sl] == first {
			v |= 1 << i
		}
	}
	return int(t.patRank[v])
}

// buildEOPat fills the flips-and-pattern table of the F/B axis, or stops
// with ctx's error once ctx ends.
func (t *aTables) buildEOPat(ctx context.Context) error {
	a := cube.F.Axis()
	dist := make([]uint8, 2048*4900)
	for i := range dist {
		dist[i] = aUnreached
	}
	var layer []uint32
	for p, ok := range t.patGoal[a] {
		if ok {
			dist[p] = 0
			layer = append(layer, uint32(p))
		}
	}
	for d := uint8(1); len(layer) > 0; d++ {
		var next []uint32
		for k, i := range layer {
			if k%checkEvery == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			eo, x, tt := i/4900, i/70%70, i%70
			for j := range t.moves {
				ni := uint32(t.eoMove[eo][j])*4900 + uint32(t.patMove[a][0][x][j])*70 + uint32(t.patMove[a][1][tt][j])
				if dist[ni] == aUnreached {
					dist[ni] = d
					next = append(next, ni)
				}
			}
		}
		layer = next
	}
	t.distEOPat = dist
	return nil
}

// aPos is a phase A position as its coordinates.
type aPos struct {
	wing uint32 // the high wings' slots
	eo   uint16
	pat  [2]uint8 // the F/B axis's x and t patterns
	// jd is the joint table's exact distance (it stores distances mod 3,
	// so each position's follows from its parent's).
	jd uint8
}

// posOf is s's phase A position.
func (t *aTables) posOf(s *state) aPos {
	p := t.coords(s)
	if d, err := t.joint.exact(t, p.wing, p.eo); err == nil { // checked when loaded
		p.jd = uint8(d)
	}
	return p
}

// coords is s's phase A position without the joint distance (jd 0), which
// takes a walk through the joint table to find.
func (t *aTables) coords(s *state) aPos {
	var p aPos
	for w, pc := range s.wing {
		if t.gr.class[pc] == 0 {
			p.wing |= 1 << w
		}
	}
	p.eo = uint16(eoOf(s))
	a := cube.F.Axis()
	p.pat[0], p.pat[1] = uint8(t.pattern(s, a, 0)), uint8(t.pattern(s, a, 1))
	return p
}

// move returns p after H3 move j (an index into t.moves).
func (t *aTables) move(p aPos, j int) aPos {
	var r aPos
	r.wing = t.wingMv.Move(p.wing, int(t.moves[j]))
	r.eo = t.eoMove[p.eo][j]
	a := cube.F.Axis()
	r.pat[0], r.pat[1] = t.patMove[a][0][p.pat[0]][j], t.patMove[a][1][p.pat[1]][j]
	r.jd = t.joint.next(t, p.jd, r.wing, r.eo)
	return r
}

// bound is p's distance bound to the nearer of two goals: its labelling's
// and that of the labelling with every edge the other way round (T,
// phasea_sym.go), which solve searches at once. The joint table holds the
// distance to the nearer already; the other three are read for each.
func (t *aTables) bound(p *aPos) int {
	const full = 1<<nWings - 1
	return max(int(p.jd), min(t.boundSmall(p, p.wing, p.eo), t.boundSmall(p, p.wing^full, p.eo^aAllFlips)))
}

// boundSmall is the larger of the wing mask table and the flips and
// centre pattern table for p with wing mask wing and flips eo.
func (t *aTables) boundSmall(p *aPos, wing uint32, eo uint16) int {
	return max(int(t.distWing[t.rank(wing)]), int(t.distEOPat[int(eo)*4900+int(p.pat[0])*70+int(p.pat[1])]))
}

// errAGaveUp says phase A's node budget ran out.
var errAGaveUp = errors.New("fiveedges: phase A gave up (node budget)")

// relabel returns s with the edges in r (a bit per edge) seen the other
// way round: their two wing pieces swap numbers (so the other one is the
// high one) and their midges' flips toggle. A reduced cube only needs each
// edge's pieces together, not its wings in given classes, so phase A may
// aim at any such labelling (cube555's trick): an edge flipped as a whole
// has its high wing in a low slot and its midge flipped. Only labellings
// toggling an even number of midges keep the flips' parity even, which
// every cube's has.
func relabel(s state, r uint16) state {
	for w, p := range s.wing {
		if r>>(p/2)&1 == 1 {
			s.wing[w] = p ^ 1
		}
	}
	for e, p := range s.mid {
		s.mo[e] ^= uint8(r >> p & 1)
	}
	return s
}
