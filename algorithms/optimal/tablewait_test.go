package optimal

import (
	"context"
	"errors"
	"slices"
	"sync/atomic"
	"testing"
	"time"
)

// A caller with a short deadline that finds the tables being built for
// another returns at its deadline (it used to wait on a mutex held for the
// whole build, a minute or more); once the last caller leaves, the build
// stops within its grace.
func TestTableWaitWatchesDeadline(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the phase-1 table build")
	}
	t.Setenv(CacheEnv, t.TempDir())
	if builds[Small].Ready() {
		t.Skip("this process has the tables already")
	}
	first, stopFirst := context.WithCancel(context.Background())
	defer stopFirst()
	building := make(chan struct{}, 1)
	firstDone := make(chan error, 1)
	go func() {
		_, err := getTables(first, Small, func(stage string, f float64) {
			select {
			case building <- struct{}{}:
			default:
			}
		})
		firstDone <- err
	}()
	select {
	case <-building:
	case <-time.After(time.Minute):
		t.Fatal("the build reported nothing for a minute")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := getTables(ctx, Small, nil)
	if waited := time.Since(start); !errors.Is(err, context.DeadlineExceeded) || waited > 5*time.Second {
		t.Fatalf("a 500 ms caller waited %v for %v; want its deadline's error at about 500 ms", waited, err)
	}
	stopFirst()
	if err := <-firstDone; !errors.Is(err, context.Canceled) {
		t.Fatalf("the first caller: %v", err)
	}
	for deadline := time.Now().Add(30 * time.Second); builds[Small].Building(); {
		if time.Now().After(deadline) {
			t.Fatal("the build nobody waits for still runs 30 s on")
		}
		time.Sleep(10 * time.Millisecond) // polling, not synchronisation
	}
}

// stopAt wraps a shape so that ctx is cancelled once its step has run n
// times at depth at or after from (counted by the caller via depth).
func stopAt(sh pruneShape, n int64, cancel func()) pruneShape {
	var calls atomic.Int64
	step := sh.step
	sh.step = func(row, m int) (int, int) {
		if calls.Add(1) == n {
			cancel()
		}
		return step(row, m)
	}
	return sh
}

// A build stopped in the middle of a depth and run again resumes where it
// stopped and makes exactly the table an uninterrupted build makes.
func TestPruneBuildResumes(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the corner table to depth 5 three times")
	}
	mt, err := newMoveTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	const stop = 5
	want, err := buildPrune(context.Background(), mt, cornerShape(mt), false, stop, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int64{1, 40_000} {
		ctx, cancel := context.WithCancel(context.Background())
		b := newPruneBuild(mt, stopAt(cornerShape(mt), n, cancel), false, stop)
		if _, err := b.run(ctx, nil); !errors.Is(err, context.Canceled) {
			t.Fatalf("after %d steps: %v, want the run stopped", n, err)
		}
		stoppedAt, partial := b.d, b.partial
		t.Logf("stopped after %d steps at depth %d with %d entries of it found", n, stoppedAt, partial)
		got, err := b.run(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got.w, want.w) {
			t.Fatalf("stopped after %d steps (depth %d, %d entries of it found) and resumed: the table differs", n, stoppedAt, partial)
		}
		if n > 1 && stoppedAt == 0 {
			t.Errorf("stopped after %d steps at depth 0: the resume went untested", n)
		}
	}
}

// The progress of a whole small build keeps pace with its time: from a
// fifth of the way in, the fraction reported is at least half the share
// of the time gone (the corner table, 40 % of the time, used to report
// 4 %, so the bar sat near 0 for the first 40 %).
func TestBuildProgressKeepsPace(t *testing.T) {
	if testing.Short() || builds[Small].Ready() {
		t.Skip("builds the small tables (24 s of CPU)")
	}
	t.Setenv(CacheEnv, t.TempDir())
	type mark struct {
		at       time.Duration
		fraction float64
	}
	var marks []mark
	start := time.Now()
	if _, err := getTables(context.Background(), Small, func(stage string, f float64) {
		if f >= 0 {
			marks = append(marks, mark{time.Since(start), f})
		}
	}); err != nil {
		t.Fatal(err)
	}
	total := time.Since(start)
	for _, m := range marks {
		share := float64(m.at) / float64(total)
		if share >= 0.2 && m.fraction < share/2 {
			t.Fatalf("at %v of %v (%.0f %% of the time) the build reported %.1f %%", m.at.Round(time.Millisecond), total.Round(time.Millisecond), 100*share, 100*m.fraction)
		}
	}
	t.Logf("%d reports over %v", len(marks), total.Round(time.Millisecond))
}
