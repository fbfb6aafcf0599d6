package fivecentres

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"cubelab/algorithms/reduction/ordered"
	"cubelab/cube"
)

// ErrGaveUp is returned when the search ends its budget without a solution.
var ErrGaveUp = errors.New("fivecentres: gave up within the node budget")

// Params bound the search.
type Params struct {
	// Stage1Slack is how many lengths past its shortest each axis's stage 1
	// solutions may take; Stage1Keep caps how many are kept per axis.
	Stage1Slack, Stage1Keep int
	// Leaves is how many stage 2 ends are collected; Stage2Slack how many
	// total lengths past the first with an end are still searched.
	Leaves, Stage2Slack int
	// Stage1Relax loosens stage 1's bound: besides each orbit's exact
	// distance, a sequence is cut when the two distances' sum less
	// Stage1Relax reaches the moves left. The sum overestimates (one move
	// can help both orbits), so stage 1 is no longer sure to be shortest,
	// but with 3 it is within about a move of it (10.8 against 10.1 moves
	// on average per axis) in a twentieth of the nodes; 0 turns it off.
	Stage1Relax int
	// Stage3Tries is how many of the most promising ends (by their bound)
	// get a stage 3.
	Stage3Tries int
	// Node budgets: Stage1Nodes for stage 1, Stage2Nodes for stage 2,
	// Stage3Nodes for each stage 3 and Stage3Last for each weighted try
	// of the most promising end should every try run out. A stage that runs
	// out keeps what it found. Stages 1 and 2 search a length's axes or
	// candidates on the cores, each with the budget left when the length
	// began, so a length may overrun it by as much again per search.
	Stage1Nodes, Stage2Nodes, Stage3Nodes, Stage3Last int
	// OddParity says the cube's wing parity is odd before the centres (see
	// package reduction's wingparity.go); ParityCost is what an odd wing
	// parity after the centres costs the edge stage, in OBTM. Every wide
	// quarter turn toggles it, so solutions are ranked by their length plus
	// that cost.
	OddParity  bool
	ParityCost int
}

// DefaultParams: about 31 OBTM (with an odd wing parity priced at 15,
// about 31 on average too), in a few hundred thousand nodes. Tried on 12
// cubes: stage 2 ends of two lengths past the first and five stage 3 tries
// gave 3 moves less than one length and three tries; more stage 1
// solutions, more nodes or an admissible stage 1 bought nothing.
var DefaultParams = Params{
	Stage1Slack: 0, Stage1Keep: 2, Stage1Relax: 3,
	Leaves: 300, Stage2Slack: 2,
	Stage3Tries: 5,
	Stage1Nodes: 500_000, Stage2Nodes: 300_000, Stage3Nodes: 100_000, Stage3Last: 300_000,
}

// Solution is a centre solution.
type Solution struct {
	// Moves solve the centres: outer and two-layer wide turns only, so the
	// fixed centres stay where they are.
	Moves cube.Alg
	// Stages are the three stages' lengths before simplification.
	Stages [3]int
	// OddParity says the wing parity is odd after Moves.
	OddParity bool
	// Score is Moves' OBTM length plus ParityCost if OddParity.
	Score int
}

// axes are the whole-cube turns that bring each axis to R/L: stage 1 works
// on L and R, so each axis gets its try as the first one.
var axes = []cube.Alg{nil, {cube.Rotation(cube.F, 1)}, {cube.Rotation(cube.U, 1)}}

// cand1 is a stage 1 solution: its axis, moves and the position after it.
type cand1 struct {
	axis  int
	moves []uint8
	p     pos
}

// leaf is a stage 2 end.
type leaf struct {
	c1     *cand1
	moves2 []uint8 // indices into moves2
	p3     pat3    // stage 3 position
	odd    bool
	bound  int // lower bound on the score
}

