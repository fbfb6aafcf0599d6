package fivecentres

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/tablecache"
)

// A solve that gives up while the tables build leaves at its deadline, and
// the build, nobody waiting for it, stops within moments without saving a
// file (it used to run to its end for nobody and save the tables).
func TestTablesBuildStopsWithoutWaiters(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(tablecache.Env, dir)
	b := &algorithms.SharedBuild[*tables]{Build: tableBuild.Build}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := b.Get(ctx, nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Skipf("the tables were ready within 20 ms (%v)", err)
	}
	stopped := time.Now()
	for b.Building() {
		if time.Since(stopped) > 20*time.Second {
			t.Fatal("the build still runs 20 s after its only waiter left")
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Logf("the build stopped %v after its waiter left", time.Since(stopped).Round(time.Millisecond))
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
