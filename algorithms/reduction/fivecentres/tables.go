package fivecentres

import (
	"context"
	"fmt"
	"math/bits"
	"slices"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/prune"
	"cubelab/algorithms/reduction/slotmask"
	"cubelab/algorithms/tablecache"
	"cubelab/cube"
)

// Face numbers as ints, for slot arithmetic (slot s lies on face s/4).
const (
	fU = int(cube.U)
	fL = int(cube.L)
	fF = int(cube.F)
	fR = int(cube.R)
	fB = int(cube.B)
	fD = int(cube.D)
)

// tables holds every stage's move and distance tables, built once per
// process (about 10 MB; the distances kept in the table cache).
type tables struct {
	g    *geometry
	mask [2]*slotmask.Moves

	// Stage 1: the L/R colours' pieces of each orbit onto L and R; exact
	// distance per orbit over the 8-of-24 mask.
	rank1   *slotmask.Ranker8
	unrank1 []uint32 // masks by rank
	dist1   [2][]uint8

	// Stage 2: per orbit, where the U/D colours are among the 16 U/D/F/B
	// slots. Stage 3 solves every state with each axis's colours on its
	// faces (its table reaches all 70³ of each orbit), so nothing more
	// of the R/L pattern matters here.
	moves2  []int
	ct2     *slotmask.Subsets
	ct2Move [2][]uint16
	wide2   []bool // moves2[j] toggles the wing parity
	dist2   [2][]uint8
	ct2Goal int
	// Joint tables (stage2.go).
	c4     *slotmask.Subsets
	c4Move [2][]uint16
	joint2 []uint8

	// Stage 3 (stage3.go): per orbit, the U colour among the U/D slots, F
	// among F/B, R among R/L (70 each), and the triple tables.
	moves3       []int
	ud, fb, rl   *slotmask.Subsets
	ud3, fb3, r3 [2][]uint16
	pm3          [6][]uint16 // the six patterns' move tables
	dist3t       [][]uint8
	goal3        pat3
}

// tableBuild makes the tables once, for whoever waits for them and only
// while someone does (algorithms.SharedBuild): a solve that gives up
// leaves at once, and a build nobody waits for stops (without saving).
var tableBuild = &algorithms.SharedBuild[*tables]{
	Build: func(ctx context.Context, _ func(string, float64)) (*tables, error) { return buildTables(ctx) },
}

// getTables returns the tables, building them on first use, or ctx's
// error once ctx ends.
func getTables(ctx context.Context) (*tables, error) { return tableBuild.Get(ctx, nil) }

// Prepare builds the tables (about a second of CPU, once per process; the
// distance tables from the table cache once it has them), so that the
// first solve does not pay for them. It returns when they are ready or
// when ctx ends; in the latter case the build goes on only while another
// caller waits for it, or briefly for the next to join
// (algorithms.SharedBuild).
func Prepare(ctx context.Context) error {
	_, err := getTables(ctx)
	return err
}

