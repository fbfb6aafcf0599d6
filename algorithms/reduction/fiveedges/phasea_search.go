package fiveedges

import (
	"context"
	"math/bits"

	"cubelab/algorithms/reduction/ordered"
)

// aStart is a labelling of the start and its bound.
type aStart struct {
	r uint16
	p aPos
	h int
}

// aSolution is one of phase A's solutions: the labelling it solves (see
// relabel) and its H3 moves (indices into geometry.moves).
type aSolution struct {
	r     uint16
	moves []uint8
}

// solve returns phase A's solutions of s that accept takes, by length up
// to maxLen moves, at most want of them, or those found before budget
// nodes were spent (with errAGaveUp). Every even labelling within a move
// of the lowest bound is a start, searched at every depth from its bound;
// a labelling and its image by T (every edge the other way round) are one
// start, whose search ends at either's goal (see bound). The starts of a
// depth are searched by workers goroutines (0: one per core; accept is
// called from them) and their solutions taken in the starts' order, so
// the answer does not depend on workers.
func (t *aTables) solve(ctx context.Context, s state, maxLen, budget, want, workers int, accept func(r uint16, moves []uint8) bool) ([]aSolution, error) {
	var starts []aStart
	lo := 255
	for r := range uint16(1 << 12) {
		// r and r^0xfff (T) are searched together, as r.
		if bits.OnesCount16(r)%2 != 0 || r>>11 != 0 {
			continue
		}
		rs := relabel(s, r)
		p := t.posOf(&rs)
		h := t.bound(&p)
		starts = append(starts, aStart{r, p, h})
		lo = min(lo, h)
	}
	// Only the labellings within a move of the best are searched: the
	// others' solutions are rarely shorter and their searches dominate.
	keep := starts[:0]
	for _, st := range starts {
		if st.h <= lo+1 {
			keep = append(keep, st)
		}
	}
	starts = keep
	var out []aSolution
	nodes := 0
	var err error
	for depth := lo; depth <= maxLen && len(out) < want && err == nil; depth++ {
		var these []aStart
		for _, st := range starts {
			if st.h <= depth {
				these = append(these, st)
			}
		}
		limit, left := budget-nodes, want-len(out)
		ordered.Run(ctx, len(these), workers, func(ctx context.Context, i int) *aSearch {
			se := &aSearch{t: t, ctx: ctx, budget: limit, want: left, accept: accept}
			se.run(these[i], depth)
			return se
		}, func(_ int, se *aSearch) bool {
			nodes += se.nodes
			out = append(out, se.sols[:min(len(se.sols), want-len(out))]...)
			switch {
			case se.err != nil:
				err = se.err
			case nodes > budget:
				err = errAGaveUp
			}
			return err == nil && len(out) < want
		})
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
	}
	return out, err
}

// aSearch is phase A's depth-first search from one start at one depth.
type aSearch struct {
	t      *aTables
	ctx    context.Context
	budget int // nodes
	want   int // solutions
	accept func(r uint16, moves []uint8) bool

	cur   uint16 // the start's labelling
	path  []uint8
	nodes int
	sols  []aSolution
	err   error // the context's, or errAGaveUp
}

// run searches st for solutions of exactly depth moves.
func (se *aSearch) run(st aStart, depth int) {
	se.cur = st.r
	if depth == 0 {
		se.check(&st.p)
		return
	}
	se.err = se.dfs(st.p, depth, -1)
}

// check takes p, at the end of the path, if it is a goal.
func (se *aSearch) check(p *aPos) {
	t := se.t
	if t.bound(p) != 0 {
		return
	}
	moves := make([]uint8, len(se.path))
	for i, j := range se.path {
		moves[i] = t.moves[j]
	}
	r := se.cur
	if t.bound3(p, p.wing, p.eo) != 0 {
		r ^= 1<<nMidges - 1 // T's goal: the other labelling's
	}
	if se.accept == nil || se.accept(r, moves) {
		se.sols = append(se.sols, aSolution{r, moves})
	}
}

// dfs searches the sequences of exactly left more moves from p, canonical
// after move last (-1: none), the last one outside H4 (H4's moves keep
// the goal, so with one last the path reached it a move sooner).
func (se *aSearch) dfs(p aPos, left, last int) error {
	t := se.t
	if left == 0 {
		se.check(&p)
		return nil
	}
	for j := range t.moves {
		if last >= 0 && !t.g.follows(int(t.moves[last]), int(t.moves[j])) || left == 1 && t.inH4[j] {
			continue
		}
		se.nodes++
		if se.nodes&0xfff == 0 {
			if err := se.ctx.Err(); err != nil {
				return err
			}
			if se.nodes > se.budget {
				return errAGaveUp
			}
		}
		q := t.move(p, j)
		if int(q.jd) >= left || t.bound(&q) >= left { // the joint table prunes most: the six other reads only when it does not
			continue
		}
		se.path = append(se.path, uint8(j))
		err := se.dfs(q, left-1, j)
		se.path = se.path[:len(se.path)-1]
		if err != nil || len(se.sols) >= se.want {
			return err
		}
	}
	return nil
}
