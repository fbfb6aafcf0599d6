package pocket

import "sync"

// Sizes of the coordinates: the permutation of the 7 free corners (7!) and
// the twist of the first 6 slots (3^6; the 7th twist follows from the total
// being a multiple of 3).
const (
	NumPerm   = 5040
	NumTwist  = 729
	NumStates = NumPerm * NumTwist // 3,674,160
)

// Index numbers a state 0..NumStates-1 as perm·729 + twist; solved is 0.
type Index uint32

// permCoord ranks the corner permutation (Lehmer code, identity = 0).
func (p Pos) permCoord() int {
	r := 0
	for i := 0; i < 7; i++ {
		smaller := 0
		for j := i + 1; j < 7; j++ {
			if p[j]/3 < p[i]/3 {
				smaller++
			}
		}
		r = r*(7-i) + smaller
	}
	return r
}

// twistCoord reads the twists of slots 0..5 in base 3.
func (p Pos) twistCoord() int {
	t := 0
	for i := 0; i < 6; i++ {
		t = t*3 + int(p[i]%3)
	}
	return t
}

// Index returns the state's number.
func (p Pos) Index() Index { return Index(p.permCoord()*NumTwist + p.twistCoord()) }

// decodePerm writes the corners of permutation coordinate r into p, keeping
// twists zero.
func decodePerm(r int) Pos {
	var digits [7]int
	for i := 6; i >= 0; i-- {
		digits[i] = r % (7 - i)
		r /= 7 - i
	}
	var used [7]bool
	var p Pos
	for i := 0; i < 7; i++ {
		k := digits[i]
		for c := 0; c < 7; c++ {
			if used[c] {
				continue
			}
			if k == 0 {
				used[c] = true
				p[i] = uint8(c * 3)
				break
			}
			k--
		}
	}
	return p
}

// withTwist sets the twists from twist coordinate t.
func (p Pos) withTwist(t int) Pos {
	sum := 0
	for i := 5; i >= 0; i-- {
		tw := t % 3
		t /= 3
		sum += tw
		p[i] = p[i]/3*3 + uint8(tw)
	}
	p[6] = p[6]/3*3 + uint8((3-sum%3)%3)
	return p
}

// coordTables are the move tables of the two coordinates.
type coordTables struct {
	perm  [NumPerm][NumMoves]uint16
	twist [NumTwist][NumMoves]uint16
}

// tables returns the coordinate move tables, built on first use (~1 ms).
var tables = sync.OnceValue(func() *coordTables {
	t := new(coordTables)
	for r := 0; r < NumPerm; r++ {
		p := decodePerm(r)
		for m := move(0); m < NumMoves; m++ {
			t.perm[r][m] = uint16(p.apply(m).permCoord())
		}
	}
	for tw := 0; tw < NumTwist; tw++ {
		p := solvedPos.withTwist(tw)
		for m := move(0); m < NumMoves; m++ {
			t.twist[tw][m] = uint16(p.apply(m).twistCoord())
		}
	}
	return t
})

// next returns the index after move m.
func (t *coordTables) next(i Index, m move) Index {
	return Index(int(t.perm[i/NumTwist][m])*NumTwist + int(t.twist[i%NumTwist][m]))
}
