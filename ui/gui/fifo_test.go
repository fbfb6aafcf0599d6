//go:build unix

package gui

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// Issue 43 item 1: a named pipe at session.txt or conventions.txt kept the
// window from ever opening (the read waited for a writer). The window now
// opens at once, says what is wrong, and leaves the pipe alone.
func TestFIFOInPlaceOfASavedFile(t *testing.T) {
	for _, name := range []string{stateFile, conventionsFile} {
		a := test.NewTempApp(t)
		path := filepath.Join(filepath.Dir(statePath(a)), name)
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := syscall.Mkfifo(path, 0o600); err != nil {
			t.Skip("no mkfifo:", err)
		}
		opened := make(chan *ui, 1)
		go func() { opened <- newTestUI(t, a) }()
		var u *ui
		select {
		case u = <-opened:
		case <-time.After(20 * time.Second):
			t.Fatalf("%s is a FIFO: no window after 20 s", name)
		}
		if st := u.w.status.Text; !strings.Contains(st, "named pipe") || !strings.Contains(st, name) {
			t.Errorf("%s is a FIFO: status %q does not say so", name, st)
		}
		u.save()
		if st, err := os.Lstat(path); err != nil || st.Mode()&fs.ModeNamedPipe == 0 {
			t.Errorf("%s: the FIFO was replaced by a save", name)
		}
	}
}

// Fyne itself opens the app's preferences.json and settings.json when the
// app is made; a FIFO there hung it before any window. SetAsideFyneFiles
// moves such a file aside first and says so.
func TestSetAsideFyneFiles(t *testing.T) {
	if fyneConfigDir() == "" {
		t.Skip("no desktop config directory here")
	}
	home := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", home)
	t.Setenv("HOME", home)
	prefs := filepath.Join(fyneConfigDir(), "io.cubelab.test", "preferences.json")
	if err := os.MkdirAll(filepath.Dir(prefs), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(prefs, 0o600); err != nil {
		t.Skip("no mkfifo:", err)
	}
	defer func() { fyneFilesNotice = nil }()
	SetAsideFyneFiles("io.cubelab.test")
	if _, err := os.Stat(prefs); !os.IsNotExist(err) {
		t.Errorf("the FIFO is still at %s", prefs)
	}
	if st, err := os.Lstat(prefs + ".not-a-file"); err != nil || st.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was not kept aside: %v", err)
	}
	if fyneFilesNotice == nil || !strings.Contains(fyneFilesNotice.Error(), "named pipe") {
		t.Errorf("notice %v", fyneFilesNotice)
	}
	a := test.NewTempApp(t)
	if _, _, err := loadState(a); err == nil || !strings.Contains(err.Error(), "preferences.json") {
		t.Errorf("loadState does not pass the notice on: %v", err)
	}
}
