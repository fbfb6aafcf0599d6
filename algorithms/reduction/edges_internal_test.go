package reduction

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"cubelab/cube"
)

// TestEdgeOrbitModel checks the premise of the orbit model: every operation
// acts on each orbit's wings as on the traced orbit's, and a range of layers
// acts on each of its orbits as the single layer does.
func TestEdgeOrbitModel(t *testing.T) {
	for _, n := range []int{6, 7, 8, 9} {
		g := geomFor(n)
		tabs := g.edgeTables()
		rng := rand.New(rand.NewPCG(uint64(n), 5))
		for range 40 {
			f := &tabs.fams[rng.IntN(len(tabs.fams))]
			want := permOf(f)
			m := g.rangeOrbits()
			for o := 1; o <= m; o++ {
				g.buildMu.Lock()
				got, ok := g.absPerm(famAlg(n, f, o, o), o, g.absIndex(o))
				rgot, rok := g.absPerm(famAlg(n, f, 1, m), o, g.absIndex(o))
				g.buildMu.Unlock()
				if !ok || got != want {
					t.Fatalf("N=%d orbit %d: %s acts unlike on orbit %d", n, o, famAlg(n, f, o, o), traceOrbit)
				}
				if !rok || rgot != want {
					t.Fatalf("N=%d orbit %d: range %s acts unlike the single layer", n, o, famAlg(n, f, 1, m))
				}
			}
		}
	}
}

func permOf(f *edgeFam) [absN]int8 {
	var p [absN]int8
	for i := range p {
		p[i] = int8(i)
	}
	for i, s := range f.src {
		p[s] = f.dst[i]
	}
	return p
}

// centresSolvedCube scrambles a cube of g's size at random and solves its
// centres, returning it and the centres' colours.
func centresSolvedCube(t *testing.T, g *geom, rng *rand.Rand) (*cube.Cube, [6]cube.Face) {
	t.Helper()
	n := g.n
	c := cube.MustNew(n)
	if err := c.ApplyAlg(cube.RandomMoves(n, 10*cube.DefaultScrambleLength(n, rng), rng)); err != nil {
		t.Fatal(err)
	}
	col := chooseColours(c, g)
	if _, err := solveCentres(context.Background(), c, g, col, centreOrder, func(string) {}); err != nil {
		t.Fatalf("N=%d: centres: %v", n, err)
	}
	return c, col
}

// edgeRun scrambles, solves the centres and pairs the edges of runs cubes,
// checking the result, and returns the mean edge moves and time.
func edgeRun(t *testing.T, n, runs int) (float64, time.Duration) {
	t.Helper()
	g := geomFor(n)
	rng := rand.New(rand.NewPCG(uint64(n), 7))
	total := 0
	var spent, worst time.Duration
	for i := 0; i < runs; i++ {
		c, col := centresSolvedCube(t, g, rng)
		start := time.Now()
		before := c.Clone()
		alg, err := pairEdges(context.Background(), c, g, defaultEdgeParams(), rng, func(string) {})
		d := time.Since(start)
		spent += d
		worst = max(worst, d)
		if err != nil {
			t.Fatalf("N=%d run %d: %v", n, i, err)
		}
		if !centresSolved(c, g, col) || !edgesPaired(c, g) {
			t.Fatalf("N=%d run %d: not reduced", n, i)
		}
		if err := before.ApplyAlg(alg); err != nil || !before.Equal(c) {
			t.Fatalf("N=%d run %d: returned moves do not give the state", n, i)
		}
		total += len(alg)
	}
	mean := float64(total) / float64(runs)
	t.Logf("N=%2d edges: mean %.1f moves, %v per stage (slowest %v), %d runs", n, mean, spent/time.Duration(runs), worst, runs)
	return mean, spent / time.Duration(runs)
}

