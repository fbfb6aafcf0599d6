package optimal

import (
	"context"
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// randomCubies is a random-move state of k moves (not uniform, but every
// cubie moved for k of 20 or so).
func randomCubies(rng *rand.Rand, k int) cube.Cubies {
	mc := moveCubies()
	c := cube.SolvedCubies
	for range k {
		c = c.Mul(mc[rng.IntN(nMoves)])
	}
	return c
}

// directInverseCoords are the phase-1 coordinates of c's inverse along
// axis a, computed the slow way.
func directInverseCoords(c *cube.Cubies, a int) axisCoords {
	inv := c.Inverse()
	r := conjBy(&inv, &syms().axis[a])
	return axisCoords{uint16(r.Flip()), uint16(sliceOf(&r)), uint16(r.Twist()), uint8(cornSepOf(&r))}
}

// The packed inverse follows a move as the inverse of the moved state does,
// along every axis, and reads the same coordinates.
func TestInverseStates(t *testing.T) {
	rng := rand.New(rand.NewPCG(48, 1))
	mc := moveCubies()
	st := syms()
	for i := range 300 {
		c := randomCubies(rng, 25)
		inv := invStates(&c)
		for a := range 3 {
			if got, want := inv[a].coords(), directInverseCoords(&c, a); got != want {
				t.Fatalf("state %d axis %d: coordinates %+v, want %+v", i, a, got, want)
			}
		}
		m := rng.IntN(nMoves)
		moved := c.Mul(mc[m])
		want := invStates(&moved)
		for a := range 3 {
			if got := inv[a].after(int(st.axisMove[a][m])); got != want[a] {
				t.Fatalf("state %d axis %d move %d: packed inverse %v, want %v", i, a, m, got, want[a])
			}
		}
	}
}

// invGoalMoves are exactly the moves that keep the inverse's coordinates
// along their axis: the large table's (flip, slice, twist, U-corner
// places), the small one's (flip, slice, twist).
func TestInverseGoalMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(48, 2))
	states := make([]cube.Cubies, 200)
	for i := range states {
		states[i] = randomCubies(rng, 25)
	}
	mc := moveCubies()
	for _, large := range []bool{false, true} {
		key := func(x axisCoords) axisCoords {
			if !large {
				x.csep = 0
			}
			return x
		}
		goal := invGoalMoves(large)
		for a := range 3 {
			n := 0
			for m := range nMoves {
				keeps := true
				for i := range states {
					moved := states[i].Mul(mc[m])
					if key(directInverseCoords(&moved, a)) != key(directInverseCoords(&states[i], a)) {
						keeps = false
						break
					}
				}
				if inMask := goal[a]&(1<<m) != 0; inMask != keeps {
					t.Errorf("large %v axis %d move %s: in the goal mask %v, keeps the coordinates %v", large, a, cube.FaceTurn(m), inMask, keeps)
				}
				if keeps {
					n++
				}
			}
			// U and D turns (6), and for phase 1 R2 L2 F2 B2 too (10).
			if want := map[bool]int{true: 6, false: 10}[large]; n != want {
				t.Errorf("large %v axis %d: %d goal moves, want %d", large, a, n, want)
			}
		}
	}
}

// With the inverse's bounds and the moves they rule out, --all still lists
// every optimal solution: as many as trying every canonical sequence of
// that length finds, and the same ones.
func TestAllSolutionsComplete(t *testing.T) {
	tb, err := getTables(context.Background(), Small, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Positions with many optimal solutions (pons asinorum: the three
	// axes' pairs of half turns in any order; two commuting pairs) and
	// canonical random walks.
	var roots []cube.Cubies
	for _, s := range []string{"U2 D2 F2 B2 R2 L2", "R L U D", "R2 L2 U2 D2", "U R2 D' F2 B"} {
		roots = append(roots, cubiesOf(t, s))
	}
	rng := rand.New(rand.NewPCG(48, 3))
	walks := 8
	if testing.Short() {
		walks = 3
	}
	for i := range walks {
		cc, err := randomWalk(rng, 4+i%3).Cubies()
		if err != nil {
			t.Fatal(err)
		}
		roots = append(roots, cc)
	}
	for i, root := range roots {
		res, err := tb.search(context.Background(), root, 2, true, 1<<20, 20_000_000, nil)
		if err != nil {
			t.Fatal(err)
		}
		if res.depth > 6 { // every root is at most 6 moves from solved
			t.Fatalf("state %d: solved in %d moves, but it is at most 6 from solved", i, res.depth)
		}
		want := map[string]bool{}
		for _, s := range shortSolutions(root, res.depth) {
			want[cube.FaceTurnsAlg(s).String()] = true
		}
		got := map[string]bool{}
		for _, s := range res.solutions {
			got[cube.FaceTurnsAlg(s).String()] = true
		}
		if len(got) != len(res.solutions) || len(got) != len(want) {
			t.Fatalf("state %d (%d moves): %d solutions (%d distinct), brute force finds %d", i, res.depth, len(res.solutions), len(got), len(want))
		}
		for s := range want {
			if !got[s] {
				t.Fatalf("state %d: optimal solution %s missing", i, s)
			}
		}
		t.Logf("state %d: %d moves, %d optimal solutions", i, res.depth, len(got))
		// And none shorter.
		for k := 1; k < res.depth; k++ {
			if len(shortSolutions(root, k)) > 0 {
				t.Fatalf("state %d: solved in %d moves, but %d suffice", i, res.depth, k)
			}
		}
	}
}
