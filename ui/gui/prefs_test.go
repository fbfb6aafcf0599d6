package gui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// TestMain gives every test app its own storage directory, so that a fresh
// app starts fresh and tests never touch the shared temporary directory
// Fyne's test apps all report.
func TestMain(m *testing.M) {
	base, err := os.MkdirTemp("", "cubelab-gui-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var mu sync.Mutex
	roots := map[fyne.App]fyne.URI{}
	storageRoot = func(a fyne.App) fyne.URI {
		mu.Lock()
		defer mu.Unlock()
		if r, ok := roots[a]; ok {
			return r
		}
		dir := filepath.Join(base, fmt.Sprint(len(roots)))
		roots[a] = storage.NewFileURI(dir)
		return roots[a]
	}
	code := m.Run()
	os.RemoveAll(base)
	os.Exit(code)
}

// A save is one value replaced at once: it changes no more than one stored
// value (before, thirteen SetString calls each rewrote Fyne's whole file,
// so a crash between them left a cube that disagreed with its history).
func TestSaveIsOneAtomicWrite(t *testing.T) {
	a := test.NewTempApp(t)
	u := newTestUI(t, a)
	press(u, fyne.KeyR, false)
	writes := 0
	a.Preferences().AddChangeListener(func() { writes++ })
	u.save()
	if writes > 1 {
		t.Fatalf("one save made %d preference writes", writes)
	}
	path := statePath(a)
	if path == "" {
		t.Fatal("the test app has no file storage")
	}
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), "crc32 ") {
		t.Fatalf("session file: %v %q", err, data)
	}
	entries, _ := os.ReadDir(strings.TrimSuffix(path, stateFile))
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file left: %s", e.Name())
		}
	}
}

// A damaged session file (cut short, garbage, empty, huge) starts a fresh
// session and says so once, on the status line; the next start is quiet.
func TestDamagedSessionToldOnce(t *testing.T) {
	for _, damage := range []struct {
		name string
		edit func([]byte) []byte
	}{
		{"truncated", func(b []byte) []byte { return b[:len(b)/2] }},
		{"garbage", func([]byte) []byte { return []byte("\x00\xffnot a session") }},
		{"empty", func([]byte) []byte { return nil }},
		{"altered", func(b []byte) []byte { return []byte(strings.Replace(string(b), `"3"`, `"5"`, 1)) }},
		{"huge", func(b []byte) []byte { return append(b, make([]byte, maxStateBytes)...) }},
	} {
		t.Run(damage.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			u := newTestUI(t, a)
			press(u, fyne.KeyR, false)
			u.save()
			path := statePath(a)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, damage.edit(data), 0o600); err != nil {
				t.Fatal(err)
			}
			v := newTestUI(t, a)
			if status := v.w.status.Text; !strings.Contains(status, "afresh") {
				t.Errorf("status %q does not say the session was reset", status)
			}
			if len(v.sess.History()) != 0 || !v.sess.Cube().IsSolved() || v.sess.N() != 3 {
				t.Errorf("a damaged file restored history %q", v.sess.History())
			}
			w := newTestUI(t, a)
			if status := w.w.status.Text; strings.Contains(status, "ignored") {
				t.Errorf("told twice: %q", status)
			}
		})
	}
}

// Sessions saved by earlier versions, one preference per key, still load,
// and the first save moves them to the session file.
func TestLegacyPreferencesMigrate(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetString("cubelab.size", "2")
	p.SetString("cubelab.cube", "YYYYOOOOBBBBRRRRGGGGWWWW")
	p.SetString("cubelab.theme", "dark")
	u := newTestUI(t, a)
	if u.sess.N() != 2 || u.st.Theme != "dark" {
		t.Fatalf("legacy keys not read: %d %q", u.sess.N(), u.st.Theme)
	}
	u.save()
	if p.String("cubelab.size") != "" {
		t.Error("legacy keys kept after a save")
	}
	if v := newTestUI(t, a); v.sess.N() != 2 || v.st.Theme != "dark" {
		t.Fatalf("after migration: %d %q", v.sess.N(), v.st.Theme)
	}
}
