package twophase

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// TestCacheRoundTrip saves the tables and loads them back unchanged.
func TestCacheRoundTrip(t *testing.T) {
	tb := testTables(t)
	dir := t.TempDir()
	if err := saveTables(dir, tb); err != nil {
		t.Fatal(err)
	}
	got, src, err := obtainTables(context.Background(), dir)
	if err != nil || src != fromCache {
		t.Fatalf("obtain: source %q, error %v; want the cache", src, err)
	}
	if string(got.encode()) != string(tb.encode()) {
		t.Fatal("tables loaded from the cache differ from the saved ones")
	}
}

// TestCacheCorruptRebuilt damages the cache file in several ways; each must
// fail the checks and be replaced by freshly built, valid tables.
func TestCacheCorruptRebuilt(t *testing.T) {
	if testing.Short() {
		t.Skip("rebuilds the tables")
	}
	tb := testTables(t)
	damage := []struct {
		name string
		hurt func([]byte) []byte
	}{
		{"flipped payload bit", func(b []byte) []byte { b[len(b)/2] ^= 0x10; return b }},
		{"truncated", func(b []byte) []byte { return b[:len(b)-100] }},
		{"bad header", func(b []byte) []byte { b[0] = 'X'; return b }},
	}
	for i, d := range damage {
		t.Run(d.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := saveTables(dir, tb); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, cacheFile)
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, d.hurt(b), 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := loadTables(path); !errors.Is(err, errCorrupt) {
				t.Fatalf("loading a damaged file: %v, want a corrupt-cache error", err)
			}
			if i > 0 {
				return // one rebuild is enough to show the repair
			}
			got, src, err := obtainTables(context.Background(), dir)
			if err != nil || src != fromBuild {
				t.Fatalf("obtain: source %q, error %v; want a rebuild", src, err)
			}
			if string(got.encode()) != string(tb.encode()) {
				t.Fatal("rebuilt tables differ")
			}
			if _, err := loadTables(path); err != nil {
				t.Fatalf("the rebuilt cache file does not load: %v", err)
			}
		})
	}
}

// TestCacheUnwritable checks that an unusable cache directory only costs a
// rebuild, never an error.
func TestCacheUnwritable(t *testing.T) {
	if testing.Short() {
		t.Skip("rebuilds the tables")
	}
	file := filepath.Join(t.TempDir(), "not-a-dir")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, src, err := obtainTables(context.Background(), filepath.Join(file, "sub")); err != nil || src != fromBuild {
		t.Fatalf("source %q, error %v; want built tables and no error", src, err)
	}
}

// TestCacheDirEnv checks the environment override.
func TestCacheDirEnv(t *testing.T) {
	t.Setenv(CacheEnv, "/some/where")
	if got := CacheDir(); got != "/some/where" {
		t.Errorf("CacheDir() = %q with %s set", got, CacheEnv)
	}
}

// TestBuildCancelled checks that building stops when the context ends.
func TestBuildCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := buildTables(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}

// TestCacheRejectsBadValues writes a file with a valid checksum but an
// out-of-range table value, as a buggy writer might: loading must refuse it
// rather than let the search index out of range.
func TestCacheRejectsBadValues(t *testing.T) {
	tb := testTables(t)
	bad := *tb
	bad.twistMove = append([]uint16(nil), tb.twistMove...)
	bad.twistMove[5] = nTwist
	dir := t.TempDir()
	if err := saveTables(dir, &bad); err != nil {
		t.Fatal(err)
	}
	if _, err := loadTables(filepath.Join(dir, cacheFile)); !errors.Is(err, errCorrupt) {
		t.Fatalf("got %v, want a corrupt-cache error", err)
	}
}

// A file with a valid checksum whose pruning values are in range but wrong
// (here all at their maximum, so no bound holds) fails the self-test solve
// and is rebuilt: before, it loaded and every search ran on without end.
func TestCacheRejectsWrongPruningValues(t *testing.T) {
	tb := testTables(t)
	bad := *tb
	bad.pruneFS = make([]uint8, len(tb.pruneFS))
	for i := range bad.pruneFS {
		bad.pruneFS[i] = maxPruneDepth
	}
	dir := t.TempDir()
	if err := saveTables(dir, &bad); err != nil {
		t.Fatal(err)
	}
	if _, err := loadTables(filepath.Join(dir, cacheFile)); !errors.Is(err, errCorrupt) {
		t.Fatalf("got %v, want a corrupt-cache error", err)
	}
}

// A cache file far bigger than the tables is refused without being read.
func TestCacheRefusesHugeFileUnread(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, cacheFile)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(1 << 30); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	f.Close()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = loadTables(path)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, errCorrupt) {
		t.Fatalf("got %v, want a corrupt-cache error", err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
		t.Fatalf("refusing a 1 GiB file allocated %d bytes", got)
	}
}

// Temporary files left by a writer killed mid-write are removed once old;
// a recent one (a writer still at work) is left alone.
func TestCacheRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, cacheFile+".123.tmp")
	fresh := filepath.Join(dir, cacheFile+".456.tmp")
	for _, p := range []string{stale, fresh} {
		if err := os.WriteFile(p, []byte("half"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(stale, old, old); err != nil {
		t.Fatal(err)
	}
	if err := saveTables(dir, testTables(t)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := obtainTables(context.Background(), dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("stale temporary file kept: %v", err)
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Errorf("recent temporary file removed: %v", err)
	}
}
