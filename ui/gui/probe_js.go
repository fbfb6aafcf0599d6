//go:build js

package gui

import (
	"syscall/js"

	"fyne.io/fyne/v2"
)

// exposeProbe gives the page cubelabProbe(): a promise of the window's
// state (probeJSON, a JSON string) for the browser tests. The state is
// read on the Fyne goroutine, so the promise settles only while the app's
// main loop runs: a test that gets an answer knows the app still answers.
func exposeProbe(u *ui) {
	js.Global().Set("cubelabProbe", js.FuncOf(func(js.Value, []js.Value) any {
		var executor js.Func
		executor = js.FuncOf(func(_ js.Value, args []js.Value) any {
			executor.Release()
			resolve := args[0]
			// A js.Func callback must not block: the hand-over to the
			// Fyne goroutine goes from a goroutine of its own.
			go fyne.Do(func() { resolve.Invoke(u.probeJSON()) })
			return nil
		})
		return js.Global().Get("Promise").New(executor)
	}))
}
