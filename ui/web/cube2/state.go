// Package cube2 is the pocket-cube model of the original optimal-solver API's
// wire format (docs/cube2-wire-format.md): eight corner positions,
// positions 0-3 the U layer, cubie 7 the corner no U, R or F turn moves. It
// parses the p2/p1/p0/o query numbers, applies the spec's turn tables,
// normalises the whole-cube orientation and converts to a cube.Cube.
package cube2

import (
	"fmt"
)

// State is a pocket-cube state in the wire format's terms: Perm[i] is the
// cubie at position i, Twist[i] its twist (0, 1 = one step clockwise, 2 = one
// step counter-clockwise).
type State struct {
	Perm  [8]uint8
	Twist [8]uint8
}

// Solved is the solved state: cubie i at position i, twist 0.
var Solved = State{Perm: [8]uint8{0, 1, 2, 3, 4, 5, 6, 7}}

// IsSolved reports whether every cubie is home with twist 0.
func (s State) IsSolved() bool { return s == Solved }

// Table is one turn of the spec: position i takes the cubie that was at A[i],
// and B[i] is added to that cubie's twist.
type Table struct {
	Name string
	A    [8]uint8
	B    [8]uint8
}

// Apply returns the state after the turn.
func (s State) Apply(t *Table) State {
	var out State
	for i := 0; i < 8; i++ {
		out.Perm[i] = s.Perm[t.A[i]]
		out.Twist[i] = (s.Twist[t.A[i]] + t.B[i]) % 3
	}
	return out
}

// Validate checks the rules a reachable state obeys: every cubie once, twists
// 0..2 and a twist sum divisible by 3. (Every permutation of a pocket cube's
// corners is reachable, so there is no parity rule.)
func (s State) Validate() error {
	var seen [8]int
	for i, p := range s.Perm {
		if p > 7 {
			return fmt.Errorf("position %d holds cubie %d, which does not exist (cubies are 0..7)", i, p)
		}
		if seen[p] > 0 {
			return fmt.Errorf("repeated cubie: cubie %d is at positions %d and %d", p, seen[p]-1, i)
		}
		seen[p] = i + 1
	}
	sum := 0
	for i, t := range s.Twist {
		if t > 2 {
			return fmt.Errorf("position %d has twist %d, not 0..2", i, t)
		}
		sum += int(t)
	}
	if sum%3 != 0 {
		return fmt.Errorf("twist sum %d is not divisible by 3 (a corner is twisted in place)", sum)
	}
	return nil
}
