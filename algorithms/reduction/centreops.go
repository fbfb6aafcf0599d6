package reduction

import (
	"encoding/binary"
	"sort"

	"cubelab/cube"
)

// centreOps builds the centre stage's operations for this N. A and B below
// are turns of a contiguous range of inner layers, so whole bars and blocks
// of centre stickers move at once. Costs are in OBTM (an inner range is two
// moves), and each operation takes its cheapest form: a range next to a
// face is turned with it (2R -> Rw) where that moves the centres alike
// (widenings), and of operations with the same effect one is kept.
//   - a range of inner layers (cost 2; not through the middle layer of odd
//     cubes, which would move the fixed centres);
//   - a range, a face turn and the range back, "A f A'" (cost 3 to 5;
//     ranges of at most centreAfaLen layers);
//   - a slice conjugated by a slice on another axis, "A B A'", and the
//     slice commutator [A, B] = A B A' B', single layers, up to
//     centreConjMaxN;
//   - pure 3-cycles of blocks [A, f B f'], B conjugated by a quarter turn
//     of a face f: A and B ranges of at most centreCommLen layers on
//     different axes, f on the third (cost 12); or A and B disjoint ranges
//     on one axis, f on another, where both widen (cost 8; from 8x8 up also
//     wide turns up to centreWideLen layers deep, whole blocks for 8
//     moves). Their supports meet in one block of centre stickers, so they
//     cycle exactly three blocks.
//
// Operations that would move a fixed centre are dropped; the others may move
// the middle layer as long as they bring it back.
func (g *geom) centreOps() []op {
	n := g.n
	keep := g.isCentre
	stamp := make([]int32, g.nf)
	epoch := int32(0)
	var ops opsByEffect
	dest := make([]int32, g.nf)
	for i := range dest {
		dest[i] = -1
	}
	add := func(alg cube.Alg, wantMoved int) {
		if g.stopped() {
			return // the build drops these tables (geom.stop)
		}
		epoch++
		o := g.centreMakeOp(alg, keep, stamp, epoch)
		if len(o.to) == 0 || (wantMoved > 0 && len(o.to) != wantMoved) {
			return
		}
		g.cheapestForm(alg, &o, keep, stamp, &epoch, dest, nil)
		for _, i := range o.from {
			if g.fixed[i] {
				return
			}
		}
		ops.add(o)
	}
	for _, af := range axisFaces {
		for _, a := range centreRanges(n, af, false, n-2) {
			add(cube.Alg{a}, 0)
		}
	}
	if n <= centreAfaMaxN {
		for _, af := range axisFaces {
			for _, a := range centreRanges(n, af, true, centreAfaLen(n)) {
				for _, f := range cube.Faces {
					if f.Axis() == af.Axis() {
						continue
					}
					for t := 1; t <= 3; t++ {
						add(cube.Alg{a, cube.Turn(f, t), a.Inverse()}, 0)
					}
				}
			}
		}
	}
	if n <= centreConjMaxN {
		// "A B A'" with A and B inner layers on different axes: a slice
		// turn whose ring is bent by A. It moves many stickers, so it
		// mostly serves while few faces are finished.
		for _, af := range axisFaces {
			for _, a := range innerLayers(n, af, true) {
				for _, bf := range axisFaces {
					if bf == af {
						continue
					}
					for _, b := range innerLayers(n, bf, false) {
						add(cube.Alg{a, b, a.Inverse()}, 0)
						add(cube.Alg{a, b, a.Inverse(), b.Inverse()}, 0)
					}
				}
			}
		}
	}
	commLen := centreCommLen(n)
	// Pure 3-cycles [A, f B f'] with A and B disjoint ranges on one axis
	// and f on another: A's ring and f B f' meet in one block on f's
	// face. Their OBTM form is cheap: the turns of A's and B's outer
	// faces commute with everything else here (no other move reaches
	// those faces' centres), so ranges next to a face widen
	// ([Rw, U Lw' U'], 8 moves, not 12).
	for _, af := range axisFaces {
		rs := centreRanges(n, af, true, commLen)
		rs = append(rs, wideRanges(n, af, centreWideLen(n))...)
		for _, f := range cube.Faces {
			if f.Axis() == af.Axis() {
				continue
			}
			for _, tf := range []int{1, 3} {
				for _, a := range rs {
					for _, b := range rs {
						if b.Hi >= a.Lo && a.Hi >= b.Lo {
							continue // not disjoint
						}
						if n > centreSameInnerMaxN && !touchesFace(n, a) && !touchesFace(n, b) {
							continue // the cross-axis 3-cycles below do as well
						}
						add(cube.Alg{a, cube.Turn(f, tf), b, cube.Turn(f, 4-tf), a.Inverse(), cube.Turn(f, tf), b.Inverse(), cube.Turn(f, 4-tf)}, 3*innerLen(n, a)*innerLen(n, b))
					}
				}
			}
		}
	}
	for ai, af := range axisFaces {
		for bi, bf := range axisFaces {
			if ai == bi {
				continue
			}
			cf := axisFaces[3-ai-bi]
			for _, f := range []cube.Face{cf, cf.Opposite()} {
				for _, tf := range []int{1, 3} {
					for _, a := range centreRanges(n, af, true, commLen) {
						for _, b := range centreRanges(n, bf, true, commLen) {
							add(cube.Alg{a, cube.Turn(f, tf), b, cube.Turn(f, 4-tf), a.Inverse(), cube.Turn(f, tf), b.Inverse(), cube.Turn(f, 4-tf)}, 3*innerLen(n, a)*innerLen(n, b))
						}
					}
				}
			}
		}
	}
	return ops.ops
}

