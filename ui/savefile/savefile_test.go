package savefile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteReplacesAtomically(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	if err := Write(path, []byte("one"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, []byte("two"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); string(b) != "two" {
		t.Fatalf("got %q", b)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v, want the first file's 0600", st.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("temporary files left: %v", entries)
	}
}

// A failed write leaves the old file as it was and no temporary file.
func TestWriteFailureKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	if err := Write(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	// A directory where the file would go cannot be replaced by a file.
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := Write(sub, []byte("new"), 0o600); err == nil {
		t.Fatal("replacing a directory succeeded")
	}
	if err := Write(filepath.Join(dir, "missing", "x"), []byte("new"), 0o600); err == nil {
		t.Fatal("writing into a missing directory succeeded")
	}
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Fatalf("old file now %q", b)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Fatalf("entries %v, want out.txt and sub only", entries)
	}
}

// SetAside moves a file to a fresh .rejected name, never over another.
func TestSetAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "session.txt")
	for i, want := range []string{".rejected", ".rejected.2"} {
		if err := os.WriteFile(path, []byte{byte('a' + i)}, 0o600); err != nil {
			t.Fatal(err)
		}
		name, err := SetAside(path)
		if err != nil || name != path+want {
			t.Fatalf("SetAside %d: %q, %v; want %q", i, name, err, path+want)
		}
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Errorf("SetAside %d left the file in place", i)
		}
	}
	if b, _ := os.ReadFile(path + ".rejected"); string(b) != "a" {
		t.Errorf("the first file holds %q", b)
	}
}
