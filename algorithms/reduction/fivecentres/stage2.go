package fivecentres

import (
	"context"

	"cubelab/algorithms/reduction/prune"
	"cubelab/algorithms/reduction/slotmask"
	"cubelab/cube"
)

// Stage 2 bound. Each orbit's own table (where its U/D colours are among
// the 16 U/D/F/B slots) does not see that one move must serve both orbits.
// The joint table follows one colour in both orbits: its four x-centres and
// its four t-centres among the 16 slots, 1820² = 3.3 million positions, with
// the distance to all eight on U and D. It serves the U and the D colour;
// the bound is the largest of the four lookups. (A second table for the F
// and B colours would double the build time for little.)

// n4 is C(16,4): four pieces among the 16 U/D/F/B slots.
const n4 = 1820

// buildJoint2Moves sets up the joint coordinate's move tables.
func (t *tables) buildJoint2Moves() {
	t.c4 = slotmask.NewSubsets(slotsOn(fU, fF, fB, fD), 4)
	for o := range 2 {
		t.c4Move[o] = t.c4.MoveTable(t.mask[o], t.moves2)
	}
}

// buildJoint2 fills the joint stage 2 table (buildJoint2Moves first), or
// stops with ctx's error once ctx ends.
func (t *tables) buildJoint2(ctx context.Context) error {
	nm := len(t.moves2)
	goal := faceMask(cube.U, cube.D)
	dist := make([]uint8, n4*n4)
	for i := range dist {
		dist[i] = unreached
	}
	var in []int
	for r, m := range t.c4.Masks() {
		if m&^goal == 0 {
			in = append(in, r)
		}
	}
	for _, a := range in {
		for _, b := range in {
			dist[a*n4+b] = 0
		}
	}
	mx, mt := t.c4Move[xOrbit], t.c4Move[tOrbit]
	t.joint2 = dist
	return prune.Fill(ctx, dist, nm, func(x, j int) int {
		return int(mx[(x/n4)*nm+j])*n4 + int(mt[(x%n4)*nm+j])
	})
}

// pat2 is a stage 2 position: each orbit's U/D colours among the 16 slots,
// and the U and the D colour's four pieces of each orbit among them
// (orbit-major: x U, x D, t U, t D).
type pat2 struct {
	ct  [2]uint16
	col [4]uint16
}

// pat2Of reads a position's stage 2 coordinates.
func (t *tables) pat2Of(p *pos) pat2 {
	var q pat2
	for o := range 2 {
		q.ct[o] = uint16(t.ct2.Of(p.m[o][fU] | p.m[o][fD]))
		for k, f := range [2]int{fU, fD} {
			q.col[2*o+k] = uint16(t.c4.Of(p.m[o][f]))
		}
	}
	return q
}

// move2 returns q after stage 2 move j.
func (t *tables) move2(q pat2, j int) pat2 {
	nm := len(t.moves2)
	for o := range 2 {
		q.ct[o] = t.ct2Move[o][int(q.ct[o])*nm+j]
		for k := range 2 {
			q.col[2*o+k] = t.c4Move[o][int(q.col[2*o+k])*nm+j]
		}
	}
	return q
}

// reaches2 reports whether the stage 2 bound of q is below left.
func (t *tables) reaches2(q *pat2, left int) bool {
	if int(t.dist2[xOrbit][q.ct[0]]) >= left || int(t.dist2[tOrbit][q.ct[1]]) >= left {
		return false
	}
	return int(t.joint2[int(q.col[0])*n4+int(q.col[2])]) < left && int(t.joint2[int(q.col[1])*n4+int(q.col[3])]) < left
}

// h2 is the stage 2 bound of q.
func (t *tables) h2(q *pat2) int {
	h := max(int(t.dist2[xOrbit][q.ct[0]]), int(t.dist2[tOrbit][q.ct[1]]))
	return max(h, int(t.joint2[int(q.col[0])*n4+int(q.col[2])]), int(t.joint2[int(q.col[1])*n4+int(q.col[3])]))
}

// dfs2 enumerates the stage 2 sequences (moves by their index in moves2) of
// exactly left more moves that stage the U/D colours of both orbits on U
// and D without passing that on the way, calling found for each; found
// returns false to stop.
func (s *search) dfs2(q pat2, depth, left int, found func([]uint8) bool) {
	t := s.t
	goal := uint16(t.ct2Goal)
	if left == 0 {
		if q.ct[0] == goal && q.ct[1] == goal {
			s.stop = !found(s.moves[:depth])
		}
		return
	}
	if (q.ct[0] == goal && q.ct[1] == goal) || s.tick() {
		return
	}
	for j, m := range t.moves2 {
		if depth > 0 && !t.g.follows(t.moves2[s.moves[depth-1]], m) {
			continue
		}
		q2 := t.move2(q, j)
		if !t.reaches2(&q2, left) {
			continue
		}
		s.moves[depth] = uint8(j)
		s.dfs2(q2, depth+1, left-1, found)
		if s.stop {
			return
		}
	}
}
