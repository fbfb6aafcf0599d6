package fourstage

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"cubelab/algorithms/tablecache"
)

// A solve that gives up while the stage 3 edge table builds leaves at its
// deadline, and the build, nobody waiting for it, stops within moments
// without saving a table (it used to run its 15 s or more to the end for
// nobody).
func TestEdgeBuildStopsWithoutWaiters(t *testing.T) {
	if edgeBuild.Ready() {
		t.Skip("this process has the edge table already")
	}
	dir := t.TempDir()
	t.Setenv(tablecache.Env, dir)
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := edgeTables(ctx, nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Skipf("the edge table was ready within 300 ms (%v)", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("a 300 ms wait took %v", d)
	}
	for deadline := time.Now().Add(20 * time.Second); edgeBuild.Building(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the edge table's build still runs 20 s after its only waiter left")
		}
	}
	if _, err := os.Stat(filepath.Join(dir, edgeCacheFile)); !os.IsNotExist(err) {
		t.Errorf("the abandoned build saved its table (%v)", err)
	}
}
