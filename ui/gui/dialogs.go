package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// Dialogs float over the window as overlays. Fyne then sends keys to the
// window's fallback handlers, which would turn the cube behind a modal
// message (and Enter would start another solve instead of closing it). So
// while an overlay is up the cube ignores keys, and Enter or Escape closes
// the message the window showed.

// showDialog shows d and remembers it so Enter and Escape can close it.
func (u *ui) showDialog(d dialog.Dialog) {
	u.dialog = d
	d.SetOnClosed(func() {
		if u.dialog == d {
			u.dialog = nil
		}
		u.focusCube()
	})
	d.Show()
}

// showInfo shows a message with an OK button.
func (u *ui) showInfo(title, message string) {
	u.showDialog(dialog.NewInformation(title, message, u.win))
}

// overlayOpen reports whether a dialog or pop-up menu covers the window.
func (u *ui) overlayOpen() bool {
	return u.win.Canvas().Overlays().Top() != nil
}

// overlayKey handles a key while an overlay is open: Enter and Escape close
// the window's message; every key is kept from the cube. It reports whether
// the key was taken.
func (u *ui) overlayKey(name fyne.KeyName) bool {
	if !u.overlayOpen() {
		return false
	}
	switch name {
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeyEscape:
		if d := u.dialog; d != nil {
			u.dialog = nil
			d.Hide()
		}
	}
	return true
}
