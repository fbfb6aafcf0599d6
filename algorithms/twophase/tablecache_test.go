package twophase

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"cubelab/algorithms/tablecache"
)

// TestSmallTablesCached: with an empty table cache the tables are built
// and saved; the next load reads them back equal to the build; a copy that
// passes the cache's checksum but not unmarshalTables' checks (a copy of
// another build) is rebuilt and replaced, never read.
func TestSmallTablesCached(t *testing.T) {
	ctx := context.Background()
	userDir := tablecache.Dir()
	want, err := getTables(ctx) // this process's, however made
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Setenv(tablecache.Env, dir)
	built, err := loadOrBuildTables(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(built, want) {
		t.Fatalf("the built tables differ from this process's, which came from the table cache if %s has %s: a copy from a build whose tables differed under the same tableFormat %q", userDir, smallCacheFile, tableFormat)
	}
	path := filepath.Join(dir, smallCacheFile)
	saved, err := os.Stat(path)
	if err != nil {
		t.Fatalf("the build was not saved: %v", err)
	}
	read, err := loadOrBuildTables(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(path); err != nil || !st.ModTime().Equal(saved.ModTime()) {
		t.Fatalf("the second load rewrote the file (%v): it did not read it", err)
	}
	if !reflect.DeepEqual(read, want) {
		t.Fatal("the tables read back differ from the build")
	}

	// Damage one byte inside marshal's own checksummed body and save it
	// with a valid cache checksum.
	size := savedSize()
	parts, err := tablecache.Load(path, tableFormat, []int{(size + 3) / 4}, nil)
	if err != nil {
		t.Fatal(err)
	}
	tablecache.WordBytes(parts[0])[size/2] ^= 0x10
	if err := tablecache.Save(path, tableFormat, parts); err != nil {
		t.Fatal(err)
	}
	if _, err := unmarshalTables(tablecache.WordBytes(parts[0])[:size]); err == nil {
		t.Fatal("the damaged copy is accepted")
	}
	again, err := loadOrBuildTables(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again, want) {
		t.Fatal("the tables rebuilt over a damaged copy differ")
	}
	parts, err = tablecache.Load(path, tableFormat, []int{(size + 3) / 4}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := unmarshalTables(tablecache.WordBytes(parts[0])[:size]); err != nil {
		t.Fatalf("the damaged copy was not replaced: %v", err)
	}
}
