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
