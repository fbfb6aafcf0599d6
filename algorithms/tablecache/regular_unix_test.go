//go:build unix

package tablecache

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A FIFO where a cache file belongs is refused at once (opening it to read
// used to wait forever for a writer), and Words builds the tables and puts a
// regular file in its place.
func TestFIFORefused(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(Env, dir)
	path := filepath.Join(dir, "fifo.tables")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := Load(path, "test-v1", []int{1}, nil)
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotRegular) {
			t.Fatalf("Load of a FIFO: %v, want ErrNotRegular", err)
		}
	case <-time.After(10 * time.Second):
		// Release the blocked open so the test binary can end.
		if w, err := os.OpenFile(path, os.O_WRONLY, 0); err == nil {
			w.Close()
		}
		t.Fatal("Load of a FIFO still waiting after 10 s")
	}
	parts, err := Words("fifo.tables", "test-v1", []int{1}, nil, func() ([][]uint32, error) {
		return [][]uint32{{7}}, nil
	})
	if err != nil || parts[0][0] != 7 {
		t.Fatalf("Words over a FIFO: %v, %v", parts, err)
	}
	if fi, err := os.Lstat(path); err != nil || !fi.Mode().IsRegular() {
		t.Fatalf("after Words the cache file is %v, %v; want a regular file", fi.Mode(), err)
	}
}
