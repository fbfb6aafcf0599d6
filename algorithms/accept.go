package algorithms

import (
	"fmt"
	"strings"
	"time"

	"cubelab/cube"
)

// AcceptSize reports, as an error wrapping ErrUnsupported, that the named
// method does not solve NxNxN cubes. The sizes a method solves are said once,
// by its Method.Sizes in the registry; solvers and their Prepare ask here.
func AcceptSize(name string, n int) error {
	m, ok := Lookup(name)
	if !ok {
		return fmt.Errorf("%s: not a registered method", name)
	}
	if !m.Sizes(n) {
		return fmt.Errorf("%s: %w: it does not solve %dx%dx%d cubes (try: %s)", name, ErrUnsupported, n, n, n, strings.Join(Names(n), ", "))
	}
	return nil
}

// Accept is how a Solve starts: c must be there and of a size the method
// solves. It does not validate c (the method reads it in its own way, which
// finds any fault once).
func Accept(name string, c *cube.Cube) error {
	if c == nil {
		return fmt.Errorf("%s: no cube", name)
	}
	return AcceptSize(name, c.N())
}

// StandardCubies is the whole prologue of a cubie-level method (kociemba,
// thistlethwaite, beginner): Accept, then validate c and read it in one pass
// (cube.StandardCubies) into the cubie state of c turned into standard
// orientation, and the rotation that turns it so; the method's moves follow
// that rotation. Errors read "NAME: invalid cube: why".
func StandardCubies(name string, c *cube.Cube) (cube.Cubies, cube.Alg, error) {
	if err := Accept(name, c); err != nil {
		return cube.SolvedCubies, nil, err
	}
	cc, rot, err := c.StandardCubies()
	if err != nil {
		return cc, nil, fmt.Errorf("%s: invalid cube: %w", name, err)
	}
	return cc, rot, nil
}

// StageReporter is the progress callback of a method that works in named
// stages: report(stage, fraction) sends progress a Progress with the time
// since start (fraction -1 when unknown), and does nothing when progress is
// nil.
func StageReporter(progress func(Progress), start time.Time) func(stage string, fraction float64) {
	return func(stage string, fraction float64) {
		if progress != nil {
			progress(Progress{Stage: stage, Elapsed: time.Since(start), Fraction: fraction})
		}
	}
}