func TestEdgePairing(t *testing.T) {
	runs := 3
	if testing.Short() {
		runs = 2
	}
	if v, err := strconv.Atoi(os.Getenv("CUBELAB_EDGE_RUNS")); err == nil && v > 0 {
		runs = v
	}
	for _, n := range []int{4, 5, 6, 7, 8, 9} {
		edgeRun(t, n, runs)
	}
}

func TestEdgePairingBig(t *testing.T) {
	if testing.Short() {
		t.Skip("big cubes take seconds")
	}
	sizes := []int{13}
	if s := os.Getenv("CUBELAB_EDGE_SIZES"); s != "" {
		sizes = nil
		for _, f := range strings.Split(s, ",") {
			if v, err := strconv.Atoi(f); err == nil {
				sizes = append(sizes, v)
			}
		}
	}
	for _, n := range sizes {
		edgeRun(t, n, 2)
	}
}

// TestEdgePairingCancel checks that a cancelled context stops the stage.
func TestEdgePairingCancel(t *testing.T) {
	n := 7
	g := geomFor(n)
	rng := rand.New(rand.NewPCG(1, 2))
	c := cube.MustNew(n)
	if err := c.ApplyAlg(cube.RandomMoves(n, 200, rng)); err != nil {
		t.Fatal(err)
	}
	col := chooseColours(c, g)
	if _, err := solveCentres(context.Background(), c, g, col, centreOrder, func(string) {}); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := pairEdges(ctx, c, g, defaultEdgeParams(), rng, func(string) {})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("want context.Canceled, got %v", err)
	}
}

// TestEdgePairingCancelMidway cancels a running pairing and expects it back
// promptly with the context's error.
func TestEdgePairingCancelMidway(t *testing.T) {
	n := 9
	g := geomFor(n)
	rng := rand.New(rand.NewPCG(5, 6))
	c := cube.MustNew(n)
	if err := c.ApplyAlg(cube.RandomMoves(n, 300, rng)); err != nil {
		t.Fatal(err)
	}
	col := chooseColours(c, g)
	if _, err := solveCentres(context.Background(), c, g, col, centreOrder, func(string) {}); err != nil {
		t.Fatal(err)
	}
	g.edgeTables()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := pairEdges(ctx, c, g, defaultEdgeParams(), rng, func(string) {})
	if took := time.Since(start); took > 500*time.Millisecond {
		t.Errorf("cancelled pairing took %v", took)
	}
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("want context.DeadlineExceeded, got %v", err)
	}
}

// TestGainCodes checks the premise of wing codes (a wing's two stickers
// move as a pair, so an operation's sources come in pairs i, i^1) and that
// gainCodes counts as gain does, on random orbit states.
func TestGainCodes(t *testing.T) {
	for _, n := range []int{5, 6, 7} {
		g := geomFor(n)
		tabs := g.edgeTables()
		rng := rand.New(rand.NewPCG(uint64(n), 9))
		for fi := range tabs.fams {
			f := &tabs.fams[fi]
			for _, x := range f.esrc {
				for k := 0; k < 6; k += 2 {
					if x[k+1] != x[k]^1 {
						t.Fatalf("N=%d %s: stickers %d and %d land on one wing", n, famAlg(n, f, 1, 1), x[k], x[k+1])
					}
				}
			}
			var st orbitState
			for i := range st {
				st[i] = cube.Face(rng.IntN(6))
			}
			for _, central := range []bool{false, true} {
				var sc [12]int
				for e := range 12 {
					sc[e] = slotScore(&st, e, central)
				}
				var wc wingCodes
				wc.load(&st)
				if a, b := gain(f, &st, &sc, central), gainCodes(f, &wc, &sc, central); a != b {
					t.Fatalf("N=%d %s central %v: gain %d, gainCodes %d", n, famAlg(n, f, 1, 1), central, a, b)
				}
			}
		}
	}
}

