package cli

import (
	"context"
	"fmt"
	"os"
	"strings"

	"cubelab/algorithms/bench"
)

// benchOutputs are the files bench writes besides stdout ("" for none).
type benchOutputs struct {
	md, csv, charts string
}

// runBenchSweep benchmarks several cube sizes: each size's report as a
// one-size run prints it, then the summary over (method, size). An
// interrupted sweep reports the sizes that finished and exits 1.
func runBenchSweep(ctx context.Context, env Env, opt bench.SweepOptions, out benchOutputs) int {
	sw, err := bench.Sweep(ctx, opt)
	if err != nil && sw == nil {
		return Failf(env, "%v", err)
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "\ncubelab: %v; reporting what finished\n", err)
	}
	var md strings.Builder
	if werr := sw.Markdown(&md); werr != nil {
		return Failf(env, "%v", werr)
	}
	for _, rep := range sw.Reports {
		md.WriteString(pdbNote(rep))
	}
	fmt.Fprint(env.Stdout, md.String())
	if out.md != "" {
		if werr := os.WriteFile(out.md, []byte(md.String()), 0o644); werr != nil {
			return Failf(env, "writing %s: %v", out.md, werr)
		}
	}
	if out.csv != "" {
		if werr := writeFileWith(out.csv, sw.CSV); werr != nil {
			return Failf(env, "writing %s: %v", out.csv, werr)
		}
	}
	if out.charts != "" && len(sw.Reports) > 0 {
		paths, cerr := sw.Charts(out.charts)
		if cerr != nil {
			return Failf(env, "%v", cerr)
		}
		fmt.Fprintf(env.Stderr, "charts: %s\n", strings.Join(paths, ", "))
	}
	if err != nil {
		return 1
	}
	return 0
}
