package cube

import "sync"

// The 18 face turns numbered as Kociemba's solvers number them: move i
// turns face i/3, in the order U R F D L B (so face f's opposite is
// (f+3)%6), by i%3+1 quarter turns. The 3x3x3 solvers (twophase, optimal)
// index their move tables this way.

// NumFaceTurns is how many numbered face turns there are.
const NumFaceTurns = 18

var faceTurnFaces = [6]Face{U, R, F, D, L, B}

// FaceTurn returns face turn number i (0 <= i < NumFaceTurns).
func FaceTurn(i int) Move { return Turn(faceTurnFaces[i/3], i%3+1) }

// FaceTurnsAlg converts a list of face turn numbers to an Alg.
func FaceTurnsAlg(ms []int8) Alg {
	out := make(Alg, len(ms))
	for i, m := range ms {
		out[i] = FaceTurn(int(m))
	}
	return out
}

// FaceTurnCubies returns the numbered face turns as cubie states. The array
// is shared: read it, don't write it.
func FaceTurnCubies() *[NumFaceTurns]Cubies { return faceTurnCubies() }

var faceTurnCubies = sync.OnceValue(func() *[NumFaceTurns]Cubies {
	var out [NumFaceTurns]Cubies
	for i := range out {
		out[i] = TurnCubies(faceTurnFaces[i/3], i%3+1)
	}
	return &out
})
