package fiveedges

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"testing"
	"time"

	"cubelab/cube"
)

// solve returns phase A's solutions of s that accept takes, by length up
// to maxLen moves, at most want of them, or those found before budget
// nodes were spent (with errAGaveUp): solveAll for one input, for the
// tests.
func (t *aTables) solve(ctx context.Context, s state, maxLen, budget, want, workers int, accept func(r uint16, moves []uint8) bool) ([]aSolution, error) {
	var acc func(in int, r uint16, moves []uint8) bool
	if accept != nil {
		acc = func(_ int, r uint16, moves []uint8) bool { return accept(r, moves) }
	}
	return t.solveAll(ctx, []aInput{{s, 0}}, maxLen, budget, want, workers, acc)
}

// aRandom is a random walk of k H3 moves from the solved state, with its
// moves.
func aRandom(g *geometry, gr *groups, rng *rand.Rand, k int) (state, []uint8) {
	s := solvedState()
	var mv []uint8
	for range k {
		m := gr.h3[rng.IntN(len(gr.h3))]
		s = g.apply(s, int(m))
		mv = append(mv, m)
	}
	return s, mv
}

// aGoal checks phase A's goal on a state directly.
func aGoal(t *aTables, s *state) bool {
	for _, f := range s.mo {
		if f != 0 {
			return false
		}
	}
	for w, p := range s.wing {
		if t.gr.class[w] != t.gr.class[p] {
			return false
		}
	}
	// Only the F/B axis: H4 reaches every U/D pattern, and H5 every R/L one.
	a := cube.F.Axis()
	return t.patGoal[a][t.pattern(s, a, 0)*70+t.pattern(s, a, 1)]
}

// TestPhaseA solves short random walks (every end checked against the goal
// read from the state itself, after its labelling, and none longer than
// the walk); with FIVEEDGES_MEASURE set, random states (60-move walks):
// about 15 ms each with the joint table (phasea_sym.go), 3.7 s without.
func TestPhaseA(t *testing.T) {
	tab, err := getPhaseA()
	if err != nil {
		t.Fatal(err)
	}
	g := tab.g
	rng := rand.New(rand.NewPCG(3, 4))
	var total, count int
	start := time.Now()
	walk, states := 9, 8
	if os.Getenv("FIVEEDGES_MEASURE") != "" {
		walk = 60
	}
	for i := range states {
		s, _ := aRandom(g, &tab.gr, rng, walk)
		found, err := tab.solve(context.Background(), s, 14, 200_000_000, 20, 0, nil)
		if err != nil {
			t.Fatalf("state %d: %v", i, err)
		}
		if len(found) == 0 {
			t.Fatalf("state %d: no solution", i)
		}
		// One goroutine finds the same solutions in the same order.
		alone, err := tab.solve(context.Background(), s, 14, 200_000_000, 20, 1, nil)
		if err != nil {
			t.Fatalf("state %d, one worker: %v", i, err)
		}
		if fmt.Sprint(alone) != fmt.Sprint(found) {
			t.Fatalf("state %d: one worker found %v, several %v", i, alone, found)
		}
		var sols [][]uint8
		for k, sol := range found {
			if k > 0 && len(sol.moves) < len(found[k-1].moves) {
				t.Fatalf("state %d: solution %d is shorter than the one before", i, k)
			}
			r := relabel(s, sol.r)
			for _, mv := range sol.moves {
				r = g.apply(r, int(mv))
			}
			if !aGoal(tab, &r) {
				t.Fatalf("state %d: %v does not reach the goal", i, sol.moves)
			}
			sols = append(sols, sol.moves)
		}
		if walk < 10 && len(sols[0]) > walk {
			t.Errorf("state %d: %d moves, from a %d-move walk", i, len(sols[0]), walk)
		}
		total += len(sols[0])
		count++
	}
	t.Logf("phase A, %d-move walks: mean %.2f moves, %v a state (20 ends)", walk, float64(total)/float64(count), time.Since(start)/time.Duration(count))
}

// TestStartsOf checks startsOf, which skips the joint table's walk for a
// labelling whose cheap bound, raised to the residue of its joint entry,
// is already more than a move past the best, against walking for every
// labelling its loop reaches: the same starts, the same exact distances.
func TestStartsOf(t *testing.T) {
	tab, err := getPhaseA()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(21, 22))
	for i := range 24 {
		s, _ := aRandom(tab.g, &tab.gr, rng, 10+5*i)
		labs := tab.labellings(0, s)
		got := tab.startsOf(slices.Clone(labs))
		// The reference: every labelling within a move of the best so
		// far walked.
		ref := slices.Clone(labs)
		lo, k := 255, 0
		for ; k < len(ref) && ref[k].h <= lo+1; k++ {
			st := &ref[k]
			d, err := tab.joint.exact(tab, st.p.wing, st.p.eo)
			if err != nil {
				t.Fatal(err)
			}
			st.p.jd = uint8(d)
			st.h = max(st.h, d)
			lo = min(lo, st.h)
		}
		var want []aStart
		for _, st := range ref[:k] {
			if st.h <= lo+1 {
				want = append(want, st)
			}
		}
		sort.Slice(want, func(a, b int) bool { return want[a].r < want[b].r })
		if len(got) == 0 || fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("walk %d: startsOf\n%v\nwant\n%v", i, got, want)
		}
	}
}
