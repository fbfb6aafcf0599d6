package cli

import (
	"context"
	"fmt"
	"io"
	"strings"

	"cubelab/lab"
	"cubelab/ui/savefile"
)

// benchOutputs are the files bench writes besides stdout ("" for none).
type benchOutputs struct {
	md, csv, charts string
}

// runBenchSweep benchmarks several cube sizes: each size's report as a
// one-size run prints it, then the summary over (method, size). An
// interrupted sweep reports the sizes that finished and exits 1.
func runBenchSweep(ctx context.Context, env Env, opt lab.SweepOptions, out benchOutputs) int {
	sw, err := lab.Sweep(ctx, opt)
	if err != nil && sw == nil {
		return Failf(env, "%v", err)
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "\ncubelab: %v; reporting what finished\n", err)
	}
	var notes strings.Builder
	for _, rep := range sw.Reports {
		notes.WriteString(pdbNote(rep))
	}
	return writeBenchReport(env, sw, notes.String(), err, out, len(sw.Reports) > 0)
}

// benchReport is what bench prints and saves: one size's report or a sweep.
type benchReport interface {
	Markdown(io.Writer) error
	CSV(io.Writer) error
	Charts(dir string) ([]string, error)
}

// writeBenchReport prints r's Markdown (with notes appended), writes the
// files out asks for (charts only if withCharts) and returns the exit code:
// 1 when the run stopped early with runErr, else 0.
func writeBenchReport(env Env, r benchReport, notes string, runErr error, out benchOutputs, withCharts bool) int {
	var md strings.Builder
	if werr := r.Markdown(&md); werr != nil {
		return Failf(env, "%v", werr)
	}
	md.WriteString(notes)
	fmt.Fprint(env.Stdout, md.String())
	if out.md != "" {
		if werr := savefile.Write(out.md, []byte(md.String()), 0o644); werr != nil {
			return Failf(env, "writing %s: %v", out.md, werr)
		}
	}
	if out.csv != "" {
		if werr := writeFileWith(out.csv, r.CSV); werr != nil {
			return Failf(env, "writing %s: %v", out.csv, werr)
		}
	}
	if out.charts != "" && withCharts {
		paths, cerr := r.Charts(out.charts)
		if cerr != nil {
			return Failf(env, "%v", cerr)
		}
		fmt.Fprintf(env.Stderr, "charts: %s\n", strings.Join(paths, ", "))
	}
	if runErr != nil {
		return 1
	}
	return 0
}
