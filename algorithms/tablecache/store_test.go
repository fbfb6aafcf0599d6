package tablecache

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// memStore is a Store in memory that can be made to fail.
type memStore struct {
	files map[string][]byte
	fail  error
}

func (m *memStore) Get(name string) ([]byte, error) {
	if m.fail != nil {
		return nil, m.fail
	}
	return m.files[name], nil
}

func (m *memStore) Put(name string, b []byte) error {
	if m.fail != nil {
		return m.fail
	}
	m.files[name] = append([]byte(nil), b...)
	return nil
}

// With a store in use, Dir names it, Save puts whole files by base name
// and Load gets them back and checks them as it checks files; nothing
// touches the file system; without one, files again.
func TestStore(t *testing.T) {
	s := &memStore{files: map[string][]byte{}}
	UseStore("test store", s)
	defer UseStore("", nil)
	if got := Dir(); got != "test store" {
		t.Fatalf("Dir() = %q with a store", got)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "x.tables")
	if _, err := Load(path, "test-v1", []int{3}, nil); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("load of a file the store lacks: %v, want os.ErrNotExist", err)
	}
	parts := [][]uint32{{1, 2, 3}, {0xdeadbeef}}
	if err := Save(path, "test-v1", parts); err != nil {
		t.Fatal(err)
	}
	if len(s.files["x.tables"]) == 0 {
		t.Fatalf("store holds %v, want x.tables", s.files)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("Save wrote %d files with a store in use", len(entries))
	}
	got, err := Load(filepath.Join("elsewhere", "x.tables"), "test-v1", []int{3, 1}, nil)
	if err != nil || got[0][2] != 3 || got[1][0] != 0xdeadbeef {
		t.Fatalf("loaded %v, %v", got, err)
	}
	if _, err := Load(path, "test-v1", []int{4, 1}, nil); !errors.Is(err, ErrCorrupt) {
		t.Errorf("other sizes: %v, want ErrCorrupt", err)
	}
	s.files["x.tables"][len(s.files["x.tables"])-1] ^= 1
	if _, err := Load(path, "test-v1", []int{3, 1}, nil); !errors.Is(err, ErrCorrupt) {
		t.Errorf("a flipped byte: %v, want ErrCorrupt", err)
	}
	storeLimit = 40 // the file above is 88 bytes (a 72-byte header)
	if err := Save(filepath.Join(dir, "big.tables"), "test-v1", parts); err == nil || s.files["big.tables"] != nil {
		t.Errorf("a file over the store's limit: %v, stored %v", err, s.files["big.tables"] != nil)
	}
	storeLimit = MaxStoreFile
	s.fail = errors.New("quota exceeded")
	if err := Save(path, "test-v1", parts); err == nil {
		t.Error("Save into a failing store reported no error")
	}
	if _, err := Load(path, "test-v1", []int{3, 1}, nil); err == nil {
		t.Error("Load from a failing store reported no error")
	}

	UseStore("", nil)
	if got := Dir(); got == "test store" {
		t.Fatalf("Dir() = %q after the store was dropped", got)
	}
	if err := Save(path, "test-v1", parts); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("without a store Save wrote no file: %v", err)
	}
}
