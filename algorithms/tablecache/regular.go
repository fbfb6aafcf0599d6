package tablecache

import (
	"errors"
	"fmt"
	"os"
)

// ErrNotRegular is wrapped by Load's error for a path that holds something
// other than a regular file (a FIFO, a device, a directory).
var ErrNotRegular = errors.New("not a regular file")

// checkRegular refuses an opened f that is not a regular file.
func checkRegular(f *os.File) error {
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("%s (mode %v): %w", f.Name(), fi.Mode().Type(), ErrNotRegular)
	}
	return nil
}
