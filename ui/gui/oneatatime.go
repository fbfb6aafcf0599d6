package gui

import "sync/atomic"

// oneAtATime hands work from a ticker to the Fyne goroutine one piece at a
// time: a tick whose work is still queued is skipped. When the window is
// slower than the ticker (a loaded machine), queueing every tick grows a
// backlog that everything queued after it waits behind: a cancelled solve,
// a finished one, a key. The clock and the state dump tick ten times a
// second.
type oneAtATime struct{ pending atomic.Bool }

// hand gives f to do (fyne.Do) unless the f handed before has not run yet.
func (o *oneAtATime) hand(do func(func()), f func()) {
	if !o.pending.CompareAndSwap(false, true) {
		return
	}
	do(func() {
		defer o.pending.Store(false)
		f()
	})
}
