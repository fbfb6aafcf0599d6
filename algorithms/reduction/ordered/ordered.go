// Package ordered runs independent tasks on several goroutines and hands
// their results back in task order, so that a search split into tasks
// answers as a loop over them would, however many cores share it.
package ordered

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// Run runs task(ctx, i) for i from 0 to n-1 on up to workers goroutines
// (0: one per core) and hands each result to merge in the order of i, on
// the calling goroutine. When merge returns false no further task starts
// and those still running see their context cancelled; their results are
// dropped. So a caller whose tasks depend only on i gets the answer a loop
// would give, however many cores share the work: the searches stay
// deterministic. It returns once every started task has ended.
func Run[R any](ctx context.Context, n, workers int, task func(ctx context.Context, i int) R, merge func(i int, r R) bool) {
	if n == 0 {
		return
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, n)
	if workers == 1 {
		for i := range n {
			if ctx.Err() != nil || !merge(i, task(ctx, i)) {
				return
			}
		}
		return
	}
	sub, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make([]R, n)
	ready := make([]chan struct{}, n)
	for i := range ready {
		ready[i] = make(chan struct{})
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for sub.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				results[i] = task(sub, i)
				close(ready[i])
			}
		})
	}
	for i := range n {
		select {
		case <-ready[i]:
		case <-sub.Done():
			// The caller's context ended: task i may never start.
		}
		if sub.Err() != nil || !merge(i, results[i]) {
			break
		}
		results[i] = *new(R) // merged: let its memory go
	}
	cancel()
	wg.Wait()
}
