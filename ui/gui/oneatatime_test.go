package gui

import "testing"

// A ticker queues one piece of work at a time: a busy window must not pile
// up a backlog that a finished solve then waits behind.
func TestOneAtATimeSkipsTicksWhileQueued(t *testing.T) {
	var queue []func()
	do := func(f func()) { queue = append(queue, f) }
	var o oneAtATime
	runs := 0
	for range 3 {
		o.hand(do, func() { runs++ })
	}
	if len(queue) != 1 {
		t.Fatalf("%d queued after three ticks, want 1", len(queue))
	}
	queue[0]()
	o.hand(do, func() { runs++ })
	if len(queue) != 2 || runs != 1 {
		t.Fatalf("after the first ran: %d queued, %d runs; want 2 and 1", len(queue), runs)
	}
	queue[1]()
	if runs != 2 {
		t.Errorf("%d runs, want 2", runs)
	}
}
