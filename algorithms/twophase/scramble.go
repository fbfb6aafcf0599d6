package twophase

import (
	"context"
	"fmt"
	"math/rand/v2"

	"cubelab/algorithms"
	"cubelab/cube"
)

// randomCubies returns a uniformly random solvable 3x3x3 state: independent
// uniform corner and edge permutations, twists and flips, with two edges
// swapped when the permutation parities disagree (a bijection between the
// unsolvable and solvable halves, so the result stays uniform).
func randomCubies(rng *rand.Rand) cube.Cubies {
	var cc cube.Cubies
	for i, p := range rng.Perm(8) {
		cc.CP[i] = cube.Corner(p)
	}
	for i, p := range rng.Perm(12) {
		cc.EP[i] = cube.Edge(p)
	}
	var c cubie
	setTwist(&c, rng.IntN(nTwist))
	setFlip(&c, rng.IntN(nFlip))
	for i := 0; i < 8; i++ {
		cc.CO[i] = uint8(c.co[i])
	}
	for i := 0; i < 12; i++ {
		cc.EO[i] = uint8(c.eo[i])
	}
	if parity(cc.CP[:]) != parity(cc.EP[:]) {
		cc.EP[10], cc.EP[11] = cc.EP[11], cc.EP[10]
	}
	return cc
}

func parity[T ~uint8](p []T) int {
	par := 0
	for i := range p {
		for j := i + 1; j < len(p); j++ {
			if p[i] > p[j] {
				par ^= 1
			}
		}
	}
	return par
}

// RandomState returns a uniformly random solvable 3x3x3 cube.
func RandomState(rng *rand.Rand) *cube.Cube {
	c, err := randomCubies(rng).Facelets(3)
	if err != nil {
		panic(fmt.Sprintf("twophase: random state: %v", err)) // cannot happen for n = 3
	}
	return c
}

// ScrambleLength is the most moves a random-state scramble has.
const ScrambleLength = 21

// Scramble returns a random-state scramble: it solves a uniformly random
// state and returns the inverse of the solution, which takes a solved cube
// to that state. The same rng state gives the same scramble: the search runs
// on one worker and stops at its first solution of at most ScrambleLength
// moves, so timing never changes the answer.
func Scramble(ctx context.Context, rng *rand.Rand) (cube.Alg, error) {
	c := RandomState(rng)
	s := New(algorithms.Config{MaxLength: ScrambleLength})
	s.deterministic = true
	sol, err := s.Solve(ctx, c, nil)
	if err != nil {
		return nil, fmt.Errorf("random-state scramble: %w", err)
	}
	return sol.Moves.Inverse(), nil
}
