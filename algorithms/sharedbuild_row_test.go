package algorithms

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"
)

// A build longer than any one caller's deadline still finishes for callers
// who ask one after another, each as soon as the previous one gave up (a
// client retrying after each timeout): each leaves the build a grace as
// long as it waited, the next joins within it (20 ms later), and a later caller gets the
// value of the one build (it used to take a build no single caller could
// wait for, or, had the build stopped with each caller, never end).
func TestSharedBuildFinishesForCallersInARow(t *testing.T) {
	const (
		steps    = 40
		step     = 10 * time.Millisecond // the build: 400 ms of steps
		deadline = 60 * time.Millisecond // each caller's
		gap      = 20 * time.Millisecond // between a caller's error and the next
	)
	var runs, stepsDone atomic.Int32
	s := &SharedBuild[int]{Build: func(ctx context.Context, _ func(string, float64)) (int, error) {
		runs.Add(1)
		for range steps {
			select {
			case <-ctx.Done():
				return 0, ctx.Err()
			case <-time.After(step): // one step of work
			}
			stepsDone.Add(1)
		}
		return 7, nil
	}}
	for i := 1; ; i++ {
		ctx, cancel := context.WithTimeout(context.Background(), deadline)
		v, err := s.Get(ctx, nil)
		cancel()
		if err == nil {
			if v != 7 || runs.Load() != 1 {
				t.Fatalf("caller %d got %d after %d runs of the build, want 7 after one", i, v, runs.Load())
			}
			t.Logf("caller %d of a row got the value; one build, %d steps", i, stepsDone.Load())
			return
		}
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("caller %d: %v", i, err)
		}
		<-time.After(gap) // the client's turnaround, not synchronisation
		if i == 100 {
			t.Fatalf("100 callers in a row, none got the value: %d runs, %d steps done", runs.Load(), stepsDone.Load())
		}
	}
}
