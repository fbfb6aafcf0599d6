package algorithms

import (
	"context"
	"sync"
	"time"
)

// SharedBuild makes a value (a solver's tables) once for everyone who asks
// for it, and only while someone does. Get waits for it as long as its own
// context lives and no longer (a waiter's deadline or disconnect frees it at
// once); the build runs on a goroutine of its own under a context of its
// own, which ends when no caller has waited for it for a grace period: as
// long as the last caller waited, at most MaxGrace. So a caller that gave
// up after 1 ms buys 1 ms more of build, not the whole build (the CPU a
// build spends stays near the time callers spent waiting for it), while a
// caller that waited its full deadline leaves the build running long
// enough for the next caller to join it. A build's finished parts can be
// kept by Build itself (it is never run twice at once), so the next build
// resumes rather than restarts. A build's error reaches its waiters and the
// next Get tries again; a value once built is kept for good.
type SharedBuild[T any] struct {
	// Build makes the value, stopping with ctx's error once ctx ends,
	// and tells report (never nil) its stage and the fraction done.
	Build func(ctx context.Context, report func(stage string, fraction float64)) (T, error)
	// MaxGrace caps how long a build goes on with nobody waiting (0:
	// DefaultMaxGrace).
	MaxGrace time.Duration

	mu   sync.Mutex
	done bool
	val  T
	cur  *flight[T]
	last *flight[T] // the latest flight, whose end the next one waits for
}

// DefaultMaxGrace is how long at most a build goes on once nobody waits for
// it: long enough for a client that got a timeout to ask again and find
// the build still going.
const DefaultMaxGrace = 5 * time.Second

// flight is one run of Build and the callers waiting for it.
type flight[T any] struct {
	cancel   context.CancelFunc
	finished chan struct{}
	val      T
	err      error
	waiters  map[*waiter]struct{}
	stop     *time.Timer // ends the build once the grace runs out
	stage    string      // the latest report, handed to a caller who joins
	fraction float64
	reported bool
}

// waiter is one Get's mailbox for progress reports: it holds the latest
// report not yet taken, so the build never waits on a slow listener.
type waiter struct {
	reports chan progressReport
}

type progressReport struct {
	stage    string
	fraction float64
}

// offer hands r to w, replacing an older report not yet taken.
func (w *waiter) offer(r progressReport) {
	for {
		select {
		case w.reports <- r:
			return
		default:
		}
		select {
		case <-w.reports:
		default:
		}
	}
}

// Get returns the value, building it (or joining the build under way)
// if it is not made yet. report, if not nil, hears the build's stage and
// fraction on the calling goroutine (the latest one at once on joining a
// build under way). Get returns ctx's error as soon as ctx ends.
func (s *SharedBuild[T]) Get(ctx context.Context, report func(stage string, fraction float64)) (T, error) {
	var zero T
	s.mu.Lock()
	if s.done {
		v := s.val
		s.mu.Unlock()
		return v, nil
	}
	if err := ctx.Err(); err != nil {
		s.mu.Unlock()
		return zero, err
	}
	f := s.cur
	if f == nil {
		f = s.start()
	}
	if f.stop != nil {
		f.stop.Stop()
		f.stop = nil
	}
	w := &waiter{reports: make(chan progressReport, 1)}
	f.waiters[w] = struct{}{}
	if f.reported {
		w.offer(progressReport{f.stage, f.fraction})
	}
	s.mu.Unlock()

	joined := time.Now()
	for {
		select {
		case r := <-w.reports:
			if report != nil {
				report(r.stage, r.fraction)
			}
		case <-f.finished:
			s.mu.Lock()
			delete(f.waiters, w)
			s.mu.Unlock()
			return f.val, f.err
		case <-ctx.Done():
			s.leave(f, w, time.Since(joined))
			return zero, ctx.Err()
		}
	}
}

// Ready reports whether the value is built.
func (s *SharedBuild[T]) Ready() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.done
}

// Building reports whether a run of Build is under way, one told to stop
// included until it has returned (for tests and health reports: a build
// nobody waits for has stopped spending CPU once this is false).
func (s *SharedBuild[T]) Building() bool {
	s.mu.Lock()
	last := s.last
	s.mu.Unlock()
	if last == nil {
		return false
	}
	select {
	case <-last.finished:
		return false
	default:
		return true
	}
}

// leave takes w off f's waiters after it waited for waited; the last to
// leave starts the grace after which f's build stops.
func (s *SharedBuild[T]) leave(f *flight[T], w *waiter, waited time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(f.waiters, w)
	if len(f.waiters) > 0 || s.cur != f {
		return
	}
	grace := s.MaxGrace
	if grace <= 0 {
		grace = DefaultMaxGrace
	}
	grace = min(grace, waited)
	if f.stop != nil {
		f.stop.Stop()
	}
	f.stop = time.AfterFunc(grace, func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		if len(f.waiters) == 0 && s.cur == f {
			s.cur = nil
			f.cancel()
		}
	})
}

// start begins a flight (s.mu held). It builds once the previous flight,
// if any, has ended, so Build never runs twice at once and finds whatever
// the last run kept.
func (s *SharedBuild[T]) start() *flight[T] {
	ctx, cancel := context.WithCancel(context.Background())
	f := &flight[T]{cancel: cancel, finished: make(chan struct{}), waiters: map[*waiter]struct{}{}}
	prev := s.last
	s.cur, s.last = f, f
	report := func(stage string, fraction float64) {
		s.mu.Lock()
		defer s.mu.Unlock()
		f.stage, f.fraction, f.reported = stage, fraction, true
		for w := range f.waiters {
			w.offer(progressReport{stage, fraction})
		}
	}
	go func() {
		defer cancel()
		if prev != nil {
			<-prev.finished
		}
		var v T
		err := ctx.Err()
		if err == nil {
			v, err = s.Build(ctx, report)
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		if err == nil {
			s.done, s.val = true, v
		}
		if s.cur == f {
			s.cur = nil
		}
		f.val, f.err = v, err
		close(f.finished)
	}()
	return f
}
