package pocket

import (
	"context"
	"fmt"

	"cubelab/algorithms"
	"cubelab/cube"
)

// bibfs is the bidirectional breadth-first search of the 2x2 study: one
// tree grows from the scramble, one from solved, a whole level at a time on
// the smaller side, until a state appears in both. The pivot cubie is
// what makes this work without comparing cubes up to rotation: the D-B-L
// corner is the pivot, only the three faces that do not touch it turn, so no
// state of either tree is a whole-cube rotation of another and one number
// (Index) identifies each. The text-based cube of docs/origins.md pivots on
// the opposite corner with
// L, B, D; the choice is symmetric.
type bibfs struct{ base }

// bfsStep is how a tree reached a state: the move from its parent.
type bfsStep struct {
	parent Index
	mv     move
}

// Rough bytes per state in a tree's map and frontier, for the memory budget.
const bfsEntryBytes = 24

func (s bibfs) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	p, rot, err := Standard(c)
	if err != nil {
		return nil, err
	}
	met := newMeter(ctx, s.name, s.cfg, 0, 1<<30, progress)
	mt := tables()
	start := p.Index()
	if !met.check(0) {
		return nil, met.err
	}
	if start == 0 {
		return met.solution(rot, nil, true), nil
	}
	type side struct {
		seen     map[Index]bfsStep
		frontier []Index
		root     Index
	}
	fwd := &side{seen: map[Index]bfsStep{start: {parent: start}}, frontier: []Index{start}, root: start}
	bwd := &side{seen: map[Index]bfsStep{0: {parent: 0}}, frontier: []Index{0}, root: 0}
	// pathTo lists the moves from a tree's root to i.
	pathTo := func(sd *side, i Index) []move {
		var out []move
		for i != sd.root {
			st := sd.seen[i]
			out = append(out, st.mv)
			i = st.parent
		}
		for a, b := 0, len(out)-1; a < b; a, b = a+1, b-1 {
			out[a], out[b] = out[b], out[a]
		}
		return out
	}
	for depth := 1; ; depth++ {
		met.stats.Iterations++
		met.stage = fmt.Sprintf("depth %d", depth)
		if !met.check(int64(len(fwd.seen)+len(bwd.seen)) * bfsEntryBytes) {
			return nil, met.err
		}
		grow, other := fwd, bwd
		if len(bwd.frontier) < len(fwd.frontier) {
			grow, other = bwd, fwd
		}
		var next []Index
		meet, found := Index(0), false
		for _, i := range grow.frontier {
			met.stats.Visited++
			if met.due() && !met.check(int64(len(fwd.seen)+len(bwd.seen)+len(next))*bfsEntryBytes) {
				return nil, met.err
			}
			lastFace := -1
			if i != grow.root {
				lastFace = grow.seen[i].mv.face()
			}
			for m := move(0); m < NumMoves; m++ {
				if m.face() == lastFace {
					continue
				}
				j := mt.next(i, m)
				met.stats.Generated++
				if _, ok := grow.seen[j]; ok {
					continue
				}
				grow.seen[j] = bfsStep{parent: i, mv: m}
				next = append(next, j)
				if _, ok := other.seen[j]; ok && !found {
					// Every meeting found while completing this level has the
					// same, optimal, length (the trees were disjoint before
					// it), so the first will do.
					meet, found = j, true
				}
			}
			if found {
				break
			}
		}
		if found {
			met.stats.PeakMemory = max(met.stats.PeakMemory, int64(len(fwd.seen)+len(bwd.seen))*bfsEntryBytes)
			sol := pathTo(fwd, meet)
			back := pathTo(bwd, meet)
			for k := len(back) - 1; k >= 0; k-- {
				sol = append(sol, back[k].inverse())
			}
			return met.solution(rot, sol, true), nil
		}
		if len(next) == 0 {
			return nil, fmt.Errorf("%s: %w", s.name, algorithms.GaveUp("the trees never met (state unreachable?)"))
		}
		grow.frontier = next
	}
}
