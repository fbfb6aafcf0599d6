package cornersfirst

import (
	"context"
	"fmt"

	"cubelab/algorithms/pocket"
	"cubelab/cube"
)

// solveCorners solves a 2x2x2 whose DBL corner is home with U, R and F turns.
// It is a variable so the dependency on the pocket-cube table stays one
// swappable function.
var solveCorners = pocket.OptimalURF

// cornersOf returns the 2x2x2 made of a 3x3x3's corners.
func cornersOf(c *cube.Cube) *cube.Cube {
	two := cube.MustNew(2)
	for _, f := range cube.Faces {
		for r := 0; r < 2; r++ {
			for col := 0; col < 2; col++ {
				two.Set(f, r, col, c.At(f, 2*r, 2*col))
			}
		}
	}
	return two
}

// cornersStep turns c (in place) so its DBL corner is home and solves the
// corners optimally. It returns the rotation and the turns separately: the
// turns are an optimal 2x2x2 solution, in the rotated frame.
func cornersStep(ctx context.Context, c *cube.Cube) (rot, turns cube.Alg, err error) {
	two := cornersOf(c)
	rot, err = two.Standardize()
	if err != nil {
		return nil, nil, fmt.Errorf("corners: %w", err)
	}
	turns, err = solveCorners(ctx, two)
	if err != nil {
		return nil, nil, fmt.Errorf("corners: %w", err)
	}
	if err := c.ApplyAlg(append(append(cube.Alg(nil), rot...), turns...)); err != nil {
		return nil, nil, fmt.Errorf("corners: %w", err)
	}
	return rot, turns, nil
}

// sliceTurns are the nine turns of the M, E and S slices.
var sliceTurns = func() []cube.Move {
	var out []cube.Move
	for _, f := range []cube.Face{cube.L, cube.D, cube.F} {
		for t := 1; t <= 3; t++ {
			out = append(out, cube.Move{Face: f, Lo: 2, Hi: -1, Turns: t})
		}
	}
	return out
}()

// centresHome reports whether every centre shows its face's colour.
func centresHome(c *cube.Cube) bool {
	for _, f := range cube.Faces {
		if c.At(f, 1, 1) != f {
			return false
		}
	}
	return true
}

// centresStep finds the fewest slice turns (at most 3 are ever needed: the
// 24 centre orientations are 0-3 slice turns apart) that bring the centres
// home, and applies them to c.
func centresStep(c *cube.Cube) (cube.Alg, error) {
	var path cube.Alg
	var dfs func(t *cube.Cube, d int) bool
	dfs = func(t *cube.Cube, d int) bool {
		if d == 0 {
			return centresHome(t)
		}
		for _, m := range sliceTurns {
			if len(path) > 0 && path[len(path)-1].Face == m.Face {
				continue
			}
			n := t.Clone()
			if err := n.Apply(m); err != nil {
				return false
			}
			path = append(path, m)
			if dfs(n, d-1) {
				return true
			}
			path = path[:len(path)-1]
		}
		return false
	}
	for d := 0; d <= 4; d++ {
		if dfs(c, d) {
			if err := c.ApplyAlg(path); err != nil {
				return nil, err
			}
			return path, nil
		}
	}
	return nil, fmt.Errorf("centres: no slice turns bring the centres home (internal error)")
}
