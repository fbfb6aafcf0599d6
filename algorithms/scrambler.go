package algorithms

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
)

// RandomStateScrambler returns a scramble that produces a uniformly random
// reachable state of its cube size (typically by solving a random state and
// inverting the solution).
type RandomStateScrambler func(ctx context.Context, rng *rand.Rand) (cubeAlg string, err error)

var (
	scrMu      sync.RWMutex
	scramblers = map[int]RandomStateScrambler{}
)

// RegisterScrambler installs the random-state scrambler for NxNxN cubes.
func RegisterScrambler(n int, s RandomStateScrambler) {
	scrMu.Lock()
	defer scrMu.Unlock()
	scramblers[n] = s
}

// RandomStateScramble returns a random-state scramble for NxNxN cubes, in
// standard notation.
func RandomStateScramble(ctx context.Context, n int, rng *rand.Rand) (string, error) {
	scrMu.RLock()
	s, ok := scramblers[n]
	scrMu.RUnlock()
	if !ok {
		return "", fmt.Errorf("%w: no random-state scrambler for %dx%dx%d", ErrUnsupported, n, n, n)
	}
	return s(ctx, rng)
}
