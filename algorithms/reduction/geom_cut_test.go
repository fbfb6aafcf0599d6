package reduction

import (
	"context"
	"errors"
	"testing"
	"time"
)

// A size's build whose only waiter leaves during its centre step (seconds
// of CPU on the big sizes: 14 s of wall time for 23x23x23 at load 13 here)
// stops within that step, not at its end, and keeps nothing.
func TestSizeBuildStopsWithinCentres(t *testing.T) {
	const n = 23
	geomMu.Lock()
	_, cached := geomCache[n]
	geomMu.Unlock()
	if cached {
		t.Skip("this process has 23x23x23's tables already")
	}
	reached := make(chan struct{})
	geomStepHook = func(size int, step string) {
		if size == n && step == "centres" {
			close(reached)
		}
	}
	defer func() { geomStepHook = nil }()
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		_, err := tablesFor(ctx, n)
		errc <- err
	}()
	<-reached
	geomMu.Lock()
	e := geomCache[n]
	geomMu.Unlock()
	cancel()
	left := time.Now()
	if err := <-errc; !errors.Is(err, context.Canceled) {
		t.Fatalf("the waiter: %v", err)
	}
	select {
	case <-e.ready:
	case <-time.After(2 * time.Minute):
		t.Fatal("the build did not end in 2 minutes")
	}
	if took := time.Since(left); took > 2*time.Second {
		t.Errorf("the build ran %v after its only waiter left (its centre step to the end)", took.Round(time.Millisecond))
	} else {
		t.Logf("the build stopped %v after its only waiter left", took.Round(time.Millisecond))
	}
	geomMu.Lock()
	_, kept := geomCache[n]
	geomMu.Unlock()
	if e.g != nil || kept {
		t.Fatalf("the abandoned build kept its tables (%v) or its entry (%v)", e.g != nil, kept)
	}
}
