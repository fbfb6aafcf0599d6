package cli

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

func init() {
	Register(Command{Name: "scramble", Summary: "print random scrambles", Run: runScramble})
}

func runScramble(env Env, args []string) int {
	fs := NewFlagSet(env, "scramble", "")
	n := fs.Int("n", 3, "cube size N (2..33)")
	count := fs.Int("count", 1, "how many scrambles")
	length := fs.Int("length", 0, "moves per random-move scramble (0: the default for N)")
	randomState := fs.Bool("random-state", false, "uniformly random state (solve a random state, print the inverse)")
	seed := fs.Uint64("seed", 0, "random seed (0: from the clock)")
	_, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if *n < 2 || *n > cube.MaxN {
		return Failf(env, "-n %d: scrambles need a cube size from 2 to %d", *n, cube.MaxN)
	}
	if *count < 1 || *count > 10000 {
		return Failf(env, "--count %d: want 1..10000", *count)
	}
	if *length < 0 || *length > 100000 {
		return Failf(env, "--length %d: want 0..100000", *length)
	}
	s := *seed
	if s == 0 {
		s = uint64(time.Now().UnixNano())
	}
	rng := rand.New(rand.NewPCG(s, s^0x9e3779b97f4a7c15))
	for i := 0; i < *count; i++ {
		if *randomState {
			a, err := algorithms.RandomStateScramble(context.Background(), *n, rng)
			if err != nil {
				return Failf(env, "%v", err)
			}
			fmt.Fprintln(env.Stdout, a)
			continue
		}
		l := *length
		if l == 0 {
			l = cube.DefaultScrambleLength(*n, rng)
		}
		fmt.Fprintln(env.Stdout, cube.RandomMoves(*n, l, rng))
	}
	return 0
}
