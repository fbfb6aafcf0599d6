package beginner

import (
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// TestUniformRandomStates solves uniformly random states built at cubie
// level, which reach the states random-move scrambles rarely do.
func TestUniformRandomStates(t *testing.T) {
	n := 50
	if testing.Short() {
		n = 10
	}
	rng := rand.New(rand.NewPCG(2026, 11))
	total := 0
	for i := 0; i < n; i++ {
		total += solveOK(t, cube.RandomState(rng)).Moves.HTM(3)
	}
	t.Logf("mean %.1f moves over %d uniform random states", float64(total)/float64(n), n)
}
