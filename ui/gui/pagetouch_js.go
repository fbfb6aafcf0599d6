//go:build js

package gui

import (
	"syscall/js"

	"fyne.io/fyne/v2"
)

// pageFinger is one finger of a DOM touch event, in device pixels.
type pageFinger struct {
	id   int
	x, y float64
}

// listenPageTouches hands the page's touch events to a pageTouches for v
// (see pagetouch.go). The DOM callbacks only copy the fingers out and queue
// them; one goroutine passes them in order to the Fyne goroutine.
func listenPageTouches(v *CubeView) {
	p := newPageTouches(v)
	type batch struct {
		kind    string
		fingers []pageFinger
	}
	queue := make(chan batch, 256)
	go func() {
		for b := range queue {
			fyne.Do(func() {
				c := fyne.CurrentApp().Driver().CanvasForObject(v)
				if c == nil {
					return
				}
				s := c.Scale()
				for _, f := range b.fingers {
					p.touch(b.kind, f.id, fyne.NewPos(float32(f.x)/s, float32(f.y)/s))
				}
			})
		}
	}()
	doc := js.Global().Get("document")
	for _, kind := range []string{touchStart, touchMove, touchEnd, touchCancel} {
		cb := js.FuncOf(func(_ js.Value, args []js.Value) any {
			ts := args[0].Get("changedTouches")
			dpr := js.Global().Get("devicePixelRatio").Float()
			b := batch{kind: kind, fingers: make([]pageFinger, ts.Length())}
			for i := range b.fingers {
				t := ts.Index(i)
				b.fingers[i] = pageFinger{id: t.Get("identifier").Int(), x: t.Get("clientX").Float() * dpr, y: t.Get("clientY").Float() * dpr}
			}
			select {
			case queue <- b:
			default: // the app is stuck: dropping a move beats blocking the page
			}
			return nil
		})
		doc.Call("addEventListener", kind, cb, map[string]any{"passive": true})
	}
}
