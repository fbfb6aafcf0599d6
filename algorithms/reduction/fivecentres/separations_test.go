package fivecentres

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"cubelab/algorithms/reduction/slotmask"
	"cubelab/cube"
)

// wideScrambled is TestSeparations' cube i: 60 random outer and two-layer
// wide turns, and whether they left the wing parity odd.
func wideScrambled(i int) (c *cube.Cube, odd bool) {
	moves := slotmask.WideMoves()
	rng := rand.New(rand.NewPCG(7, uint64(i)))
	c = cube.MustNew(n)
	for range 60 {
		m := moves[rng.IntN(len(moves))]
		odd = odd != (m.Hi == 2 && m.Turns != 2)
		if err := c.Apply(m); err != nil {
			panic(err)
		}
	}
	return c, odd
}

// TestSeparationsStage2Again: on TestSeparations' cube 2 every stage 2 end
// of the first try has an odd wing parity; the second try runs stage 2
// again, a move longer, from the same stage 1 solutions, which finds even
// ends, and Separations returns the shortest of those (not the third
// try's, which runs stage 1 again with four times its budget).
func TestSeparationsStage2Again(t *testing.T) {
	c, odd := wideScrambled(2)
	p := DefaultParams
	p.OddParity = odd
	ctx := context.Background()
	s, c1s, _, err := separate1(ctx, c, p)
	if err != nil {
		t.Fatal(err)
	}
	first, err := s.separate2(ctx, c1s, p, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range first {
		if !l.odd {
			t.Fatalf("the first try has an even end of %d moves: this cube no longer tests the second try", len(l.c1.moves)+len(l.moves2))
		}
	}
	p1, stage1 := separationTry(p, 1)
	if stage1 {
		t.Fatal("the second try runs stage 1 again")
	}
	again, err := s.separate2(ctx, c1s, p1, 0)
	if err != nil {
		t.Fatal(err)
	}
	shortest := -1
	for _, l := range again {
		if d := len(l.c1.moves) + len(l.moves2); !l.odd && (shortest < 0 || d < shortest) {
			shortest = d
		}
	}
	if shortest < 0 {
		t.Fatalf("the second try's %d ends are all odd too", len(again))
	}
	seps, err := Separations(ctx, c, p, 5)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(seps[0].Moves); got != shortest {
		t.Errorf("Separations' shortest end has %d moves, the second try's %d", got, shortest)
	}
	t.Logf("first try: %d ends, all odd; second: %d ends, the shortest even one %d moves", len(first), len(again), shortest)
}

// TestSeparations checks the stage 2 ends Separations gives: every axis's
// centre colours on its faces, the wing parity even after them (counted as
// the wide quarter turns of scramble and moves, the only moves of theirs
// that toggle it), shortest first, and the errors.
func TestSeparations(t *testing.T) {
	for i := range 6 {
		c, odd := wideScrambled(i)
		p := DefaultParams
		p.OddParity = odd
		seps, err := Separations(context.Background(), c, p, 5)
		if err != nil {
			t.Fatalf("cube %d: %v", i, err)
		}
		last := 0
		for k, s := range seps {
			w := c.Clone()
			if err := w.ApplyAlg(s.Moves); err != nil {
				t.Fatal(err)
			}
			par := odd
			for _, m := range s.Moves {
				par = par != (m.Hi == 2 && m.Turns != 2)
			}
			if par {
				t.Errorf("cube %d end %d: odd wing parity after %s", i, k, s.Moves)
			}
			for _, f := range cube.Faces {
				opp := f.Opposite()
				for r := 1; r <= 3; r++ {
					for col := 1; col <= 3; col++ {
						if got := w.At(f, r, col); got != w.At(f, 2, 2) && got != w.At(opp, 2, 2) {
							t.Fatalf("cube %d end %d: %v shows %v off its axis", i, k, f, got)
						}
					}
				}
			}
			if len(s.Moves) < last {
				t.Errorf("cube %d: end %d shorter than the one before", i, k)
			}
			last = len(s.Moves)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Separations(ctx, scrambled(1), DefaultParams, 3); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
}

// TestSeparationsLooseStage1: a 5x5x5 (a 7x7x7's inner cube from bench,
// even wing parity) whose separations all leave an odd wing parity within
// the first two tries' budgets; the third try's looser stage 1 bound finds
// an even one.
func TestSeparationsLooseStage1(t *testing.T) {
	c, err := cube.ParseURFDLB("LLLLRRFRRFULUBFDUUDBLLDDDLURRBDBDUDLBRRDFFLFDLFBBRUDRFFFLBFLBFFUBRRFRLBDURUDFFBBFBDLLULDUDLDDLDUUDUFDBBRFLLFBUUDLURBRLUUFBLRRUUFUBBDFDBLRBRRRUBBUDRFFR")
	if err != nil {
		t.Fatal(err)
	}
	seps, err := Separations(context.Background(), c, DefaultParams, 2)
	if err != nil {
		t.Fatal(err)
	}
	for k, s := range seps {
		odd := false
		for _, m := range s.Moves {
			odd = odd != (m.Hi == 2 && m.Turns != 2)
		}
		if odd {
			t.Errorf("end %d: odd wing parity after %s", k, s.Moves)
		}
	}
}

// TestSeparationsOneCore checks that stages 1 and 2, whose searches run on
// the cores, give the same separations on one: their results are taken in
// a fixed order. A wide stage 1 (as package reduction asks), with its
// budget and with a small one, so that both the budget and the cap on
// solutions are met.
func TestSeparationsOneCore(t *testing.T) {
	moves := slotmask.WideMoves()
	for i, budget := range []int{500_000, 20_000} {
		if testing.Short() && i > 0 {
			break
		}
		rng := rand.New(rand.NewPCG(17, uint64(i)))
		c := cube.MustNew(n)
		for range 60 {
			if err := c.Apply(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		p := DefaultParams
		p.Stage1Keep, p.Stage1Slack, p.Leaves = 32, 1, 1000
		p.Stage1Nodes = budget
		var got [2]string
		for k, procs := range []int{2, 1} {
			old := runtime.GOMAXPROCS(procs)
			seps, err := Separations(context.Background(), c, p, 16)
			runtime.GOMAXPROCS(old)
			got[k] = fmt.Sprint(seps, err)
		}
		if got[0] != got[1] {
			t.Errorf("cube %d, budget %d: two cores\n%s\none core\n%s", i, budget, got[0], got[1])
		}
	}
}

// TestStage2EvenWanted: stage 2 stopped at k even ends gives the same
// first k even ends as stage 2 run to its end, having searched less.
func TestStage2EvenWanted(t *testing.T) {
	ctx := context.Background()
	evens := func(ls []leaf) []leaf {
		var out []leaf
		for _, l := range ls {
			if !l.odd {
				out = append(out, l)
			}
		}
		return out
	}
	saved := 0
	for i := range 6 {
		c, odd := wideScrambled(i)
		p := DefaultParams
		p.OddParity = odd
		s, c1s, _, err := separate1(ctx, c, p)
		if err != nil {
			t.Fatal(err)
		}
		start := s.nodes
		all, err := s.separate2(ctx, c1s, p, 0)
		if err != nil {
			t.Fatal(err)
		}
		whole := s.nodes - start
		for _, k := range []int{1, 4, 24} {
			before := s.nodes
			capped, err := s.separate2(ctx, c1s, p, k)
			if err != nil {
				t.Fatal(err)
			}
			want, got := evens(all), evens(capped)
			want = want[:min(k, len(want))]
			if len(got) < len(want) {
				t.Fatalf("cube %d, k %d: %d even ends, want %d", i, k, len(got), len(want))
			}
			for j := range want {
				if got[j].c1 != want[j].c1 || !slices.Equal(got[j].moves2, want[j].moves2) {
					t.Fatalf("cube %d, k %d: even end %d differs", i, k, j)
				}
			}
			if len(want) == k && len(capped) > len(all) {
				t.Errorf("cube %d, k %d: %d ends kept, more than the %d of the whole search", i, k, len(capped), len(all))
			}
			nodes := s.nodes - before
			if nodes > whole {
				t.Errorf("cube %d, k %d: %d nodes, more than the whole search's %d", i, k, nodes, whole)
			}
			if 2*nodes < whole {
				saved++
			}
			t.Logf("cube %d, k %d: %d ends in %d nodes (whole search: %d ends in %d)", i, k, len(capped), nodes, len(all), whole)
		}
	}
	if saved == 0 {
		t.Error("no capped search took under half the nodes of the whole one")
	}
}
