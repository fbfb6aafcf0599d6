//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Every output file (-o, bench's --csv and --md) is written through a
// symbolic link (the link stays) and a named pipe is refused, saying so, and
// left: `solve -o link.txt` turned the link into a regular file, solve and
// render replaced a pipe with one, and bench waited on it for ever.
func TestOutputFollowsLinksAndRefusesPipes(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		ext  string
	}{
		{"solve", []string{"solve", "-m", "kociemba", "R U"}, ".txt"},
		{"render", []string{"render", "-n", "2", "-W", "32", "-H", "32"}, ".png"},
		{"bench --csv", []string{"bench", "-n", "2", "-runs", "1", "-m", "table", "-quiet", "--csv"}, ".csv"},
		{"bench --md", []string{"bench", "-n", "2", "-runs", "1", "-m", "table", "-quiet", "--md"}, ".md"},
	} {
		flag := "-o"
		if a := tt.args[len(tt.args)-1]; strings.HasPrefix(a, "--") {
			flag, tt.args = a, tt.args[:len(tt.args)-1]
		}
		dir := t.TempDir()
		real, link, pipe := filepath.Join(dir, "real"+tt.ext), filepath.Join(dir, "link"+tt.ext), filepath.Join(dir, "pipe"+tt.ext)
		if err := os.Symlink("real"+tt.ext, link); err != nil {
			t.Fatal(err)
		}
		if err := syscall.Mkfifo(pipe, 0o600); err != nil {
			t.Skipf("no named pipes here: %v", err)
		}
		if code, _, stderr := run(t, "", append(tt.args, flag, link)...); code != 0 {
			t.Fatalf("%s -o link: exit %d %s", tt.name, code, stderr)
		}
		if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%s -o link: the link was replaced (%v)", tt.name, err)
		}
		if st, err := os.Stat(real); err != nil || st.Size() == 0 {
			t.Errorf("%s -o link: its target was not written (%v)", tt.name, err)
		}
		code, _, stderr := run(t, "", append(tt.args, flag, pipe)...)
		if code == 0 || !strings.Contains(stderr, "named pipe") || !strings.Contains(stderr, "not a regular file") {
			t.Errorf("%s -o pipe: exit %d, %q", tt.name, code, stderr)
		}
		if st, err := os.Lstat(pipe); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
			t.Errorf("%s -o pipe: the pipe was replaced (%v)", tt.name, err)
		}
	}
}
