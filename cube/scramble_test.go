package cube

import "testing"

func TestDefaultScrambleLengths(t *testing.T) {
	r := rng(1)
	for i := 0; i < 100; i++ {
		if l := DefaultScrambleLength(2, r); l < 30 || l > 40 {
			t.Fatalf("2x2 length %d outside 30..40", l)
		}
	}
	for n, want := range map[int]int{3: 25, 4: 40, 5: 60, 6: 80, 7: 100, 9: 180, 17: 340} {
		if got := DefaultScrambleLength(n, r); got != want {
			t.Errorf("N=%d: length %d, want %d", n, got, want)
		}
	}
}

func TestRandomMovesNeverTurnAnAxisPointlessly(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5, 6, 7, 17} {
		r := rng(uint64(n))
		a := RandomMoves(n, 2000, r)
		if len(a) != 2000 {
			t.Fatalf("length %d", len(a))
		}
		if s := Simplify(a, n, SimplifyOptions{}); len(s) != len(a) {
			t.Fatalf("N=%d: scramble simplifies from %d to %d moves", n, len(a), len(s))
		}
		if err := MustNew(n).ApplyAlg(a); err != nil {
			t.Fatal(err)
		}
	}
}

// Up to whole-cube orientation, a run of moves on one axis is fixed by how
// much it twists each cut between neighbouring layers; a wide move of d
// layers from the positive face twists cut d, from the negative face cut
// N-d. Two moves of one run on the same cut could be merged into one (after
// a rotation), so a scramble that never turns an axis pointlessly has
// distinct cuts within every run. On a 2x2 that means consecutive moves are
// always on different axes.
func TestRandomMovesNeverRepeatACutUpToOrientation(t *testing.T) {
	for n := 2; n <= 9; n++ {
		a := RandomMoves(n, 3000, rng(uint64(n)+40))
		cuts := map[int]bool{}
		for i, m := range a {
			if i > 0 && m.Face.Axis() != a[i-1].Face.Axis() {
				clear(cuts)
			}
			lo, hi, err := m.Layers(n)
			if err != nil || lo != 1 || hi >= n {
				t.Fatalf("N=%d: move %s is not a wide or outer turn", n, m)
			}
			cut := hi
			if !m.Face.Positive() {
				cut = n - hi
			}
			if cuts[cut] {
				t.Fatalf("N=%d: move %d (%s) turns cut %d again in one axis run: %s", n, i, m, cut, a[max(0, i-4):i+1])
			}
			cuts[cut] = true
		}
	}
}

func TestScrambleIsRepeatableWithSeed(t *testing.T) {
	a := Scramble(4, rng(7)).String()
	b := Scramble(4, rng(7)).String()
	if a != b || a == "" {
		t.Fatalf("same seed gave %q and %q", a, b)
	}
}
