package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
)

// pageTouches routes the browser page's touches to the cube view. The web
// driver (glfw-js) listens to the mouse only: the loader page (wasm/index.html)
// turns one finger into mouse events, which swipe stickers, orbit and tap
// buttons through Fyne's usual paths, and the browser build (pagetouch_js.go)
// hands every finger here too, so two fingers on the cube pinch and twist
// through the same mobile.Touchable methods a phone build uses.
type pageTouches struct {
	view *CubeView
	down map[int]bool // fingers that went down on the view, by id
}

// Kinds of page touch events, named as the DOM names them.
const (
	touchStart  = "touchstart"
	touchMove   = "touchmove"
	touchEnd    = "touchend"
	touchCancel = "touchcancel"
)

func newPageTouches(v *CubeView) *pageTouches {
	return &pageTouches{view: v, down: map[int]bool{}}
}

// touch handles one finger's event at abs (canvas coordinates). A finger
// counts only if it went down on the visible view with no popup or dialog
// above it; it is followed until it lifts, wherever it goes.
func (p *pageTouches) touch(kind string, id int, abs fyne.Position) {
	v := p.view
	ev := &mobile.TouchEvent{ID: id}
	ev.AbsolutePosition = abs
	ev.Position = abs.Subtract(fyne.CurrentApp().Driver().AbsolutePositionForObject(v))
	switch kind {
	case touchStart:
		if p.covers(ev.Position) {
			p.down[id] = true
			v.TouchDown(ev)
		}
	case touchMove:
		if p.down[id] {
			v.TouchMoved(ev)
		}
	case touchEnd, touchCancel:
		if !p.down[id] {
			return
		}
		delete(p.down, id)
		if kind == touchEnd {
			v.TouchUp(ev)
		} else {
			v.TouchCancel(ev)
		}
	}
}

// covers reports whether a finger at pos (view coordinates) is on the view.
func (p *pageTouches) covers(pos fyne.Position) bool {
	v := p.view
	c := fyne.CurrentApp().Driver().CanvasForObject(v)
	if c == nil || !v.Visible() || c.Overlays().Top() != nil {
		return false
	}
	size := v.Size()
	return pos.X >= 0 && pos.Y >= 0 && pos.X < size.Width && pos.Y < size.Height
}
