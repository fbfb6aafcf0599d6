package fivecentres

import (
	"math/rand/v2"

	"cubelab/cube"
)

// scrambled is a 5x5x5 after a long fixed random-move sequence.
func scrambled(i int) *cube.Cube {
	rng := rand.New(rand.NewPCG(5, uint64(i)))
	c := cube.MustNew(n)
	if err := c.ApplyAlg(cube.RandomMoves(n, 200, rng)); err != nil {
		panic(err)
	}
	return c
}

// centresOK reports whether every centre sticker shows its face's fixed
// centre colour.
func centresOK(c *cube.Cube) bool {
	for _, f := range cube.Faces {
		want := c.At(f, 2, 2)
		for r := 1; r <= 3; r++ {
			for col := 1; col <= 3; col++ {
				if c.At(f, r, col) != want {
					return false
				}
			}
		}
	}
	return true
}
