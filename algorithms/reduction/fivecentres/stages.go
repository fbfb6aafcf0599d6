package fivecentres

import "cubelab/cube"

// maxDepth bounds every stage's search depth (stage lengths stay below 15).
const maxDepth = 20

// search holds what the three stages' depth-first searches share: the
// tables, the moves so far, the stop flag and the node budget.
type search struct {
	t     *tables
	moves [maxDepth]uint8
	stop  bool
	nodes int
	check func() bool // reports whether to give up (context, budget)
	limit int         // node count at which check gives up
	// k1 is Params.Stage1Relax (large if off).
	k1 int
	// w3 weighs stage 3's bound in quarters: 4 keeps it admissible.
	w3 int
}

// tick counts a node and polls check every 1024 nodes.
func (s *search) tick() bool {
	s.nodes++
	if s.nodes&1023 == 0 && s.check() {
		s.stop = true
	}
	return s.stop
}

// budget lets the search go on for n more nodes.
func (s *search) budget(n int) {
	s.limit = s.nodes + n
	s.stop = false
}

// goal1 is stage 1's goal mask in both orbits: the L/R colours on L and R.
var goal1 = faceMask(cube.L, cube.R)

// d1 is orbit o's stage 1 distance of a mask.
func (t *tables) d1(o int, mask uint32) int { return int(t.dist1[o][t.rank1.Rank(mask)]) }

// dfs1 enumerates the stage 1 sequences of exactly left more moves that
// stage both orbits without passing the goal on the way, calling found for
// each; found returns false to stop.
func (s *search) dfs1(x, y uint32, depth, left int, found func([]uint8) bool) {
	if left == 0 {
		if x == goal1 && y == goal1 {
			s.stop = !found(s.moves[:depth])
		}
		return
	}
	if (x == goal1 && y == goal1) || s.tick() {
		return
	}
	t, g := s.t, s.t.g
	for m := range nMoves {
		if depth > 0 && !g.follows(int(s.moves[depth-1]), m) {
			continue
		}
		x2 := t.mask[xOrbit].Move(x, m)
		a := t.d1(xOrbit, x2)
		if a >= left {
			continue
		}
		y2 := t.mask[tOrbit].Move(y, m)
		b := t.d1(tOrbit, y2)
		if b >= left || a+b-s.k1 >= left {
			continue
		}
		s.moves[depth] = uint8(m)
		s.dfs1(x2, y2, depth+1, left-1, found)
		if s.stop {
			return
		}
	}
}
