package race

import (
	"fmt"
	"strings"

	"cubelab/algorithms"
	"cubelab/cube"
)

// Checked is a Record whose solution was applied to its cube by our kernel.
type Checked struct {
	Record
	Solved bool // false for "Error ..." answers (e.g. min2phase's probe limit)
	// Moves is the solution's length as our parser reads it in OBTM, the
	// outer block turn metric (cube.Alg.OBTM: an inner block like 2R counts
	// two; on the 3x3x3 it is the half-turn metric), BTM in block turns (any
	// block of adjacent layers is one). Rotations count nothing in either.
	Moves, BTM int
	// TidyMoves and TidyBTM are the lengths after algorithms.Tidy, which
	// simplifies every Cubelab answer before bench counts it (R R -> R2,
	// R 2R... -> the fewest block turns: F Fw -> 2F saves a BTM move), so
	// both sides are counted alike.
	TidyMoves, TidyBTM int
}

// Check applies every record's solution to its cube and fails on the first
// one that does not solve it, names a cube that does not exist, or does not
// parse: a race whose answers were not verified measures nothing. Solutions
// are read with our notation parser for the cube's size and may end in any
// orientation (cube.IsSolved). Answers the solver gave up on ("Error ...")
// are kept as unsolved.
func Check(cubes []*cube.Cube, recs []Record) ([]Checked, error) {
	out := make([]Checked, len(recs))
	for i, r := range recs {
		out[i].Record = r
		if r.Index >= len(cubes) {
			return nil, fmt.Errorf("%s #%d: no such cube (%d cubes)", r.Mode, r.Index, len(cubes))
		}
		if strings.HasPrefix(r.Solution, "Error") {
			continue
		}
		n := cubes[r.Index].N()
		alg, err := cube.ParseAlg(r.Solution, n)
		if err != nil {
			return nil, fmt.Errorf("%s #%d: solution %q: %w", r.Mode, r.Index, r.Solution, err)
		}
		c := cubes[r.Index].Clone()
		if err := c.ApplyAlg(alg); err != nil {
			return nil, fmt.Errorf("%s #%d: applying %q: %w", r.Mode, r.Index, r.Solution, err)
		}
		if !c.IsSolved() {
			return nil, fmt.Errorf("%s #%d: %q does not solve %s", r.Mode, r.Index, r.Solution, cubes[r.Index].URFDLB())
		}
		tidied := &algorithms.Solution{Moves: alg}
		algorithms.Tidy(tidied, n)
		tidy := tidied.Moves
		c.CopyFrom(cubes[r.Index])
		if err := c.ApplyAlg(tidy); err != nil || !c.IsSolved() {
			return nil, fmt.Errorf("%s #%d: %q simplified to %q, which does not solve its cube (%v)", r.Mode, r.Index, r.Solution, tidy, err)
		}
		out[i].Solved, out[i].Moves, out[i].BTM = true, alg.OBTM(n), alg.BTM(n)
		out[i].TidyMoves, out[i].TidyBTM = tidy.OBTM(n), tidy.BTM(n)
	}
	return out, nil
}

// MergeNodes copies the node counts of a run of the patched min2phase (nodes)
// into the timed run's records (timed), matched by mode and cube. The patch
// only adds counters, so both runs must have given the same answers; a
// difference means the patch changed the search, and is an error.
func MergeNodes(timed, nodes []Record) ([]Record, error) {
	type key struct {
		mode  string
		index int
	}
	byKey := make(map[key]Record, len(nodes))
	for _, r := range nodes {
		byKey[key{r.Mode, r.Index}] = r
	}
	out := make([]Record, len(timed))
	for i, r := range timed {
		n, ok := byKey[key{r.Mode, r.Index}]
		if !ok {
			return nil, fmt.Errorf("%s #%d: no node count", r.Mode, r.Index)
		}
		if n.Solution != r.Solution || n.Probes != r.Probes {
			return nil, fmt.Errorf("%s #%d: counting copy answered %q (%d probes), timed copy %q (%d probes)",
				r.Mode, r.Index, n.Solution, n.Probes, r.Solution, r.Probes)
		}
		r.Nodes = n.Nodes
		out[i] = r
	}
	return out, nil
}
