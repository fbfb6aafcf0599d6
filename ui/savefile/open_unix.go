//go:build unix

package savefile

import (
	"fmt"
	"os"
	"syscall"
)

// openRegular opens path for reading without blocking: O_NONBLOCK makes
// opening a named pipe that has no writer return at once instead of
// waiting for one (Read then refuses it). Reads of a regular file ignore
// the flag.
func openRegular(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return f, nil
}
