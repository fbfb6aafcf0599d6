package prune

import "testing"

// TestFill checks Fill against the distances on a cycle of n positions
// with moves +1 and -1 (closed under inverses), for goal sets small and
// large enough to take both of its ways of filling a layer.
func TestFill(t *testing.T) {
	for _, tc := range []struct {
		n     int
		goals []int
	}{
		{10, []int{0}},
		{101, []int{0, 50}},
		{12, []int{0, 1, 2, 3, 4, 5, 6, 7}},
	} {
		dist := make([]uint8, tc.n)
		for i := range dist {
			dist[i] = Unreached
		}
		for _, g := range tc.goals {
			dist[g] = 0
		}
		Fill(dist, 2, func(x, j int) int { return (x + tc.n + 2*j - 1) % tc.n })
		for x, d := range dist {
			want := tc.n
			for _, g := range tc.goals {
				a := (x - g + tc.n) % tc.n
				want = min(want, a, tc.n-a)
			}
			if int(d) != want {
				t.Fatalf("n=%d: dist[%d] = %d, want %d", tc.n, x, d, want)
			}
		}
	}
}

// TestFillWith: on a cycle of n positions read through its mirror
// symmetry (each move lands on the lower of a position and its mirror, as
// a symmetry-reduced table's moves land on one entry of several), the
// twins mark sets with each entry get their distances, where Fill alone
// reaches them late and reads them too high.
func TestFillWith(t *testing.T) {
	for _, n := range []int{10, 11, 101} {
		canon := func(y int) int { return min(y, (n-y)%n) }
		next := func(x, j int) int { return canon((x + n + 2*j - 1) % n) }
		fresh := func() []uint8 {
			dist := make([]uint8, n)
			for i := range dist {
				dist[i] = Unreached
			}
			return dist
		}
		dist := fresh()
		mark := func(x int, d uint8) int {
			set := 0
			for _, y := range []int{x, (n - x) % n} {
				if dist[y] == Unreached {
					dist[y] = d
					set++
				}
			}
			return set
		}
		mark(0, 0)
		FillWith(dist, 2, next, mark)
		for x, d := range dist {
			if want := min(x, n-x); int(d) != want {
				t.Fatalf("n=%d: dist[%d] = %d, want %d", n, x, d, want)
			}
		}
		plain := fresh()
		plain[0] = 0
		Fill(plain, 2, next)
		if want := 1; int(plain[n-1]) == want {
			t.Fatalf("n=%d: Fill without twins read %d right, %d: the test shows nothing", n, n-1, want)
		}
	}
}
