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
	rest, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	set := setFlags(fs)
	if set["n"] && (st.n < 1 || st.n > cube.MaxN) {
		return UsageErrorf(env, fs, "-n %d: cube size must be 1..%d", st.n, cube.MaxN)
	}
	c, err := st.start(set)
	if err != nil {
		return Failf(env, "%v", err)
	}
	alg, err := cube.ParseAlg(strings.Join(rest, " "), c.N())
	if err != nil {
		return Failf(env, "%v", err)
	}
	if err := c.ApplyAlg(alg); err != nil {
		return Failf(env, "%v", err)
	}
	if *urf {
		fmt.Fprintln(env.Stdout, c.URFDLB())
	} else {
		fmt.Fprintln(env.Stdout, c)
	}
	if *net {
		fmt.Fprint(env.Stdout, c.Net(cube.DefaultScheme))
	}
	return 0
}
