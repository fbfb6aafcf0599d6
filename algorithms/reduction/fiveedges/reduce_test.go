package fiveedges

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"cubelab/algorithms/reduction/fivecentres"
	"cubelab/cube"
)

// reduced reports whether c's centres are solved and every edge's three
// pieces are together, read from the stickers.
func reduced(c *cube.Cube) bool {
	for _, f := range cube.Faces {
		for r := 1; r <= 3; r++ {
			for col := 1; col <= 3; col++ {
				if c.At(f, r, col) != c.At(f, 2, 2) {
					return false
				}
			}
		}
	}
	g, _ := getGeometry()
	fl := c.Facelets()
	for e, mp := range g.midge {
		for _, w := range [2]int{2 * e, 2*e + 1} {
			wp := g.wing[w]
			if fl[wp[0]] != fl[mp[0]] || fl[wp[1]] != fl[mp[1]] {
				return false
			}
		}
	}
	return true
}

// walkH3 turns c by 60 random H3 moves, which keep every axis's centres on
// it and the wing parity even: from solved, a separated cube.
func walkH3(t *testing.T, c *cube.Cube, g *geometry, gr *groups, rng *rand.Rand) {
	t.Helper()
	for range 60 {
		if err := c.Apply(g.moves[gr.h3[rng.IntN(len(gr.h3))]]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestReduce reduces separated cubes (random walks of H3 moves, which keep
// every axis's centres on it and the wing parity even) and checks each
// answer on the cube; then the errors.
func TestReduce(t *testing.T) {
	g, err := getGeometry()
	if err != nil {
		t.Fatal(err)
	}
	gr := g.buildGroups()
	rng := rand.New(rand.NewPCG(9, 10))
	cubes := 4
	if testing.Short() {
		cubes = 2
	}
	total := 0
	for i := range cubes {
		c := cube.MustNew(n)
		walkH3(t, c, g, &gr, rng)
		moves, err := Reduce(context.Background(), c, DefaultParams)
		if err != nil {
			t.Fatalf("cube %d: %v", i, err)
		}
		// The phases share their searches among goroutines but take
		// the results in order: one goroutine gives the same answer.
		p := DefaultParams
		p.Workers = 1
		alone, err := Reduce(context.Background(), c, p)
		if err != nil {
			t.Fatalf("cube %d, one worker: %v", i, err)
		}
		if alone.String() != moves.String() {
			t.Errorf("cube %d: one worker %s, several %s", i, alone, moves)
		}
		if err := c.ApplyAlg(moves); err != nil {
			t.Fatal(err)
		}
		if !reduced(c) {
			t.Fatalf("cube %d: %s leaves it unreduced", i, moves)
		}
		total += len(moves)
	}
	t.Logf("mean %.1f moves", float64(total)/float64(cubes))
	if _, err := Reduce(context.Background(), cube.MustNew(4), DefaultParams); err == nil {
		t.Error("4x4x4: no error")
	}
	c := cube.MustNew(n)
	if err := c.ApplyString("R U F"); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Reduce(ctx, c, DefaultParams); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
	p := DefaultParams
	p.ANodes, p.BNodes = 1, 1
	walkH3(t, c, g, &gr, rng)
	if _, err := Reduce(context.Background(), c, p); !errors.Is(err, ErrGaveUp) {
		t.Errorf("tiny budget: %v, want ErrGaveUp", err)
	}
	for _, bad := range []string{"Rw", "2R", "Uw R Uw'"} {
		c := cube.MustNew(n)
		if err := c.ApplyString(bad); err != nil {
			t.Fatal(err)
		}
		if _, err := Reduce(context.Background(), c, DefaultParams); err == nil {
			t.Errorf("%s: no error", bad)
		} else {
			t.Logf("%s: %v", bad, err)
		}
	}
}

// TestReduceAll reduces several separated cubes together, with heads, and
// checks that the start it picks is reduced by its answer, that the answer
// is the same on one goroutine, and that no start's own reduction is
// shorter by more than the pools can explain: with a head of 40 moves a
// start must lose to a start of head 0 whose Reduce is not that much
// longer. Then the errors, which name the start.
func TestReduceAll(t *testing.T) {
	g, err := getGeometry()
	if err != nil {
		t.Fatal(err)
	}
	gr := g.buildGroups()
	rng := rand.New(rand.NewPCG(13, 14))
	var starts []Start
	for i := range 3 {
		c := cube.MustNew(n)
		walkH3(t, c, g, &gr, rng)
		starts = append(starts, Start{Cube: c, Head: 3 * i})
	}
	starts[1].Head = 40 // its ends would all have to be 37 moves shorter
	ws, err := ReduceAll(context.Background(), starts, DefaultParams)
	if err != nil {
		t.Fatal(err)
	}
	in, moves := ws[0].Start, ws[0].Moves
	if in == 1 {
		t.Errorf("picked the start of head 40 (%d moves)", len(moves))
	}
	p := DefaultParams
	p.Workers = 1
	ws1, err := ReduceAll(context.Background(), starts, p)
	if err != nil {
		t.Fatal(err)
	}
	in1, alone := ws1[0].Start, ws1[0].Moves
	if in1 != in || alone.String() != moves.String() {
		t.Errorf("one worker: start %d %s, several: start %d %s", in1, alone, in, moves)
	}
	c := starts[in].Cube.Clone()
	if err := c.ApplyAlg(moves); err != nil {
		t.Fatal(err)
	}
	if !reduced(c) {
		t.Fatalf("start %d: %s leaves it unreduced", in, moves)
	}
	total := starts[in].Head + len(moves)
	t.Logf("pool: start %d, head %d + %d moves", in, starts[in].Head, len(moves))
	for i, st := range starts {
		own, err := Reduce(context.Background(), st.Cube, DefaultParams)
		if errors.Is(err, ErrGaveUp) {
			// One start's phase A ends may all lead phase B past its
			// budget; the pool had the others'.
			t.Logf("start %d alone: %v", i, err)
			continue
		}
		if err != nil {
			t.Fatalf("start %d alone: %v", i, err)
		}
		t.Logf("start %d: head %d + %d moves alone", i, st.Head, len(own))
		if st.Head+len(own) < total-3 {
			t.Errorf("start %d alone reduces in %d+%d, the pool in %d (start %d)", i, st.Head, len(own), total, in)
		}
	}
	// Several wholes: the first as before, the others each reducing its
	// start, at most a move longer counting the heads.
	p = DefaultParams
	p.Wholes = 3
	wsMany, err := ReduceAll(context.Background(), starts, p)
	if err != nil {
		t.Fatal(err)
	}
	if len(wsMany) == 0 || wsMany[0].Start != in || wsMany[0].Moves.String() != moves.String() {
		t.Errorf("with 3 wholes the first is %+v, want start %d %s", wsMany[0], in, moves)
	}
	for k, w := range wsMany {
		c := starts[w.Start].Cube.Clone()
		if err := c.ApplyAlg(w.Moves); err != nil {
			t.Fatal(err)
		}
		if !reduced(c) {
			t.Errorf("whole %d (start %d): %s leaves it unreduced", k, w.Start, w.Moves)
		}
		if l := starts[w.Start].Head + len(w.Moves); l < total || l > total+1 {
			t.Errorf("whole %d: %d moves with its head, want %d or %d", k, l, total, total+1)
		}
	}
	t.Logf("%d wholes", len(wsMany))
	if _, err := ReduceAll(context.Background(), nil, DefaultParams); err == nil {
		t.Error("no starts: no error")
	}
	for _, st := range []Start{{Cube: nil}, {Cube: starts[0].Cube, Head: -1}} {
		if _, err := ReduceAll(context.Background(), []Start{starts[0], st}, DefaultParams); err == nil || !strings.Contains(err.Error(), "start 1") {
			t.Errorf("start 1 %+v: %v, want an error naming start 1", st, err)
		}
	}
	bad := cube.MustNew(n)
	if err := bad.ApplyString("Rw"); err != nil {
		t.Fatal(err)
	}
	_, err = ReduceAll(context.Background(), []Start{starts[0], {Cube: bad}}, DefaultParams)
	if err == nil || !strings.Contains(err.Error(), "start 1") {
		t.Errorf("an unseparated start 1: %v, want an error naming start 1", err)
	}
}

// phaseTables returns the three phases' tables, built or loaded.
func phaseTables(t *testing.T) (*aTables, *bTables, *cTables) {
	t.Helper()
	ta, err := getPhaseA()
	if err != nil {
		t.Fatal(err)
	}
	tb, err := getPhaseB()
	if err != nil {
		t.Fatal(err)
	}
	tc, err := getPhaseC()
	if err != nil {
		t.Fatal(err)
	}
	return ta, tb, tc
}

// TestPhaseCBest checks phaseCBest, whose tries deepen together, against
// finishing each try alone: the shortest whole counting its input's head,
// the first of the shortest. Two inputs a few moves apart in head, so that
// the ends of both meet.
func TestPhaseCBest(t *testing.T) {
	ta, tb, tc := phaseTables(t)
	g := ta.g
	gr := g.buildGroups()
	rng := rand.New(rand.NewPCG(21, 22))
	cubes := 4
	if testing.Short() {
		cubes = 2
	}
	p := DefaultParams
	p.BEnds, p.CTries = 8, 8
	for i := range cubes {
		var ins []aInput
		for head := range 2 {
			s := solvedState()
			for range 60 {
				s = g.apply(s, int(gr.h3[rng.IntN(len(gr.h3))]))
			}
			ins = append(ins, aInput{s, 2 * head})
		}
		as, err := phaseAEnds(context.Background(), ta, ins, p)
		if err != nil {
			t.Fatal(err)
		}
		bs, err := phaseBEnds(context.Background(), tb, tc, as, p)
		if err != nil {
			t.Fatal(err)
		}
		sort.SliceStable(bs, func(i, j int) bool { return bs[i].bound < bs[j].bound })
		var want []uint8
		wantIn, wantLen := -1, 0
		for _, b := range bs[:min(len(bs), p.CTries)] {
			mc, err := tc.solve(context.Background(), b.st, cMaxLen, p.CNodes)
			if err != nil {
				continue
			}
			whole := append(append(append([]uint8(nil), b.a.moves...), b.moves...), mc...)
			if want == nil || b.a.head+len(whole) < wantLen {
				want, wantIn, wantLen = whole, b.a.in, b.a.head+len(whole)
			}
		}
		for _, workers := range []int{1, 2, 3} {
			p.Workers = workers
			ends, err := phaseCBest(context.Background(), tc, slices.Clone(bs), p)
			if err != nil {
				t.Fatalf("cube %d, %d workers: %v", i, workers, err)
			}
			in, got := ends[0].in, ends[0].moves
			if in != wantIn || fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("cube %d, %d workers: input %d %v, want input %d %v", i, workers, in, got, wantIn, want)
			}
		}
	}
}

// TestReduceMeasure compares settings on the same separated cubes: with
// FIVEEDGES_PARAMS="AEnds/BEnds/CTries[/BNodes[/ANodes]],..." set, mean moves and time of
// each over FIVEEDGES_CUBES (default 8) random H3 positions.
func TestReduceMeasure(t *testing.T) {
	spec := os.Getenv("FIVEEDGES_PARAMS")
	if spec == "" {
		t.Skip("set FIVEEDGES_PARAMS to run")
	}
	g, _ := getGeometry()
	cubes, _ := strconv.Atoi(os.Getenv("FIVEEDGES_CUBES"))
	if cubes == 0 {
		cubes = 8
	}
	// Real inputs: random cubes separated by fivecentres (random H3 walks
	// are easier: H3 does not reach every edge position).
	rng := rand.New(rand.NewPCG(11, 12))
	var starts []*cube.Cube
	for len(starts) < cubes {
		c := cube.MustNew(n)
		if err := c.ApplyAlg(cube.RandomMoves(n, 300, rng)); err != nil {
			t.Fatal(err)
		}
		for _, odd := range []bool{false, true} {
			p := fivecentres.DefaultParams
			p.OddParity = odd
			seps, err := fivecentres.Separations(context.Background(), c, p, 1)
			if err != nil {
				t.Fatal(err)
			}
			w := c.Clone()
			if err := w.ApplyAlg(seps[0].Moves); err != nil {
				t.Fatal(err)
			}
			s, err := g.stateOf(w)
			if err != nil {
				t.Fatal(err)
			}
			if checkSeparated(&s) == nil {
				starts = append(starts, w)
				break
			}
		}
	}
	if err := Prepare(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, set := range strings.Split(spec, ",") {
		p := DefaultParams
		if _, err := fmt.Sscanf(set, "%d/%d/%d/%d/%d", &p.AEnds, &p.BEnds, &p.CTries, &p.BNodes, &p.ANodes); err == nil {
		} else if _, err := fmt.Sscanf(set, "%d/%d/%d/%d", &p.AEnds, &p.BEnds, &p.CTries, &p.BNodes); err != nil {
			if _, err := fmt.Sscanf(set, "%d/%d/%d", &p.AEnds, &p.BEnds, &p.CTries); err != nil {
				t.Fatal(err)
			}
		}
		total := 0
		start := time.Now()
		var slowest time.Duration
		gaveUp := 0
		for i, c := range starts {
			t0 := time.Now()
			moves, err := Reduce(context.Background(), c, p)
			slowest = max(slowest, time.Since(t0))
			if errors.Is(err, ErrGaveUp) {
				gaveUp++
				continue
			}
			if err != nil {
				t.Fatalf("%s cube %d: %v", set, i, err)
			}
			total += len(moves)
		}
		t.Logf("%s: mean %.2f moves, %v a cube (slowest %v), %d gave up", set, float64(total)/float64(cubes-gaveUp), time.Since(start)/time.Duration(cubes), slowest, gaveUp)
	}
}
