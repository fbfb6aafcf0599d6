package twophase

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"cubelab/algorithms"
	"cubelab/algorithms/tablecache"
	"cubelab/cube"
)

// fullForTest returns the full table (from the table cache, or built).
func fullForTest(t testing.TB) (*tables, *fullTable) {
	t.Helper()
	if err := PrepareFull(context.Background()); err != nil {
		t.Fatal(err)
	}
	f, err := getFull(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := getTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return tb, f
}

// walkDistance is the exact phase-1 distance the full table gives: a walk
// to H, each step to a neighbour whose residue is one less (modulo 3), so
// one move closer; -1 if a step finds none (a corrupt table).
func walkDistance(t *phase1Tables, f *fullTable, tw, fl, sl int) int {
	d := 0
	for tw != 0 || fl != 0 || sl != 0 {
		want := (f.dist.Get(f.index(t, tw, fl, sl)) + 2) % 3
		closer := false
		for m := 0; m < nMoves && !closer; m++ {
			tw2, fl2, sl2 := int(t.twistMove[tw*nMoves+m]), int(t.flipMove[fl*nMoves+m]), int(t.sliceMove[sl*nMoves+m])
			if f.dist.Get(f.index(t, tw2, fl2, sl2)) == want {
				tw, fl, sl, closer = tw2, fl2, sl2, true
			}
		}
		if !closer || d > 20 {
			return -1
		}
		d++
	}
	return d
}

// idaPhase1 is the exact phase-1 distance by iterative deepening under the
// small tables' bounds: an oracle that does not read the full table.
func idaPhase1(s *search, tw, fl, sl int) int {
	t := s.t
	var dfs func(tw, fl, sl, left int) bool
	dfs = func(tw, fl, sl, left int) bool {
		if tw == 0 && fl == 0 && sl == 0 {
			return true
		}
		if left == 0 || max(s.hTwistSlice(tw, sl), s.hFlipSlice(fl, sl), s.hFlipTwist(fl, tw)) > left {
			return false
		}
		for m := 0; m < nMoves; m++ {
			if dfs(int(t.twistMove[tw*nMoves+m]), int(t.flipMove[fl*nMoves+m]), int(t.sliceMove[sl*nMoves+m]), left-1) {
				return true
			}
		}
		return false
	}
	for d := 0; ; d++ {
		if dfs(tw, fl, sl, d) {
			return d
		}
	}
}

// TestFullTableExact compares the full table's distances with an
// independent search's, on random phase-1 positions and on every
// position a move or two from H, and checks that the small tables' bound
// never exceeds them (the search takes the larger of the two).
func TestFullTableExact(t *testing.T) {
	tb, f := fullForTest(t)
	s := &search{t: tb}
	type pos struct{ tw, fl, sl int }
	var cases []pos
	rng := rand.New(rand.NewPCG(1, 2))
	n := 200
	if testing.Short() {
		n = 40
	}
	for range n {
		cases = append(cases, pos{rng.IntN(nTwist), rng.IntN(nFlip), rng.IntN(nSlice)})
	}
	for a := 0; a < nMoves; a++ {
		for b := 0; b < nMoves; b++ {
			tw, fl, sl := int(tb.twistMove[a]), int(tb.flipMove[a]), int(tb.sliceMove[a])
			cases = append(cases, pos{int(tb.twistMove[tw*nMoves+b]), int(tb.flipMove[fl*nMoves+b]), int(tb.sliceMove[sl*nMoves+b])})
		}
	}
	hist := map[int]int{}
	for _, c := range cases {
		want := idaPhase1(s, c.tw, c.fl, c.sl)
		got := walkDistance(&tb.phase1Tables, f, c.tw, c.fl, c.sl)
		if got != want {
			t.Fatalf("position (twist %d, flip %d, slice %d): full table %d moves from H, search %d", c.tw, c.fl, c.sl, got, want)
		}
		if h := s.h1(c.tw, c.fl, c.sl, c.tw, c.fl); h > want {
			t.Fatalf("position (twist %d, flip %d, slice %d): small tables' bound %d above the distance %d", c.tw, c.fl, c.sl, h, want)
		}
		hist[want]++
	}
	t.Logf("distances checked: %v", hist)
}

// TestExactNear checks the distance phase 1 takes from the small tables'
// bound and the residue against every true distance that fits them.
func TestExactNear(t *testing.T) {
	for h := 0; h <= 12; h++ {
		for d := h; d <= 14; d++ {
			for togo := 0; togo <= 14; togo++ {
				got := exactNear(h, togo, uint32(d%3))
				switch {
				case got == -1:
					if togo-h < 3 {
						t.Errorf("h %d, distance %d, togo %d: unknown, but at most one candidate fits", h, d, togo)
					}
				case got > d || got%3 != d%3:
					t.Errorf("h %d, distance %d, togo %d: %d, not the distance less a multiple of three", h, d, togo, got)
				case got != d && d <= togo:
					t.Errorf("h %d, distance %d, togo %d: %d, though the distance is within reach", h, d, togo, got)
				}
			}
		}
	}
}

// TestFullSameSolutions checks that the full table prunes only what
// cannot lead to a phase-1 solution: a solve for a demanded length tries
// the same phase-1 solutions in the same order with it or without, so it
// returns the same answer, in fewer nodes.
func TestFullSameSolutions(t *testing.T) {
	fullForTest(t)
	rng := rand.New(rand.NewPCG(3, 4))
	n := 24
	if testing.Short() {
		n = 8
	}
	for _, target := range []int{20, 19} {
		var small, full int64
		for i := range n {
			c := cube.RandomCubies(rng)
			a, err := New(algorithms.Config{}).solve(context.Background(), c, target, nil)
			if err != nil {
				t.Fatal(err)
			}
			b, err := NewImprovingFull(algorithms.Config{}, DefaultNodes).solve(context.Background(), c, target, nil)
			if err != nil {
				t.Fatal(err)
			}
			if cube.FaceTurnsAlg(a.moves).String() != cube.FaceTurnsAlg(b.moves).String() {
				t.Fatalf("target %d, cube %d: small tables %v, full table %v", target, i, cube.FaceTurnsAlg(a.moves), cube.FaceTurnsAlg(b.moves))
			}
			small, full = small+a.nodes, full+b.nodes
		}
		t.Logf("target %d: %d nodes a solve with the small tables, %d with the full one", target, small/int64(n), full/int64(n))
		if full >= small {
			t.Errorf("target %d: the full table took %d nodes, the small tables %d", target, full, small)
		}
	}
}

// TestImprovingFull checks that a solver reading the full table gives
// valid solutions, shorter on average than the small tables' for the same
// node budget.
func TestImprovingFull(t *testing.T) {
	fullForTest(t)
	rng := rand.New(rand.NewPCG(5, 6))
	n := 30
	if testing.Short() {
		n = 8
	}
	const nodes = 100_000
	small, full := NewImproving(algorithms.Config{}, nodes), NewImprovingFull(algorithms.Config{}, nodes)
	var lenSmall, lenFull int
	for range n {
		c := cube.RandomCubies(rng)
		fc, err := c.Facelets(3)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range []struct {
			solver *Solver
			sum    *int
		}{{small, &lenSmall}, {full, &lenFull}} {
			sol, err := s.solver.Solve(context.Background(), fc, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := algorithms.Verify(fc, sol); err != nil {
				t.Fatal(err)
			}
			*s.sum += len(sol.Moves)
		}
	}
	t.Logf("%d nodes: %.2f moves with the small tables, %.2f with the full one", nodes, float64(lenSmall)/float64(n), float64(lenFull)/float64(n))
	if lenFull >= lenSmall {
		t.Errorf("%d nodes: the full table's solutions (%d moves in all) are no shorter than the small tables' (%d)", nodes, lenFull, lenSmall)
	}
}

// TestFullCache checks the table cache's copy: written after a build,
// read back the same, and rebuilt when damaged.
func TestFullCache(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the full table twice (about 10 s)")
	}
	_, want := fullForTest(t)
	dir := t.TempDir()
	t.Setenv(tablecache.Env, dir)
	built, err := loadOrBuildFull(context.Background(), func(string, float64) {})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, fullCacheFile)
	var stages []string
	loaded, err := loadOrBuildFull(context.Background(), func(stage string, _ float64) {
		if len(stages) == 0 || stages[len(stages)-1] != stage {
			stages = append(stages, stage)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(stages) != 1 || stages[0] != algorithms.StageLoadingTables {
		t.Errorf("second load went through %v, want loading only", stages)
	}
	for _, f := range []*fullTable{built, loaded} {
		if !slices.Equal(f.dist, want.dist) || !slices.Equal(f.fs, want.fs) {
			t.Fatal("a built or loaded table differs from the first")
		}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	b[len(b)/2] ^= 1
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	stages = nil
	rebuilt, err := loadOrBuildFull(context.Background(), func(stage string, _ float64) {
		if len(stages) == 0 || stages[len(stages)-1] != stage {
			stages = append(stages, stage)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(stages) != 2 || stages[1] != algorithms.StageBuildingTables || !slices.Equal(rebuilt.dist, want.dist) {
		t.Errorf("a damaged copy went through %v, want loading then building the same table", stages)
	}
}
