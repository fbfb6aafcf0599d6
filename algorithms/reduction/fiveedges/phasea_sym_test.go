package fiveedges

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"cubelab/algorithms/tablecache"
)

// conjState returns S·s·S⁻¹ as pieces (centres left as they are: the
// joint table does not read them), which the tests hold the coordinate
// maps and the move conjugates against.
func (sy *aSym) conjState(s *state) state {
	var r state
	for x := range nMidges {
		r.mid[sy.mid[x]] = sy.mid[s.mid[x]]
		r.mo[sy.mid[x]] = s.mo[x]
	}
	for x := range nWings {
		r.wing[sy.wing[x]] = sy.wing[s.wing[x]]
	}
	r.x, r.t = s.x, s.t // not read: phase A's joint table has no centres
	return r
}

// aCoords is a state's (high-wing mask, flips), the joint table's
// coordinates.
func aCoords(t *aTables, s *state) (uint32, uint16) {
	p := t.posOf(s)
	return p.wing, p.eo
}

// TestASymsConjugate checks the symmetries against the model: for every
// cube symmetry S and H3 move m, on random states, S·(s·m)·S⁻¹ equals
// (S·s·S⁻¹)·(S·m·S⁻¹) as whole states, and the coordinate maps agree with
// the conjugate states; for all 32 coordinate maps (T included), the map of
// a moved position is the mapped position moved by the conjugate move, and
// the two goals go to the two goals.
func TestASymsConjugate(t *testing.T) {
	tab, err := getPhaseA()
	if err != nil {
		t.Fatal(err)
	}
	j, g := tab.joint, tab.g
	if len(j.repMask) != 86048 {
		t.Errorf("%d mask classes, want 86,048 (cube555's)", len(j.repMask))
	}
	nswap := 0
	for _, sy := range j.syms {
		if sy.swap {
			nswap++
		}
	}
	t.Logf("%d cube symmetries (%d swap the wing classes), %d mask classes", len(j.syms), nswap, len(j.repMask))
	rng := rand.New(rand.NewPCG(11, 12))
	for range 200 {
		s, _ := aRandom(g, &tab.gr, rng, 40)
		mask, eo := aCoords(tab, &s)
		for c := range j.syms {
			sy := &j.syms[c]
			cs := sy.conjState(&s)
			if m2, e2 := aCoords(tab, &cs); m2 != j.conjMask(uint8(c), mask) || e2 != j.eoConj[c][eo] {
				t.Fatalf("sym %v: conjugate state's coordinates %06x/%03x, map gives %06x/%03x", sy.mat, m2, e2, j.conjMask(uint8(c), mask), j.eoConj[c][eo])
			}
			for k, m := range tab.moves {
				a := g.apply(s, int(m))
				lhs := sy.conjState(&a)
				rhs := g.apply(cs, int(tab.moves[sy.move[k]]))
				lhs.x, lhs.t, rhs.x, rhs.t = s.x, s.t, s.x, s.t // not conjugated
				if lhs != rhs {
					t.Fatalf("sym %v, move %v: S(s m)S⁻¹ is not (S s S⁻¹)(S m S⁻¹)", sy.mat, g.moves[m])
				}
			}
		}
		for s := range aNSym {
			sm, se := j.conjMask(uint8(s), mask), j.eoConj[s][eo]
			for k, m := range tab.moves {
				mv := tab.moves[j.syms[s&15].move[k]]
				lm := j.conjMask(uint8(s), tab.wingMv.Move(mask, int(m)))
				le := j.eoConj[s][tab.eoMove[eo][k]]
				if lm != tab.wingMv.Move(sm, int(mv)) || le != tab.eoMove[se][j.syms[s&15].move[k]] {
					t.Fatalf("sym %d, move %v: the map does not commute with the moves", s, g.moves[m])
				}
			}
			u := j.inv[s]
			if j.conjMask(u, sm) != mask || j.eoConj[u][se] != eo {
				t.Fatalf("sym %d: inverse %d does not undo it", s, u)
			}
		}
	}
	const full = 1<<nWings - 1
	for s := range aNSym {
		for _, gl := range [2][2]uint32{{tab.highGoal, 0}, {tab.highGoal ^ full, aAllFlips}} {
			if !tab.aJointGoal(j.conjMask(uint8(s), gl[0]), j.eoConj[s][gl[1]]) {
				t.Errorf("sym %d takes a goal off the goals", s)
			}
		}
	}
	// Every mask's class entry: the sym found takes it to the
	// representative.
	for range 20000 {
		mask := randomMask(rng)
		rs := j.raw2sym[tab.rank(mask)]
		if j.conjMask(uint8(rs&31), mask) != j.repMask[rs>>5] {
			t.Fatalf("mask %06x: sym %d does not take it to its class's representative", mask, rs&31)
		}
	}
}

// randomMask is a random 12-of-24 mask.
func randomMask(rng *rand.Rand) uint32 {
	var m uint32
	for _, b := range rng.Perm(nWings)[:12] {
		m |= 1 << b
	}
	return m
}

