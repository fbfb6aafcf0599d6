package race

import (
	"fmt"

	_ "cubelab/algorithms/methods" // the random-state scramblers bench uses on 4x4x4 and up
	"cubelab/cube"
	"cubelab/lab"
)

// Cubes returns the race's NxNxN cubes for runs and seed (0 is the bench's
// default seed): on the 3x3x3 lab.TargetCubes, the cubes of `cubelab bench
// -n 3`'s kociemba targets table (the min2phase race); on bigger cubes the
// scrambles lab.Positions makes for `cubelab bench -n N -runs runs -seed
// seed` (random states up to 17x17x17), applied to a solved cube as bench
// applies them (the TPR and cube555 races).
func Cubes(n, runs int, seed uint64) ([]*cube.Cube, error) {
	switch {
	case n == 3:
		return lab.TargetCubes(runs, seed), nil
	case n < 3:
		return nil, fmt.Errorf("race cubes: %dx%d has no race (3x3 and up)", n, n)
	}
	pos, err := lab.Positions(lab.Options{N: n, Runs: runs, Seed: seed})
	if err != nil {
		return nil, fmt.Errorf("race cubes: %w", err)
	}
	out := make([]*cube.Cube, len(pos))
	for i, p := range pos {
		c, err := cube.New(n)
		if err != nil {
			return nil, fmt.Errorf("race cubes: %w", err)
		}
		if err := c.ApplyAlg(p.Scramble); err != nil {
			return nil, fmt.Errorf("race cubes: scramble %d: %w", i+1, err)
		}
		out[i] = c
	}
	return out, nil
}

// Facelets returns Cubes(n, runs, seed) as facelet strings in the order of
// Chen Shuang's solvers (min2phase, TPR, cube555), which is Kociemba's:
// faces U R F D L B, each read row by row as seen from outside with U up
// (F up for U and D), every sticker written as the letter of the face whose
// colour it shows; 6n² letters. cube.URFDLB writes that order.
func Facelets(n, runs int, seed uint64) ([]string, error) {
	cubes, err := Cubes(n, runs, seed)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(cubes))
	for i, c := range cubes {
		out[i] = c.URFDLB()
	}
	return out, nil
}

// ParseFacelets reads the strings Facelets wrote back into NxNxN cubes.
func ParseFacelets(lines []string, n int) ([]*cube.Cube, error) {
	cubes := make([]*cube.Cube, len(lines))
	for i, s := range lines {
		c, err := cube.ParseURFDLB(s)
		if err != nil {
			return nil, fmt.Errorf("cube %d: %w", i, err)
		}
		if c.N() != n {
			return nil, fmt.Errorf("cube %d: %dx%d, want %dx%d", i, c.N(), c.N(), n, n)
		}
		cubes[i] = c
	}
	return cubes, nil
}