// Solve returns c's centre solutions, best score first (at least one,
// unless it gives up), searched within p.
func Solve(ctx context.Context, c *cube.Cube, p Params) ([]Solution, error) {
	s, leaves, faceMaps, err := separate(ctx, c, p)
	if err != nil {
		return nil, err
	}
	t := s.t
	sort.SliceStable(leaves, func(i, j int) bool { return leaves[i].bound < leaves[j].bound })
	var out []Solution
	best := -1
	try := func(l leaf, budget, w int) {
		s.budget(budget)
		s.w3 = w
		if m3, ok := s.stage3(l, best); ok {
			sol := t.solution(l, m3, faceMaps[l.c1.axis], p)
			out = append(out, sol)
			if best < 0 || sol.Score < best {
				best = sol.Score
			}
		}
	}
	for _, l := range leaves[:min(len(leaves), p.Stage3Tries)] {
		if best >= 0 && l.bound >= best {
			break
		}
		try(l, p.Stage3Nodes, 4) // a leaf whose budget runs out is passed over
	}
	// Should every try run out, the most promising end gets a search
	// with its bound weighted up (5/4, then more), which finds a stage 3 a
	// move or two longer in a fraction of the nodes.
	for w := 5; len(out) == 0 && w <= 8 && ctx.Err() == nil; w++ {
		try(leaves[0], p.Stage3Last, w)
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if len(out) == 0 {
		return nil, giveUp(ctx, 3)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score < out[j].Score })
	return out, nil
}

// separate runs stages 1 and 2 on c: the search (for stage 3) and the
// stage 2 ends, with each axis's face map.
func separate(ctx context.Context, c *cube.Cube, p Params) (*search, []leaf, [3][6]cube.Face, error) {
	s, c1s, faceMaps, err := separate1(ctx, c, p)
	if err != nil {
		return nil, nil, faceMaps, err
	}
	leaves, err := s.separate2(ctx, c1s, p, 0)
	if err != nil {
		return nil, nil, faceMaps, err
	}
	return s, leaves, faceMaps, nil
}

// separate1 runs stage 1 on c: the search and stage 1's solutions, with
// each axis's face map.
func separate1(ctx context.Context, c *cube.Cube, p Params) (*search, []*cand1, [3][6]cube.Face, error) {
	var faceMaps [3][6]cube.Face
	t, err := getTables(ctx)
	if err != nil {
		return nil, nil, faceMaps, err
	}
	s := &search{t: t, k1: relax(p.Stage1Relax)}
	s.check = func() bool { return ctx.Err() != nil || s.nodes > s.limit }
	var starts []pos
	for a, rot := range axes {
		w := c.Clone()
		if err := w.ApplyAlg(rot); err != nil {
			return nil, nil, faceMaps, fmt.Errorf("fivecentres: %w", err)
		}
		faceMaps[a] = faceMap(rot)
		start, err := t.posOf(w)
		if err != nil {
			return nil, nil, faceMaps, err
		}
		starts = append(starts, start)
	}
	var c1s []*cand1
	// Should the budget run out before any solution, a looser bound
	// (the orbits' sum less 2) finds one in fewer nodes.
	for _, k := range []int{p.Stage1Relax, 2} {
		s.budget(p.Stage1Nodes)
		s.k1 = relax(k)
		if c1s = s.stage1(ctx, starts, p); len(c1s) > 0 || ctx.Err() != nil {
			break
		}
	}
	if len(c1s) == 0 || ctx.Err() != nil {
		return nil, nil, faceMaps, giveUp(ctx, 1)
	}
	return s, c1s, faceMaps, nil
}

// separate2 runs stage 2 from stage 1's solutions c1s within p's stage 2
// budget: its ends (see stage2 for evenWanted).
func (s *search) separate2(ctx context.Context, c1s []*cand1, p Params, evenWanted int) ([]leaf, error) {
	s.budget(p.Stage2Nodes)
	leaves := s.stage2(ctx, c1s, p, evenWanted)
	if len(leaves) == 0 || ctx.Err() != nil {
		return nil, giveUp(ctx, 2)
	}
	return leaves, nil
}

// Separation is a stage 2 end: moves (outer and two-layer wide turns of
// the cube as given) after which every axis's centre colours lie on that
// axis's two faces, with an even wing parity.
type Separation struct {
	Moves cube.Alg
}

