package algorithms

import (
	"context"
	"fmt"
	"time"
)

// Preparer is a Solver that builds tables before it can search. Prepare
// does that work for NxNxN cubes now, so that a front end can show it as a
// step of its own and time the search alone; Solve still builds whatever is
// missing itself. Prepare is safe to call again (it returns at once when the
// tables exist) and from several goroutines, and stops when ctx ends.
type Preparer interface {
	Prepare(ctx context.Context, n int) error
}

// Prepare builds s's tables for NxNxN cubes if s is a Preparer and reports
// how long that took (0 for solvers without tables). Its errors read
// "building tables: why"; callers name the method, as they do for Solve's.
func Prepare(ctx context.Context, s Solver, n int) (time.Duration, error) {
	p, ok := s.(Preparer)
	if !ok {
		return 0, nil
	}
	start := time.Now()
	if err := p.Prepare(ctx, n); err != nil {
		return time.Since(start), fmt.Errorf("building tables: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return time.Since(start), fmt.Errorf("building tables: %w", err)
	}
	return time.Since(start), nil
}
