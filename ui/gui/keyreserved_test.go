package gui

import (
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// writeConventions saves a conventions file holding only the key map
// text keymap, framed and checksummed as the window writes it.
func writeConventions(t *testing.T, a fyne.App, keymap string) {
	t.Helper()
	text := "cubelab session 1\ncubelab.keymap " + strconv.Quote(keymap) + "\n"
	data := fmt.Sprintf("%scrc32 %08x\n", text, crc32.ChecksumIEEE([]byte(text)))
	path := conventionsPath(a)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestCraftedKeymapIsNotSilent: a saved map binding Escape, Return, Tab
// and Ctrl+Z to "turn R" loads with a status line naming each key and its
// line, and those keys do not turn R; the Shuffle button shuffles even
// with ] bound to a turn (issue 43 item 10).
func TestCraftedKeymapIsNotSilent(t *testing.T) {
	a := test.NewTempApp(t)
	writeConventions(t, a, "W=turn U\nEscape=turn R\nReturn=turn R\nTab=turn R\nCtrl+Z=turn R\n]=turn R\n")
	u := newTestUI(t, a)
	status := u.w.status.Text
	for i, key := range []string{"Escape", "Return", "Tab", "Ctrl+Z"} {
		if want := fmt.Sprintf("line %d: key %s is reserved", i+2, key); !strings.Contains(status, want) {
			t.Errorf("status does not say %q: %q", want, status)
		}
	}
	press(u, fyne.KeyEscape, false)
	press(u, fyne.KeyTab, false)
	u.view.TypedShortcut(&fyne.ShortcutUndo{})
	if h := u.sess.History(); len(h) != 0 {
		t.Errorf("reserved keys turned: %v", h)
	}
	press(u, fyne.KeyW, false)
	press(u, fyne.KeyRightBracket, false)
	if got := u.sess.History().String(); got != "U R" {
		t.Errorf("W ] made %q, want U R (the good lines load)", got)
	}
	test.Tap(u.w.shuffle)
	if len(u.sess.Scramble()) == 0 {
		t.Error("the Shuffle button did not shuffle with ] bound to turn R")
	}
}
