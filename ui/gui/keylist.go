package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// keyList is a list that keeps Up, Down and Space for itself and forwards
// every other key to the cube: tapping a row focuses the list, and a row
// that vanished meanwhile (history rows go when their moves are undone)
// would otherwise leave the keyboard on a list that ignores W A S D.
type keyList struct {
	widget.List
	cube keyTarget
}

func newKeyList(cube keyTarget, length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject)) *keyList {
	l := &keyList{cube: cube}
	l.Length, l.CreateItem, l.UpdateItem = length, create, update
	l.ExtendBaseWidget(l)
	return l
}

// TypedKey is part of fyne.Focusable.
func (l *keyList) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyUp, fyne.KeyDown, fyne.KeySpace:
		l.List.TypedKey(ev)
	default:
		l.cube.TypedKey(ev)
	}
}

// TypedRune is part of fyne.Focusable.
func (l *keyList) TypedRune(r rune) { l.cube.TypedRune(r) }

// AcceptsTab keeps the focus here on Tab (see keySelect.AcceptsTab).
func (l *keyList) AcceptsTab() bool { return true }

// KeyDown is part of desktop.Keyable.
func (l *keyList) KeyDown(ev *fyne.KeyEvent) { l.cube.KeyDown(ev) }

// KeyUp is part of desktop.Keyable.
func (l *keyList) KeyUp(ev *fyne.KeyEvent) { l.cube.KeyUp(ev) }
