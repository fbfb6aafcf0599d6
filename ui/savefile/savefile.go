// Package savefile writes files so that a crash or a failed write never
// leaves a reader with half a file or loses the one that was there: the data
// goes to a temporary file beside the target, is synced, then renamed over
// it.
package savefile

import (
	"fmt"
	"os"
	"path/filepath"
)

// Write replaces path's contents with data atomically: readers see the old
// file or the new one, never a mix, and a failure leaves the old file as it
// was. A new file gets permission perm.
func Write(path string, data []byte, perm os.FileMode) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
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
		return fmt.Errorf("write %s: %w", path, err)
	}
	if _, err := tmp.Write(data); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		done = true
		return fmt.Errorf("write %s: %w", path, err)
	}
	done = true
	return nil
}
