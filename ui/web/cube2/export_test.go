package cube2

import (
	"fmt"

	"cubelab/cube"
)

// Helpers only the tests need.

// FromCube reads a 2x2x2 cube.Cube as a spec state.
func FromCube(c *cube.Cube) (State, error) {
	var s State
	if c.N() != 2 {
		return s, fmt.Errorf("the wire format describes 2x2x2 cubes, not %dx%dx%d", c.N(), c.N(), c.N())
	}
	cc, err := c.Cubies()
	if err != nil {
		return s, err
	}
	for pos := 0; pos < 8; pos++ {
		i := cornerSpec[pos]
		s.Perm[i] = cornerSpec[cc.CP[pos]]
		s.Twist[i] = cc.CO[pos]
	}
	return s, nil
}

// TurnName writes a cube move as the wire format's turn name ("U1", "R2",
// "F3"). Only outer U, R and F turns have names.
func TurnName(m cube.Move) (string, error) {
	idx, err := TurnIndex(m)
	if err != nil {
		return "", err
	}
	return Turns[idx].Name, nil
}
