package reduction

import (
	"context"
	"errors"
	"testing"
	"time"
)

// A size's build that nobody waits for any more stops at its next step
// (it used to run every step to the end, seconds of CPU on the biggest
// sizes for a request that gave up after 1 ms).
func TestSizeBuildStopsWithoutWaiters(t *testing.T) {
	const n = 9
	geomMu.Lock()
	_, cached := geomCache[n]
	geomMu.Unlock()
	if cached {
		t.Skip("this process has 9x9x9's tables already")
	}
	reached := make(chan struct{})
	proceed := make(chan struct{})
	var after []string
	geomStepHook = func(size int, step string) {
		if size != n {
			return
		}
		switch step {
		case "centres":
			close(reached)
			<-proceed
		case "edges", "slices":
			after = append(after, step)
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
	if err := <-errc; !errors.Is(err, context.Canceled) {
		t.Fatalf("the waiter: %v", err)
	}
	// Its grace is as long as it waited (moments): poll until it is over.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		geomMu.Lock()
		over := e.abandonedLocked()
		geomMu.Unlock()
		if over {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the grace of a waiter that waited moments lasts 10 s")
		}
	}
	close(proceed)
	select {
	case <-e.ready:
	case <-time.After(time.Minute):
		t.Fatal("the build did not end")
	}
	geomMu.Lock()
	_, kept := geomCache[n]
	geomMu.Unlock()
	if e.g != nil || kept || len(after) > 0 {
		t.Fatalf("the build nobody waits for went on: tables %v, cached %v, later steps run %v", e.g != nil, kept, after)
	}
}
