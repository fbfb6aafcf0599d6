package gui

import (
	"errors"
	"log"
	"strings"
	"testing"
)

// TestThemeWatchWarningHidden (issue 42): Fyne's "failed to watch theme
// settings" report (three log lines) does not reach the terminal; its
// other errors, before and after it, do.
func TestThemeWatchWarningHidden(t *testing.T) {
	var out strings.Builder
	l := log.New(&themeWarningFilter{w: &out}, "", 0)
	logError := func(reason string, err error) { // as fyne.LogError writes
		l.Println("Fyne error: ", reason)
		l.Println("  Cause:", err)
		l.Printf("  At: %s:%d", "/fyne/app/app_xdg.go", 152)
	}
	logError("some other failure", errors.New("kept"))
	logError("failed to watch theme settings", errors.New(`exec: "dbus-launch": executable file not found in $PATH`))
	logError("another failure", errors.New("kept too"))
	got := out.String()
	if strings.Contains(got, "theme settings") || strings.Contains(got, "dbus-launch") || strings.Count(got, "app_xdg.go") != 2 {
		t.Errorf("the terminal shows:\n%s", got)
	}
	for _, want := range []string{"some other failure", "Cause: kept\n", "another failure", "Cause: kept too"} {
		if !strings.Contains(got, want) {
			t.Errorf("the terminal lacks %q:\n%s", want, got)
		}
	}
}
