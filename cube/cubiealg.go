package cube

import (
	"fmt"
	"sync"
)

// The cubie kernel: the algebra of Cubies that every 3x3x3 solver and the
// 2x2x2 model share. A state is read as "replaced by": CP[i] is the corner
// that sits at position i, so a·b (Mul) is the state after doing a, then b,
// and a move is the state it makes from the solved cube. Solvers number
// their own coordinates (twist, flip, slice, ...) on top of this.
//
// Mirror images: the reflections of the cube are not reachable states, but
// conjugating by them is how symmetry-reduced solvers work. They are written
// as Cubies whose corner twists are 3..5 (Kociemba's convention: twist 3+t
// is twist t of a mirrored corner); Mul and Inverse combine such twists so
// that conjugating a proper state by a reflection gives a proper state.
// Verify rejects them, and Facelets cannot draw them.

// Mul returns a·b, the state after doing a, then b: position i gets the piece
// that b brings to i from where a had put it, twisted by both.
func (a Cubies) Mul(b Cubies) Cubies {
	r := a.MulCorners(b)
	r.EP, r.EO = a.mulEdges(&b)
	return r
}

// MulCorners returns a·b for the corners only; the result's edges are a's.
// Symmetry tables that only look at corners use it to save the edge work.
func (a Cubies) MulCorners(b Cubies) Cubies {
	r := a
	for i := 0; i < 8; i++ {
		r.CP[i] = a.CP[b.CP[i]]
		r.CO[i] = addTwist(a.CO[b.CP[i]], b.CO[i])
	}
	return r
}

// MulEdges returns a·b for the edges only; the result's corners are a's.
func (a Cubies) MulEdges(b Cubies) Cubies {
	r := a
	r.EP, r.EO = a.mulEdges(&b)
	return r
}

func (a *Cubies) mulEdges(b *Cubies) (ep [12]Edge, eo [12]uint8) {
	for i := 0; i < 12; i++ {
		ep[i] = a.EP[b.EP[i]]
		eo[i] = (b.EO[i] + a.EO[b.EP[i]]) & 1
	}
	return ep, eo
}

// addTwist combines a corner's twist oa (before) with the twist ob a second
// state adds; twists of 3..5 are mirrored (see the kernel's comment above).
func addTwist(oa, ob uint8) uint8 {
	switch {
	case oa < 3 && ob < 3:
		return (oa + ob) % 3
	case oa < 3: // a proper corner met by a mirror
		if o := oa + ob; o < 6 {
			return o
		} else {
			return o - 3
		}
	case ob < 3: // a mirrored corner turned properly
		if o := oa - ob; o >= 3 {
			return o
		} else {
			return o + 3
		}
	default: // two mirrors make a proper twist
		if oa >= ob {
			return oa - ob
		}
		return oa + 3 - ob
	}
}

// Inverse returns the state that undoes c: c.Mul(c.Inverse()) and
// c.Inverse().Mul(c) are both solved. It works for mirrored states too.
func (c Cubies) Inverse() Cubies {
	var r Cubies
	for i := 0; i < 8; i++ {
		r.CP[c.CP[i]] = Corner(i)
	}
	for i := 0; i < 8; i++ {
		if o := c.CO[r.CP[i]]; o >= 3 {
			r.CO[i] = o
		} else {
			r.CO[i] = (3 - o) % 3
		}
	}
	for i := 0; i < 12; i++ {
		r.EP[c.EP[i]] = Edge(i)
	}
	for i := 0; i < 12; i++ {
		r.EO[i] = c.EO[r.EP[i]]
	}
	return r
}

// Apply returns the state after the move m, which must turn one outer face
// (R, U2, F', ...; on a 3x3x3 or a 2x2x2 the cubies follow it alike).
// Slice moves, wide moves and rotations move the centres, which Cubies
// does not hold, and are refused.
func (c Cubies) Apply(m Move) (Cubies, error) {
	if m.Face > D || m.Lo != 1 || m.Hi != 1 {
		return c, fmt.Errorf("cubies: %s is not an outer face turn", m)
	}
	if m.Turns&3 == 0 {
		return c, nil
	}
	return c.Mul(TurnCubies(m.Face, m.Turns)), nil
}

// TurnCubies returns the state that turning face f by turns quarter turns
// (1 clockwise, 2 half, 3 anticlockwise) makes from the solved cube. The
// states are read off the facelet engine once, so both models agree on what
// a move does by construction.
func TurnCubies(f Face, turns int) Cubies {
	return turnCubies()[f][turns&3]
}

var turnCubies = sync.OnceValue(func() (out [6][4]Cubies) {
	for f := Face(0); f < 6; f++ {
		out[f][0] = SolvedCubies
		c := MustNew(3)
		for q := 1; q < 4; q++ {
			c.turn(f, 1, 1, 1)
			cc, err := c.Cubies()
			if err != nil {
				panic(fmt.Sprintf("cube: reading turn %s: %v", Turn(f, q), err))
			}
			out[f][q] = cc
		}
	}
	return out
})

// AlgCubies returns what the algorithm a does to the pieces of a solved
// 3x3x3. It must leave the centres where they were (slices and rotations
// may appear if they cancel out); otherwise the error wraps ErrCentres.
func AlgCubies(a Alg) (Cubies, error) {
	c := MustNew(3)
	if err := c.ApplyAlg(a); err != nil {
		return SolvedCubies, err
	}
	cc, err := c.Cubies()
	if err != nil {
		return SolvedCubies, fmt.Errorf("%s moves the centres: %w", a, err)
	}
	return cc, nil
}

// PermRank returns the lexicographic rank (0..len(p)!-1) of p, a
// permutation of 0..len(p)-1 (or of any distinct values: the rank is that of
// their order). The identity ranks 0. Slices of up to 12 values.
func PermRank[T ~uint8](p []T) int {
	r := 0
	for i := 0; i < len(p); i++ {
		smaller := 0
		for j := i + 1; j < len(p); j++ {
			if p[j] < p[i] {
				smaller++
			}
		}
		r = r*(len(p)-i) + smaller
	}
	return r
}

// PermUnrank writes into p the permutation of 0..len(p)-1 whose PermRank is
// r (0 <= r < len(p)!; len(p) <= 12).
func PermUnrank[T ~uint8](p []T, r int) {
	n := len(p)
	var digits [12]int
	for i := n - 1; i >= 0; i-- {
		digits[i] = r % (n - i)
		r /= n - i
	}
	var used [12]bool
	for i := 0; i < n; i++ {
		d := digits[i]
		for v := 0; v < n; v++ {
			if used[v] {
				continue
			}
			if d == 0 {
				p[i] = T(v)
				used[v] = true
				break
			}
			d--
		}
	}
}
