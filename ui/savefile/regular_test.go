//go:build unix

package savefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// within runs f and fails the test if it has not returned in d (a FIFO
// with no writer used to block the caller forever).
func within(t *testing.T, d time.Duration, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { f(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("%s still blocked after %v", what, d)
	}
}

// Issue 43 item 1: a named pipe where a saved file belongs hung the window
// before it opened. Read refuses it at once, naming what it is.
func TestReadRefusesFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "session.txt")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no mkfifo:", err)
	}
	var err error
	within(t, 5*time.Second, "Read of a FIFO", func() { _, err = Read(fifo, 1<<20) })
	if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "named pipe") {
		t.Errorf("Read of a FIFO: %v, want ErrNotRegular naming a named pipe", err)
	}
	if _, err := Read(dir, 1<<20); !errors.Is(err, ErrNotRegular) {
		t.Errorf("Read of a directory: %v", err)
	}
	if _, err := Read(filepath.Join(dir, "none"), 1<<20); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Read of a missing file: %v, want ErrNotExist", err)
	}
	big := filepath.Join(dir, "big")
	_ = os.WriteFile(big, make([]byte, 100), 0o600)
	if _, err := Read(big, 99); err == nil {
		t.Error("a file over the limit was read")
	}
	if b, err := Read(big, 100); err != nil || len(b) != 100 {
		t.Errorf("a file at the limit: %d bytes, %v", len(b), err)
	}
}

// Keep sets copies aside under fresh names and never overwrites one.
func TestKeep(t *testing.T) {
	path := filepath.Join(t.TempDir(), "conventions.txt")
	for i, want := range []string{".rejected", ".rejected.2", ".rejected.3"} {
		name, err := Keep(path, []byte{byte('a' + i)})
		if err != nil || name != path+want {
			t.Fatalf("Keep %d: %q, %v; want %q", i, name, err, path+want)
		}
	}
	if b, _ := os.ReadFile(path + ".rejected"); string(b) != "a" {
		t.Errorf("the first copy holds %q", b)
	}
}
