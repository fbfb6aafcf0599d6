package cube

import (
	"errors"
	"slices"
)

// Fault is a broken rule of Validate together with the stickers of the
// pieces that break it, so an editor can show them on the cube.
type Fault struct {
	// Err is the error Validate returns, message unchanged; errors.Is
	// tells the rule (ErrColourCount, ErrPiece, ErrTwist, ErrFlip, ErrParity).
	Err error
	// Facelets are the indices (as Index) of the offending pieces'
	// stickers, ascending and never empty:
	//   - wrong colour counts: every sticker of a colour that is on too many;
	//   - impossible or repeated pieces: each such corner, edge or wing, and
	//     for impossible centres the centres;
	//   - a centre orbit with a colour too often: those stickers of the orbit;
	//   - twist, flip and parity: every corner (twist), every edge (flip), or
	//     both (parity). Twisting any one corner in place mends a twist, and
	//     so on, so no single piece is to blame and none is singled out.
	Facelets []int
}

func (f *Fault) Error() string { return f.Err.Error() }

func (f *Fault) Unwrap() error { return f.Err }

// Diagnose is Validate that also says where: it returns nil for a state
// reachable by turning, else the first broken rule Validate reports and the
// pieces that break it.
func (c *Cube) Diagnose() *Fault {
	err := c.Validate()
	if err == nil {
		return nil
	}
	idx := c.locate()
	if len(idx) == 0 { // cannot happen: every rule has offenders; show all rather than none
		for i := range c.f {
			idx = append(idx, i)
		}
	}
	slices.Sort(idx)
	return &Fault{Err: err, Facelets: slices.Compact(idx)}
}

// locate runs Validate's checks in Validate's order and returns the
// stickers of the first check that fails. Every check it repeats reads
// pieces by their colours alone, which whole-cube turns do not change, so
// it needs no standard orientation.
func (c *Cube) locate() []int {
	n := c.n
	if bad := c.overCounted(); bad != nil {
		return bad
	}
	if n == 1 {
		return nil
	}
	sk := c
	if n > 3 {
		sk = c.skeleton()
	}
	// toBig maps facelets of the skeleton to the same stickers of c.
	toBig := func(idx []int) []int {
		m := sk.n
		for k, i := range idx {
			f, r, col := i/(m*m), (i%(m*m))/m, i%m
			idx[k] = c.Index(Face(f), r*(n-1)/(m-1), col*(n-1)/(m-1))
		}
		return idx
	}
	if _, err := sk.Clone().Standardize(); err != nil {
		if n%2 == 1 {
			return c.centreStickers()
		}
		return toBig(sk.badCorners())
	}
	if n > 3 {
		if bad := c.centreOffenders(); bad != nil {
			return bad
		}
		if bad := c.wingOffenders(); bad != nil {
			return bad
		}
	}
	return toBig(sk.cubieOffenders(n%2 == 1))
}

// overCounted returns the stickers of every colour on more than N² stickers
// (and any that hold no colour at all), or nil if the counts are right.
func (c *Cube) overCounted() []int {
	var count [6]int
	var bad []int
	for i, v := range c.f {
		if v > D {
			bad = append(bad, i)
			continue
		}
		count[v]++
	}
	for i, v := range c.f {
		if v <= D && count[v] > c.n*c.n {
			bad = append(bad, i)
		}
	}
	return bad
}

// centreStickers returns the middle centre of every face of an odd cube.
func (c *Cube) centreStickers() []int {
	m := c.n / 2
	var out []int
	for f := Face(0); f < 6; f++ {
		out = append(out, c.Index(f, m, m))
	}
	return out
}

// piecesSeen collects pieces read off a cube: the stickers of each piece
// that is no real piece, and of each real one by name, to find repeats.
type piecesSeen[K comparable] struct {
	impossible []int
	where      map[K][]int
	order      []K // names in the order first seen, for a stable answer
}

func (p *piecesSeen[K]) add(piece K, ok bool, stickers []int) {
	if !ok {
		p.impossible = append(p.impossible, stickers...)
		return
	}
	if p.where == nil {
		p.where = map[K][]int{}
	}
	if _, seen := p.where[piece]; !seen {
		p.order = append(p.order, piece)
	}
	p.where[piece] = append(p.where[piece], stickers...)
}

