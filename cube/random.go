package cube

import "math/rand/v2"

// RandomCubies returns a uniformly random reachable 3x3x3 cubie state:
// independent uniform corner and edge permutations, twists and flips with the
// last twist and flip fixed by the sum rules, and two edges swapped when the
// permutation parities disagree. The swap is a bijection between the
// unreachable and reachable halves, so the result stays uniform.
func RandomCubies(rng *rand.Rand) Cubies {
	var cc Cubies
	for i, p := range rng.Perm(8) {
		cc.CP[i] = Corner(p)
	}
	for i, p := range rng.Perm(12) {
		cc.EP[i] = Edge(p)
	}
	twist, flip := 0, 0
	for i := 0; i < 7; i++ {
		cc.CO[i] = uint8(rng.IntN(3))
		twist += int(cc.CO[i])
	}
	cc.CO[7] = uint8((3 - twist%3) % 3)
	for i := 0; i < 11; i++ {
		cc.EO[i] = uint8(rng.IntN(2))
		flip += int(cc.EO[i])
	}
	cc.EO[11] = uint8(flip % 2)
	if permParity(cc.CP[:]) != permParity(cc.EP[:]) {
		cc.EP[10], cc.EP[11] = cc.EP[11], cc.EP[10]
	}
	return cc
}

// RandomState returns a uniformly random reachable 3x3x3 cube.
func RandomState(rng *rand.Rand) *Cube {
	c, err := RandomCubies(rng).Facelets(3)
	if err != nil {
		panic(err) // cannot happen: Facelets accepts n = 3
	}
	return c
}
