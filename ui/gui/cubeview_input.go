package gui

import (
	"math"
	"slices"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/mobile"

	"cubelab/render"
)

// dragTurnThreshold is how far (in pixels) a drag that started on a sticker
// travels before it becomes a turn.
const dragTurnThreshold = 14

// inputState tracks modifiers, buttons and touches between events.
type inputState struct {
	shift, ctrl bool
	runeDone    bool // the last TypedKey already acted for this character
	button      desktop.MouseButton
	lastMouse   fyne.Position
	// A drag that started on a sticker turns that sticker's layer.
	hit      *render.Hit
	dragDX   float64
	dragDY   float64
	dragUsed bool
	// touches by finger id, for pinch zoom and twist.
	touches    map[int]fyne.Position
	pinchDist  float32
	pinchAngle float64 // direction from the first finger to the second, radians
}

var (
	_ fyne.Focusable    = (*CubeView)(nil)
	_ fyne.Tabbable     = (*CubeView)(nil)
	_ fyne.Draggable    = (*CubeView)(nil)
	_ fyne.Scrollable   = (*CubeView)(nil)
	_ fyne.Tappable     = (*CubeView)(nil)
	_ fyne.Shortcutable = (*CubeView)(nil)
	_ desktop.Keyable   = (*CubeView)(nil)
	_ desktop.Mouseable = (*CubeView)(nil)
	_ desktop.Hoverable = (*CubeView)(nil)
	_ mobile.Touchable  = (*CubeView)(nil)
	_ mobile.Movable    = (*CubeView)(nil)
)

// AcceptsTab keeps Tab on the cube: Tab sits next to Q and A, and a stray
// press would otherwise move the focus to a button that ignores W A S D.
func (v *CubeView) AcceptsTab() bool { return true }

// FocusGained is part of fyne.Focusable.
func (v *CubeView) FocusGained() {}

// FocusLost is part of fyne.Focusable; modifiers may be released elsewhere.
func (v *CubeView) FocusLost() { v.input.shift, v.input.ctrl = false, false }

// TypedKey sends a key with the tracked modifiers to OnAction. Keys that
// also type a character are remembered so TypedRune does not repeat them.
func (v *CubeView) TypedKey(ev *fyne.KeyEvent) {
	v.input.runeDone = false
	if ev.Name == fyne.KeyUnknown || v.OnAction == nil {
		return // the web driver names no letter keys: TypedRune handles them
	}
	v.OnAction(string(ev.Name), v.input.shift, v.input.ctrl)
	v.input.runeDone = len(ev.Name) == 1
}

// TypedRune handles character keys the driver did not name in TypedKey
// (letters in the browser build). Upper case means Shift was held.
func (v *CubeView) TypedRune(r rune) {
	if v.input.runeDone {
		v.input.runeDone = false
		return
	}
	if v.OnAction == nil || r > unicode.MaxASCII || !unicode.IsPrint(r) {
		return
	}
	shift := v.input.shift || unicode.IsUpper(r)
	v.OnAction(string(unicode.ToUpper(r)), shift, v.input.ctrl)
}

// KeyDown tracks Shift and Ctrl: Fyne's key events carry no modifiers.
func (v *CubeView) KeyDown(ev *fyne.KeyEvent) { v.trackModifier(ev.Name, true) }

// KeyUp tracks Shift and Ctrl.
func (v *CubeView) KeyUp(ev *fyne.KeyEvent) { v.trackModifier(ev.Name, false) }

func (v *CubeView) trackModifier(k fyne.KeyName, down bool) {
	switch k {
	case desktop.KeyShiftLeft, desktop.KeyShiftRight:
		v.input.shift = down
	case desktop.KeyControlLeft, desktop.KeyControlRight:
		v.input.ctrl = down
	}
}

// TypedShortcut handles Ctrl+Z (undo), Ctrl+Y and Ctrl+Shift+Z (redo).
func (v *CubeView) TypedShortcut(s fyne.Shortcut) {
	if v.OnAction == nil {
		return
	}
	switch sc := s.(type) {
	case *fyne.ShortcutUndo:
		v.OnAction("Z", false, true)
	case *fyne.ShortcutRedo:
		v.OnAction("Y", false, true)
	case *desktop.CustomShortcut:
		if sc.Modifier&fyne.KeyModifierControl != 0 {
			v.OnAction(string(sc.KeyName), sc.Modifier&fyne.KeyModifierShift != 0, true)
		}
	}
}

// Tapped focuses the cube so keys reach it.
func (v *CubeView) Tapped(*fyne.PointEvent) { v.focus() }

