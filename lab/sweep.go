package lab

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"cubelab/algorithms"
	"cubelab/cube"
)

// SweepOptions configure a benchmark over several cube sizes: one Run per
// size, smallest first, each with the same scramble seed and protocol.
type SweepOptions struct {
	Sizes []int
	// Options apply to every size; N, Optimal and Progress are ignored
	// (the sweep sets them per size from the fields below). With Methods
	// empty, each size gets every method for it; otherwise each size gets
	// the listed methods that solve it, and the others are recorded as
	// skipped.
	Options Options
	// OptimalFor, if set, returns the optimal-length oracle for size n, or
	// nil when there is none (e.g. only the 2x2x2 has one).
	OptimalFor func(n int) func(*cube.Cube) (int, error)
	// Progress, if set, is called like Options.Progress with the size
	// before the method name ("4x4 reduction").
	Progress func(done, total int, method string)
}

// Skipped is a requested method left out of one size it does not solve.
type Skipped struct {
	Method string
	N      int
}

// SweepReport is a finished (or interrupted) sweep: the reports of the sizes
// that ran, in order.
type SweepReport struct {
	Sizes   []int // the requested sizes
	Reports []*Report
	Skipped []Skipped
}

// Sweep benchmarks each size in turn. It stops early, returning the sizes
// that finished and the partial report of the one that was running, when
// ctx is cancelled.
func Sweep(ctx context.Context, opt SweepOptions) (*SweepReport, error) {
	if len(opt.Sizes) == 0 {
		return nil, fmt.Errorf("bench: sweep over no sizes")
	}
	plan, skipped, err := planSweep(opt.Sizes, opt.Options.Methods)
	if err != nil {
		return nil, err
	}
	sw := &SweepReport{Sizes: slices.Clone(opt.Sizes), Skipped: skipped}
	for i, n := range opt.Sizes {
		if len(plan[i]) == 0 && len(opt.Options.Methods) > 0 {
			continue // every requested method skipped this size
		}
		if ctx.Err() != nil {
			return sw, fmt.Errorf("bench: sweep stopped before %dx%dx%d: %w", n, n, n, ctx.Err())
		}
		o := opt.Options
		o.N, o.Methods, o.Optimal, o.Progress = n, plan[i], nil, nil
		if opt.OptimalFor != nil {
			o.Optimal = opt.OptimalFor(n)
		}
		if opt.Progress != nil {
			label := fmt.Sprintf("%dx%d ", n, n)
			o.Progress = func(done, total int, method string) { opt.Progress(done, total, label+method) }
		}
		rep, err := Run(ctx, o)
		if rep != nil && len(rep.Results) > 0 {
			sw.Reports = append(sw.Reports, rep)
		}
		if err != nil {
			return sw, fmt.Errorf("%dx%dx%d: %w", n, n, n, err)
		}
	}
	return sw, nil
}

// planSweep picks each size's methods from the requested ones (nil per size
// when none were requested: Run then takes every method for the size). A
// name that is not a method, or a method that solves none of the sizes, is
// an error: the sweep could never run it.
func planSweep(sizes []int, methods []string) (plan [][]string, skipped []Skipped, err error) {
	plan = make([][]string, len(sizes))
	if len(methods) == 0 {
		return plan, nil, nil
	}
	for _, name := range methods {
		if strings.EqualFold(name, "auto") {
			skipped = planAuto(sizes, plan, skipped)
			continue
		}
		m, ok := algorithms.Lookup(name)
		if !ok {
			return nil, nil, fmt.Errorf("bench: unknown method %q (known: %s)", name, strings.Join(algorithms.Names(0), ", "))
		}
		used := false
		for i, n := range sizes {
			if m.Sizes(n) {
				plan[i] = append(plan[i], m.Name)
				used = true
			} else {
				skipped = append(skipped, Skipped{Method: m.Name, N: n})
			}
		}
		if !used {
			return nil, nil, fmt.Errorf("bench: %s solves none of the sizes %s", m.Name, joinSizes(sizes))
		}
	}
	return plan, skipped, nil
}

// planAuto adds "auto" (Run's preferred method for the size) to every size
// that has a method at all.
func planAuto(sizes []int, plan [][]string, skipped []Skipped) []Skipped {
	for i, n := range sizes {
		if len(algorithms.Names(n)) > 0 {
			plan[i] = append(plan[i], "auto")
		} else {
			skipped = append(skipped, Skipped{Method: "auto", N: n})
		}
	}
	return skipped
}

// joinSizes writes sizes as "4, 5, 6".
func joinSizes(sizes []int) string {
	parts := make([]string, len(sizes))
	for i, n := range sizes {
		parts[i] = fmt.Sprint(n)
	}
	return strings.Join(parts, ", ")
}

// Summary returns one row per (method, size) that ran, sizes in order and
// methods in each report's order.
func (sw *SweepReport) Summary() []MethodDistribution {
	var out []MethodDistribution
	for _, r := range sw.Reports {
		out = append(out, r.Distributions()...)
	}
	return out
}
