//go:build unix

package tablecache

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// helperEnv makes the test binary a writer that stops inside Save, holding
// its temporary file, until it is killed.
const helperEnv = "TABLECACHE_HANGING_WRITER"

func TestMain(m *testing.M) {
	if path := os.Getenv(helperEnv); path != "" {
		saveHook = func(tmp string) {
			os.Stdout.WriteString(tmp + "\n")
			select {} // killed here
		}
		Save(path, "test-v1", [][]uint32{{1}})
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// startWriter starts a process that stops inside Save of path and returns
// it with the temporary file it holds.
func startWriter(t *testing.T, path string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), helperEnv+"="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("writer said nothing: %v", err)
	}
	return cmd, strings.TrimSpace(line)
}

// A writer killed with -9 in the middle of a save leaves its temporary
// file; the next save removes it at once, while a live writer's file (in
// another process, or this one) is left alone.
func TestSaveRemovesKilledWritersTemp(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.tables")
	killed, killedTmp := startWriter(t, path)
	_, liveTmp := startWriter(t, path)
	if err := killed.Process.Kill(); err != nil { // SIGKILL
		t.Fatal(err)
	}
	killed.Wait()
	if _, err := os.Stat(killedTmp); err != nil {
		t.Fatalf("the killed writer left no file to clean: %v", err)
	}
	// A writer of this process, stopped inside its save, runs alongside.
	held := make(chan string)
	release := make(chan struct{})
	saveHook = func(tmp string) { held <- tmp; <-release }
	go Save(path, "test-v1", [][]uint32{{2}})
	ownTmp := <-held
	saveHook = nil
	if err := Save(path, "test-v1", [][]uint32{{3}}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(killedTmp); !os.IsNotExist(err) {
		t.Errorf("the killed writer's %s survived a save (%v)", filepath.Base(killedTmp), err)
	}
	for _, live := range []string{liveTmp, ownTmp} {
		if _, err := os.Stat(live); err != nil {
			t.Errorf("a live writer's %s was removed: %v", filepath.Base(live), err)
		}
	}
	close(release)
}
