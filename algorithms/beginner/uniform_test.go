package beginner

import (
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// uniformState returns a uniformly random reachable 3x3x3 state, built at
// cubie level (random permutations, twists and flips, then the parity and
// sum constraints fixed) rather than by turning, so it also reaches the
// states random-move scrambles rarely do.
func uniformState(t testing.TB, rng *rand.Rand) *cube.Cube {
	cc := cube.SolvedCubies
	for i, p := range rng.Perm(8) {
		cc.CP[i] = cube.Corner(p)
	}
	for i, p := range rng.Perm(12) {
		cc.EP[i] = cube.Edge(p)
	}
	twist, flip := 0, 0
	for i := 0; i < 7; i++ {
		cc.CO[i] = uint8(rng.IntN(3))
		twist += int(cc.CO[i])
	}
	cc.CO[7] = uint8((3 - twist%3) % 3)
	for i := 0; i < 11; i++ {
		cc.EO[i] = uint8(rng.IntN(2))
		flip += int(cc.EO[i])
	}
	cc.EO[11] = uint8(flip % 2)
	if cc.Verify(true) != nil { // only the parity can be off: swap two edges
		cc.EP[0], cc.EP[1] = cc.EP[1], cc.EP[0]
	}
	if err := cc.Verify(true); err != nil {
		t.Fatal(err)
	}
	c, err := cc.Facelets(3)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestUniformRandomStates(t *testing.T) {
	n := 50
	if testing.Short() {
		n = 10
	}
	rng := rand.New(rand.NewPCG(2026, 11))
	total := 0
	for i := 0; i < n; i++ {
		total += solveOK(t, uniformState(t, rng)).Moves.HTM(3)
	}
	t.Logf("mean %.1f moves over %d uniform random states", float64(total)/float64(n), n)
}
