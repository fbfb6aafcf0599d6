package race

import (
	"fmt"

	"cubelab/cube"
	"cubelab/lab"
)

// Facelets returns the race's cubes (lab.TargetCubes for runs and seed, 0 is
// the bench's default seed) as 54-letter strings in min2phase's facelet
// order: faces U R F D L B, each read row by row as seen from outside with U
// up (F up for U and D), every sticker written as the letter of the face whose
// colour it shows. That is Kociemba's order, which cube.URFDLB writes.
func Facelets(runs int, seed uint64) []string {
	cubes := lab.TargetCubes(runs, seed)
	out := make([]string, len(cubes))
	for i, c := range cubes {
		out[i] = c.URFDLB()
	}
	return out
}

// ParseFacelets reads the strings Facelets wrote back into cubes.
func ParseFacelets(lines []string) ([]*cube.Cube, error) {
	cubes := make([]*cube.Cube, len(lines))
	for i, s := range lines {
		c, err := cube.ParseURFDLB(s)
		if err != nil {
			return nil, fmt.Errorf("cube %d: %w", i, err)
		}
		if c.N() != 3 {
			return nil, fmt.Errorf("cube %d: %dx%d, want 3x3", i, c.N(), c.N())
		}
		cubes[i] = c
	}
	return cubes, nil
}
