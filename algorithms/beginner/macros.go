package beginner

import (
	"fmt"
	"strings"

	"cubelab/cube"
)

// macro is a move sequence the method uses as one unit: a U turn to line a
// piece up, or one of the step's algorithms.
type macro struct {
	alg    cube.Alg
	perm   cube.Cubies
	adjust bool // a U turn; two in a row are never useful
}

// conjugates returns alg performed from each of the four sides of the cube
// (after y, y2, y'), written without rotations, so one right-hand algorithm
// serves every slot.
func conjugates(alg string) []string {
	out := []string{alg}
	for k := 1; k < 4; k++ {
		rot := cube.Alg{cube.Rotation(cube.U, k)}
		a := cube.Unrotate(rot, cube.MustParseAlg(alg, 3), 3)
		out = append(out, a.String())
	}
	return out
}

// repeat writes alg k times.
func repeat(alg string, k int) string {
	parts := make([]string, k)
	for i := range parts {
		parts[i] = alg
	}
	return strings.Join(parts, " ")
}

// makeMacros parses the algorithms (with U-turn adjustments first when
// withU), dropping any that repeat an earlier one's effect.
func makeMacros(withU bool, algs ...string) []macro {
	var out []macro
	if withU {
		for _, a := range []string{"U", "U2", "U'"} {
			algs = append([]string{a}, algs...)
		}
	}
	seen := map[cube.Cubies]bool{}
	for _, a := range algs {
		alg, err := cube.ParseAlg(a, 3)
		if err != nil {
			panic(fmt.Sprintf("beginner: bad built-in algorithm %q: %v", a, err))
		}
		p, err := cube.AlgCubies(alg)
		if err != nil {
			panic(fmt.Sprintf("beginner: bad built-in algorithm %q: %v", a, err))
		}
		if seen[p] {
			continue
		}
		seen[p] = true
		out = append(out, macro{alg: alg, perm: p, adjust: withU && len(alg) == 1 && alg[0].Face == cube.U})
	}
	return out
}

var (
	// First-layer corners: the "sexy move" R U R' U' done 1-3 times over a
	// slot, or its inverse U R U' R' once or twice (the same as doing the
	// sexy move 5 or 4 times, since six of them do nothing).
	cornerMacros = func() []macro {
		var algs []string
		for k := 1; k <= 3; k++ {
			algs = append(algs, conjugates(repeat("R U R' U'", k))...)
		}
		for k := 1; k <= 2; k++ {
			algs = append(algs, conjugates(repeat("U R U' R'", k))...)
		}
		return makeMacros(true, algs...)
	}()
	// Second-layer edges: insert from the front into the right or left slot.
	edgeMacros = makeMacros(true, append(
		conjugates("U R U' R' U' F' U F"),
		conjugates("U' L' U L U F U' F'")...)...)
	// Last-layer cross: the line and L shapes.
	ollEdgeMacros = makeMacros(true, "F R U R' U' F'", "F U R U' R' F'")
	// Last-layer corner orientation: Sune and anti-Sune.
	ollCornerMacros = makeMacros(true, "R U R' U R U2 R'", "R U2 R' U' R U' R'")
	// Last-layer corner permutation: the two A-perms.
	pllCornerMacros = makeMacros(true, "R' F R' B2 R F' R' B2 R2", "R2 B2 R F R' B2 R F' R")
	// Last-layer edge permutation: the two U-perms from every side.
	pllEdgeMacros = makeMacros(false, append(
		conjugates("R U' R U R U R U' R' U' R2"),
		conjugates("R2 U R U R' U' R' U' R' U R'")...)...)
)
