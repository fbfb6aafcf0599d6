package reduction

import "cubelab/cube"

// centreOps builds the centre stage's operations for this N. A and B below
// are turns of a contiguous range of inner layers, so whole bars and blocks
// of centre stickers move at once:
//   - a range of inner layers (cost 1; not through the middle layer of odd
//     cubes, which would move the fixed centres);
//   - a range, a face turn and the range back, "A f A'" (cost 3; up to 9x9,
//     ranges of at most centreAfaLen layers);
//   - a slice conjugated by a slice on another axis, "A B A'" (cost 3), and
//     the slice commutator [A, B] = A B A' B' (cost 4), single layers, up to
//     centreConjMaxN;
//   - pure 3-cycles of blocks [A, f B f'], A and B ranges of at most
//     centreCommLen layers on different axes, B conjugated by a quarter turn
//     of a face on the third axis (cost 8). Their supports meet in one block
//     of centre stickers, so they cycle exactly three blocks.
//
// Operations that would move a fixed centre are dropped; the others may move
// the middle layer as long as they bring it back.
func (g *geom) centreOps() []op {
	n := g.n
	keep := g.isCentre
	stamp := make([]int32, g.nf)
	epoch := int32(0)
	var ops []op
	add := func(alg cube.Alg, wantMoved int) {
		epoch++
		o := g.centreMakeOp(alg, keep, stamp, epoch)
		if len(o.to) == 0 || (wantMoved > 0 && len(o.to) != wantMoved) {
			return
		}
		for _, i := range o.from {
			if g.fixed[i] {
				return
			}
		}
		ops = append(ops, o)
	}
	for _, af := range axisFaces {
		for _, a := range centreRanges(n, af, false, n-2) {
			add(cube.Alg{a}, 0)
		}
	}
	if n <= 9 {
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
							add(cube.Alg{a, cube.Turn(f, tf), b, cube.Turn(f, 4-tf), a.Inverse(), cube.Turn(f, tf), b.Inverse(), cube.Turn(f, 4-tf)}, 3*(a.Hi-a.Lo+1)*(b.Hi-b.Lo+1))
						}
					}
				}
			}
		}
	}
	return ops
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

// centreMakeOp is makeOp with each move's table looked up once rather than
// once per traced sticker: the big cubes' tables hold tens of thousands of
// operations.
func (g *geom) centreMakeOp(alg cube.Alg, keep []bool, stamp []int32, epoch int32) op {
	o := op{alg: alg, cost: len(alg)}
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
