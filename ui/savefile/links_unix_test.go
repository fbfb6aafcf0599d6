//go:build unix

package savefile

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A symbolic link is written through (the link stays, its target gets the
// data, a dangling link's target is made), and a named pipe, directly or
// behind a link, is refused saying so, and left in place. Before, the
// link and the pipe were replaced by a regular file.
func TestWriteThroughLinksRefusesPipes(t *testing.T) {
	dir := t.TempDir()
	at := func(name string) string { return filepath.Join(dir, name) }
	if err := os.WriteFile(at("real.txt"), []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(at("sub"), 0o700); err != nil {
		t.Fatal(err)
	}
	for link, target := range map[string]string{
		"link.txt": "real.txt", "chain.txt": "link.txt", "dangling.txt": "sub/../new.txt",
		"pipelink": "pipe", "loop1": "loop2", "loop2": "loop1",
	} {
		if err := os.Symlink(target, at(link)); err != nil {
			t.Fatal(err)
		}
	}
	if err := syscall.Mkfifo(at("pipe"), 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	for _, tt := range []struct {
		path, wantFile, wantErr string
	}{
		{"link.txt", "real.txt", ""},
		{"chain.txt", "real.txt", ""},
		{"dangling.txt", "new.txt", ""},
		{"pipe", "", "is a named pipe"},
		{"pipelink", "", "its link leads to a named pipe"},
		{"sub", "", "is a directory"},
		{"loop1", "", "symbolic links in a row"},
	} {
		err := Write(at(tt.path), []byte(tt.path), 0o644)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !strings.Contains(err.Error(), tt.path) {
				t.Errorf("%s: error %v, want one naming it and saying %q", tt.path, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.path, err)
			continue
		}
		if b, _ := os.ReadFile(at(tt.wantFile)); string(b) != tt.path {
			t.Errorf("%s: %s holds %q", tt.path, tt.wantFile, b)
		}
		if st, err := os.Lstat(at(tt.path)); err != nil || st.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%s is no longer a link (%v)", tt.path, err)
		}
	}
	if st, err := os.Lstat(at("pipe")); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the pipe was replaced (%v)", err)
	}
	if st, _ := os.Stat(at("real.txt")); st.Mode().Perm() != 0o600 {
		t.Errorf("the target's mode became %v", st.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file left: %s", e.Name())
		}
	}
}