// centreRanges lists the turns of contiguous ranges of at most maxLen inner
// layers of axis face f (R, U or F); without the middle layer of odd cubes
// unless withMiddle.
func centreRanges(n int, f cube.Face, withMiddle bool, maxLen int) []cube.Move {
	var out []cube.Move
	mid := -1
	if n%2 == 1 && !withMiddle {
		mid = (n + 1) / 2
	}
	for lo := 2; lo <= n-1; lo++ {
		for hi := lo; hi <= n-1 && hi-lo < maxLen; hi++ {
			if lo <= mid && mid <= hi {
				break
			}
			for t := 1; t <= 3; t++ {
				out = append(out, cube.Move{Face: f, Lo: lo, Hi: hi, Turns: t})
			}
		}
	}
	return out
}

// opsByEffect keeps one operation per effect, the cheapest: several forms
// (a widened range, a wide turn listed as such) often coincide.
type opsByEffect struct {
	ops   []op
	index map[string]int // opKey -> position in ops
}

// add keeps o unless an operation with its effect is as cheap.
func (s *opsByEffect) add(o op) {
	key := opKey(&o)
	if k, ok := s.index[key]; ok {
		if o.cost < s.ops[k].cost {
			s.ops[k] = o
		}
		return
	}
	if s.index == nil {
		s.index = map[string]int{}
	}
	s.index[key] = len(s.ops)
	s.ops = append(s.ops, o)
}

// cheapestForm gives o, made from alg, the cheapest in OBTM of alg's
// widenings that has the same effect.
func (g *geom) cheapestForm(alg cube.Alg, o *op, keep []bool, stamp []int32, epoch *int32, dest []int32, accept func(cube.Alg) bool) {
	for _, v := range g.widenings(alg) {
		if c := v.OBTM(g.n); c < o.cost && g.sameCentreOp(v, o, keep, stamp, epoch, dest) && (accept == nil || accept(v)) {
			o.alg, o.cost = v, c
		}
	}
}

// opKey identifies an operation's effect: its sticker moves in order of
// source.
func opKey(o *op) string {
	idx := make([]int, len(o.from))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return o.from[idx[a]] < o.from[idx[b]] })
	b := make([]byte, 0, 8*len(idx))
	for _, i := range idx {
		b = binary.LittleEndian.AppendUint32(b, uint32(o.from[i]))
		b = binary.LittleEndian.AppendUint32(b, uint32(o.to[i]))
	}
	return string(b)
}

// wideRanges lists the wide turns of axis face f (R, U or F) of 2..maxLen+1
// layers from either side: layers 1..k and N+1-k..N.
func wideRanges(n int, f cube.Face, maxLen int) []cube.Move {
	var out []cube.Move
	for k := 2; k <= min(maxLen+1, n-2); k++ {
		for t := 1; t <= 3; t++ {
			out = append(out, cube.Move{Face: f, Lo: 1, Hi: k, Turns: t}, cube.Move{Face: f, Lo: n + 1 - k, Hi: n, Turns: t})
		}
	}
	return out
}

// innerLen is how many inner layers m turns.
func innerLen(n int, m cube.Move) int {
	return min(m.Hi, n-1) - max(m.Lo, 2) + 1
}

// centreWideLen is the most inner layers the wide turns of the same-axis
// block 3-cycles span: on big cubes they move whole blocks for 8 moves.
func centreWideLen(n int) int {
	if n <= 7 {
		return 0 // the ranges next to a face already widen
	}
	return min((n-2)/2, centreWideMax)
}

// centreSameInnerMaxN is the largest size given same-axis 3-cycles of two
// inner ranges (12 OBTM moves, like the cross-axis ones): beyond it only
// those with a wide turn, which keeps the tables and steps quick.
const centreSameInnerMaxN = 9

