package cube2

import (
	"fmt"

	"cubelab/cube"
)

// specCorner maps a spec position (and cubie number) to the cube package's
// corner. The spec numbers positions as bits D·4 + B·2 + L·1 (the U turn
// cycles 0-1-3-2, R moves the even positions, F moves 0, 1, 4 and 5), so 0 is
// URF, 1 UFL, 2 UBR, 3 ULB, 4 DFR, 5 DLF, 6 DRB and 7 DBL. Twists count from
// the U/D sticker exactly like Kociemba's (the spec's R1 and F1 twist tables
// are Kociemba's), which is what cube.Cubies uses; the tests check both
// against the cube package's turns.
var specCorner = [8]cube.Corner{cube.URF, cube.UFL, cube.UBR, cube.ULB, cube.DFR, cube.DLF, cube.DRB, cube.DBL}

// cornerSpec is specCorner's inverse.
var cornerSpec = func() (out [8]uint8) {
	for i, c := range specCorner {
		out[c] = uint8(i)
	}
	return out
}()

// Cube converts the state to a 2x2x2 cube.Cube (its facelets in the cube
// package's colours). The state should be valid.
func (s State) Cube() (*cube.Cube, error) {
	cc := cube.SolvedCubies
	for i := 0; i < 8; i++ {
		if s.Perm[i] > 7 || s.Twist[i] > 2 {
			return nil, fmt.Errorf("position %d: cubie %d twist %d out of range", i, s.Perm[i], s.Twist[i])
		}
		pos := specCorner[i]
		cc.CP[pos] = specCorner[s.Perm[i]]
		cc.CO[pos] = s.Twist[i]
	}
	return cc.Facelets(2)
}

// TurnIndex returns the index in Turns of a cube move.
func TurnIndex(m cube.Move) (int, error) {
	if m.Lo != 1 || m.Hi != 1 || m.Turns&3 == 0 {
		return 0, fmt.Errorf("move %s is not a U, R or F face turn", m)
	}
	var f int
	switch m.Face {
	case cube.U:
		f = 0
	case cube.R:
		f = 1
	case cube.F:
		f = 2
	default:
		return 0, fmt.Errorf("move %s is not a U, R or F face turn", m)
	}
	return 3*f + m.Turns&3 - 1, nil
}