func (v *CubeView) focus() {
	if fyne.CurrentDevice().IsMobile() {
		return // focusing would show the soft keyboard
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil {
		c.Focus(v)
	}
}

// MouseDown remembers the button (drags do not say which) and whether the
// press landed on a sticker.
func (v *CubeView) MouseDown(ev *desktop.MouseEvent) {
	v.input.button = ev.Button
	v.input.lastMouse = ev.Position
	v.focus()
	if ev.Button == desktop.MouseButtonPrimary {
		v.startDrag(ev.Position)
	}
}

// MouseUp ends the press.
func (v *CubeView) MouseUp(*desktop.MouseEvent) {
	v.input.button = 0
	v.input.hit = nil
}

// MouseIn is part of desktop.Hoverable.
func (v *CubeView) MouseIn(ev *desktop.MouseEvent) { v.input.lastMouse = ev.Position }

// MouseOut is part of desktop.Hoverable.
func (v *CubeView) MouseOut() {}

// MouseMoved pans while the right button is held: Fyne only sends drag
// events for the primary button.
func (v *CubeView) MouseMoved(ev *desktop.MouseEvent) {
	d := ev.Position.Subtract(v.input.lastMouse)
	v.input.lastMouse = ev.Position
	if ev.Button == desktop.MouseButtonSecondary && v.input.button == desktop.MouseButtonSecondary {
		v.pan(d.X, d.Y)
	}
}

// startDrag picks the sticker under p (3D view, unless every drag orbits).
func (v *CubeView) startDrag(p fyne.Position) {
	v.input.hit, v.input.dragDX, v.input.dragDY, v.input.dragUsed = nil, 0, 0, false
	if v.DragOrbit || v.rend == nil {
		return
	}
	x, y := v.toPixels(p)
	if hit, ok := v.rend.Pick(v.scene(), x, y); ok {
		v.input.hit = &hit
	}
}

// Dragged turns a layer when the drag started on a sticker, else orbits.
func (v *CubeView) Dragged(ev *fyne.DragEvent) {
	if len(v.input.touches) >= 2 {
		return // pinching
	}
	if v.input.hit == nil {
		v.orbit(ev.Dragged.DX, ev.Dragged.DY)
		return
	}
	if v.input.dragUsed {
		return
	}
	s := float64(v.pixelScale())
	v.input.dragDX += float64(ev.Dragged.DX) * s
	v.input.dragDY += float64(ev.Dragged.DY) * s
	if math.Hypot(v.input.dragDX, v.input.dragDY) < dragTurnThreshold {
		return
	}
	// DragMove wants a drag of about a third of a sticker in a clear
	// direction; until then keep accumulating. One turn per drag.
	m, ok := v.rend.DragMove(v.scene(), *v.input.hit, v.input.dragDX, v.input.dragDY)
	if !ok {
		return
	}
	v.input.dragUsed = true
	if v.OnMove != nil {
		v.OnMove(m)
	}
}

// DragEnd finishes a drag.
func (v *CubeView) DragEnd() {
	v.input.hit = nil
}

// Scrolled zooms.
func (v *CubeView) Scrolled(ev *fyne.ScrollEvent) {
	v.zoom(math.Exp(float64(ev.Scrolled.DY) * 0.004))
}

// TouchDown records a finger; the first one may start a sticker turn.
func (v *CubeView) TouchDown(ev *mobile.TouchEvent) {
	if v.input.touches == nil {
		v.input.touches = map[int]fyne.Position{}
	}
	v.input.touches[ev.ID] = ev.Position
	if len(v.input.touches) == 1 {
		v.startDrag(ev.Position)
	} else {
		v.input.hit = nil
		v.input.pinchDist, v.input.pinchAngle = v.fingerSpread()
	}
}

// TouchMoved pinches and twists with two fingers: the change of their
// distance zooms, the change of their direction turns the cube about the
// vertical axis (a clockwise twist turns it clockwise as seen from above).
func (v *CubeView) TouchMoved(ev *mobile.TouchEvent) {
	if _, ok := v.input.touches[ev.ID]; !ok {
		return
	}
	v.input.touches[ev.ID] = ev.Position
	if len(v.input.touches) != 2 {
		return
	}
	d, a := v.fingerSpread()
	if v.input.pinchDist > 0 && d > 0 {
		v.zoom(float64(d / v.input.pinchDist))
		v.twist(angleBetween(v.input.pinchAngle, a))
	}
	v.input.pinchDist, v.input.pinchAngle = d, a
}

// TouchUp forgets a finger.
func (v *CubeView) TouchUp(ev *mobile.TouchEvent) { v.touchEnd(ev.ID) }

// TouchCancel forgets a finger.
func (v *CubeView) TouchCancel(ev *mobile.TouchEvent) { v.touchEnd(ev.ID) }

func (v *CubeView) touchEnd(id int) {
	delete(v.input.touches, id)
	v.input.pinchDist = 0
}

// fingerSpread is the distance between the first two fingers (by id, so
// the direction does not flip with map order) and the direction from the
// first to the second.
func (v *CubeView) fingerSpread() (float32, float64) {
	ids := make([]int, 0, len(v.input.touches))
	for id := range v.input.touches {
		ids = append(ids, id)
	}
	if len(ids) < 2 {
		return 0, 0
	}
	slices.Sort(ids)
	d := v.input.touches[ids[1]].Subtract(v.input.touches[ids[0]])
	return float32(math.Hypot(float64(d.X), float64(d.Y))), math.Atan2(float64(d.Y), float64(d.X))
}

// angleBetween is the signed turn from direction a to b, in (-π, π].
func angleBetween(a, b float64) float64 {
	d := math.Mod(b-a, 2*math.Pi)
	switch {
	case d > math.Pi:
		d -= 2 * math.Pi
	case d <= -math.Pi:
		d += 2 * math.Pi
	}
	return d
}
