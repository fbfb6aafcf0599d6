// Package savefile writes files so that a crash or a failed write never
// leaves a reader with half a file or loses the one that was there: the data
// goes to a temporary file beside the target, is synced, then renamed over
// it.
package savefile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Write replaces path's contents with data atomically: readers see the old
// file or the new one, never a mix, and a failure leaves the old file as it
// was. A new file gets permission perm. A symbolic link is written through:
// the file it leads to gets the data and the link stays (a dangling link's
// target is created). Anything but a regular file there (a named pipe, a
// device, a directory, a socket) is refused with an error saying what it
// is: renaming over it would replace it, and writing into it could block
// for ever or reach a device.
func Write(path string, data []byte, perm os.FileMode) error {
	target, err := regularTarget(path)
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := replace(target, data, perm); err != nil {
		if target != path {
			return fmt.Errorf("write %s (a link to %s): %w", path, target, err)
		}
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

// maxLinks bounds how many symbolic links regularTarget follows, as the
// kernel does (ELOOP), so a loop of links is an error rather than a hang.
const maxLinks = 40

// regularTarget follows path's symbolic links to the file they lead to:
// a regular file or a path where none exists yet. Anything else is an
// error naming what is there.
func regularTarget(path string) (string, error) {
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		verb := "it is"
		if lst, err := os.Lstat(path); err == nil && lst.Mode()&fs.ModeSymlink != 0 {
			verb = "its link leads to"
		}
		return "", fmt.Errorf("%s %s, not a regular file; only regular files are written", verb, fileKind(st.Mode()))
	}
	for range maxLinks {
		st, err := os.Lstat(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return path, nil // a new file (perhaps a dangling link's target)
		case err != nil:
			return "", err
		case st.Mode()&fs.ModeSymlink == 0:
			if !st.Mode().IsRegular() {
				return "", fmt.Errorf("%s is %s, not a regular file; only regular files are written", path, fileKind(st.Mode()))
			}
			return path, nil
		}
		link, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(link) {
			// Not filepath.Join: cleaning "dir/../x" lexically is wrong
			// when dir is itself a link; the kernel resolves it right.
			link = filepath.Dir(path) + string(filepath.Separator) + link
		}
		path = link
	}
	return "", fmt.Errorf("more than %d symbolic links in a row (a loop?)", maxLinks)
}

// fileKind names a file type that is not a regular file.
func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

// replace is Write on a path that is a regular file or none.
func replace(path string, data []byte, perm os.FileMode) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return err
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if st, err := os.Stat(path); err == nil {
		perm = st.Mode().Perm() // keep the mode of the file replaced
	}
	if err := tmp.Chmod(perm); err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		done = true
		return err
	}
	done = true
	return nil
}
