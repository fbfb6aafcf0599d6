package algorithms

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
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
		return "", fmt.Errorf("%w: no random-state scrambler for %dx%dx%d (sizes with one: %s; random-move scrambles work for every size)",
			ErrUnsupported, n, n, n, sizeRanges(RandomStateSizes()))
	}
	return s(ctx, rng)
}

// RandomStateSizes lists, in increasing order, the cube sizes that have a
// random-state scrambler.
func RandomStateSizes() []int {
	scrMu.RLock()
	defer scrMu.RUnlock()
	out := make([]int, 0, len(scramblers))
	for n := range scramblers {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// sizeRanges writes sorted sizes compactly: "2-17, 20".
func sizeRanges(sizes []int) string {
	if len(sizes) == 0 {
		return "none"
	}
	var b strings.Builder
	for i := 0; i < len(sizes); {
		j := i
		for j+1 < len(sizes) && sizes[j+1] == sizes[j]+1 {
			j++
		}
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		if j > i {
			fmt.Fprintf(&b, "%d-%d", sizes[i], sizes[j])
		} else {
			fmt.Fprintf(&b, "%d", sizes[i])
		}
		i = j + 1
	}
	return b.String()
}
