package beginner

import (
	"context"
	"fmt"

	"cubelab/cube"
)

// step is one named stage of the method with the moves it used.
type step struct {
	name  string
	moves cube.Alg
}

// Piece numbers in the cube package's order.
var (
	crossEdges   = []int{int(cube.DR), int(cube.DF), int(cube.DL), int(cube.DB)}
	layer1Corner = []int{int(cube.DFR), int(cube.DLF), int(cube.DBL), int(cube.DRB)}
	layer2Edges  = []int{int(cube.FR), int(cube.FL), int(cube.BL), int(cube.BR)}
	topEdges     = []int{int(cube.UR), int(cube.UF), int(cube.UL), int(cube.UB)}
	topCorners   = []int{int(cube.URF), int(cube.UFL), int(cube.ULB), int(cube.UBR)}
)

// Search limits: generous for what each step ever needs (checked by the
// tests on random cubes), so running out means a bug, not bad luck.
const (
	crossDepth  = 8
	pieceMacros = 3
)

// solveSteps runs the seven steps on a standard-orientation state.
func solveSteps(ctx context.Context, s cube.Cubies, progress func(string, float64), cnt *counters) ([]step, error) {
	var steps []step
	solved := pieces{}

	// placeEach solves the pieces one at a time, always taking next the one
	// that needs the fewest moves, as a person picks the easiest piece.
	placeEach := func(name string, corner bool, list []int, find func(cube.Cubies, pieces) (cube.Alg, cube.Cubies, bool, error)) error {
		progress(name, float64(len(steps))/7)
		add := func(ps pieces, p int) pieces {
			if corner {
				return ps.with([]int{p}, nil)
			}
			return ps.with(nil, []int{p})
		}
		var moves cube.Alg
		left := append([]int(nil), list...)
		for len(left) > 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
			bestI := -1
			var bestAlg cube.Alg
			var bestEnd cube.Cubies
			for i, p := range left {
				alg, end, ok, err := find(s, add(solved, p))
				if err != nil {
					return err
				}
				if ok && (bestI < 0 || len(alg) < len(bestAlg)) {
					bestI, bestAlg, bestEnd = i, alg, end
				}
			}
			if bestI < 0 {
				return fmt.Errorf("%s: no short sequence places any of the remaining pieces (internal error)", name)
			}
			solved = add(solved, left[bestI])
			left = append(left[:bestI], left[bestI+1:]...)
			moves = append(moves, bestAlg...)
			s = bestEnd
		}
		steps = append(steps, step{name, moves})
		return nil
	}
	search := func(macros []macro, depth int) func(cube.Cubies, pieces) (cube.Alg, cube.Cubies, bool, error) {
		return func(s cube.Cubies, target pieces) (cube.Alg, cube.Cubies, bool, error) {
			return macroSearch(ctx, s, macros, target.ok, depth, cnt)
		}
	}

	if err := placeEach("cross", false, crossEdges, func(s cube.Cubies, target pieces) (cube.Alg, cube.Cubies, bool, error) {
		return crossSearch(ctx, s, target.edges, crossDepth, cnt)
	}); err != nil {
		return nil, err
	}
	if err := placeEach("first-layer corners", true, layer1Corner, search(cornerMacros, pieceMacros)); err != nil {
		return nil, err
	}
	if err := placeEach("second-layer edges", false, layer2Edges, search(edgeMacros, pieceMacros)); err != nil {
		return nil, err
	}

	// The last layer goes by whole steps, each keeping what came before.
	solved = f2l
	for _, ll := range lastLayer {
		progress(ll.name, float64(len(steps))/7)
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		alg, end, ok, err := macroSearch(ctx, s, ll.macros, ll.goal, ll.depth, cnt)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, fmt.Errorf("%s: no sequence of at most %d algorithms finishes it (internal error)", ll.name, ll.depth)
		}
		s = end
		steps = append(steps, step{ll.name, alg})
	}
	return steps, nil
}

// f2l is the first two layers.
var f2l = pieces{corners: layer1Corner, edges: append(append([]int(nil), crossEdges...), layer2Edges...)}

// llStep is one step of the last layer: its algorithms (with U turns), how
// many of them it may chain, and what it must leave solved (including what
// the steps before it solved).
type llStep struct {
	name   string
	macros []macro
	depth  int
	goal   func(*cube.Cubies) bool
}

func topEdgesOriented(t *cube.Cubies) bool { return f2l.ok(t) && t.EO[0]|t.EO[1]|t.EO[2]|t.EO[3] == 0 }
func topCornersOriented(t *cube.Cubies) bool {
	return topEdgesOriented(t) && t.CO[0]|t.CO[1]|t.CO[2]|t.CO[3] == 0
}
func topCornersPlaced(t *cube.Cubies) bool {
	return topEdgesOriented(t) && pieces{corners: topCorners}.ok(t)
}
func allSolved(t *cube.Cubies) bool { return topCornersPlaced(t) && pieces{edges: topEdges}.ok(t) }

// lastLayer lists the four last-layer steps. The depths cover every case (the
// tests try them all): at most 3, 4, 4 and 2 algorithms and U turns are ever
// needed; the limits leave one spare.
var lastLayer = []llStep{
	{"last-layer cross (OLL edges)", ollEdgeMacros, 4, topEdgesOriented},
	{"last-layer corners orientation", ollCornerMacros, 5, topCornersOriented},
	{"last-layer corners permutation", pllCornerMacros, 5, topCornersPlaced},
	{"last-layer edges permutation", pllEdgeMacros, 3, allSolved},
}
