//go:build !unix

package tablecache

import "os"

// openRegular opens path to read if it is a regular file (see the unix
// version; elsewhere there are no FIFOs to block an open).
func openRegular(path string) (*os.File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if err := checkRegular(f); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}
