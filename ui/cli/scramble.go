package cli

import (
	"context"
	"fmt"
	"strconv"
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
	length := fs.Int("length", 0, "moves per random-move scramble (0: the default for N: 30-40 on 2x2, 25 on 3x3, 40, 60, 80, 100 on 4x4 to 7x7, 20·N above)")
	randomState := fs.Bool("random-state", false, "uniformly random state (solve a random state, print the inverse)")
	seed := fs.Uint64("seed", 0, "random seed (0: from the clock)")
	rest, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	switch {
	case len(rest) > 0:
		if _, err := strconv.Atoi(rest[0]); err == nil {
			return UsageErrorf(env, fs, "unexpected argument %q (for the cube size write -n %s)", rest[0], rest[0])
		}
		return UsageErrorf(env, fs, "unexpected argument %q", rest[0])
	case *n < 2 || *n > cube.MaxN:
		return UsageErrorf(env, fs, "-n %d: scrambles need a cube size from 2 to %d", *n, cube.MaxN)
	case *count < 1 || *count > 10000:
		return UsageErrorf(env, fs, "--count %d: want 1..10000", *count)
	case *length < 0 || *length > 100000:
		return UsageErrorf(env, fs, "--length %d: want 0..100000", *length)
	case *randomState && *length != 0:
		return UsageErrorf(env, fs, "--length applies to random-move scrambles, not --random-state")
	}
	s := *seed
	if s == 0 {
		s = uint64(time.Now().UnixNano())
	}
	rng := cube.SeededRand(s)
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
