//go:build unix

package tablecache

import (
	"fmt"
	"os"
	"syscall"
)

// openRegular opens path to read if it is a regular file. It opens without
// blocking (a FIFO's open would wait for a writer forever) and then checks
// what it opened, so a FIFO, device or directory put where a cache file
// belongs is refused at once rather than read or waited on.
func openRegular(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	if err := checkRegular(f); err != nil {
		f.Close()
		return nil, err
	}
	// Reads of a regular file never block anyway; clear the flag so the
	// file behaves as an ordinarily opened one.
	if err := syscall.SetNonblock(int(f.Fd()), false); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}
