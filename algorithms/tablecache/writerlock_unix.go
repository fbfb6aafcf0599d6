//go:build unix

package tablecache

import (
	"errors"
	"os"
	"syscall"
)

// lockWriting marks f as being written: an exclusive advisory lock the
// kernel drops when the writer's process ends, however it ends (kill -9
// included), so a cleaner can tell a live writer's temporary file from a
// dead one's.
func lockWriting(f *os.File) error {
	return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
}

// heldByWriter reports whether a live writer holds tmp's lock (a writer
// takes it a moment after creating the file, so a free lock alone does not
// prove the writer gone: RemoveStaleTemps also asks after its process).
func heldByWriter(tmp string) bool {
	f, err := os.OpenFile(tmp, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return false
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		return true
	}
	syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	return false
}

// processAlive reports whether a process with this id exists (signal 0
// checks without sending; EPERM means it exists under another user).
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
