package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/optimal"
	"cubelab/algorithms/pocket"
	"cubelab/cube"
	"cubelab/lab"
	"cubelab/ui/savefile"
)

func init() {
	Register(Command{Name: "bench", Summary: "compare solving methods on the same scrambles, on one or several cube sizes (tables, CSV, charts)", Run: runBench})
}

func runBench(env Env, args []string) int {
	fs := NewFlagSet(env, "bench", "")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, benchUsage)
		fs.PrintDefaults()
	}
	sizes := sizeList{2}
	fs.Var(&sizes, "n", "cube `sizes`: one size N, or a list with ranges such as 4-7 or 3,4,9-11 (each 2.."+strconv.Itoa(cube.MaxN)+"); several sizes add a summary table")
	methods := fs.String("m", "", "comma-separated methods (default: every method for each size; with several sizes, a listed method is skipped on sizes it does not solve)")
	runs := fs.Int("runs", lab.DefaultRuns, "number of scrambles")
	seed := fs.Uint64("seed", 0, "scramble seed (0: the fixed default, so reports repeat)")
	methodSeed := fs.Uint64("method-seed", 0, "random seed for stochastic methods (0: their fixed default)")
	weight := fs.Float64("weight", 0, "weighted A*'s w in f = g + w·h (0: the method's default)")
	timeout := fs.Duration("timeout", lab.DefaultTimeout, "per-solve time limit; a timeout counts as a failure")
	minMoves := fs.Int("min-moves", 0, "shortest random-move scramble (0: 30 for 2x2x2, else the default length)")
	maxMoves := fs.Int("max-moves", 0, "longest random-move scramble (0: 40 for 2x2x2, else the default length)")
	scrambles := fs.String("scrambles", "", "kind of scramble: states (uniformly random states) or moves (random moves); default: states on 4x4x4 and bigger, moves on smaller cubes")
	csvPath := fs.String("csv", "", "also write one CSV row per solve to this file")
	mdPath := fs.String("md", "", "also write the Markdown report to this file")
	chartDir := fs.String("charts", "", "also draw PNG charts into this directory: time.png and (2x2x2) length.png for one size; sizes-moves.png and sizes-time.png for several")
	quiet := fs.Bool("quiet", false, "no progress bar on stderr")
	rest, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(rest) > 0 {
		return UsageErrorf(env, fs, "bench takes no arguments (got %q); use -m to pick methods", strings.Join(rest, " "))
	}
	if *runs < 1 || *runs > 100000 {
		return UsageErrorf(env, fs, "--runs %d: want 1..100000", *runs)
	}
	if *weight < 0 {
		return UsageErrorf(env, fs, "--weight %g: want a positive weight", *weight)
	}
	if *timeout <= 0 {
		return UsageErrorf(env, fs, "--timeout %v: want a positive duration", *timeout)
	}
	if *minMoves < 0 || *maxMoves < 0 || (*maxMoves > 0 && *maxMoves < *minMoves) || *maxMoves > 100000 {
		return UsageErrorf(env, fs, "--min-moves %d --max-moves %d: want 0 <= min <= max <= 100000", *minMoves, *maxMoves)
	}
	switch *scrambles {
	case "", lab.ScrambleMoves, lab.ScrambleStates:
	default:
		return UsageErrorf(env, fs, "--scrambles %q: want states or moves", *scrambles)
	}
	opt := lab.Options{
		N: sizes[0], Runs: *runs, Seed: *seed, Timeout: *timeout,
		MinMoves: *minMoves, MaxMoves: *maxMoves, Scrambles: *scrambles,
		Config: algorithms.Config{Seed: *methodSeed, Weight: *weight},
	}
	if *minMoves > 0 && *maxMoves == 0 {
		opt.MaxMoves = *minMoves
	}
	if *methods != "" {
		for _, m := range strings.Split(*methods, ",") {
			if m = strings.TrimSpace(m); m != "" {
				opt.Methods = append(opt.Methods, m)
			}
		}
	}
	var progress func(done, total int, method string)
	if !*quiet {
		bar := &progressBar{w: env.Stderr, start: time.Now()}
		progress = bar.update
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	out := benchOutputs{md: *mdPath, csv: *csvPath, charts: *chartDir}
	if len(sizes) > 1 {
		return runBenchSweep(ctx, env, lab.SweepOptions{Sizes: sizes, Options: opt, OptimalFor: optimalFor, Progress: progress}, out)
	}
	opt.Optimal = optimalFor(opt.N)
	opt.Progress = progress
	rep, err := lab.Run(ctx, opt)
	if err != nil && rep == nil {
		return Failf(env, "%v", err)
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "\ncubelab: %v; reporting what finished\n", err)
	}
	notes := pdbNote(rep)
	if opt.N == 3 && err == nil && slices.Contains(rep.Methods, "kociemba") {
		// Two-phase's cost at the lengths people ask for (the race against min2phase).
		rows, terr := lab.Targets(ctx, "kociemba", []int{21, 20, 0}, opt.Runs, opt.Seed, opt.Timeout)
		notes += lab.TargetsMarkdown("kociemba", rows)
		err = terr
	}
	return writeBenchReport(env, rep, notes, err, out, true)
}

