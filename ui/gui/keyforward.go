package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// The window's keys must work whatever was clicked last. Buttons,
// checks, lists and chosen menu entries hand the focus back to the cube in
// their callbacks, but a control can also keep the focus without any
// callback: a dropdown closed with Escape or a click outside it, a slider
// reached with Tab. The widgets below keep their own navigation keys and
// pass every other key to the cube, so W still turns U while they have focus.

// keyTarget is where forwarded keys go (the cube view).
type keyTarget interface {
	TypedKey(*fyne.KeyEvent)
	TypedRune(rune)
	KeyDown(*fyne.KeyEvent)
	KeyUp(*fyne.KeyEvent)
}

// keySelect is a dropdown that keeps Space and the arrow keys (open the menu,
// step through options) and forwards the rest to the cube.
type keySelect struct {
	widget.Select
	cube keyTarget
}

func newKeySelect(cube keyTarget, options []string, changed func(string)) *keySelect {
	s := &keySelect{cube: cube}
	s.Options, s.OnChanged = options, changed
	s.PlaceHolder = "(choose)"
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey is part of fyne.Focusable.
func (s *keySelect) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeySpace, fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight:
		s.Select.TypedKey(ev)
	default:
		s.cube.TypedKey(ev)
	}
}

// TypedRune is part of fyne.Focusable.
func (s *keySelect) TypedRune(r rune) { s.cube.TypedRune(r) }

// AcceptsTab keeps the focus here on Tab, as the cube does: the next stop
// would be a button, which ignores the cube's keys.
func (s *keySelect) AcceptsTab() bool { return true }

// KeyDown is part of desktop.Keyable: the cube tracks Shift and Ctrl.
func (s *keySelect) KeyDown(ev *fyne.KeyEvent) { s.cube.KeyDown(ev) }

// KeyUp is part of desktop.Keyable.
func (s *keySelect) KeyUp(ev *fyne.KeyEvent) { s.cube.KeyUp(ev) }

// keySlider is a slider that keeps the arrow keys and forwards the rest.
type keySlider struct {
	widget.Slider
	cube keyTarget
}

func newKeySlider(cube keyTarget, lo, hi float64) *keySlider {
	s := &keySlider{cube: cube}
	s.Min, s.Max, s.Step, s.Orientation = lo, hi, 1, widget.Horizontal
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey is part of fyne.Focusable.
func (s *keySlider) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight:
		s.Slider.TypedKey(ev)
	default:
		s.cube.TypedKey(ev)
	}
}

// TypedRune is part of fyne.Focusable.
func (s *keySlider) TypedRune(r rune) { s.cube.TypedRune(r) }

// AcceptsTab keeps the focus here on Tab (see keySelect.AcceptsTab).
func (s *keySlider) AcceptsTab() bool { return true }

// KeyDown is part of desktop.Keyable.
func (s *keySlider) KeyDown(ev *fyne.KeyEvent) { s.cube.KeyDown(ev) }

// KeyUp is part of desktop.Keyable.
func (s *keySlider) KeyUp(ev *fyne.KeyEvent) { s.cube.KeyUp(ev) }

// algEntry is the algorithm entry: it takes typing (that is what it is for)
// and gives the keyboard back to the cube on Escape and Tab as well as on
// Enter (Tab would otherwise move it to a button, which ignores W A S D).
type algEntry struct {
	widget.Entry
	onEscape func()
}

func newAlgEntry(onEscape func()) *algEntry {
	e := &algEntry{onEscape: onEscape}
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey is part of fyne.Focusable.
func (e *algEntry) TypedKey(ev *fyne.KeyEvent) {
	if (ev.Name == fyne.KeyEscape || ev.Name == fyne.KeyTab) && e.onEscape != nil {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(ev)
}

// AcceptsTab lets TypedKey see Tab, so it can hand the keyboard to the cube.
func (e *algEntry) AcceptsTab() bool { return true }
