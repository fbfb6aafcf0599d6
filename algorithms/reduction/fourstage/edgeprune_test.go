package fourstage

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"cubelab/algorithms/tablecache"
)

// TestMain points the table cache at a temporary directory unless
// CUBELAB_CACHE_DIR names one, so that the tests build the edge table (once
// per run) and check what they built and what they save.
func TestMain(m *testing.M) {
	if os.Getenv(tablecache.Env) != "" {
		os.Exit(m.Run())
	}
	dir, err := os.MkdirTemp("", "fourstage-test")
	if err != nil {
		panic(err)
	}
	os.Setenv(tablecache.Env, dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// randomRho returns an even pairing: n random stage 3 moves from paired.
func randomRho(t *tables, rng *rand.Rand, n int) uint64 {
	rho := identityRho
	for i := 0; i < n; i++ {
		rho = t.moveMaps[rng.IntN(len(t.moveMaps))].apply(rho)
	}
	return rho
}

// TestEdgeIndexRoundTrips: every index unranks to a pairing that indexes
// back to it, and a pairing unranks back to one of its conjugates by the
// symmetries, for random indices and pairings.
func TestEdgeIndexRoundTrips(t *testing.T) {
	tb, err := getTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	e, err := newEdgePrune(tb.edgeSyms)
	if err != nil {
		t.Fatal(err)
	}
	if len(e.rep) != 1538 || e.size() != 1538*nRest {
		t.Fatalf("%d classes, %d indices; want 1538 (TPR's)", len(e.rep), e.size())
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for k := 0; k < 200000; k++ {
		i := rng.IntN(e.size())
		rho := e.unrank(i)
		var p [12]uint8
		for j := range p {
			p[j] = uint8(rho >> (4 * j) & 15)
		}
		sorted := slices.Clone(p[:])
		slices.Sort(sorted)
		for j, v := range sorted {
			if v != uint8(j) || parity(p[:]) != 0 {
				t.Fatalf("index %d unranks to %012x: no even permutation", i, rho)
			}
		}
		if got := e.index(rho); got != i {
			t.Fatalf("index %d unranks to %012x, which indexes to %d", i, rho, got)
		}
		rho = randomRho(tb, rng, 30)
		back := e.unrank(e.index(rho))
		found := false
		for _, c := range e.conj {
			found = found || c.apply(rho) == back
		}
		if !found {
			t.Fatalf("%012x indexes to %012x, none of its conjugates", rho, back)
		}
	}
}

// ball returns every pairing within depth stage 3 moves of from, with its
// distance: a plain breadth-first search, no table.
func ball(t *tables, from uint64, depth int) map[uint64]int {
	dist := map[uint64]int{from: 0}
	frontier := []uint64{from}
	for d := 1; d <= depth; d++ {
		var next []uint64
		for _, x := range frontier {
			for _, m := range t.moveMaps {
				y := m.apply(x)
				if _, ok := dist[y]; !ok {
					dist[y] = d
					next = append(next, y)
				}
			}
		}
		frontier = next
	}
	return dist
}

// meet returns rho's distance if a 7-move ball about paired (near) and a
// depth-move ball about rho meet, else 99.
func meet(t *tables, near map[uint64]int, rho uint64, depth int) int {
	d := 99
	for x, dx := range ball(t, rho, depth) {
		if d0, ok := near[x]; ok {
			d = min(d, dx+d0)
		}
	}
	return d
}

// TestEdgeTableExact compares the table with plain searches, which a
// 7-move ball about paired and a ball about a pairing meeting give exactly
// as far as they reach: every pairing within 7 moves of paired, random
// far pairings (exact up to 11 moves, else at least 12), and one at 12 or
// 13 from the table (exact up to 12, else 13, the largest). The
// symmetries' conjugates read the same, and the table saved to the cache
// loads back the same.
func TestEdgeTableExact(t *testing.T) {
	tb, err := edgeTables(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	near := ball(tb, identityRho, 7)
	for rho, d := range near {
		if got := tb.edgeDist(rho); got != d {
			t.Fatalf("%012x: table says %d, plain search %d", rho, got, d)
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	runs := 8
	if testing.Short() {
		runs = 3
	}
	check := func(rho uint64, depth int) int {
		want, got := meet(tb, near, rho, depth), tb.edgeDist(rho)
		if want < 99 && got != want || want == 99 && got <= 7+depth {
			t.Fatalf("%012x: table says %d, plain search %d (99: over %d)", rho, got, want, 7+depth)
		}
		for _, c := range tb.edges.conj {
			if d := tb.edgeDist(c.apply(rho)); d != got {
				t.Fatalf("%012x conjugated: table says %d, want %d", rho, d, got)
			}
		}
		return got
	}
	var seen [14]int
	for k := 0; k < runs; k++ {
		seen[check(randomRho(tb, rng, 40+k), 4)]++
	}
	for {
		rho := randomRho(tb, rng, 40)
		if tb.edgeDist(rho) >= 12 {
			seen[check(rho, 5)]++
			break
		}
	}
	t.Logf("far pairings by distance: %v", seen)
	path := filepath.Join(tablecache.Dir(), edgeCacheFile)
	parts, err := tablecache.Load(path, edgeCacheMagic, []int{len(tb.edges.dist)}, nil)
	if err != nil {
		t.Fatalf("the built table was not cached: %v", err)
	}
	if !slices.Equal(parts[0], tb.edges.dist) {
		t.Fatal("the cached table differs from the built one")
	}
}

// TestEdgeTableConsistent checks random entries against their neighbours:
// an entry at d > 0 has a neighbour at d-1 and none nearer, and every
// distance from 0 to 13 occurs as TPR's counts say.
func TestEdgeTableConsistent(t *testing.T) {
	tb, err := edgeTables(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	e := tb.edges
	rng := rand.New(rand.NewPCG(9, 10))
	for k := 0; k < 100000; k++ {
		i := rng.IntN(e.size())
		d, rho := e.get(i), e.unrank(i)
		best := 99
		for _, m := range tb.moveMaps {
			best = min(best, tb.edgeDist(m.apply(rho)))
		}
		if d > 0 && best != d-1 || d == 0 && rho != identityRho && e.index(rho) != e.index(identityRho) {
			t.Fatalf("index %d (%012x) at %d, nearest neighbour at %d", i, rho, d, best)
		}
	}
	var count [16]int
	for i := 0; i < e.size(); i++ {
		count[e.get(i)]++
	}
	// TPR's cumulative counts (Edge3.prunValues) made per distance.
	want := []int{1, 3, 12, 39, 269, 1598, 10353, 65365, 407719, 2292838, 8964228, 15749991, 3510525, 3139, 0, 0}
	if !slices.Equal(count[:], want) {
		t.Fatalf("entries by distance %v, want %v", count, want)
	}
}