// touchesFace reports whether m turns an outer layer.
func touchesFace(n int, m cube.Move) bool { return m.Lo == 1 || m.Hi == n }

// centreWideMax caps centreWideLen: deeper blocks rarely come whole, and
// the operations (pairs of depths) cost table time and step time.
const centreWideMax = 4

// centreCommLen is the most layers A and B span in the block 3-cycles: up
// to 7x7 2 (2x2 blocks); bigger cubes have too many pairs of ranges.
func centreCommLen(n int) int {
	if n > 7 {
		return 1
	}
	return 2
}

// centreAfaLen is the most layers A spans in "A f A'": wider blocks rarely
// come whole, and fewer operations keep the beam's steps quick.
func centreAfaLen(n int) int {
	if n <= 6 {
		return 2
	}
	return 3
}

// centreConjMaxN is the largest size given the slice conjugates and slice
// commutators: their number grows like N^2 and each moves O(N) stickers.
const centreConjMaxN = 17

// widenings lists alg with some of its inner ranges widened to the outer
// layer next to them (2-3R to 3Rw, 2-3L to 3Lw, on both sides where a range
// touches both): the same range turned with the face costs one move in
// OBTM instead of two, and for centres the face's turn is often no more than
// a rotation of that face's centre which the range's inverse undoes. Every
// occurrence of a range (A and A') widens alike.
func (g *geom) widenings(alg cube.Alg) []cube.Alg {
	n := g.n
	type rng struct {
		f      cube.Face
		lo, hi int
	}
	var ranges []rng
	for _, m := range alg {
		lo, hi, err := m.Layers(n)
		if err != nil || lo == 1 || hi == n || (lo > 2 && hi < n-1) {
			continue
		}
		r := rng{m.Face, lo, hi}
		found := false
		for _, x := range ranges {
			found = found || x == r
		}
		if !found {
			ranges = append(ranges, r)
		}
	}
	if len(ranges) == 0 {
		return nil
	}
	// Each range: kept, widened down to layer 1, or up to layer n.
	var out []cube.Alg
	var choose func(i int, pick []int)
	choose = func(i int, pick []int) {
		if i == len(ranges) {
			v := make(cube.Alg, len(alg))
			changed := false
			for k, m := range alg {
				v[k] = m
				lo, hi, err := m.Layers(n)
				if err != nil {
					continue
				}
				for ri, r := range ranges {
					if r != (rng{m.Face, lo, hi}) {
						continue
					}
					switch pick[ri] {
					case 1:
						v[k].Lo, v[k].Hi, changed = 1, hi, true
					case 2:
						v[k].Lo, v[k].Hi, changed = lo, n, true
					}
				}
			}
			if changed {
				out = append(out, v)
			}
			return
		}
		r := ranges[i]
		for p := 0; p < 3; p++ {
			if (p == 1 && r.lo != 2) || (p == 2 && r.hi != n-1) {
				continue
			}
			choose(i+1, append(pick, p))
		}
	}
	choose(0, nil)
	return out
}

// sameCentreOp reports whether alg moves the centre stickers exactly as o
// does. dest is scratch of length nf holding -1 everywhere, and is left so.
func (g *geom) sameCentreOp(alg cube.Alg, o *op, keep []bool, stamp []int32, epoch *int32, dest []int32) bool {
	*epoch++
	v := g.centreMakeOp(alg, keep, stamp, *epoch)
	if len(v.from) != len(o.from) {
		return false
	}
	for j, f := range o.from {
		dest[f] = o.to[j]
	}
	same := true
	for j, f := range v.from {
		if dest[f] != v.to[j] {
			same = false
			break
		}
	}
	for _, f := range o.from {
		dest[f] = -1
	}
	return same
}

// centreMakeOp is makeOp with each move's table looked up once rather than
// once per traced sticker: the big cubes' tables hold tens of thousands of
// operations.
func (g *geom) centreMakeOp(alg cube.Alg, keep []bool, stamp []int32, epoch int32) op {
	o := op{alg: alg, cost: alg.OBTM(g.n)}
	dests := make([][]int32, len(alg))
	for k, m := range alg {
		dests[k] = g.destOf(m)
	}
	for _, m := range alg {
		for _, i := range g.support(m) {
			if !keep[i] || stamp[i] == epoch {
				continue
			}
			stamp[i] = epoch
			j := i
			for _, d := range dests {
				j = d[j]
			}
			if j != i {
				o.from = append(o.from, i)
				o.to = append(o.to, j)
			}
		}
	}
	return o
}

// centreAfaMaxN is the largest size given the "A f A'" operations: every
// size, as they number only O(N) and bring bars for 3 to 5 moves (12x12
// 2612 -> 2395, 17x17 5865 -> 5571 OBTM without them beyond 9x9).
const centreAfaMaxN = cube.MaxN
