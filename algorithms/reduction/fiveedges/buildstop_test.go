package fiveedges

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/tablecache"
)

// A solve that gives up while a phase's tables build leaves at its
// deadline, and the build, nobody waiting for it, stops within moments
// without saving a file (each phase's build used to run its seconds to the
// end for nobody and save its tables).
func TestPhaseBuildsStopWithoutWaiters(t *testing.T) {
	t.Run("A", func(t *testing.T) { checkBuildStops(t, aBuild.Build) })
	t.Run("B", func(t *testing.T) { checkBuildStops(t, bBuild.Build) })
	t.Run("C", func(t *testing.T) { checkBuildStops(t, cBuild.Build) })
}

// checkBuildStops runs build through a SharedBuild of its own, with an
// empty table cache, for a caller that waits 20 ms: the build must stop
// within moments of that, counting as not done and leaving no file.
func checkBuildStops[T any](t *testing.T, build func(context.Context, func(string, float64)) (T, error)) {
	dir := t.TempDir()
	t.Setenv(tablecache.Env, dir)
	b := &algorithms.SharedBuild[T]{Build: build}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := b.Get(ctx, nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Skipf("the tables were ready within 20 ms (%v)", err)
	}
	left := time.Now()
	for b.Building() {
		if time.Since(left) > 20*time.Second {
			t.Fatal("the build still runs 20 s after its only waiter left")
		}
		time.Sleep(5 * time.Millisecond) // polling, not synchronisation
	}
	t.Logf("the build stopped %v after its waiter left", time.Since(left).Round(time.Millisecond))
	files, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		t.Errorf("the abandoned build left %s in the table cache", f.Name())
	}
	if b.Ready() {
		t.Error("the abandoned build counts as done")
	}
}
