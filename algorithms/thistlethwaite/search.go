package thistlethwaite

import (
	"context"
	"slices"

	"cubelab/cube"
)

// Beam sizes: how many partial solutions survive each phase, and how many
// optimal solutions of a phase each one tries. Every phase solution is
// optimal for its phase, so the beam only chooses among equally short phase
// solutions the ones that leave the next phases shortest; 45 moves stays the
// bound.
const (
	beamWidth    = 24
	perCandidate = 24
)

// candidate is a partial solution: the state it reaches and its moves per
// phase (a move that merges with the previous phase's last turn is merged
// there, so the phases always add up to the whole).
type candidate struct {
	s     cube.Cubies
	segs  [4][]uint8
	total int
	score int // total plus the next phase's exact distance
}

// appendMove adds move m to phase k, merging it with the last move so far if
// both turn the same face.
func (c *candidate) appendMove(k int, m uint8) {
	for j := k; j >= 0; j-- {
		seg := c.segs[j]
		if len(seg) == 0 {
			continue
		}
		last := seg[len(seg)-1]
		if faceOf(int(last)) != faceOf(int(m)) {
			break
		}
		t := (int(last%3) + 1 + int(m%3) + 1) % 4
		if t == 0 {
			c.segs[j] = seg[:len(seg)-1]
			c.total--
		} else {
			seg[len(seg)-1] = uint8(3*faceOf(int(m))) + uint8(t-1)
		}
		return
	}
	c.segs[k] = append(c.segs[k], m)
	c.total++
}

func (c *candidate) clone() candidate {
	n := *c
	for k := range n.segs {
		n.segs[k] = slices.Clone(c.segs[k])
	}
	return n
}

// counters accumulates search statistics.
type counters struct{ visited, generated int64 }

// enumerate collects up to limit shortest move sequences that take coset idx
// of phase p to the next subgroup. With an exact distance table every step
// must lower the distance by one, so this depth-first search never backtracks
// past a dead end deeper than one move.
func enumerate(p *phase, idx int, last int, path []uint8, out *[][]uint8, limit int, cnt *counters) {
	d := p.dist[idx]
	if d == 0 {
		*out = append(*out, slices.Clone(path))
		return
	}
	cnt.visited++
	for _, m := range p.moves {
		if len(*out) >= limit {
			return
		}
		if last >= 0 && redundant(last, m) {
			continue
		}
		cnt.generated++
		n := p.next(idx, m)
		if p.dist[n] != d-1 {
			continue
		}
		enumerate(p, n, m, append(path, uint8(m)), out, limit, cnt)
	}
}

// redundant reports whether m after last is pointless: the same face again, or
// an opposite face in the order we do not use (U D and D U are the same).
func redundant(last, m int) bool {
	fl, fm := faceOf(last), faceOf(m)
	return fl == fm || (fm.Opposite() == fl && fm < fl)
}

// solveState runs the four phases with a beam and returns the best candidate.
func solveState(ctx context.Context, s cube.Cubies, ph *[4]phase, progress func(k int), cnt *counters) (candidate, error) {
	beam := []candidate{{s: s}}
	for k := range ph {
		if progress != nil {
			progress(k)
		}
		p := &ph[k]
		var next []candidate
		seen := map[cube.Cubies]int{}
		for _, cand := range beam {
			if err := ctx.Err(); err != nil {
				return candidate{}, err
			}
			var seqs [][]uint8
			enumerate(p, p.coord(&cand.s), -1, nil, &seqs, perCandidate, cnt)
			for _, seq := range seqs {
				nc := cand.clone()
				for _, m := range seq {
					nc.s = nc.s.Mul(moveCubies[m])
					nc.appendMove(k, m)
				}
				nc.score = nc.total
				if k+1 < len(ph) {
					nc.score += int(ph[k+1].dist[ph[k+1].coord(&nc.s)])
				}
				// Keep one candidate per state: the shortest.
				if j, dup := seen[nc.s]; dup {
					if next[j].total <= nc.total {
						continue
					}
					next[j] = nc
					continue
				}
				seen[nc.s] = len(next)
				next = append(next, nc)
			}
		}
		slices.SortStableFunc(next, func(a, b candidate) int {
			return a.score - b.score
		})
		if len(next) > beamWidth {
			next = next[:beamWidth]
		}
		beam = next
	}
	return beam[0], nil
}
