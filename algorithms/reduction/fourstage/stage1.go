package fourstage

import (
	"context"

	"cubelab/algorithms/reduction/slotmask"
)

// Stage 1: the eight centre pieces of one opposite pair of colours onto the
// R and L faces, in any of the 36 moves. The coordinate is the 24-bit mask of
// the slots holding them, moved a byte at a time; the table holds the exact
// distance to the R/L mask for the C(24,8) = 735471 masks with eight bits,
// indexed by their rank (three byte lookups, slotmask.Ranker8).

// unreached marks table entries no search has reached.
const unreached = 0xff

// nStage1 is the number of stage 1 positions: masks of 8 of 24 slots.
const nStage1 = 735471

func (g *geometry) buildMaskTables() *slotmask.Moves { return slotmask.NewMoves(&g.ctrFrom) }

// faceMask returns the mask of the centre slots on the given faces.
func (g *geometry) faceMask(faces ...uint8) uint32 {
	var m uint32
	for s, f := range g.faceOfCtr {
		for _, x := range faces {
			if uint8(f) == x {
				m |= 1 << s
			}
		}
	}
	return m
}

// buildStage1 fills the exact distance table by breadth-first search from
// the R/L mask, or stops with ctx's error once ctx ends.
func buildStage1(ctx context.Context, mt *slotmask.Moves, rk *slotmask.Ranker8, goal uint32) ([]uint8, error) {
	dist := make([]uint8, nStage1)
	for i := range dist {
		dist[i] = unreached
	}
	dist[rk.Rank(goal)] = 0
	frontier := []uint32{goal}
	for d := uint8(0); len(frontier) > 0; d++ {
		var next []uint32
		for k, x := range frontier {
			if k%checkEvery == 0 && ctx.Err() != nil {
				return nil, ctx.Err()
			}
			for m := 0; m < nMoves; m++ {
				y := mt.Move(x, m)
				if i := rk.Rank(y); dist[i] == unreached {
					dist[i] = d + 1
					next = append(next, y)
				}
			}
		}
		frontier = next
	}
	return dist, nil
}

// d1 returns the stage 1 distance of a mask with eight bits.
func (t *tables) d1(mask uint32) int { return int(t.dist1[t.rank1.Rank(mask)]) }

// stage1Search enumerates the move sequences of one length that bring a mask
// to the goal without passing it, calling found for each; found returns
// false to stop.
type stage1Search struct {
	t     *tables
	moves [20]uint8
	found func(moves []uint8) bool
	stop  bool
	nodes int
	check func() bool // reports whether to give up (context, budget)
}

func (s *stage1Search) dfs(mask uint32, depth, left int, last int) {
	if s.stop {
		return
	}
	if left == 0 {
		if mask == s.t.rlMask {
			s.stop = !s.found(s.moves[:depth])
		}
		return
	}
	if mask == s.t.rlMask {
		return
	}
	s.nodes++
	if s.nodes&1023 == 0 && s.check() {
		s.stop = true
		return
	}
	g := s.t.g
	for m := 0; m < nMoves; m++ {
		if !g.follows(last, m) {
			continue
		}
		y := s.t.mask.Move(mask, m)
		if s.t.d1(y) >= left {
			continue
		}
		s.moves[depth] = uint8(m)
		s.dfs(y, depth+1, left-1, m)
		if s.stop {
			return
		}
	}
}

// follows reports whether move m may follow move last (-1: none) in a
// canonical sequence: a different axis, or the same axis with a higher kind
// (moves of one axis commute, so only one order of them is searched).
func (g *geometry) follows(last, m int) bool {
	return last < 0 || g.axis[last] != g.axis[m] || g.kind[m] > g.kind[last]
}
