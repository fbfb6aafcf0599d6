package cube2

import "fmt"

// normFor[p][t] lists the rotations (at most two) that bring cubie 7 from
// position p with twist t to position 7 with twist 0. Rotations move
// positions regardless of which cubies sit there, so 24 entries cover every
// state. Shorter sequences win; among equals, x before y before z.
var normFor = func() (out [8][3][]*Table) {
	var filled [8][3]bool
	try := func(seq ...*Table) {
		for p := 0; p < 8; p++ {
			for t := 0; t < 3; t++ {
				if filled[p][t] {
					continue
				}
				// Put cubie 7 at p with twist t; the rest is any permutation.
				s := Solved
				s.Perm[p], s.Perm[7] = 7, uint8(p)
				s.Twist[p] = uint8(t)
				for _, r := range seq {
					s = s.Apply(r)
				}
				if s.Perm[7] == 7 && s.Twist[7] == 0 {
					out[p][t] = seq
					filled[p][t] = true
				}
			}
		}
	}
	try()
	for _, r := range Rotations {
		try(r)
	}
	for _, r1 := range Rotations {
		for _, r2 := range Rotations {
			try(r1, r2)
		}
	}
	for p := range filled {
		for t, ok := range filled[p] {
			if !ok {
				panic(fmt.Sprintf("cube2: no two rotations bring cubie 7 home from position %d twist %d", p, t))
			}
		}
	}
	return out
}()

// Normalize returns the rotations (at most two, none if already there) that
// bring cubie 7 to position 7 with twist 0, and the state after them. The
// returned slice is shared and must not be modified.
func (s State) Normalize() ([]*Table, State) {
	p := 0
	for i, c := range s.Perm {
		if c == 7 {
			p = i
			break
		}
	}
	seq := normFor[p][s.Twist[p]]
	for _, r := range seq {
		s = s.Apply(r)
	}
	return seq, s
}
