package gui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
)

// Fyne reads two files of ours when the app is made, before any code of
// ours runs: the app's preferences.json and its settings.json. It opens
// them with a plain open, which waits forever for a writer when one is a
// named pipe, so the window never appears. SetAsideFyneFiles runs before
// the app is made and renames anything but a regular file there out of
// the way (nothing is deleted); loadState then says what it did.

// fyneFilesNotice is what SetAsideFyneFiles did, for the status line.
var fyneFilesNotice error

// fyneConfigDir is where Fyne keeps those files on desktops ("" elsewhere:
// the browser and phones keep them otherwise).
func fyneConfigDir() string {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd":
		dir, err := os.UserConfigDir()
		if err != nil {
			return ""
		}
		return filepath.Join(dir, "fyne")
	case "darwin":
		home, err := os.UserHomeDir()
		if err != nil {
			return ""
		}
		return filepath.Join(home, "Library", "Preferences", "fyne")
	}
	return "" // Windows' named pipes do not live in the file system
}

// SetAsideFyneFiles moves a named pipe, device or directory found where
// Fyne reads the preferences or settings of app appID to a name beside it
// ("preferences.json.not-a-file"), so that making the app cannot hang.
// Call it before the app is made.
func SetAsideFyneFiles(appID string) {
	root := fyneConfigDir()
	if root == "" {
		return
	}
	var errs []error
	for _, path := range []string{filepath.Join(root, appID, "preferences.json"), filepath.Join(root, "settings.json")} {
		st, err := os.Stat(path)
		if err != nil || st.Mode().IsRegular() {
			continue
		}
		aside := path + ".not-a-file"
		if err := os.Rename(path, aside); err != nil {
			errs = append(errs, fmt.Errorf("%s is not a regular file and could not be moved aside: %w", path, err))
			continue
		}
		errs = append(errs, fmt.Errorf("%s was not a regular file (%s); it was moved to %s and the defaults are used",
			path, kindOf(st.Mode()), filepath.Base(aside)))
	}
	fyneFilesNotice = errors.Join(errs...)
}

// kindOf names a non-regular file's kind.
func kindOf(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m.IsDir():
		return "a directory"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
}