// Separations returns up to k of c's stage 2 ends that leave the wing
// parity even (p.OddParity says what it is before), shortest first, for a
// solver that finishes the centres with the edges (package fiveedges):
// the moves after them, outer turns and wide half turns, never change
// the wing parity, and a reduced cube's is even.
func Separations(ctx context.Context, c *cube.Cube, p Params, k int) ([]Separation, error) {
	var s *search
	var even []leaf
	var faceMaps [3][6]cube.Face
	var c1s []*cand1
	for try := range separationTries {
		p, stage1 := separationTry(p, try)
		if !stage1 && c1s == nil {
			continue // stage 1 gave up: no solutions to go on from
		}
		var leaves []leaf
		var err error
		if stage1 {
			s, c1s, faceMaps, err = separate1(ctx, c, p)
		}
		if err == nil {
			leaves, err = s.separate2(ctx, c1s, p, k)
		}
		if err != nil {
			if try < separationTries-1 && errors.Is(err, ErrGaveUp) {
				continue
			}
			return nil, err
		}
		for _, l := range leaves {
			if !l.odd {
				even = append(even, l)
			}
		}
		if len(even) > 0 {
			break
		}
	}
	sort.SliceStable(even, func(i, j int) bool {
		return len(even[i].c1.moves)+len(even[i].moves2) < len(even[j].c1.moves)+len(even[j].moves2)
	})
	var out []Separation
	for _, l := range even[:min(k, len(even))] {
		var a cube.Alg
		for _, m := range l.c1.moves {
			mv := s.t.g.moves[m]
			mv.Face = faceMaps[l.c1.axis][mv.Face]
			a = append(a, mv)
		}
		for _, j := range l.moves2 {
			mv := s.t.g.moves[s.t.moves2[j]]
			mv.Face = faceMaps[l.c1.axis][mv.Face]
			a = append(a, mv)
		}
		out = append(out, Separation{Moves: a})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no stage 2 end with an even wing parity: %w", ErrGaveUp)
	}
	return out, nil
}

// separationTries is how many tries Separations makes; separationTry
// returns try's parameters (base's, widened) and whether it runs stage 1
// again (else it goes on from the try before's stage 1 solutions).
//
// Stage 2's shortest ends all share their parity now and then (1 cube in
// 6 in TestSeparations), and stage 1's or stage 2's budget runs out on a
// few cubes (2 of bench's first 30 5x5x5s). Then stage 2 runs again from
// the same stage 1 solutions, a move longer, with three times the ends
// and 16 times the budget (TestSeparationsStage2Again): on a 7x7x7 of
// bench's (`bench -m reduction -n 7 -runs 20 -seed 5`, cube 13) whose
// outer 5x5x5 had 56 ends, all odd, that found even ones and the solve
// took 1.9 s instead of 3.1 s with the same 187 moves (the other 19
// cubes, and 20 5x5x5s and 6x6x6s, unchanged; 2026-11-27); with stage 2
// stopping at the even ends wanted, 1.3 s. Four times the budget was not
// enough for one 7x7x7's inner 5x5x5 (`bench -n 7 -runs 10`, cube 7: 2.5
// s, the next try's; with 16 times 1.4 s and the same 192 moves). Else
// more stage 1 solutions, a longer stage 2, four times stage 1's budget
// and 16 times stage 2's (with 4, one cube had 16 ends, all odd; with 16,
// 652 ends, 20 of them even, in about 1.5 s). Last a looser stage 1 bound
// (Stage1Relax 2), whose other stage 1 solutions lead elsewhere: one
// 7x7x7's inner 5x5x5 (package reduction's bigfive.go) had only odd ends
// in every orientation with the bigger budgets, and an even one of 18
// moves so.
const separationTries = 4

func separationTry(base Params, try int) (p Params, stage1 bool) {
	p = base
	switch try {
	case 0:
		return p, true
	case 1:
		p.Stage2Slack, p.Leaves, p.Stage2Nodes = p.Stage2Slack+1, 3*p.Leaves, 16*p.Stage2Nodes
		return p, false
	}
	p.Stage1Keep, p.Stage1Slack = 3*p.Stage1Keep, p.Stage1Slack+1
	p.Stage2Slack, p.Leaves = p.Stage2Slack+1, 3*p.Leaves
	p.Stage1Nodes, p.Stage2Nodes = 4*p.Stage1Nodes, 16*p.Stage2Nodes
	if try == 3 {
		p.Stage1Relax = 2
	}
	return p, true
}

