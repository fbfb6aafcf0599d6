package prune

import (
	"context"
	"errors"
	"testing"
)

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
		if err := Fill(context.Background(), dist, 2, func(x, j int) int { return (x + tc.n + 2*j - 1) % tc.n }); err != nil {
			t.Fatal(err)
		}
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
		if err := FillWith(context.Background(), dist, 2, next, mark); err != nil {
			t.Fatal(err)
		}
		for x, d := range dist {
			if want := min(x, n-x); int(d) != want {
				t.Fatalf("n=%d: dist[%d] = %d, want %d", n, x, d, want)
			}
		}
		plain := fresh()
		plain[0] = 0
		if err := Fill(context.Background(), plain, 2, next); err != nil {
			t.Fatal(err)
		}
		if want := 1; int(plain[n-1]) == want {
			t.Fatalf("n=%d: Fill without twins read %d right, %d: the test shows nothing", n, n-1, want)
		}
	}
}

// A fill whose context ends stops within a sweep's check interval, leaving
// only exact distances set; filling that table again resumes and ends
// with the table a run never stopped makes, wherever it stopped. The space
// is a 64x64x64 torus (moves +-1 along each axis): big enough for several
// checks a sweep, close enough for byte distances.
func TestFillResumes(t *testing.T) {
	const side, n = 64, 64 * 64 * 64
	next := func(x, j int) int {
		step := 1
		for range j / 2 {
			step *= side
		}
		c := x / step % side
		return x - c*step + (c+side+2*(j%2)-1)%side*step
	}
	fresh := func() []uint8 {
		dist := make([]uint8, n)
		for i := range dist {
			dist[i] = Unreached
		}
		dist[0], dist[n/3] = 0, 0
		return dist
	}
	want := fresh()
	if err := Fill(context.Background(), want, 6, next); err != nil {
		t.Fatal(err)
	}
	torus := func(a, b int) int { // the distance between a and b
		sum := 0
		for range 3 {
			c := (a%side - b%side + side) % side
			sum += min(c, side-c)
			a, b = a/side, b/side
		}
		return sum
	}
	for x, d := range want {
		if w := min(torus(x, 0), torus(x, n/3)); int(d) != w {
			t.Fatalf("the fresh fill: dist[%d] = %d, want %d", x, d, w)
		}
	}
	for _, stopAfter := range []int{1, 1000, 3 * checkEvery, n, 2 * n} {
		dist := fresh()
		ctx, cancel := context.WithCancel(context.Background())
		calls, callsAfterStop := 0, 0
		counting := func(x, j int) int {
			calls++
			if calls == stopAfter {
				cancel()
			} else if calls > stopAfter {
				callsAfterStop++
			}
			return next(x, j)
		}
		err := Fill(ctx, dist, 6, counting)
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("stopped after %d moves: %v, want context.Canceled", stopAfter, err)
		}
		if callsAfterStop > 6*checkEvery {
			t.Errorf("stopped after %d moves: %d more moves read", stopAfter, callsAfterStop)
		}
		for x, d := range dist {
			if d != Unreached && d != want[x] {
				t.Fatalf("stopped after %d moves: dist[%d] = %d, want %d or unreached", stopAfter, x, d, want[x])
			}
		}
		if err := Fill(context.Background(), dist, 6, next); err != nil {
			t.Fatal(err)
		}
		for x := range dist {
			if dist[x] != want[x] {
				t.Fatalf("stopped after %d moves and resumed: dist[%d] = %d, want %d", stopAfter, x, dist[x], want[x])
			}
		}
	}
}
