package tablecache

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestBytes saves built tables, loads them back unbuilt, rebuilds
// them when the file is damaged or its magic or sizes differ, and refuses
// more tables than a file holds.
func TestBytes(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(Env, dir)
	want := [][]uint8{{1, 2, 3, 4, 5}, {9, 8, 7}}
	builds := 0
	build := func() ([][]uint8, error) {
		builds++
		return [][]uint8{append([]uint8(nil), want[0]...), append([]uint8(nil), want[1]...)}, nil
	}
	get := func(magic string, lens []int) [][]uint8 {
		t.Helper()
		got, err := Bytes("test.tables", magic, lens, build)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	check := func(got [][]uint8, wantBuilds int) {
		t.Helper()
		if len(got) != 2 || !bytes.Equal(got[0], want[0]) || !bytes.Equal(got[1], want[1]) {
			t.Errorf("tables %v, want %v", got, want)
		}
		if builds != wantBuilds {
			t.Errorf("%d builds, want %d", builds, wantBuilds)
		}
	}
	lens := []int{5, 3}
	check(get("m1", lens), 1) // built and saved
	check(get("m1", lens), 1) // loaded
	check(get("m2", lens), 2) // another magic: rebuilt
	path := filepath.Join(dir, "test.tables")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	b[len(b)-1] ^= 0xff
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	check(get("m2", lens), 3) // damaged: rebuilt
	check(get("m2", lens), 3) // and saved again
	if _, err := Bytes("test.tables", "m2", []int{1, 1, 1, 1, 1}, build); err == nil {
		t.Error("five tables: no error")
	}
}

// TestWordsBuildSizes: a build that makes other tables than asked for is an
// error, and nothing is saved.
func TestWordsBuildSizes(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(Env, dir)
	for _, parts := range [][][]uint32{{{1, 2}}, {{1, 2}, {3}, {4}}, {{1}, {3}}} {
		if _, err := Words("w.tables", "m1", []int{2, 1}, nil, func() ([][]uint32, error) { return parts, nil }); err == nil {
			t.Errorf("build of %v for sizes [2 1]: no error", parts)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "w.tables")); err == nil {
		t.Error("a wrong build was saved")
	}
}
