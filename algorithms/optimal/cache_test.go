package optimal

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// A save removes the temporary files a killed writer left long ago, keeps a
// recent one (another writer may be at work), and the saved tables load back.
func TestCacheRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	old := cacheFile(dir, Small) + ".123.tmp"
	recent := cacheFile(dir, Small) + ".456.tmp"
	for _, f := range []string{old, recent} {
		if err := os.WriteFile(f, []byte("half a table"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	long := time.Now().Add(-2 * staleAfter)
	if err := os.Chtimes(old, long, long); err != nil {
		t.Fatal(err)
	}
	parts := []nibbles{{1, 2, 3}, {4}}
	if err := saveTables(dir, Small, parts); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(old); !os.IsNotExist(err) {
		t.Errorf("stale %s kept (%v)", filepath.Base(old), err)
	}
	if _, err := os.Stat(recent); err != nil {
		t.Errorf("recent %s removed: %v", filepath.Base(recent), err)
	}
	got, err := loadTables(dir, Small, []int{3, 1})
	if err != nil || len(got) != 2 || got[0][2] != 3 || got[1][0] != 4 {
		t.Fatalf("loaded %v, %v", got, err)
	}
	if _, err := loadTables(dir, Small, []int{4, 1}); err == nil {
		t.Error("a file of other table sizes was accepted")
	}
}

// Every configuration's tables save and load back under their own file
// and magic (a magic too long for the header would make every save fail,
// and the tables be built again by every process).
func TestCacheEverySize(t *testing.T) {
	dir := t.TempDir()
	for _, size := range TableSizes() {
		parts := []nibbles{{uint32(len(size))}, {5, 6}}
		if err := saveTables(dir, size, parts); err != nil {
			t.Fatalf("%s: %v", size, err)
		}
	}
	for _, size := range TableSizes() {
		got, err := loadTables(dir, size, []int{1, 2})
		if err != nil || got[0][0] != uint32(len(size)) || got[1][1] != 6 {
			t.Fatalf("%s: loaded %v, %v", size, got, err)
		}
	}
}