// relax turns a Relax parameter into the search's: 0 (off) becomes too
// large to cut anything.
func relax(k int) int {
	if k <= 0 {
		return 1 << 10
	}
	return k
}

// giveUp is the error for a search that ended in the given stage.
func giveUp(ctx context.Context, stage int) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return fmt.Errorf("stage %d: %w", stage, ErrGaveUp)
}

// faceMap returns, for a whole-cube turn, the face of the cube before it
// that each face shows after it: a move of face f after the turn is a move
// of faceMap[f] before it.
func faceMap(rot cube.Alg) [6]cube.Face {
	c := cube.MustNew(n)
	c.ApplyAlg(rot) //nolint:errcheck // rotations of the fixed list
	var out [6]cube.Face
	for _, f := range cube.Faces {
		out[f] = c.At(f, 2, 2)
	}
	return out
}

// stage1 returns the stage 1 solutions from each axis's start, in order of
// length: every length from the shortest over the axes to Stage1Slack more,
// at most Stage1Keep per axis.
func (s *search) stage1(ctx context.Context, starts []pos, p Params) []*cand1 {
	t := s.t
	var out []*cand1
	lo := make([]int, len(starts))
	for a, st := range starts {
		x, y := st.mask1(xOrbit), st.mask1(tOrbit)
		lo[a] = max(t.d1(xOrbit, x), t.d1(tOrbit, y), t.d1(xOrbit, x)+t.d1(tOrbit, y)-s.k1)
	}
	first := -1
	kept := make([]int, len(starts))
	for l := min(lo[0], lo[1], lo[2]); l < maxDepth && !s.stop; l++ {
		if first >= 0 && l > first+p.Stage1Slack {
			break
		}
		var axes []int
		for a := range starts {
			if l >= lo[a] && kept[a] < p.Stage1Keep {
				axes = append(axes, a)
			}
		}
		// The axes' searches of a length run on the cores, each with the
		// budget left when the length began, and are taken in axis order.
		left := s.limit - s.nodes
		ordered.Run(ctx, len(axes), 0, func(ctx context.Context, i int) forkRun[*cand1] {
			a := axes[i]
			st := starts[a]
			sub := s.fork(ctx, left)
			var run forkRun[*cand1]
			room := p.Stage1Keep - kept[a]
			sub.dfs1(st.mask1(xOrbit), st.mask1(tOrbit), 0, l, func(moves []uint8) bool {
				ps := st
				for _, m := range moves {
					ps = t.apply(ps, int(m))
				}
				run.found = append(run.found, &cand1{axis: a, moves: append([]uint8(nil), moves...), p: ps})
				return len(run.found) < room
			})
			run.nodes = sub.nodes
			run.over = sub.stop && len(run.found) < room // stopped for the budget, not for enough solutions
			return run
		}, func(i int, run forkRun[*cand1]) bool {
			out = append(out, run.found...)
			kept[axes[i]] += len(run.found)
			s.nodes += run.nodes
			s.stop = run.over
			return !s.stop
		})
		if ctx.Err() != nil {
			s.stop = true
		}
		if len(out) > 0 && first < 0 {
			first = l
		}
	}
	return out
}

// forkRun is what one of a stage's forked searches (fork) hands back:
// what it found, its nodes, and whether it stopped for the budget or the
// context before finding all it had room for.
type forkRun[T any] struct {
	found []T
	nodes int
	over  bool
}

// fork returns a search of its own for one goroutine, sharing s's tables
// and settings, that gives up after budget nodes or when ctx ends.
func (s *search) fork(ctx context.Context, budget int) *search {
	sub := &search{t: s.t, k1: s.k1, w3: s.w3, limit: budget}
	sub.check = func() bool { return ctx.Err() != nil || sub.nodes > sub.limit }
	return sub
}

