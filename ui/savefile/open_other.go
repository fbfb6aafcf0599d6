//go:build !unix

package savefile

import (
	"fmt"
	"os"
)

// openRegular opens path for reading after checking that it is a regular
// file (these systems have no non-blocking open; their named pipes do not
// live in the file system).
func openRegular(path string) (*os.File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if !st.Mode().IsRegular() {
		return nil, notRegular(path, st.Mode())
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return f, nil
}
