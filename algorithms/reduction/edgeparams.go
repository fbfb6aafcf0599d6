package reduction

import "cubelab/cube"

// edgeParams tunes the edge stage. The solver runs defaultEdgeParams; tests
// pass others to measure alternatives (edgedebug_internal_test.go).
type edgeParams struct {
	// lookK and lookSetups, when lookK > 0, replace lookahead's per-size
	// steps and setups, and the stage runs that one variant.
	lookK, lookSetups int
	// single runs one lookahead variant instead of the sizes' several.
	single bool
	// rate is the beam's estimate of the moves a wing still to pair costs,
	// in tenths of a move.
	rate int
	// beamK is how many steps the beam tries from each partial pairing.
	// beamN > 0 replaces the sizes' widths (beamWidth): up to size beamN
	// the search keeps beamW partial pairings, bigger cubes take a greedy
	// step with lookahead.
	beamN, beamW, beamK int
	// allFams lets the greedy steps use every operation, not just the main
	// families.
	allFams bool
	// debug, if set, hears of every step.
	debug func(kind, cost int, central bool)
	// turned, if set, is a whole-cube rotation under which the stage
	// pairs the cubes of turnFrom layers and more too, keeping the
	// shortest pairings of both.
	turned   cube.Alg
	turnFrom int
}

// defaultEdgeParams are the measured settings: see beamWidth.
func defaultEdgeParams() edgeParams {
	return edgeParams{rate: 25, beamK: 8, turned: edgeTurn, turnFrom: 5}
}

// edgeTurn is the rotation (x' y) under which the edge stage pairs the
// cube a second time, on the other core, from 5x5x5 up. Measured against
// pairing once: TestStageCounts (8 cubes a size) 5x5x5 92.8 -> 92.1,
// 6x6x6 186.1 -> 185.1, 7x7x7 281.4 -> 277.9 OBTM (x2 y: 91.6, 184.9,
// 279.8; z' y: 91.9, 187.0, 280.2); 9x9x9 656.0 -> 652.5 and 17x17x17
// 3367.0 -> 3355.5 (2 cubes); bench -n 5-7 -runs 10, the two builds
// alternating twice (load 1.2-1.7), 94.7 -> 94.6, 195.6 -> 193.8, 286.1
// -> 284.0 OBTM in 1.15 -> 1.19, 1.58 -> 1.70, 1.77 -> 1.79 s a solve.
var edgeTurn = cube.Alg{cube.Rotation(cube.R, 3), cube.Rotation(cube.U, 1)}

// variants lists the lookahead settings (steps looked past, setups
// tried after each) the stage runs, keeping the shortest pairing. Measured
// on the same 12 states: 5x5x5 58.9 moves with one run (96 ms), 57.4 with
// these five (288 ms); 7x7x7 113.7 with one (219 ms), 110.2 with these
// three (452 ms on a busy machine).
func (p edgeParams) variants(n int) [][2]int {
	if p.lookK > 0 || p.single || p.beamWidth(n) > 1 {
		k, set := p.lookahead(n)
		return [][2]int{{k, set}}
	}
	switch {
	case n == 4:
		// The solver already reduces a 4x4x4 twelve ways.
		return [][2]int{{8, 1}}
	case n == 5:
		return [][2]int{{16, 8}, {8, 1}, {12, 4}, {24, 2}, {4, 19}}
	case n <= 7:
		return [][2]int{{16, 4}, {8, 1}, {12, 2}}
	}
	k, set := p.lookahead(n)
	return [][2]int{{k, set}}
}

// beamWidth is how many partial pairings the search keeps, by size: small
// cubes afford a beam, bigger ones a greedy step with lookahead. The beam
// ranks a pairing by its simplified moves (merges counted) plus rate a wing
// still to pair. Measured (TestEdgeCompare, the same 8 states a size, mean
// edge moves, time a stage at load 3): 5x5x5 the greedy's five variants
// 47.2, width 8 48.2 (210 ms), 16 44.8 (380 ms; 24 and 32 no shorter on 12
// states); 6x6x6 the greedy's three 85.6 (240 ms), width 8 81.9 (410 ms),
// 12 79.8 (610 ms), 16 79.1 (750 ms); 7x7x7 the greedy's three 104.0 (470
// ms), width 8 99.2 (545 ms), 12 98.4 (730 ms), 16 98.6 (970 ms). On 3
// or 4 states: 8x8x8 the greedy 139.3 (170 ms), width 4 128.7 (390 ms), 8
// 128.0 (690 ms); 9x9x9 167.8 (310 ms), 158.2 (790 ms), 151.5 (1.2 s);
// 11x11x11 195.3 (400 ms), 187.7 (950 ms), 184.7 (2.0 s); 13x13x13 250.0
// (690 ms), width 4 247.5 (1.6 s), so from 12x12x12 up the greedy. The
// five-turn bodies (longBodies) make 5x5x5's and 6x6x6's steps dearer and
// better, so they keep fewer: 8 and 4.
func (p edgeParams) beamWidth(n int) int {
	if p.beamN > 0 {
		if n <= p.beamN {
			return p.beamW
		}
		return 1
	}
	switch n {
	case 5:
		return 8
	case 6:
		return 4
	case 7:
		return 12
	case 8, 10, 11:
		return 4
	case 9:
		return 8
	}
	return 1
}

// lookahead is how many of the best steps are looked past, and how many
// setups (of the 19) the look past each tries, by size: the greedy's best
// step is often not the best pair of steps. Measured on the same states
// (mean edge moves, time per stage): 5x5x5 60.4 without lookahead, 55.2
// with 16 steps and 8 setups (95 ms); 7x7x7 114.8 with 8 steps and no
// setups (80 ms), 111.9 with 16 and 4 (208 ms), 111.5 with 16 and all 19
// (733 ms); 9x9x9 158.8 with 8 steps, 153.3 with 16, 177.0 with none.
// Bigger cubes have more orbits per step and look without setups.
func (p edgeParams) lookahead(n int) (k, setups int) {
	if p.lookK > 0 {
		return p.lookK, p.lookSetups
	}
	switch {
	case n == 4:
		return 8, 1
	case n == 5:
		return 16, 8
	case n <= 7:
		return 16, 4
	case n <= 13:
		return 16, 1
	}
	return 8, 1
}
