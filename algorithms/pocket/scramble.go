package pocket

import (
	"context"
	"fmt"
	"math/rand/v2"

	"cubelab/cube"
)

// MinScrambleDistance is the least optimal length of a random-state
// scramble: states closer to solved are drawn again (the WCA's rule).
const MinScrambleDistance = 4

// RandomStateScramble draws a state uniformly among those at least
// MinScrambleDistance moves from solved and returns a scramble reaching it
// from solved (the inverse of its optimal solution: U, R and F turns).
func RandomStateScramble(ctx context.Context, rng *rand.Rand) (cube.Alg, error) {
	if rng == nil {
		return nil, fmt.Errorf("pocket: no random source")
	}
	t := Table()
	for {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("pocket: scramble: %w", err)
		}
		// Rejection keeps the draw uniform over the accepted states; fewer
		// than 2,300 of 3.67M states are rejected.
		i := Index(rng.IntN(NumStates))
		if t.Dist(i) < MinScrambleDistance {
			continue
		}
		sol, _ := t.descend(i)
		return toAlg(sol).Inverse(), nil
	}
}
