package twophase

import (
	"context"
	"fmt"
	"math/rand/v2"

	"cubelab/algorithms"
	"cubelab/cube"
)

// ScrambleLength is the most moves a random-state scramble has.
const ScrambleLength = 21

// Scramble returns a random-state scramble: it solves a uniformly random
// state and returns the inverse of the solution, which takes a solved cube
// to that state. The same rng state gives the same scramble: the search runs
// on one worker and stops at its first solution of at most ScrambleLength
// moves, so timing never changes the answer.
func Scramble(ctx context.Context, rng *rand.Rand) (cube.Alg, error) {
	c := cube.RandomState(rng)
	s := NewDeterministic(algorithms.Config{MaxLength: ScrambleLength})
	sol, err := s.Solve(ctx, c, nil)
	if err != nil {
		return nil, fmt.Errorf("random-state scramble: %w", err)
	}
	return sol.Moves.Inverse(), nil
}
