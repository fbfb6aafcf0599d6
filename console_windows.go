package main

import (
	"os"
	"syscall"
)

// The Windows build is a GUI-subsystem program, so that opening the app
// shows no console window. Such a program gets no standard output when
// started from a console, so `Cubelab.exe solve ...` typed in cmd.exe or
// PowerShell would print nothing: for a subcommand, attach to the console of
// the shell that started it and write there. Output redirected to a file or
// a pipe has valid handles already and is left alone.
func init() {
	if len(os.Args) < 2 {
		return
	}
	out, _ := syscall.GetStdHandle(syscall.STD_OUTPUT_HANDLE)
	errh, _ := syscall.GetStdHandle(syscall.STD_ERROR_HANDLE)
	if usable(out) && usable(errh) {
		return
	}
	const attachParentProcess = ^uintptr(0) // (DWORD)-1
	attach := syscall.NewLazyDLL("kernel32.dll").NewProc("AttachConsole")
	if r, _, _ := attach.Call(attachParentProcess); r == 0 {
		return // started without a console (e.g. from Explorer)
	}
	con, err := os.OpenFile("CONOUT$", os.O_WRONLY, 0)
	if err != nil {
		return
	}
	if !usable(out) {
		os.Stdout = con
	}
	if !usable(errh) {
		os.Stderr = con
	}
}

// usable reports whether a standard handle leads somewhere.
func usable(h syscall.Handle) bool {
	if h == 0 || h == syscall.InvalidHandle {
		return false
	}
	_, err := syscall.GetFileType(h)
	return err == nil
}
