//go:build js

package gui

import (
	"syscall/js"
	"time"
)

// startsWithCube: in the browser the window shows the cube before building
// the panels (see Run).
const startsWithCube = true

// milestone records a named moment of start-up as a performance mark of the
// page (performance.getEntriesByType("mark")): the web end-to-end test
// reads them to say where the time to the first frame goes.
func milestone(name string) {
	if p := js.Global().Get("performance"); p.Truthy() {
		p.Call("mark", "cubelab-"+name)
	}
}

// milestoneAfter records a moment and how long what ended there took
// (its detail, in milliseconds).
func milestoneAfter(name string, took time.Duration) {
	if p := js.Global().Get("performance"); p.Truthy() {
		p.Call("mark", "cubelab-"+name, map[string]any{"detail": float64(took.Microseconds()) / 1000})
	}
}

// afterPresent runs f (on a new goroutine) once the browser has shown the
// frame being drawn: a requestAnimationFrame callback runs when the next
// frame begins, so the current one has been presented. That moment is the
// milestone "first-frame".
func afterPresent(f func()) {
	var cb js.Func
	cb = js.FuncOf(func(js.Value, []js.Value) any {
		cb.Release()
		milestone("first-frame")
		go f()
		return nil
	})
	js.Global().Call("requestAnimationFrame", cb)
}
