package algorithms

import (
	"fmt"

	"cubelab/cube"
)

// Verify applies a solution to a copy of c and reports whether it solves it,
// and whether its steps add up to its moves. Tests run every solver's output
// through it.
func Verify(c *cube.Cube, sol *Solution) error {
	if sol == nil {
		return fmt.Errorf("no solution")
	}
	t := c.Clone()
	if err := t.ApplyAlg(sol.Moves); err != nil {
		return fmt.Errorf("solution %q: %w", sol.Moves, err)
	}
	if !t.IsSolved() {
		return fmt.Errorf("solution %q does not solve the cube (leaves %s)", sol.Moves, t)
	}
	if len(sol.Steps) > 0 {
		var all cube.Alg
		for _, s := range sol.Steps {
			all = append(all, s.Moves...)
		}
		if all.String() != sol.Moves.String() {
			return fmt.Errorf("steps add up to %q, not the solution %q", all, sol.Moves)
		}
	}
	return nil
}
