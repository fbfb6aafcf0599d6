package fivecentres

import (
	"context"

	"cubelab/algorithms/reduction/prune"
)

// Stage 3 bound. Each orbit's stage 3 position is three patterns of 70 (the
// U colour among the U/D slots, F among F/B, R among R/L), six in all; each
// pattern moves on its own under the stage 3 moves (they keep every axis's
// pieces on its faces). Any three of the six patterns make a coordinate of
// 70³ = 343000 with an exact table; the bound is the largest over eight of
// them: the two orbits' own (x with x, t with t) and the six with two x
// patterns and the t pattern of one of their axes, which see how the two
// orbits' needs add up (the orbits' own tables alone stay four or five moves
// under the distance). Those six were the mixed tables that alone gave the
// largest of all twenty triples' bounds most often, on stage 2's ends. (Two
// steps, first R/L and then the rest in the moves that keep R/L, need a
// 70⁴ table and end about five moves longer.)

// pat3 is a stage 3 position: the six patterns, orbit-major (x U, x F, x R,
// t U, t F, t R).
type pat3 [6]uint8

// triples are the patterns of the eight tables, the single-orbit ones first
// (they prune most often, so the bound test stops early).
var triples = [][3]int{{0, 1, 2}, {3, 4, 5}, {0, 1, 3}, {0, 1, 4}, {0, 2, 3}, {0, 2, 5}, {1, 2, 4}, {1, 2, 5}}

// idx3 is a triple table's coordinate.
func idx3(u, f, r int) int { return (u*70+f)*70 + r }

// n3 is the size of a triple table.
const n3 = 70 * 70 * 70

// patMove returns pattern k's move table over the stage 3 moves.
func (t *tables) patMove(k int) []uint16 {
	o, axis := k/3, k%3
	return [3][2][]uint16{t.ud3, t.fb3, t.r3}[axis][o]
}

// buildTriples fills the triple tables (pm3 set first), or stops with ctx's
// error once ctx ends.
func (t *tables) buildTriples(ctx context.Context, goal pat3) error {
	nm := len(t.moves3)
	t.dist3t = make([][]uint8, len(triples))
	for i, tr := range triples {
		dist := make([]uint8, n3)
		for x := range dist {
			dist[x] = unreached
		}
		dist[idx3(int(goal[tr[0]]), int(goal[tr[1]]), int(goal[tr[2]]))] = 0
		a, b, c := t.pm3[tr[0]], t.pm3[tr[1]], t.pm3[tr[2]]
		err := prune.Fill(ctx, dist, nm, func(x, j int) int {
			r, f, u := x%70, x/70%70, x/4900
			return idx3(int(a[u*nm+j]), int(b[f*nm+j]), int(c[r*nm+j]))
		})
		if err != nil {
			return err
		}
		t.dist3t[i] = dist
	}
	return nil
}

// h3 is the stage 3 bound of a position.
func (t *tables) h3(p *pat3) int {
	h := 0
	for i, tr := range triples {
		h = max(h, int(t.dist3t[i][idx3(int(p[tr[0]]), int(p[tr[1]]), int(p[tr[2]]))]))
	}
	return h
}

// reaches3 reports whether the bound of p, times w/4, is below left,
// reading the tables only until one says no.
func (t *tables) reaches3(p *pat3, left, w int) bool {
	left *= 4
	for i, tr := range triples {
		if w*int(t.dist3t[i][idx3(int(p[tr[0]]), int(p[tr[1]]), int(p[tr[2]]))]) >= left {
			return false
		}
	}
	return true
}

// move3 returns p after stage 3 move j.
func (t *tables) move3(p pat3, j int) pat3 {
	nm := len(t.moves3)
	for k := range 6 {
		p[k] = uint8(t.pm3[k][int(p[k])*nm+j])
	}
	return p
}

// pat3Of reads a position's stage 3 patterns.
func (t *tables) pat3Of(p *pos) pat3 {
	var out pat3
	for o := range 2 {
		out[3*o] = uint8(t.ud.Of(p.m[o][fU]))
		out[3*o+1] = uint8(t.fb.Of(p.m[o][fF]))
		out[3*o+2] = uint8(t.rl.Of(p.m[o][fR]))
	}
	return out
}

// dfs3 looks for a stage 3 sequence (moves by their index in moves3) of
// exactly left more moves that solves both orbits; it stops at the first.
func (s *search) dfs3(p pat3, depth, left int) bool {
	t := s.t
	if left == 0 {
		return p == t.goal3
	}
	if s.tick() {
		return false
	}
	for j, m := range t.moves3 {
		if depth > 0 && !t.g.follows(t.moves3[s.moves[depth-1]], m) {
			continue
		}
		q := t.move3(p, j)
		if !t.reaches3(&q, left, s.w3) {
			continue
		}
		s.moves[depth] = uint8(j)
		if s.dfs3(q, depth+1, left-1) {
			return true
		}
		if s.stop {
			return false
		}
	}
	return false
}

// stage3 finds a shortest stage 3 for the leaf if one gives a score below
// best (any, if best < 0); moves are indices into moves3.
func (s *search) stage3(l leaf, best int) ([]uint8, bool) {
	h := s.t.h3(&l.p3)
	fixed := l.bound - h // stages 1 and 2 and the parity
	for d := h; d < maxDepth; d++ {
		if best >= 0 && fixed+d >= best {
			return nil, false
		}
		if s.dfs3(l.p3, 0, d) {
			return append([]uint8(nil), s.moves[:d]...), true
		}
		if s.stop {
			return nil, false
		}
	}
	return nil, false
}