// bad returns the stickers of the impossible pieces and of every piece
// seen more than once (each piece has size stickers).
func (p *piecesSeen[K]) bad(size int) []int {
	bad := p.impossible
	for _, k := range p.order {
		if idx := p.where[k]; len(idx) > size {
			bad = append(bad, idx...)
		}
	}
	return bad
}

// badCorners returns the corners whose colours no corner has and every
// corner that appears more than once. A corner's colours read clockwise
// name it whatever way the cube is turned, so c needs no standard
// orientation.
func (c *Cube) badCorners() []int {
	var seen piecesSeen[Corner]
	for pos := Corner(0); pos < 8; pos++ {
		idx := CornerFacelets(c.n, pos)
		piece, _, ok := identifyCorner([3]Face{c.f[idx[0]], c.f[idx[1]], c.f[idx[2]]})
		seen.add(piece, ok, idx[:])
	}
	return seen.bad(3)
}

// badEdges is badCorners for the middle edges of an odd cube.
func (c *Cube) badEdges() []int {
	var seen piecesSeen[Edge]
	for pos := Edge(0); pos < 12; pos++ {
		idx := EdgeFacelets(c.n, pos)
		piece, _, ok := identifyEdge(c.f[idx[0]], c.f[idx[1]])
		seen.add(piece, ok, idx[:])
	}
	return seen.bad(2)
}

// cubieOffenders follows Cubies and Verify on a 2x2x2 or 3x3x3: bad pieces
// first, then every corner for a twist, every edge for a flip, all of them
// for parity.
func (c *Cube) cubieOffenders(withEdges bool) []int {
	if bad := c.badCorners(); bad != nil {
		return bad
	}
	if withEdges {
		if bad := c.badEdges(); bad != nil {
			return bad
		}
	}
	std := c.Clone()
	if _, err := std.Standardize(); err != nil {
		return nil
	}
	cc, err := std.PiecesInPlace()
	if err != nil {
		return nil
	}
	err = cc.Verify(withEdges)
	var bad []int
	if errors.Is(err, ErrTwist) || errors.Is(err, ErrParity) {
		for pos := Corner(0); pos < 8; pos++ {
			idx := CornerFacelets(c.n, pos)
			bad = append(bad, idx[:]...)
		}
	}
	if withEdges && (errors.Is(err, ErrFlip) || errors.Is(err, ErrParity)) {
		for pos := Edge(0); pos < 12; pos++ {
			idx := EdgeFacelets(c.n, pos)
			bad = append(bad, idx[:]...)
		}
	}
	return bad
}

// centreOffenders returns, for every centre orbit that holds a colour more
// than four times (validateCentres' rule), that colour's stickers in it.
func (c *Cube) centreOffenders() []int {
	n := c.n
	var bad []int
	for r := 1; r < n-1; r++ {
		for col := 1; col < n-1; col++ {
			if 2*r > n-1 || 2*col > n-1 || (2*r == n-1 && 2*col == n-1) {
				continue
			}
			var count [6]int
			var orbit []int
			for f := Face(0); f < 6; f++ {
				rr, cc := r, col
				for q := 0; q < 4; q++ {
					i := c.Index(f, rr, cc)
					orbit = append(orbit, i)
					count[c.f[i]]++
					rr, cc = cc, n-1-rr
				}
			}
			for _, i := range orbit {
				if count[c.f[i]] > 4 {
					bad = append(bad, i)
				}
			}
		}
	}
	return bad
}

// wingOffenders returns the wings validateWings rejects: each wing whose
// colours no wing of its orbit shows, and every wing seen twice.
func (c *Cube) wingOffenders() []int {
	n := c.n
	solved := MustNew(n)
	var bad []int
	for j := 1; 2*j < n-1; j++ {
		exists := map[[2]Face]bool{}
		for e := Edge(0); e < 12; e++ {
			for _, k := range []int{j, n - 1 - j} {
				exists[solved.wingKey(e, k)] = true
			}
		}
		var seen piecesSeen[[2]Face]
		for e := Edge(0); e < 12; e++ {
			for _, k := range []int{j, n - 1 - j} {
				key, idx := c.wingKey(e, k), wingFacelets(n, e, k)
				seen.add(key, exists[key], idx[:])
			}
		}
		bad = append(bad, seen.bad(2)...)
	}
	return bad
}
