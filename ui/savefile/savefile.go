// Package savefile reads and writes the files an app keeps so that nothing
// it finds there can hang it or cost what was saved: Write replaces a file
// atomically (the data goes to a temporary file beside the target, is
// synced, then renamed over it), through symbolic links, refusing anything
// but a regular file; Read opens only regular files, without blocking on a
// named pipe, and bounds what it reads; Keep sets a copy of a file aside
// before it is replaced.
package savefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrNotRegular reports a path that is a named pipe, device, socket or
// directory where a file was expected. Reading one could block forever (a
// pipe with no writer) and replacing one would destroy what the user put
// there.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge reports a file larger than Read may read.
var ErrTooLarge = errors.New("too large")

// notRegular describes a non-regular file at path.
func notRegular(path string, mode fs.FileMode) error {
	return fmt.Errorf("%s is %s: %w", path, fileKind(mode), ErrNotRegular)
}

// Read returns the contents of the regular file at path, refusing (with
// an error wrapping ErrNotRegular) anything else before reading from it,
// and one larger than max bytes. A named pipe is opened without blocking,
// so a pipe with no writer cannot hang the caller.
func Read(path string, max int64) ([]byte, error) {
	f, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if !st.Mode().IsRegular() {
		return nil, notRegular(path, st.Mode())
	}
	if st.Size() > max {
		return nil, fmt.Errorf("%s is %d bytes, more than the %d this file may have: %w", path, st.Size(), max, ErrTooLarge)
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%s grew past the %d bytes this file may have: %w", path, max, ErrTooLarge)
	}
	return data, nil
}

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

// SetAside renames the file at path to a name no file has yet, as Keep
// names its copies, and returns that name: for a file too large to read
// that is about to be replaced.
func SetAside(path string) (string, error) {
	for i := 1; i <= 100; i++ {
		name := rejectedName(path, i)
		if _, err := os.Lstat(name); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err := os.Rename(path, name); err != nil {
			return "", fmt.Errorf("set %s aside: %w", path, err)
		}
		return name, nil
	}
	return "", fmt.Errorf("set %s aside: %s.rejected to .rejected.100 all exist", path, path)
}

// rejectedName is the i-th name Keep and SetAside try for path.
func rejectedName(path string, i int) string {
	if i > 1 {
		return fmt.Sprintf("%s.rejected.%d", path, i)
	}
	return path + ".rejected"
}

// Keep saves data (what was read from path) beside it under a name no file
// has yet, path+".rejected" or path+".rejected.2" and so on, and returns
// that name: a file the app could not fully read is set aside there
// before it is replaced, so nothing the user saved is lost.
func Keep(path string, data []byte) (string, error) {
	for i := 1; i <= 100; i++ {
		name := rejectedName(path, i)
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("keep a copy of %s: %w", path, err)
		}
		_, werr := f.Write(data)
		if err := f.Sync(); werr == nil {
			werr = err
		}
		if err := f.Close(); werr == nil {
			werr = err
		}
		if werr != nil {
			os.Remove(name)
			return "", fmt.Errorf("keep a copy of %s: %w", path, werr)
		}
		return name, nil
	}
	return "", fmt.Errorf("keep a copy of %s: %s.rejected to .rejected.100 all exist", path, path)
}
