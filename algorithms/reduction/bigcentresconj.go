package reduction

import (
	"fmt"

	"cubelab/cube"
)

// ringConjOps are the bar matching's slice-conjugated ring turns "B Y B'"
// of an NxNxN whose inner block (rows and columns 2..N-3 of every face) is
// solved: B turns layers lo..hi of a face, at least one of them in the
// inner block, and Y is a ring layer (layer 2) of another axis. Y moves
// only ring centres (rows and columns 1 and N-2) of the four faces it
// passes, and no face, so whatever of the inner block B carried away, B'
// brings back, while the ring pieces B carried into Y's path change bars:
// an edge pairing's "slice, flip, slice back", for centres. One moves a
// few dozen ring pieces for 4 OBTM (B from the face, a wide turn) or 6,
// where an oblique 3-cycle moves three for about 8. The operations list
// only the centres they move (the matching reads nothing else; the moves
// found are applied to the cube itself). Measured (TestStageCounts, OBTM,
// the matching alone, with these and without): 6x6x6 50.6 -> 33.1, 7x7x7
// 96.6 -> 63.4 (8 cubes), 8x8x8 209.7 -> 97.7, 9x9x9 297.0 -> 178.3 (3
// cubes, the outer ring; every inner ring gains too).
func ringConjOps(n int) ([]op, error) {
	seen := map[string]int{}
	var out []op
	for _, a := range cube.Faces {
		for _, r := range conjRanges(n) {
			for bt := 1; bt <= 3; bt++ {
				b := cube.Move{Face: a, Lo: r[0], Hi: r[1], Turns: bt}
				for _, f := range cube.Faces {
					if f == a || f == a.Opposite() {
						continue
					}
					for yt := 1; yt <= 3; yt++ {
						alg := cube.Alg{b, {Face: f, Lo: 2, Hi: 2, Turns: yt}, {Face: a, Lo: r[0], Hi: r[1], Turns: 4 - bt}}
						o, err := ringConjOp(n, alg)
						if err != nil {
							return nil, err
						}
						// Opposite faces' ranges can make the same
						// operation: the cheapest is kept.
						key := fmt.Sprint(o.to, o.from)
						if k, ok := seen[key]; ok {
							if o.cost < out[k].cost {
								out[k] = o
							}
							continue
						}
						seen[key] = len(out)
						out = append(out, o)
					}
				}
			}
		}
	}
	return out, nil
}

// ringConjOp is the operation of alg, checked to keep the inner block.
func ringConjOp(n int, alg cube.Alg) (op, error) {
	from, err := cube.FaceletPermutation(n, alg)
	if err != nil {
		return op{}, fmt.Errorf("ring operations: %v: %w", alg, err)
	}
	o := op{alg: alg, cost: alg.OBTM(n)}
	for i, src := range from {
		if src == i {
			continue
		}
		r, c := i%(n*n)/n, i%n
		if r >= 2 && r <= n-3 && c >= 2 && c <= n-3 {
			return op{}, fmt.Errorf("ring operations: %v moves the inner block (internal error)", alg)
		}
		if r >= 1 && r <= n-2 && c >= 1 && c <= n-2 {
			o.to = append(o.to, int32(i))
			o.from = append(o.from, int32(src))
		}
	}
	return o, nil
}

// conjRanges are the layer ranges lo..hi of ringConjOps' B turns: up to
// 13x13x13 every range from layer 1, 2 or 3 (the face, the ring layer or
// the first inner one) to an inner layer; from 14x14x14, where those are
// dozens and the matching has to fit 17x17x17's 20 s, the single inner
// layers and the wide turns from the face. One 13x13x13: 1327 OBTM with
// every range, 1373 with these; one 17x17x17: 2733 and 2683.
func conjRanges(n int) [][2]int {
	var out [][2]int
	for lo := 1; lo <= 3; lo++ {
		for hi := max(lo, 3); hi <= n-2; hi++ {
			if n >= 14 && lo != 1 && lo != hi {
				continue
			}
			out = append(out, [2]int{lo, hi})
		}
	}
	return out
}