// TestAJointExact compares the table with a breadth-first search over the
// raw (mask, flips) positions from the two goals: every position within
// five moves at its distance, through the table's entry and the walk down,
// and a sample of those first met at six at six.
func TestAJointExact(t *testing.T) {
	tab, err := getPhaseA()
	if err != nil {
		t.Fatal(err)
	}
	j := tab.joint
	type pos struct {
		mask uint32
		eo   uint16
	}
	const full = 1<<nWings - 1
	const depth = 5
	layer := []pos{{tab.highGoal, 0}, {tab.highGoal ^ full, aAllFlips}}
	seen := map[pos]bool{layer[0]: true, layer[1]: true}
	checked := 0
	for d := 0; d <= depth+1; d++ {
		for i, p := range layer {
			if d > depth && i%7 != 0 {
				continue
			}
			if v := j.dist.Get(j.index(tab, p.mask, p.eo)); v != uint32(d%3) {
				t.Fatalf("%06x/%03x at %d: entry %d", p.mask, p.eo, d, v)
			}
			if e, err := j.exact(tab, p.mask, p.eo); err != nil || e != d {
				t.Fatalf("%06x/%03x at %d: walk down %d (%v)", p.mask, p.eo, d, e, err)
			}
			checked++
		}
		t.Logf("distance %d: %d positions", d, len(layer))
		if d > depth {
			break
		}
		var next []pos
		for _, p := range layer {
			for k, m := range tab.moves {
				q := pos{tab.wingMv.Move(p.mask, int(m)), tab.eoMove[p.eo][k]}
				if !seen[q] {
					seen[q] = true
					next = append(next, q)
				}
			}
		}
		layer = next
	}
	t.Logf("%d positions checked", checked)
}

// TestAJointNeighbours checks random raw positions (random masks and flips,
// so through every part of the index) and random representatives' entries:
// each at 0 exactly at a goal, and otherwise one more than the nearest of
// its neighbours, every neighbour within one of it.
func TestAJointNeighbours(t *testing.T) {
	tab, err := getPhaseA()
	if err != nil {
		t.Fatal(err)
	}
	j := tab.joint
	rng := rand.New(rand.NewPCG(13, 14))
	hist := map[int]int{}
	for i := range 1500 {
		var mask uint32
		var eo uint16
		if i%2 == 0 {
			mask, eo = randomMask(rng), uint16(rng.IntN(aNEO))
		} else {
			mask, eo = j.repMask[rng.IntN(len(j.repMask))], uint16(rng.IntN(aNEO))
		}
		d, err := j.exact(tab, mask, eo)
		if err != nil {
			t.Fatal(err)
		}
		hist[d]++
		if (d == 0) != tab.aJointGoal(mask, eo) {
			t.Fatalf("%06x/%03x: at %d", mask, eo, d)
		}
		lo := 99
		for k, m := range tab.moves {
			m2, e2 := tab.wingMv.Move(mask, int(m)), tab.eoMove[eo][k]
			nd, err := j.exact(tab, m2, e2)
			if err != nil {
				t.Fatal(err)
			}
			if nd < d-1 || nd > d+1 {
				t.Fatalf("%06x/%03x at %d has a neighbour at %d", mask, eo, d, nd)
			}
			// The search's reading of a child from its parent agrees.
			if got := j.next(tab, uint8(d), m2, e2); int(got) != nd {
				t.Fatalf("%06x/%03x at %d: neighbour at %d read as %d", mask, eo, d, nd, got)
			}
			lo = min(lo, nd)
		}
		if d > 0 && lo != d-1 {
			t.Fatalf("%06x/%03x at %d: nearest neighbour at %d", mask, eo, d, lo)
		}
	}
	t.Logf("distances of the samples: %v", hist)
}

// TestAJointCheck: the cache's spot check refuses a table with an entry
// unreached or a goal's entry changed.
func TestAJointCheck(t *testing.T) {
	tab, err := getPhaseA()
	if err != nil {
		t.Fatal(err)
	}
	j := *tab.joint
	if err := tab.checkJoint(&j); err != nil {
		t.Fatalf("the real table fails: %v", err)
	}
	orig := j.dist
	j.dist = append([]uint32(nil), orig...)
	j.dist[len(j.dist)/2] |= 3 << 10
	if tab.checkJoint(&j) == nil {
		t.Error("an unreached entry passes")
	}
	copy(j.dist, orig)
	i := j.index(tab, tab.highGoal, 0)
	j.dist[i>>4] ^= 1 << (2 * (i & 15))
	if tab.checkJoint(&j) == nil {
		t.Error("a goal at 1 passes")
	}
}

// TestAJointCache builds the table afresh (about 4 s on two cores), so
// that the tests check what the code builds even when the table in use
// came from the cache: the two must be equal. It then saves it to a fresh
// cache directory and loads it back through loadOrBuildJoint, and checks
// that a damaged file is refused, so that loadOrBuildJoint would build the
// table again instead of reading it.
func TestAJointCache(t *testing.T) {
	tab, err := getPhaseA()
	if err != nil {
		t.Fatal(err)
	}
	built, err := tab.newAJoint()
	if err != nil {
		t.Fatal(err)
	}
	if err := built.fill(context.Background(), tab); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(built.dist, tab.joint.dist) {
		t.Fatal("the table built differs from the one in use (a stale cache file under the same magic?)")
	}
	dir := t.TempDir()
	t.Setenv(tablecache.Env, dir)
	path := filepath.Join(dir, aJointFile)
	if err := tablecache.Save(path, aJointMagic, [][]uint32{built.dist}); err != nil {
		t.Fatal(err)
	}
	j, err := tab.loadOrBuildJoint(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(j.dist, built.dist) || !slices.Equal(j.raw2sym, built.raw2sym) {
		t.Fatal("the table loaded differs from the one saved")
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	raw[len(raw)/2] ^= 4
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := tablecache.Load(path, aJointMagic, []int{j.words()}, nil); !errors.Is(err, tablecache.ErrCorrupt) {
		t.Fatalf("a damaged file loads: %v", err)
	}
}