// stage2 collects stage 2 ends over all stage 1 candidates in order of
// their stage 1 plus stage 2 length: up to Leaves of them, from the first
// length that has any to Stage2Slack more. With evenWanted > 0 it stops
// once that many of them have an even wing parity: a caller that keeps
// only the first evenWanted even ends (Separations) gets the same ones,
// since the ends come in the order it keeps them, without searching for
// the rest.
func (s *search) stage2(ctx context.Context, c1s []*cand1, p Params, evenWanted int) []leaf {
	t := s.t
	var leaves []leaf
	evens, enough := 0, false
	lo := -1
	for _, c1 := range c1s {
		q := t.pat2Of(&c1.p)
		h := len(c1.moves) + t.h2(&q)
		if lo < 0 || h < lo {
			lo = h
		}
	}
	first := -1
	for total := lo; total < lo+2*maxDepth && !s.stop; total++ {
		if first >= 0 && (total > first+p.Stage2Slack || len(leaves) >= p.Leaves) {
			break
		}
		var these []*cand1
		for _, c1 := range c1s {
			if left := total - len(c1.moves); left >= 0 && left < maxDepth {
				these = append(these, c1)
			}
		}
		// The candidates' searches of a total run on the cores, each with
		// the budget left when the total began and room for the leaves
		// still wanted, and are taken in candidate order.
		budget, room := s.limit-s.nodes, p.Leaves-len(leaves)
		ordered.Run(ctx, len(these), 0, func(ctx context.Context, i int) forkRun[leaf] {
			c1 := these[i]
			sub := s.fork(ctx, budget)
			odd0 := p.OddParity
			for _, m := range c1.moves {
				odd0 = odd0 != t.g.wideQuarter[m]
			}
			var run forkRun[leaf]
			runEvens := 0 // no candidate needs to find more than evenWanted
			sub.dfs2(t.pat2Of(&c1.p), 0, total-len(c1.moves), func(moves []uint8) bool {
				ps := c1.p
				odd := odd0
				for _, j := range moves {
					ps = t.apply(ps, t.moves2[j])
					odd = odd != t.wide2[j]
				}
				l := leaf{c1: c1, moves2: append([]uint8(nil), moves...), p3: t.pat3Of(&ps), odd: odd}
				l.bound = total + t.h3(&l.p3)
				if odd {
					l.bound += p.ParityCost
				}
				run.found = append(run.found, l)
				if !odd {
					runEvens++
				}
				return len(run.found) < room && (evenWanted <= 0 || runEvens < evenWanted)
			})
			run.nodes = sub.nodes
			run.over = sub.stop && len(run.found) < room && (evenWanted <= 0 || runEvens < evenWanted)
			return run
		}, func(_ int, run forkRun[leaf]) bool {
			for _, l := range run.found[:min(len(run.found), p.Leaves-len(leaves))] {
				leaves = append(leaves, l)
				if !l.odd {
					evens++
				}
			}
			s.nodes += run.nodes
			s.stop = run.over
			enough = evenWanted > 0 && evens >= evenWanted
			return !s.stop && !enough && len(leaves) < p.Leaves
		})
		if ctx.Err() != nil {
			s.stop = true
		}
		if enough {
			break
		}
		if len(leaves) > 0 && first < 0 {
			first = total
		}
		if len(leaves) >= p.Leaves {
			s.stop = false
			break
		}
	}
	return leaves
}

// solution writes a leaf and its stage 3 as moves of the cube as given.
func (t *tables) solution(l leaf, m3 []uint8, fm [6]cube.Face, p Params) Solution {
	var a cube.Alg
	add := func(m int) {
		mv := t.g.moves[m]
		mv.Face = fm[mv.Face]
		a = append(a, mv)
	}
	for _, m := range l.c1.moves {
		add(int(m))
	}
	for _, j := range l.moves2 {
		add(t.moves2[j])
	}
	for _, j := range m3 {
		add(t.moves3[j])
	}
	a = cube.Simplify(a, n, cube.SimplifyOptions{Blocks: true})
	sol := Solution{Moves: a, Stages: [3]int{len(l.c1.moves), len(l.moves2), len(m3)}, OddParity: l.odd, Score: a.OBTM(n)}
	if l.odd {
		sol.Score += p.ParityCost
	}
	return sol
}
