package cli

import (
	"fmt"
	"strings"

	"cubelab/cube"
)

func init() {
	Register(Command{Name: "apply", Summary: "apply moves and print the facelet string", Run: runApply})
}

func runApply(env Env, args []string) int {
	fs := NewFlagSet(env, "apply", `"ALG"`)
	var st stateFlags
	st.add(fs)
	net := fs.Bool("net", false, "also print the cube as a net")
	urf := fs.Bool("urfdlb", false, "print the Kociemba URFDLB string instead")
	mirror := fs.Bool("mirror", false, "mirror ALG through the L-R plane first (R U R' becomes L' U' L)")
	inverse := fs.Bool("inverse", false, "invert ALG first (after --mirror)")
	simplify := fs.Bool("simplify", false, "shorten ALG first: R R -> R2, R R' -> nothing, R L R' -> L")
	noRot := fs.Bool("no-rotations", false, "with --simplify: remove x y z by relabelling the moves after them (the state may then differ by a whole-cube rotation)")
	rest, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	set := setFlags(fs)
	if code, ok := st.checkN(env, fs, set); !ok {
		return code
	}
	scheme, err := cube.ParseScheme(st.scheme)
	if err != nil {
		return UsageErrorf(env, fs, "--scheme: %v", err)
	}
	c, err := st.start(set)
	if err != nil {
		return Failf(env, "%v", err)
	}
	alg, err := cube.ParseAlg(strings.Join(rest, " "), c.N())
	if err != nil {
		return Failf(env, "%v", err)
	}
	if *noRot && !*simplify {
		return UsageErrorf(env, fs, "--no-rotations goes with --simplify")
	}
	if *mirror {
		alg = alg.Mirror()
	}
	if *inverse {
		alg = alg.Inverse()
	}
	if *simplify {
		alg = cube.Simplify(alg, c.N(), cube.SimplifyOptions{RemoveRotations: *noRot})
	}
	if err := c.ApplyAlg(alg); err != nil {
		return Failf(env, "%v", err)
	}
	// A transformed algorithm is printed before the state it produces.
	if *mirror || *inverse || *simplify {
		fmt.Fprintln(env.Stdout, "alg:", alg)
	}
	if *urf {
		fmt.Fprintln(env.Stdout, c.URFDLB())
	} else {
		fmt.Fprintln(env.Stdout, c.Format(scheme))
	}
	if *net {
		fmt.Fprint(env.Stdout, c.Net(scheme))
	}
	return 0
}
