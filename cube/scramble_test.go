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
	for _, n := range []int{2, 3, 4, 7} {
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

func TestScrambleIsRepeatableWithSeed(t *testing.T) {
	a := Scramble(4, rng(7)).String()
	b := Scramble(4, rng(7)).String()
	if a != b || a == "" {
		t.Fatalf("same seed gave %q and %q", a, b)
	}
}
