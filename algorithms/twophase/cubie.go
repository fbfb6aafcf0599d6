package twophase

import (
	"fmt"
	"sync"

	"cubelab/cube"
)

// cubie is a cube state at the piece level, in the "replaced by" form of
// cube.Cubies: cp[i] is the corner at position i, co[i] its twist. Unlike
// cube.Cubies it can also hold the mirror symmetries, whose corner twists are
// 3..5 (Kociemba's convention), which is why the fields are plain int8.
type cubie struct {
	cp [8]int8
	co [8]int8
	ep [12]int8
	eo [12]int8
}

// identityCubie is the solved state.
var identityCubie = func() cubie {
	var c cubie
	for i := range c.cp {
		c.cp[i] = int8(i)
	}
	for i := range c.ep {
		c.ep[i] = int8(i)
	}
	return c
}()

// fromCubes converts the cube package's cubie view.
func fromCubies(cc cube.Cubies) cubie {
	var c cubie
	for i := 0; i < 8; i++ {
		c.cp[i], c.co[i] = int8(cc.CP[i]), int8(cc.CO[i])
	}
	for i := 0; i < 12; i++ {
		c.ep[i], c.eo[i] = int8(cc.EP[i]), int8(cc.EO[i])
	}
	return c
}

// toCubies converts back to the cube package's view (not for mirrored states).
func (c *cubie) toCubies() cube.Cubies {
	var cc cube.Cubies
	for i := 0; i < 8; i++ {
		cc.CP[i], cc.CO[i] = cube.Corner(c.cp[i]), uint8(c.co[i])
	}
	for i := 0; i < 12; i++ {
		cc.EP[i], cc.EO[i] = cube.Edge(c.ep[i]), uint8(c.eo[i])
	}
	return cc
}

// mulCorners sets r's corners to a·b: first a, then b. Twists of mirrored
// states (3..5) combine as in Kociemba's reference implementation, so that
// conjugating by a reflection gives a proper (unmirrored) state again.
func mulCorners(a, b, r *cubie) {
	var cp, co [8]int8
	for i := 0; i < 8; i++ {
		cp[i] = a.cp[b.cp[i]]
		oa, ob := a.co[b.cp[i]], b.co[i]
		var o int8
		switch {
		case oa < 3 && ob < 3:
			o = (oa + ob) % 3
		case oa < 3:
			o = oa + ob
			if o >= 6 {
				o -= 3
			}
		case ob < 3:
			o = oa - ob
			if o < 3 {
				o += 3
			}
		default:
			o = oa - ob
			if o < 0 {
				o += 3
			}
		}
		co[i] = o
	}
	r.cp, r.co = cp, co
}

// mulEdges sets r's edges to a·b.
func mulEdges(a, b, r *cubie) {
	var ep, eo [12]int8
	for i := 0; i < 12; i++ {
		ep[i] = a.ep[b.ep[i]]
		eo[i] = (b.eo[i] + a.eo[b.ep[i]]) & 1
	}
	r.ep, r.eo = ep, eo
}

// mul returns a·b, the state after doing a, then b.
func mul(a, b *cubie) cubie {
	var r cubie
	mulCorners(a, b, &r)
	mulEdges(a, b, &r)
	return r
}

// inverse returns the state that undoes c (for proper and mirrored states).
func (c *cubie) inverse() cubie {
	var r cubie
	for i := 0; i < 8; i++ {
		r.cp[c.cp[i]] = int8(i)
	}
	for i := 0; i < 8; i++ {
		o := c.co[r.cp[i]]
		if o >= 3 {
			r.co[i] = o
		} else {
			r.co[i] = (3 - o) % 3
		}
	}
	for i := 0; i < 12; i++ {
		r.ep[c.ep[i]] = int8(i)
	}
	for i := 0; i < 12; i++ {
		r.eo[i] = c.eo[r.ep[i]]
	}
	return r
}

// Moves are numbered 3·face + (quarter turns - 1) with faces in Kociemba's
// order U R F D L B, so move m turns face m/3 by m%3+1 quarter turns.
const nMoves = 18

// moveFaces maps the face part of a move number to the cube package's face.
var moveFaces = [6]cube.Face{cube.U, cube.R, cube.F, cube.D, cube.L, cube.B}

// moveAlg converts move numbers to cube moves.
func moveAlg(ms []int8) cube.Alg {
	out := make(cube.Alg, len(ms))
	for i, m := range ms {
		out[i] = cube.Turn(moveFaces[m/3], int(m%3)+1)
	}
	return out
}

// invertMove returns the move number of the opposite turn of the same face.
func invertMove(m int8) int8 { return 3*(m/3) + 2 - m%3 }

// moveCubies returns the 18 moves as cubie states. The quarter turns are read
// from the facelet engine, so both engines agree on what a move does.
var moveCubies = sync.OnceValue(func() [nMoves]cubie {
	var out [nMoves]cubie
	for f, face := range moveFaces {
		c := cube.MustNew(3)
		if err := c.Apply(cube.Turn(face, 1)); err != nil {
			panic(fmt.Sprintf("twophase: turning %s: %v", face, err))
		}
		cc, err := c.Cubies()
		if err != nil {
			panic(fmt.Sprintf("twophase: reading %s: %v", face, err))
		}
		q := fromCubies(cc)
		out[3*f] = q
		out[3*f+1] = mul(&q, &q)
		out[3*f+2] = mul(&out[3*f+1], &q)
	}
	return out
})
