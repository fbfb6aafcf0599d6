package algorithms

import (
	"context"
	"fmt"
	"time"
)

// The stages a solver reports while it gets its tables ready (Progress.Stage;
// front ends show them with the fraction done).
const (
	StageBuildingTables = "building tables"
	StageLoadingTables  = "loading tables"
)

// Preparer is a Solver that builds tables before it can search. Prepare
// does that work for NxNxN cubes now, so that a front end can show it as a
// step of its own and time the search alone; Solve still builds whatever is
// missing itself. Prepare is safe to call again (it returns at once when the
// tables exist) and from several goroutines, and stops when ctx ends.
type Preparer interface {
	Prepare(ctx context.Context, n int) error
}

// ProgressPreparer is a Preparer whose tables take long enough to build
// that it reports how far it is (Stage StageBuildingTables, Fraction 0..1).
type ProgressPreparer interface {
	Preparer
	PrepareProgress(ctx context.Context, n int, progress func(Progress)) error
}

// Prepare builds s's tables for NxNxN cubes if s is a Preparer and reports
// how long that took (0 for solvers without tables). Its errors read
// "building tables: why"; callers name the method, as they do for Solve's.
func Prepare(ctx context.Context, s Solver, n int) (time.Duration, error) {
	return prepareReporting(ctx, s, n, nil)
}

// prepareReporting is Prepare passing progress to a ProgressPreparer.
func prepareReporting(ctx context.Context, s Solver, n int, progress func(Progress)) (time.Duration, error) {
	p, ok := s.(Preparer)
	if !ok {
		return 0, nil
	}
	start := time.Now()
	var err error
	if pp, ok := s.(ProgressPreparer); ok && progress != nil {
		err = pp.PrepareProgress(ctx, n, progress)
	} else {
		err = p.Prepare(ctx, n)
	}
	if err != nil {
		return time.Since(start), fmt.Errorf("building tables: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return time.Since(start), fmt.Errorf("building tables: %w", err)
	}
	return time.Since(start), nil
}
