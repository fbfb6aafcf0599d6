package pocket

import (
	"fmt"

	"cubelab/cube"
)

// The model keeps the 7 corners that U, R and F move. Slot s holds corner
// position slotCorner[s]; DBL (cube.DBL) never moves and is not stored.
var slotCorner = [7]cube.Corner{cube.URF, cube.UFL, cube.ULB, cube.UBR, cube.DFR, cube.DLF, cube.DRB}

// cornerSlot is the inverse of slotCorner (-1 for DBL).
var cornerSlot = [8]int{0, 1, 2, 3, 4, 5, -1, 6}

// NumMoves is the number of moves of the model: U, U2, U', R, R2, R', F, F2,
// F' in that order (move m turns face m/3 by m%3+1 quarter turns).
const NumMoves = 9

// moveFaces are the faces the model turns.
var moveFaces = [3]cube.Face{cube.U, cube.R, cube.F}

// move is a model move, 0..NumMoves-1.
type move uint8

func (m move) face() int { return int(m) / 3 }

// cubeMove converts a model move to the cube package's.
func (m move) cubeMove() cube.Move { return cube.Turn(moveFaces[m.face()], int(m)%3+1) }

// inverse returns the move that undoes m.
func (m move) inverse() move { return move(m.face()*3 + 2 - int(m)%3) }

// toAlg converts model moves to an algorithm.
func toAlg(ms []move) cube.Alg {
	out := make(cube.Alg, len(ms))
	for i, m := range ms {
		out[i] = m.cubeMove()
	}
	return out
}

// Pos is a pocket-cube state: for each slot, the corner there as
// slot-of-its-home·3 + twist (twist as in cube.Cubies: clockwise steps of its
// U/D sticker away from the U/D face).
type Pos [7]uint8

// solvedPos has every corner home, untwisted.
var solvedPos = Pos{0, 3, 6, 9, 12, 15, 18}

// Solved reports whether every corner is home and untwisted.
func (p Pos) Solved() bool { return p == solvedPos }

// moveSpec says where each slot's corner comes from under a move and how
// much its twist changes.
type moveSpec struct {
	from  [7]uint8
	twist [7]uint8
}

// moveSpecs are derived from the cube package's cubie kernel (itself read off
// the facelet engine), so the model cannot disagree with it.
var moveSpecs = func() [NumMoves]moveSpec {
	var out [NumMoves]moveSpec
	for m := move(0); m < NumMoves; m++ {
		cc := cube.TurnCubies(moveFaces[m.face()], int(m)%3+1)
		if cc.CP[cube.DBL] != cube.DBL || cc.CO[cube.DBL] != 0 {
			panic("pocket: " + m.cubeMove().String() + " moves the DBL corner")
		}
		for s, pos := range slotCorner {
			out[m].from[s] = uint8(cornerSlot[cc.CP[pos]])
			out[m].twist[s] = cc.CO[pos]
		}
	}
	return out
}()

// addTwist[t][v] is value v (slot·3+twist) with its twist increased by t.
var addTwist = func() [3][21]uint8 {
	var out [3][21]uint8
	for t := 0; t < 3; t++ {
		for v := 0; v < 21; v++ {
			out[t][v] = uint8(v/3*3 + (v%3+t)%3)
		}
	}
	return out
}()

// Move returns the state after move m (Kociemba's composition: the corner at
// slot s comes from slot from[s], its twist increased by twist[s]).
func (p Pos) apply(m move) Pos {
	sp := &moveSpecs[m]
	var q Pos
	for s := 0; s < 7; s++ {
		q[s] = addTwist[sp.twist[s]][p[sp.from[s]]]
	}
	return q
}

// movedSlots[m] are the 4 slots move m changes (a face turn moves 4 corners).
var movedSlots = func() [NumMoves][4]uint8 {
	var out [NumMoves][4]uint8
	for m := range out {
		k := 0
		for s := 0; s < 7; s++ {
			if moveSpecs[m].from[s] != uint8(s) || moveSpecs[m].twist[s] != 0 {
				if k == 4 {
					panic("pocket: a move changes more than 4 slots")
				}
				out[m][k] = uint8(s)
				k++
			}
		}
		if k != 4 {
			panic("pocket: a move changes fewer than 4 slots")
		}
	}
	return out
}()

// applyCounting returns the state after move m and its misplaced-sticker
// count, given p's count mis: only the 4 slots the move changes are
// recomputed, which halves the work of a search that rates every child.
func (p Pos) applyCounting(m move, mis int) (Pos, int) {
	sp := &moveSpecs[m]
	q := p
	for _, s := range movedSlots[m] {
		v := addTwist[sp.twist[s]][p[sp.from[s]]]
		q[s] = v
		mis += int(misplaced[s][v]) - int(misplaced[s][p[s]])
	}
	return q, mis
}

// FromCubies reads a model state from a cubie state whose DBL corner is home
// and untwisted.
func fromCubies(cc cube.Cubies) (Pos, error) {
	var p Pos
	if cc.CP[cube.DBL] != cube.DBL || cc.CO[cube.DBL] != 0 {
		return p, fmt.Errorf("pocket: the DBL corner is not home (found %s twisted %d); standardise the cube first", cc.CP[cube.DBL], cc.CO[cube.DBL])
	}
	for s, pos := range slotCorner {
		p[s] = uint8(cornerSlot[cc.CP[pos]]*3) + cc.CO[pos]
	}
	return p, nil
}

// cubies converts back to the cube package's cubie state.
func (p Pos) cubies() cube.Cubies {
	cc := cube.SolvedCubies
	for s, pos := range slotCorner {
		cc.CP[pos] = slotCorner[p[s]/3]
		cc.CO[pos] = p[s] % 3
	}
	return cc
}

// Cube returns the state as a 2x2x2 facelet cube in standard orientation.
func (p Pos) Cube() *cube.Cube {
	c, err := p.cubies().Facelets(2)
	if err != nil {
		panic(err) // size 2 is always accepted
	}
	return c
}

// Standard reads a 2x2x2 cube: it returns the model state of the cube turned
// into standard orientation (DBL home) and the rotation that does it. It
// errors if the cube is not a 2x2x2 or its state cannot be reached by turning.
func Standard(c *cube.Cube) (Pos, cube.Alg, error) {
	if c == nil {
		return Pos{}, nil, fmt.Errorf("pocket: no cube")
	}
	if c.N() != 2 {
		return Pos{}, nil, fmt.Errorf("pocket: solves 2x2x2 cubes, not %dx%dx%d", c.N(), c.N(), c.N())
	}
	if p, rot, ok := standardFast(c); ok {
		return p, rot, nil
	}
	return standardSlow(c)
}

// standardSlow reads the cube through cube.StandardCubies, which names what
// is wrong with an illegal one.
func standardSlow(c *cube.Cube) (Pos, cube.Alg, error) {
	cc, rot, err := c.StandardCubies()
	if err != nil {
		return Pos{}, nil, fmt.Errorf("pocket: not a reachable 2x2x2 state: %w", err)
	}
	p, err := fromCubies(cc)
	return p, rot, err
}