const benchUsage = `usage: cubelab bench [flags]

Solves the same scrambles (random moves on 2x2x2 and 3x3x3, random states
on bigger cubes; see -scrambles) with every method (or those of -m), one
solve at a time, and prints a Markdown table per cube size. With several
sizes (-n 4-7, -n 3,4,9-11) it runs each size in turn and ends with a
summary, one row per method and size: solved, moves mean, median, 90th
percentile and max, and the same for the solve time. Moves are counted in
OBTM, the WCA's metric (HTM on 2x2x2 and 3x3x3), with BTM beside them on big
cubes. Ctrl-C stops and reports what finished.

Examples:
  cubelab bench -n 2 -runs 50
  cubelab bench -n 3-6 -m kociemba,reduction -runs 10 --charts charts/
  cubelab bench -m reduction -n 4-7,11,12,17 -runs 10

Flags:
`

// optimalFor returns the optimal-length oracle for NxNxN cubes: the full
// 2x2x2 distance table, the stored lengths of the fixed 3x3x3 scrambles
// (computed once by the optimal solver), and none for larger cubes.
func optimalFor(n int) func(*cube.Cube) (int, error) {
	switch n {
	case 2:
		return pocket.Distance
	case 3:
		return optimal.KnownLength
	}
	return nil
}

// pdbNote compares the pdb method's parent-raising pruning with textbook
// IDA* over the same databases (pdb-plain) when both ran: the pruning is
// claimed to be about 30% faster (docs/origins.md).
func pdbNote(rep *lab.Report) string {
	var vis, gen [2]int64
	var cnt [2]int
	for _, r := range rep.Results {
		k := -1
		switch r.Method {
		case "pdb":
			k = 0
		case "pdb-plain":
			k = 1
		}
		if k < 0 || !r.Solved {
			continue
		}
		vis[k] += r.Visited
		gen[k] += r.Generated
		cnt[k]++
	}
	if cnt[0] == 0 || cnt[1] == 0 || vis[1] == 0 || gen[1] == 0 {
		return ""
	}
	return fmt.Sprintf("\nThe pdb method's parent-raising prune against textbook IDA* on the same databases (pdb-plain), same %d positions: expanded %d vs %d nodes (%.1f%%), generated %d vs %d (%.1f%%).\n",
		cnt[0], vis[0], vis[1], 100*float64(vis[0])/float64(vis[1]), gen[0], gen[1], 100*float64(gen[0])/float64(gen[1]))
}

// writeFileWith saves what write produces to path as every output file is
// saved (savefile.Write: atomically, through links, regular files only).
func writeFileWith(path string, write func(io.Writer) error) error {
	var buf bytes.Buffer
	if err := write(&buf); err != nil {
		return err
	}
	return savefile.Write(path, buf.Bytes(), 0o644)
}

// progressBar draws "[####......] 12/400 bibfs" on one terminal line.
type progressBar struct {
	w     io.Writer
	start time.Time
}

func (p *progressBar) update(done, total int, method string) {
	const width = 30
	fill := 0
	if total > 0 {
		fill = done * width / total
	}
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d %-28s %6.1fs", strings.Repeat("#", fill), strings.Repeat(".", width-fill), done, total, method, time.Since(p.start).Seconds())
	if done == total {
		fmt.Fprintln(p.w)
	}
}
