package twophase

import (
	"context"
	"math/rand/v2"

	"cubelab/algorithms"
)

func init() {
	algorithms.Register(algorithms.Method{
		Name:        "kociemba",
		Description: "Kociemba's two-phase algorithm: near-optimal (about 20 moves) in milliseconds",
		Sizes:       algorithms.SizeIn(3),
		Rank:        1,
		New:         func(cfg algorithms.Config) algorithms.Solver { return New(cfg) },
	})
	algorithms.RegisterScrambler(3, func(ctx context.Context, rng *rand.Rand) (string, error) {
		a, err := Scramble(ctx, rng)
		if err != nil {
			return "", err
		}
		return a.String(), nil
	})
}
