package algorithms

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"
)

// blockingBuild is a build that runs until released or stopped, counting
// its runs and telling when it started and how it ended.
type blockingBuild struct {
	release chan struct{}
	started chan struct{}
	ended   chan error
	runs    atomic.Int32
}

func newBlockingBuild() *blockingBuild {
	return &blockingBuild{release: make(chan struct{}), started: make(chan struct{}, 10), ended: make(chan error, 10)}
}

func (b *blockingBuild) build(ctx context.Context, report func(string, float64)) (int, error) {
	b.runs.Add(1)
	report(StageBuildingTables, 0.25)
	b.started <- struct{}{}
	select {
	case <-b.release:
		b.ended <- nil
		return 42, nil
	case <-ctx.Done():
		b.ended <- ctx.Err()
		return 0, ctx.Err()
	}
}

// within fails the test if ch gives nothing within d (a loose bound: the
// point is "promptly", not "after the whole build").
func within[T any](t *testing.T, ch <-chan T, d time.Duration, what string) T {
	t.Helper()
	select {
	case v := <-ch:
		return v
	case <-time.After(d):
		t.Fatalf("%s: nothing after %v", what, d)
		panic("unreachable")
	}
}

// A caller whose deadline passes while the build runs gets its error at
// once, not when the build ends; one without a deadline gets the value,
// and later callers get it without a build.
func TestSharedBuildWaitWatchesContext(t *testing.T) {
	b := newBlockingBuild()
	s := &SharedBuild[int]{Build: b.build, MaxGrace: time.Minute}
	got := make(chan int, 1)
	go func() {
		v, _ := s.Get(context.Background(), nil)
		got <- v
	}()
	within(t, b.started, 10*time.Second, "build start")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	errc := make(chan error, 1)
	var heard atomic.Value
	go func() {
		_, err := s.Get(ctx, func(stage string, f float64) { heard.Store(f) })
		errc <- err
	}()
	if err := within(t, errc, 5*time.Second, "Get past its deadline"); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Get past its deadline: %v", err)
	}
	if f, _ := heard.Load().(float64); f != 0.25 {
		t.Errorf("a caller joining the build heard %v, want its latest report 0.25", heard.Load())
	}
	close(b.release)
	if v := within(t, got, 10*time.Second, "the patient caller"); v != 42 {
		t.Fatalf("got %d", v)
	}
	if v, err := s.Get(context.Background(), nil); v != 42 || err != nil || b.runs.Load() != 1 {
		t.Fatalf("after the build: %d, %v, %d runs", v, err, b.runs.Load())
	}
}

// A build nobody waits for any more stops once its grace (as long as the
// last caller waited, capped) runs out; the next caller starts it again.
func TestSharedBuildStopsWithoutWaiters(t *testing.T) {
	b := newBlockingBuild()
	s := &SharedBuild[int]{Build: b.build, MaxGrace: time.Hour}
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		_, err := s.Get(ctx, nil)
		errc <- err
	}()
	within(t, b.started, 10*time.Second, "build start")
	cancel()
	within(t, errc, 5*time.Second, "Get after cancel")
	// The caller waited a moment, so the build gets a moment more (not
	// the hour MaxGrace allows).
	if err := within(t, b.ended, 10*time.Second, "the abandoned build's end"); !errors.Is(err, context.Canceled) {
		t.Fatalf("the abandoned build ended with %v", err)
	}
	go func() {
		_, err := s.Get(context.Background(), nil)
		errc <- err
	}()
	within(t, b.started, 10*time.Second, "second build start")
	close(b.release)
	if err := within(t, errc, 10*time.Second, "second Get"); err != nil || b.runs.Load() != 2 {
		t.Fatalf("second Get: %v after %d runs", err, b.runs.Load())
	}
}

// A caller who comes within the grace joins the build under way, which
// goes on for it; the grace is capped by MaxGrace.
func TestSharedBuildGraceLetsTheNextJoin(t *testing.T) {
	b := newBlockingBuild()
	s := &SharedBuild[int]{Build: b.build, MaxGrace: time.Minute}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if _, err := s.Get(ctx, nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("first Get: %v", err)
	}
	within(t, b.started, time.Second, "build start")
	if !s.Building() {
		t.Fatal("the build stopped as soon as its caller left")
	}
	got := make(chan int, 1)
	go func() {
		v, _ := s.Get(context.Background(), nil)
		got <- v
	}()
	close(b.release)
	if v := within(t, got, 10*time.Second, "the next caller"); v != 42 || b.runs.Load() != 1 {
		t.Fatalf("the next caller got %d after %d runs, want 42 from the first build", v, b.runs.Load())
	}
}

// A failed build's error reaches its caller and the next Get builds again.
func TestSharedBuildRetriesAfterError(t *testing.T) {
	fail := true
	s := &SharedBuild[int]{Build: func(ctx context.Context, report func(string, float64)) (int, error) {
		if fail {
			fail = false
			return 0, errors.New("disk on fire")
		}
		return 7, nil
	}}
	if _, err := s.Get(context.Background(), nil); err == nil || err.Error() != "disk on fire" {
		t.Fatalf("first Get: %v", err)
	}
	if v, err := s.Get(context.Background(), nil); v != 7 || err != nil || !s.Ready() {
		t.Fatalf("second Get: %d, %v", v, err)
	}
}
