package pocket

import (
	"context"
	"fmt"
	"math/rand/v2"

	"cubelab/algorithms"
)

func init() {
	two := algorithms.SizeIn(2)
	for _, m := range []algorithms.Method{
		{Name: "table", Rank: 1, Description: "full 3,674,160-state distance table (4 bits a state): optimal by descent", New: func(c algorithms.Config) algorithms.Solver { return tableSolver{c} }},
	} {
		m.Sizes = two
		algorithms.Register(m)
	}
	algorithms.RegisterScrambler(2, func(ctx context.Context, rng *rand.Rand) (string, error) {
		a, err := RandomStateScramble(ctx, rng)
		if err != nil {
			return "", fmt.Errorf("2x2x2 random-state scramble: %w", err)
		}
		return a.String(), nil
	})
}
