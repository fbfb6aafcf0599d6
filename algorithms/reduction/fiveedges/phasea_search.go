package fiveedges

import (
	"context"
	"math"
	"math/bits"
	"sort"

	"cubelab/algorithms/mod3"
	"cubelab/algorithms/reduction/ordered"
)

// aStart is a labelling of one of the inputs and its bound.
type aStart struct {
	in int // which input
	r  uint16
	p  aPos
	h  int
}

// aInput is one state phase A starts from and the moves spent reaching
// it, which count towards the length its solutions are taken at.
type aInput struct {
	s    state
	head int
}

// aSolution is one of phase A's solutions: the input it starts from, the
// labelling it solves (see relabel) and its H3 moves (indices into
// geometry.moves).
type aSolution struct {
	in    int
	r     uint16
	moves []uint8
}

// solveAll returns phase A's solutions of the inputs that accept takes,
// by total length (an input's head and the solution's moves; each
// solution at most maxLen moves), at most want of them, or those found
// before budget nodes were spent (with errAGaveUp). Every even labelling
// of an input within a move of that input's lowest bound is a start,
// searched at every length from its bound; a labelling and its image by T
// (every edge the other way round) are one start, whose search ends at
// either's goal (see bound). The inputs are searched together, as
// cube555's phases search all of the phase before's ends, so that a
// longer input with a short solution comes before a shorter one with a
// long solution. The starts of a total are searched by workers
// goroutines (0: one per core; accept is called from them) and their
// solutions taken in the starts' order, so the answer does not depend on
// workers.
func (t *aTables) solveAll(ctx context.Context, ins []aInput, maxLen, budget, want, workers int, accept func(in int, r uint16, moves []uint8) bool) ([]aSolution, error) {
	// Each input's labellings with their cheap bounds first; an input's
	// starts (which need the joint table's exact distances, most of the
	// work) only once the total reaches its cheapest bound: most inputs'
	// are never needed when many are given.
	labs := make([][]aStart, len(ins))
	ordered.Run(ctx, len(ins), workers, func(_ context.Context, in int) []aStart {
		return t.labellings(in, ins[in].s)
	}, func(in int, these []aStart) bool {
		labs[in] = these
		return true
	})
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	lo, hi := math.MaxInt, 0 // the lowest total bound, the longest total
	for in, inp := range ins {
		lo, hi = min(lo, inp.head+labs[in][0].h), max(hi, inp.head+maxLen)
	}
	starts := make([][]aStart, len(ins)) // by input, once expanded
	expanded := make([]bool, len(ins))
	var out []aSolution
	nodes := 0
	var err error
	for total := lo; total <= hi && len(out) < want && err == nil; total++ {
		var todo []int
		for in, inp := range ins {
			if !expanded[in] && inp.head+labs[in][0].h <= total {
				todo = append(todo, in)
			}
		}
		ordered.Run(ctx, len(todo), workers, func(_ context.Context, i int) []aStart {
			return t.startsOf(labs[todo[i]])
		}, func(i int, these []aStart) bool {
			in := todo[i]
			starts[in], expanded[in], labs[in] = these, true, nil
			return true
		})
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		var these []aStart
		for _, sts := range starts {
			for _, st := range sts {
				if d := total - ins[st.in].head; st.h <= d && d <= maxLen {
					these = append(these, st)
				}
			}
		}
		limit, left := budget-nodes, want-len(out)
		ordered.Run(ctx, len(these), workers, func(ctx context.Context, i int) *aSearch {
			st := these[i]
			se := &aSearch{t: t, ctx: ctx, budget: limit, want: left, in: st.in, accept: accept}
			se.run(st, total-ins[st.in].head)
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

// labellings returns input in's (state s) even labellings as starts
// whose bound is only their cheap one (boundSmall: the wing mask table and
// the flips and centre pattern table; the joint table's exact distance
// takes a walk of many reads), cheapest first.
func (t *aTables) labellings(in int, s state) []aStart {
	const full = 1<<nWings - 1
	labs := make([]aStart, 0, 1<<10)
	for r := range uint16(1 << 12) {
		// r and r^0xfff (T) are searched together, as r.
		if bits.OnesCount16(r)%2 != 0 || r>>11 != 0 {
			continue
		}
		rs := relabel(s, r)
		p := t.coords(&rs)
		labs = append(labs, aStart{in, r, p, min(t.boundSmall(&p, p.wing, p.eo), t.boundSmall(&p, p.wing^full, p.eo^aAllFlips))})
	}
	sort.SliceStable(labs, func(i, j int) bool { return labs[i].h < labs[j].h })
	return labs
}

// startsOf returns the starts among an input's labellings (labellings'
// order; it changes their bounds): those within a move of the lowest
// bound, in labelling order. The joint table's exact distance is found
// only for the labellings whose bound, with what the residue in the
// joint table's entry tells of its distance, can still be within a move
// of the best found. (Only for the 128 cheapest, measured on 2026-11-27: 5x5x5
// 71.6 OBTM against 71.4 on TestStageCounts' 24 cubes; not kept.)
func (t *aTables) startsOf(labs []aStart) []aStart {
	const full = 1<<nWings - 1
	lo := 255
	k := 0
	for ; k < len(labs) && labs[k].h <= lo+1; k++ {
		st := &labs[k]
		// The joint entry is the distance mod 3, and the distance is at
		// least the wing mask table's (to the nearer goal; not the cheap
		// bound, whose centre pattern the joint table does not see), so
		// it is at least that bound's next value of the entry's residue:
		// when the start's bound is then more than a move past the best,
		// the walk would only confirm that the labelling is not searched.
		v := t.joint.dist.Get(t.joint.index(t, st.p.wing, st.p.eo))
		if v == mod3.Unreached {
			st.h = 255
			continue
		}
		w := min(int(t.distWing[t.rank(st.p.wing)]), int(t.distWing[t.rank(st.p.wing^full)]))
		if least := max(st.h, mod3.Least(w, v)); least > lo+1 {
			st.h = least
			continue
		}
		if d, err := t.joint.exact(t, st.p.wing, st.p.eo); err == nil { // checked when loaded
			st.p.jd = uint8(d)
		}
		st.h = max(st.h, int(st.p.jd))
		lo = min(lo, st.h)
	}
	// Only the labellings within a move of the input's best are searched:
	// the others' solutions are rarely shorter and their searches
	// dominate.
	var out []aStart
	for _, st := range labs[:k] {
		if st.h <= lo+1 {
			out = append(out, st)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].r < out[j].r })
	return out
}

// aSearch is phase A's depth-first search from one start at one depth.
type aSearch struct {
	t      *aTables
	ctx    context.Context
	budget int // nodes
	want   int // solutions
	in     int // the input searched
	accept func(in int, r uint16, moves []uint8) bool

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
	if t.boundSmall(p, p.wing, p.eo) != 0 {
		r ^= 1<<nMidges - 1 // T's goal: the other labelling's
	}
	if se.accept == nil || se.accept(se.in, r, moves) {
		se.sols = append(se.sols, aSolution{se.in, r, moves})
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
