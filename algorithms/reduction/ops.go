package reduction

import "cubelab/cube"

// op is a precomputed operation of a greedy stage: its moves and the stickers
// of interest it moves (the sticker at from[i] goes to to[i]).
type op struct {
	alg      cube.Alg
	cost     int
	from, to []int32
}

// apply moves st's stickers as o does, in place: to[i] gets what was at
// from[i].
func (o *op) apply(st []cube.Face) {
	tmp := make([]cube.Face, len(o.from))
	for j, f := range o.from {
		tmp[j] = st[f]
	}
	for j, to := range o.to {
		st[to] = tmp[j]
	}
}

// setup is an outer turn done before an operation; outer turns never change
// how many centre stickers a face has of a colour, nor which wings are paired.
type setup struct {
	alg  cube.Alg
	dest []int32
}

// innerLayers lists the single inner layers of axis face f (R, U or F).
func innerLayers(n int, f cube.Face, withMiddle bool) []cube.Move {
	var out []cube.Move
	for k := 2; k <= n-1; k++ {
		if !withMiddle && n%2 == 1 && k == (n+1)/2 {
			continue
		}
		for t := 1; t <= 3; t++ {
			out = append(out, cube.Move{Face: f, Lo: k, Hi: k, Turns: t})
		}
	}
	return out
}

var axisFaces = [3]cube.Face{cube.R, cube.U, cube.F}

// outerTurns lists the 18 outer-layer turns.
func outerTurns() []cube.Move {
	var out []cube.Move
	for _, f := range cube.Faces {
		for t := 1; t <= 3; t++ {
			out = append(out, cube.Turn(f, t))
		}
	}
	return out
}

// support lists the stickers move m moves (computed once per move).
func (g *geom) support(m cube.Move) []int32 {
	if s, ok := g.supp[m]; ok {
		return s
	}
	d := g.destOf(m)
	var s []int32
	for i, j := range d {
		if int32(i) != j {
			s = append(s, int32(i))
		}
	}
	g.supp[m] = s
	return s
}

// setups returns the "no setup" entry followed by the 18 outer turns.
func (g *geom) setups() []setup {
	out := []setup{{}}
	for _, m := range outerTurns() {
		out = append(out, setup{alg: cube.Alg{m}, dest: g.destOf(m)})
	}
	return out
}

// applyDest writes into dst the state src after a move with the given dest.
func applyDest(dst, src []cube.Face, dest []int32) {
	for i, v := range src {
		dst[dest[i]] = v
	}
}
