package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"time"

	"cubelab/algorithms"
	_ "cubelab/algorithms/methods" // link every method into the registry
	"cubelab/algorithms/pocket"
	"cubelab/cube"
	"cubelab/ui/savefile"
)

func init() {
	Register(Command{Name: "solve", Summary: "solve a scrambled cube with a chosen method", Run: runSolve})
}

// defaultSolveTimeout bounds a solve unless --timeout says otherwise, so
// that no input (or damaged table cache) can keep the command running
// unseen for ever; the largest cubes solve in well under a minute.
const defaultSolveTimeout = 5 * time.Minute

func runSolve(env Env, args []string) int {
	fs := NewFlagSet(env, "solve", `["SCRAMBLE"]`)
	var st stateFlags
	st.add(fs)
	method := fs.String("m", "auto", "method: auto or one of "+strings.Join(algorithms.Names(0), ", "))
	asJSON := fs.Bool("json", false, "print solution, lengths, time and nodes as JSON")
	timeout := fs.Duration("timeout", defaultSolveTimeout, "give up after this long (0: no limit; Ctrl-C also stops)")
	seed := fs.Uint64("seed", 0, "random seed for stochastic methods")
	maxNodes := fs.Int64("max-nodes", 0, "node budget (0: the method's default)")
	steps := fs.Bool("steps", false, "print the solution's named steps, one per line")
	out := fs.String("o", "", "also write the solution to this file")
	weight := fs.Float64("weight", 0, "wastar: heuristic weight w in f = g + w·h (0: the method's default)")
	maxLength := fs.Int("max-length", 0, "searching methods: stop at the first solution this short (0: the method's default)")
	improve := fs.Duration("time", 0, "methods that keep improving: stop improving after this long (0: the method's default)")
	all := fs.Bool("all", false, "2x2x2: print every optimal (HTM) solution, one per line, from the distance table")
	rest, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if *weight < 0 || *maxLength < 0 || *improve < 0 || *maxNodes < 0 {
		return UsageErrorf(env, fs, "--weight, --max-length, --time and --max-nodes must not be negative")
	}
	set := setFlags(fs)
	if code, ok := st.checkN(env, fs, set); !ok {
		return code
	}
	c, err := st.start(set)
	if err != nil {
		return Failf(env, "%v", err)
	}
	alg, err := cube.ParseAlg(strings.Join(rest, " "), c.N())
	if err != nil {
		return Failf(env, "scramble: %v", err)
	}
	if err := c.ApplyAlg(alg); err != nil {
		return Failf(env, "%v", err)
	}
	if *all {
		return printAllOptimal(env, c, *asJSON)
	}
	s, err := algorithms.New(*method, c.N(), algorithms.Config{Seed: *seed, MaxNodes: *maxNodes, Weight: *weight, MaxLength: *maxLength, TimeLimit: *improve})
	if err != nil {
		return Failf(env, "%v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if *timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *timeout)
		defer cancel()
	}
	// --json reports the table building (setup) apart from the search.
	sol, setup, err := algorithms.SolveChecked(ctx, s, c, nil)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return Failf(env, "%s: no solution within %v", s.Name(), *timeout)
		}
		return Failf(env, "%v", algorithms.Named(s.Name(), err))
	}
	switch {
	case *asJSON:
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		sum := algorithms.Summarize(s.Name(), c.N(), sol)
		sum.SetupMS = float64(setup.Microseconds()) / 1000
		if err := enc.Encode(sum); err != nil {
			return Failf(env, "%v", err)
		}
	case *steps && len(sol.Steps) > 0:
		for _, st := range sol.Steps {
			fmt.Fprintf(env.Stdout, "%-24s %s\n", st.Name+":", st.Moves)
		}
	default:
		fmt.Fprintln(env.Stdout, sol.Moves)
	}
	// The file is written after the solution is printed, so a path that
	// cannot be written never loses the solution.
	if *out != "" {
		if err := savefile.Write(*out, []byte(sol.Moves.String()+"\n"), 0o644); err != nil {
			return Failf(env, "the solution is printed above but could not be saved: %v", err)
		}
	}
	return 0
}

// maxAllOptimal caps --all; the most solutions any 2x2x2 state has is far
// below it, so the cap only guards memory.
const maxAllOptimal = 100000

// printAllOptimal is solve --all: the "fewest moves" list, every
// optimal HTM solution of a 2x2x2 (table method), one per line, or as JSON.
func printAllOptimal(env Env, c *cube.Cube, asJSON bool) int {
	if c.N() != 2 {
		return Failf(env, "--all lists optimal solutions of 2x2x2 cubes only, not %dx%dx%d", c.N(), c.N(), c.N())
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	sols, complete, err := pocket.AllOptimal(ctx, c, maxAllOptimal)
	if err != nil {
		return Failf(env, "%v", err)
	}
	for _, s := range sols {
		if err := algorithms.Verify(c, &algorithms.Solution{Moves: s}); err != nil {
			return Failf(env, "table returned a wrong solution: %v", err)
		}
	}
	if asJSON {
		list := make([]string, len(sols))
		for i, s := range sols {
			list[i] = s.String()
		}
		htm := 0
		if len(sols) > 0 {
			htm = sols[0].HTM(2)
		}
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(map[string]any{"htm": htm, "count": len(sols), "complete": complete, "solutions": list}); err != nil {
			return Failf(env, "%v", err)
		}
		return 0
	}
	for _, s := range sols {
		fmt.Fprintln(env.Stdout, s)
	}
	if !complete {
		fmt.Fprintf(env.Stderr, "cubelab: listed the first %d optimal solutions only\n", len(sols))
	}
	return 0
}
