package fivecentres

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"testing"

	"cubelab/algorithms/reduction/slotmask"
	"cubelab/cube"
)

// checkExact checks entries of a distance table against its definition: 0
// exactly at the goals, and elsewhere one more than the least neighbour
// (the moves are closed under inverses, so neighbours both ways are the
// same). A table that passes at every entry is the exact distance; the big
// ones are sampled.
func checkExact(t *testing.T, name string, dist []uint8, nm int, next func(x, j int) int, goal func(x int) bool, samples int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	check := func(x int) {
		if goal(x) {
			if dist[x] != 0 {
				t.Fatalf("%s: goal %d has distance %d", name, x, dist[x])
			}
			return
		}
		best := int(unreached)
		for j := range nm {
			best = min(best, int(dist[next(x, j)]))
		}
		if int(dist[x]) != best+1 {
			t.Fatalf("%s: entry %d is %d, its least neighbour %d", name, x, dist[x], best)
		}
	}
	if samples <= 0 || samples >= len(dist) {
		for x := range dist {
			check(x)
		}
		return
	}
	for range samples {
		check(rng.IntN(len(dist)))
	}
}

func TestTablesExact(t *testing.T) {
	tb, err := getTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	lr := goal1
	for o := range 2 {
		mt := tb.mask[o]
		checkExact(t, "stage 1", tb.dist1[o], nMoves,
			func(x, m int) int { return tb.rank1.Rank(mt.Move(tb.unrank1[x], m)) },
			func(x int) bool { return tb.unrank1[x] == lr }, 3000)
		nm := len(tb.moves2)
		checkExact(t, "stage 2", tb.dist2[o], nm,
			func(x, j int) int { return int(tb.ct2Move[o][x*nm+j]) },
			func(x int) bool { return x == tb.ct2Goal }, 0)
	}
	nm := len(tb.moves2)
	ud := faceMask(cube.U, cube.D)
	checkExact(t, "stage 2 joint", tb.joint2, nm,
		func(x, j int) int {
			return int(tb.c4Move[xOrbit][(x/n4)*nm+j])*n4 + int(tb.c4Move[tOrbit][(x%n4)*nm+j])
		},
		func(x int) bool { return tb.c4.Masks()[x/n4]&^ud == 0 && tb.c4.Masks()[x%n4]&^ud == 0 }, 3000)
	nm3 := len(tb.moves3)
	for i, tr := range triples {
		g := idx3(int(tb.goal3[tr[0]]), int(tb.goal3[tr[1]]), int(tb.goal3[tr[2]]))
		a, b, c := tb.pm3[tr[0]], tb.pm3[tr[1]], tb.pm3[tr[2]]
		checkExact(t, "stage 3 triple", tb.dist3t[i], nm3,
			func(x, j int) int {
				r, f, u := x%70, x/70%70, x/4900
				return idx3(int(a[u*nm3+j]), int(b[f*nm3+j]), int(c[r*nm3+j]))
			},
			func(x int) bool { return x == g }, 2000)
	}
}

// TestTablesBFS compares the stage 2 tables, small enough, with a plain
// breadth-first search written here from the moves on masks.
func TestTablesBFS(t *testing.T) {
	tb, err := getTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for o := range 2 {
		ud := faceMask(cube.U, cube.D)
		want := map[uint32]int{ud: 0}
		frontier := []uint32{ud}
		for d := 1; len(frontier) > 0; d++ {
			var next []uint32
			for _, m := range frontier {
				for _, mv := range tb.moves2 {
					y := tb.mask[o].Move(m, mv)
					if _, ok := want[y]; !ok {
						want[y] = d
						next = append(next, y)
					}
				}
			}
			frontier = next
		}
		if len(want) != tb.ct2.Size() {
			t.Fatalf("orbit %d: BFS reaches %d masks, table has %d", o, len(want), tb.ct2.Size())
		}
		for m, d := range want {
			if got := int(tb.dist2[o][tb.ct2.Of(m)]); got != d {
				t.Fatalf("orbit %d mask %06x: table %d, BFS %d", o, m, got, d)
			}
		}
	}
}

func TestCoordRoundTrips(t *testing.T) {
	tb, err := getTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for r, m := range tb.unrank1 {
		if bits.OnesCount32(m) != 8 || tb.rank1.Rank(m) != r {
			t.Fatalf("stage 1 rank %d: mask %06x ranks %d", r, m, tb.rank1.Rank(m))
		}
	}
	if len(tb.unrank1) != nRank1 {
		t.Fatalf("%d stage 1 masks, want %d", len(tb.unrank1), nRank1)
	}
	for _, c := range []*slotmask.Subsets{tb.ct2, tb.c4, tb.ud, tb.fb, tb.rl} {
		for r, m := range c.Masks() {
			if c.Of(m) != r {
				t.Fatalf("subset rank %d: mask %06x ranks %d", r, m, c.Of(m))
			}
		}
	}
	// Moves on coordinates agree with moves on the masks: stage 2 and 3
	// positions read from a position after random stage 3 moves (which
	// keep it staged) are those the move tables give.
	solved, err := tb.posOf(cube.MustNew(n))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	p, q := solved, tb.pat3Of(&solved)
	for range 200 {
		j := rng.IntN(len(tb.moves3))
		p, q = tb.apply(p, tb.moves3[j]), tb.move3(q, j)
		if got := tb.pat3Of(&p); got != q {
			t.Fatalf("stage 3 patterns %v, move tables say %v", got, q)
		}
	}
	p2, q2 := tb.apply(solved, 3), pat2{} // any start: a wide move
	q2 = tb.pat2Of(&p2)
	for range 200 {
		j := rng.IntN(len(tb.moves2))
		p2, q2 = tb.apply(p2, tb.moves2[j]), tb.move2(q2, j)
		if got := tb.pat2Of(&p2); got != q2 {
			t.Fatalf("stage 2 coordinates %v, move tables say %v", got, q2)
		}
	}
}
