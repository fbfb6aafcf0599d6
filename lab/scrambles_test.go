package lab

import (
	"context"
	"math/rand/v2"
	"testing"

	"cubelab/algorithms"
	"cubelab/cube"
)

// TestScrambleKinds: random states on 4x4x4 and up by default (where a
// random-state scrambler exists), random moves below, and either on demand.
func TestScrambleKinds(t *testing.T) {
	// A stand-in random-state scrambler for a size no real one uses, so
	// the test does not pay for solving big cubes.
	const n = 31
	algorithms.RegisterScrambler(n, func(_ context.Context, rng *rand.Rand) (string, error) {
		return cube.RandomMoves(n, 3, rng).String(), nil
	})
	for _, tt := range []struct {
		n         int
		scrambles string
		state     bool
	}{
		{2, "", false}, {3, "", false}, {n, "", true}, {n, ScrambleMoves, false}, {n, ScrambleStates, true},
		{30, "", false}, // no random-state scrambler for 30x30x30 here
	} {
		opt := withDefaults(Options{N: tt.n, Scrambles: tt.scrambles, Runs: 2})
		if opt.RandomState != tt.state {
			t.Errorf("%dx%d %q: random state %v, want %v", tt.n, tt.n, tt.scrambles, opt.RandomState, tt.state)
		}
		if tt.n != n {
			continue
		}
		pos, err := Positions(opt)
		if err != nil {
			t.Fatal(err)
		}
		// The stand-in makes 3-move scrambles; random moves have the
		// default length.
		if got := len(pos[0].Scramble) == 3; got != tt.state {
			t.Errorf("%q: scramble %q is not from the kind asked for", tt.scrambles, pos[0].Scramble)
		}
	}
}