// TestFamIndex checks the index's bound: in random orbit states no main
// operation pairs more wings than the index counts for it.
func TestFamIndex(t *testing.T) {
	for _, n := range []int{5, 6, 7} {
		g := geomFor(n)
		tabs := g.edgeTables()
		ix := tabs.mainIndex()
		rng := rand.New(rand.NewPCG(uint64(n), 10))
		cnt := make([]uint16, len(tabs.main))
		for range 20 {
			var st orbitState
			for i := range st {
				st[i] = cube.Face(rng.IntN(6))
			}
			var sc [12]int
			for e := range 12 {
				sc[e] = slotScore(&st, e, false)
			}
			var wc wingCodes
			wc.load(&st)
			clear(cnt)
			ix.count(&wc, cnt)
			for fi := range tabs.main {
				f := &tabs.main[fi]
				if gn := gainCodes(f, &wc, &sc, false); gn > int(cnt[fi]) && !ix.always[fi] {
					t.Fatalf("N=%d %s: gain %d, index counts %d", n, famAlg(n, f, 1, 1), gn, cnt[fi])
				}
			}
		}
	}
}

// TestEdgeOpsKeepCentres checks that every edge operation, on one orbit and
// on the widest range, leaves every centre sticker on its face (the tables
// check only the flips and parity operations as they build).
func TestEdgeOpsKeepCentres(t *testing.T) {
	for _, n := range []int{5, 6, 7} {
		g := geomFor(n)
		tabs := g.edgeTables()
		m := g.rangeOrbits()
		g.buildMu.Lock()
		for fi := range tabs.fams {
			f := &tabs.fams[fi]
			for _, o2 := range []int{1, m} {
				if alg := famAlg(n, f, 1, o2); !g.keepsCentres(alg) {
					g.buildMu.Unlock()
					t.Fatalf("N=%d: %s moves centres", n, alg)
				}
			}
		}
		g.buildMu.Unlock()
	}
}

// The edge stage's second pairing, of the cube turned by edgeTurn, comes
// back in the cube's own frame: every pairing's moves turn the cube into
// its state with the centres kept and the edges paired, the turned frame
// adds pairings, and the shortest is never longer than the unturned
// frame's alone.
func TestEdgePairingTurned(t *testing.T) {
	for _, n := range []int{5, 6, 7} {
		g := geomFor(n)
		c, col := centresSolvedCube(t, g, rand.New(rand.NewPCG(uint64(n), 11)))
		own := defaultEdgeParams()
		own.turned = nil
		alone, err := pairEdgesAlts(context.Background(), c, g, own, rand.New(rand.NewPCG(1, 1)), func(string) {}, 100)
		if err != nil {
			t.Fatalf("N=%d: %v", n, err)
		}
		both, err := pairEdgesAlts(context.Background(), c, g, defaultEdgeParams(), rand.New(rand.NewPCG(1, 1)), func(string) {}, 100)
		if err != nil {
			t.Fatalf("N=%d: %v", n, err)
		}
		if len(both) <= len(alone) {
			t.Fatalf("N=%d: %d pairings with the turned cube's, %d without", n, len(both), len(alone))
		}
		for i, a := range both {
			w := c.Clone()
			if err := w.ApplyAlg(a.moves); err != nil || !w.Equal(a.c) {
				t.Fatalf("N=%d pairing %d: its moves do not give its state (%v)", n, i, err)
			}
			if !centresSolved(w, g, col) || !edgesPaired(w, g) {
				t.Fatalf("N=%d pairing %d: not reduced", n, i)
			}
		}
		if algLen(alone[0].moves, n).shorter(algLen(both[0].moves, n)) {
			t.Fatalf("N=%d: shortest %v with the turned cube's, %v without", n, algLen(both[0].moves, n), algLen(alone[0].moves, n))
		}
		t.Logf("N=%d: shortest pairing %d OBTM alone, %d with the turned cube's", n, algLen(alone[0].moves, n).obtm, algLen(both[0].moves, n).obtm)
	}
}
