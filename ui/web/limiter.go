package web

import (
	"context"
	"time"
)

// limiter bounds concurrent expensive work. A request that finds every slot
// busy waits at most wait for one, then is refused, so overload turns into
// fast 503s rather than a growing pile of goroutines and memory.
type limiter struct {
	slots chan struct{}
	wait  time.Duration
}

func newLimiter(n int, wait time.Duration) *limiter {
	if n < 1 {
		n = 1
	}
	return &limiter{slots: make(chan struct{}, n), wait: wait}
}

// acquire takes a slot, reporting false if none came free in time.
func (l *limiter) acquire(ctx context.Context) bool {
	select {
	case l.slots <- struct{}{}:
		return true
	default:
	}
	if l.wait <= 0 {
		return false
	}
	t := time.NewTimer(l.wait)
	defer t.Stop()
	select {
	case l.slots <- struct{}{}:
		return true
	case <-t.C:
		return false
	case <-ctx.Done():
		return false
	}
}

func (l *limiter) release() { <-l.slots }

// inUse is the number of slots taken (for /healthz).
func (l *limiter) inUse() int { return len(l.slots) }
