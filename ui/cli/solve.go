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
	"cubelab/algorithms/optimal"
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

// optimalSolveTimeout replaces it for -m optimal, whose hardest positions
// take many minutes (the superflip, 18-move positions with the small
// tables); its depth shows on stderr all along and Ctrl-C stops it.
const optimalSolveTimeout = time.Hour

func runSolve(env Env, args []string) int {
	fs := NewFlagSet(env, "solve", `["SCRAMBLE"]`)
	var st stateFlags
	st.add(fs)
	method := fs.String("m", "auto", "method: auto or one of "+strings.Join(algorithms.Names(0), ", "))
	asJSON := fs.Bool("json", false, "print solution, lengths, time and nodes as JSON")
	timeout := fs.Duration("timeout", defaultSolveTimeout, "give up after this long (0: no limit; -m optimal: 1h unless set; Ctrl-C also stops)")
	seed := fs.Uint64("seed", 0, "random seed for stochastic methods")
	maxNodes := fs.Int64("max-nodes", 0, "node budget (0: the method's default)")
	steps := fs.Bool("steps", false, "print the solution's named steps, one per line")
	out := fs.String("o", "", "also write the solution to this file")
	weight := fs.Float64("weight", 0, "wastar: heuristic weight w in f = g + w·h (0: the method's default)")
	maxLength := fs.Int("max-length", 0, "longest solution accepted (HTM): kociemba stops at the first solution this short; any method's longer solution is refused (0: no limit)")
	improve := fs.Duration("time", 0, "methods that keep improving: stop improving after this long (0: the method's default)")
	all := fs.Bool("all", false, "print every optimal (HTM) solution, one per line: 2x2x2 from the distance table, 3x3x3 by the optimal solver")
	threads := fs.Int("threads", 0, "searching methods that can (optimal): goroutines (0: one per core)")
	tableSize := fs.String("table-size", "", "optimal: pruning tables, one of "+strings.Join(optimal.TableSizeNames(), ", ")+" (default "+string(optimal.DefaultTableSize)+")")
	rest, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if *weight < 0 || *maxLength < 0 || *improve < 0 || *maxNodes < 0 || *threads < 0 {
		return UsageErrorf(env, fs, "--weight, --max-length, --time, --max-nodes and --threads must not be negative")
	}
	if _, err := optimal.ParseTableSize(*tableSize); err != nil {
		return UsageErrorf(env, fs, "--table-size: %v", err)
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
	cfg := algorithms.Config{Seed: *seed, MaxNodes: *maxNodes, Weight: *weight, MaxLength: *maxLength, TimeLimit: *improve, Threads: *threads, TableSize: *tableSize}
	if *all {
		return printAllOptimal(env, c, cfg, *asJSON)
	}
	s, err := algorithms.New(*method, c.N(), cfg)
	if err != nil {
		return Failf(env, "%v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if s.Name() == "optimal" && !setFlags(fs)["timeout"] {
		*timeout = optimalSolveTimeout
	}
	if *timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *timeout)
		defer cancel()
	}
	// --json reports the table building (setup) apart from the search.
	sol, setup, err := algorithms.SolveChecked(ctx, s, c, stderrProgress(env, s))
	if err == nil {
		if err = algorithms.CheckMaxLength(sol, c.N(), *maxLength); err != nil {
			return Failf(env, "%v (--max-length)", algorithms.Named(s.Name(), err))
		}
	}
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
		if len(sol.Moves) == 0 {
			// Stdout keeps its one line (the empty solution) for scripts.
			fmt.Fprintln(env.Stderr, "cubelab: already solved (the solution is empty)")
		}
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
func printAllOptimal(env Env, c *cube.Cube, cfg algorithms.Config, asJSON bool) int {
	if c.N() != 2 && c.N() != 3 {
		return Failf(env, "--all lists optimal solutions of 2x2x2 and 3x3x3 cubes only, not %dx%dx%d", c.N(), c.N(), c.N())
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var sols []cube.Alg
	var complete bool
	var err error
	if c.N() == 2 {
		sols, complete, err = pocket.AllOptimal(ctx, c, maxAllOptimal)
	} else {
		sols, complete, err = optimal.AllOptimal(ctx, c, cfg, maxAllOptimal, progressLine(env))
	}
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
	if c.N() == 3 {
		fmt.Fprintf(env.Stderr, "cubelab: %d optimal solutions of %d moves (of two commuting opposite-face turns, one order listed)\n", len(sols), sols[0].HTM(3))
	}
	if !complete {
		fmt.Fprintf(env.Stderr, "cubelab: listed the first %d optimal solutions only\n", len(sols))
	}
	return 0
}

// stderrProgress shows the progress of slow methods (those whose Method
// says Slow, e.g. optimal) on stderr as one rewritten line; nil otherwise.
func stderrProgress(env Env, s algorithms.Solver) func(algorithms.Progress) {
	if m, ok := algorithms.Lookup(s.Name()); !ok || !m.Slow {
		return nil
	}
	return progressLine(env)
}

// progressLine prints progress as one line on stderr, rewritten in place
// (at most ten times a second), and ends it when the stage changes.
func progressLine(env Env) func(algorithms.Progress) {
	var last time.Time
	stage := ""
	return func(p algorithms.Progress) {
		if p.Stage == stage && time.Since(last) < 100*time.Millisecond {
			return
		}
		if stage != "" && p.Stage != stage {
			fmt.Fprintln(env.Stderr)
		}
		stage, last = p.Stage, time.Now()
		line := p.Stage
		if p.Fraction >= 0 {
			line += fmt.Sprintf(" %3.0f%%", 100*p.Fraction)
		}
		if p.Visited > 0 {
			line += fmt.Sprintf(", %d nodes", p.Visited)
		}
		if p.Elapsed > 0 {
			line += fmt.Sprintf(", %.1fs", p.Elapsed.Seconds())
		}
		fmt.Fprintf(env.Stderr, "\r%-60s", line)
	}
}