// buildTables makes the tables, or stops with ctx's error once ctx ends.
func buildTables(ctx context.Context) (*tables, error) {
	g, err := getGeometry()
	if err != nil {
		return nil, err
	}
	t := &tables{g: g, rank1: slotmask.NewRanker8()}
	t.unrank1 = make([]uint32, 0, nRank1)
	for m := uint32(0); m < 1<<24; m++ {
		if bits.OnesCount32(m) == 8 {
			t.unrank1 = append(t.unrank1, m)
		}
	}
	for m, mv := range g.moves {
		wide, half := mv.Hi == 2, mv.Turns == 2
		if !wide || g.axis[m] == int8(cube.R.Axis()) || half {
			t.moves2 = append(t.moves2, m)
			t.wide2 = append(t.wide2, g.wideQuarter[m])
		}
		if !wide || half {
			t.moves3 = append(t.moves3, m)
		}
	}
	if len(t.moves2) != 28 || len(t.moves3) != 24 {
		return nil, fmt.Errorf("fivecentres: %d stage 2 and %d stage 3 moves, want 28 and 24", len(t.moves2), len(t.moves3))
	}
	t.ct2 = slotmask.NewSubsets(slotsOn(fU, fF, fB, fD), 8)
	t.ct2Goal = t.ct2.Of(faceMask(cube.U, cube.D))
	t.rl = slotmask.NewSubsets(slotsOn(fL, fR), 4)
	t.ud = slotmask.NewSubsets(slotsOn(fU, fD), 4)
	t.fb = slotmask.NewSubsets(slotsOn(fF, fB), 4)
	for o := range 2 {
		t.mask[o] = g.maskTables(o)
		t.ud3[o] = t.ud.MoveTable(t.mask[o], t.moves3)
		t.fb3[o] = t.fb.MoveTable(t.mask[o], t.moves3)
		t.r3[o] = t.rl.MoveTable(t.mask[o], t.moves3)
		t.ct2Move[o] = t.ct2.MoveTable(t.mask[o], t.moves2)
	}
	t.buildJoint2Moves()
	t.goal3 = pat3{uint8(t.ud.Of(faceMask(cube.U))), uint8(t.fb.Of(faceMask(cube.F))), uint8(t.rl.Of(faceMask(cube.R)))}
	t.goal3[3], t.goal3[4], t.goal3[5] = t.goal3[0], t.goal3[1], t.goal3[2]
	for k := range 6 {
		t.pm3[k] = t.patMove(k)
	}

	// The distance tables are the slow part (about 0.4 s, several in a
	// browser page): the table cache keeps them, each orbit's pair and the
	// triples in one file part each (a file holds four).
	n2 := t.ct2.Size()
	d, err := tablecache.Bytes(cacheFile, cacheMagic, t.cacheLens(), func() ([][]uint8, error) {
		for o := range 2 {
			var err error
			if t.dist1[o], err = t.buildStage1(ctx, o); err != nil {
				return nil, err
			}
			if err := t.buildStage2(ctx, o); err != nil {
				return nil, err
			}
		}
		if err := t.buildJoint2(ctx); err != nil {
			return nil, err
		}
		if err := t.buildTriples(ctx, t.goal3); err != nil {
			return nil, err
		}
		return [][]uint8{slices.Concat(t.dist1[:]...), slices.Concat(t.dist2[:]...), t.joint2, slices.Concat(t.dist3t...)}, nil
	})
	if err != nil {
		return nil, fmt.Errorf("fivecentres: %w", err)
	}
	for o := range 2 {
		t.dist1[o] = d[0][o*nRank1 : (o+1)*nRank1 : (o+1)*nRank1]
		t.dist2[o] = d[1][o*n2 : (o+1)*n2 : (o+1)*n2]
	}
	t.joint2 = d[2]
	t.dist3t = make([][]uint8, len(triples))
	for i := range triples {
		t.dist3t[i] = d[3][i*n3 : (i+1)*n3 : (i+1)*n3]
	}
	return t, nil
}

// cacheLens are the lengths of the cached tables' four parts: both
// orbits' stage 1 tables, both stage 2 ones, the joint one, the triples.
func (t *tables) cacheLens() []int {
	return []int{2 * nRank1, 2 * t.ct2.Size(), n4 * n4, len(triples) * n3}
}

// The distance tables are kept in the table cache under this file name;
// the magic changes whenever their layout or meaning does (coordinates,
// move sets, goals, the triples), so an old file is rebuilt, not misread.
const (
	cacheFile  = "fivecentres.tables"
	cacheMagic = "cubelab-fivecentres-v1"
)

// buildStage1 fills orbit o's exact stage 1 distances by breadth-first
// search from the L/R mask, or stops with ctx's error once ctx ends.
func (t *tables) buildStage1(ctx context.Context, o int) ([]uint8, error) {
	dist := make([]uint8, nRank1)
	for i := range dist {
		dist[i] = unreached
	}
	dist[t.rank1.Rank(faceMask(cube.L, cube.R))] = 0
	mt := t.mask[o]
	err := prune.Fill(ctx, dist, nMoves, func(x, m int) int { return t.rank1.Rank(mt.Move(t.unrank1[x], m)) })
	return dist, err
}

// buildStage2 fills orbit o's stage 2 table: distance to the U/D colours on
// U and D; or stops with ctx's error once ctx ends.
func (t *tables) buildStage2(ctx context.Context, o int) error {
	nm := len(t.moves2)
	dist := make([]uint8, t.ct2.Size())
	for i := range dist {
		dist[i] = unreached
	}
	dist[t.ct2Goal] = 0
	t.dist2[o] = dist
	return prune.Fill(ctx, dist, nm, func(x, j int) int { return int(t.ct2Move[o][x*nm+j]) })
}
