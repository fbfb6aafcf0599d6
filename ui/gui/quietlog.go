package gui

import (
	"io"
	"log"
	"os"
	"strings"
)

// HideThemeWatchWarning keeps Fyne's report that it cannot follow the
// desktop's light/dark setting out of the terminal. Without a D-Bus session
// (a fresh machine without dbus-launch, ssh, Xvfb) every start printed
// "Fyne error: failed to watch theme settings ... dbus-launch not found":
// harmless (the window keeps the theme it started with, and the View tab
// chooses one) but alarming to a new user. Fyne's other messages pass.
// Call it before the app is created: the watch starts with it.
func HideThemeWatchWarning() {
	log.SetOutput(&themeWarningFilter{w: os.Stderr})
}

// themeWarningFilter drops the log lines of that one report: its header,
// then its "Cause:" and "At:" lines (log writes each line in one call).
type themeWarningFilter struct {
	w        io.Writer
	dropping bool
}

// Write is part of io.Writer.
func (f *themeWarningFilter) Write(p []byte) (int, error) {
	s := string(p)
	switch {
	case strings.Contains(s, "Fyne error:  failed to watch theme settings"):
		f.dropping = true
		return len(p), nil
	case f.dropping && strings.Contains(s, "  Cause:"):
		return len(p), nil
	case f.dropping && strings.Contains(s, "  At:"):
		f.dropping = false
		return len(p), nil
	}
	f.dropping = false
	return f.w.Write(p)
}
