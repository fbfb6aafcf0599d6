package cube

import "math/rand/v2"

// DefaultScrambleLength returns how many random moves scramble an NxNxN cube:
// 30-40 for 2x2x2 (the comparison report's protocol), 25 for 3x3x3, then 40, 60, 80, 100
// for 4x4x4 to 7x7x7 and 20·N above.
func DefaultScrambleLength(n int, rng *rand.Rand) int {
	switch {
	case n <= 1:
		return 0
	case n == 2:
		return 30 + rng.IntN(11)
	case n == 3:
		return 25
	case n <= 7:
		return []int{40, 60, 80, 100}[n-4]
	}
	return 20 * n
}

// RandomMoves returns a random-move scramble of the given length. It turns
// outer faces and, on 4x4x4 and up, wide moves of up to N/2 layers. It never
// turns the same axis pointlessly: within a run of moves on one axis every
// layer set appears at most once, in a fixed order, so no two moves merge or
// commute into an equivalent shorter sequence. On even cubes, which have no
// fixed centre, turning N/2 layers from one face is the same as turning the
// other N/2 from the opposite face and rotating (L is R' x on a 2x2), so
// those moves come from U, R and F only, as in the 2x2 searches.
func RandomMoves(n, length int, rng *rand.Rand) Alg {
	if n < 2 || length <= 0 {
		return nil
	}
	depth := 1
	if n >= 4 {
		depth = n / 2
	}
	// slot numbers order the moves within one axis: the positive face's
	// depths first, then the negative face's.
	type choice struct {
		face  Face
		depth int
		slot  int
	}
	var choices []choice
	for _, f := range Faces {
		for d := 1; d <= depth; d++ {
			if !f.Positive() && 2*d == n {
				continue // the complement of the positive face's move
			}
			slot := d
			if !f.Positive() {
				slot += depth
			}
			choices = append(choices, choice{f, d, slot})
		}
	}
	out := make(Alg, 0, length)
	lastAxis, lastSlot := -1, 0
	for len(out) < length {
		ch := choices[rng.IntN(len(choices))]
		axis := ch.face.Axis()
		if axis == lastAxis && ch.slot <= lastSlot {
			continue
		}
		m := Move{Face: ch.face, Lo: 1, Hi: ch.depth, Turns: 1 + rng.IntN(3)}
		out = append(out, m)
		lastAxis, lastSlot = axis, ch.slot
	}
	return out
}

// Scramble returns a random-move scramble of the default length for N.
func Scramble(n int, rng *rand.Rand) Alg {
	return RandomMoves(n, DefaultScrambleLength(n, rng), rng)
}

// SeededRand returns the random source every front end draws seeded
// scrambles from: a PCG stream whose two words are the seed and the seed
// mixed with the golden-ratio constant. The same seed gives the same
// scrambles in the window, the terminal, the command line and the HTTP API,
// so changing this mixing changes every reproducible scramble.
func SeededRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}
