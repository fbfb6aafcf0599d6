package twophase

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// shared is what the workers of one solve have in common: the best solution
// and the reasons to stop. Hot paths read the atomics; the mutex guards the
// solution itself.
type shared struct {
	target    int           // stop at a solution this short...
	minDepth1 int           // ...once every worker has searched this deep
	limit     time.Duration // improving time after the first solution
	start     time.Time

	// ceiling is one more than the longest solution worth keeping:
	// maxSolution, or maxLen+1 when a short maxLen is demanded, so that the
	// search bounds every path by it and ends once it is exhausted.
	ceiling int32
	bestLen atomic.Int32 // ceiling until a solution exists
	firstAt atomic.Int64 // UnixNano of the first solution, 0 before
	stop    atomic.Bool
	depths  []atomic.Int32 // each worker's current depth

	outOfTime, outOfNode atomic.Bool

	mu    sync.Mutex
	best  []int8
	steps []stepMoves
	err   error
}

func newShared(workers int) *shared {
	sh := &shared{depths: make([]atomic.Int32, workers), start: time.Now()}
	sh.setCeiling(maxSolution)
	return sh
}

// setCeiling makes the search keep only solutions shorter than c.
func (sh *shared) setCeiling(c int) {
	sh.ceiling = int32(c)
	sh.bestLen.Store(sh.ceiling)
}

// workerCount returns how many workers a solve should use: at most
// maxWorkers, and at most threads when that is set.
func workerCount(maxNodes int64, maxWorkers, threads int) int {
	if maxNodes > 0 {
		return 1 // a node budget is only exact for one worker
	}
	w := max(1, min(maxWorkers, runtime.GOMAXPROCS(0)))
	if threads > 0 {
		w = min(w, threads)
	}
	return w
}

func (sh *shared) length() int { return int(sh.bestLen.Load()) }
func (sh *shared) found() bool { return sh.bestLen.Load() < sh.ceiling }

// reached reports whether the search may stop: a solution of the target
// length exists and every worker has finished the depths below minDepth1.
// (A target of maxSolution or more is no reason to stop before any
// solution: that answered max_length 48..1000 with "no solution".)
func (sh *shared) reached() bool {
	if !sh.found() || int(sh.bestLen.Load()) > sh.target {
		return false
	}
	for i := range sh.depths {
		if int(sh.depths[i].Load()) < sh.minDepth1 {
			return false
		}
	}
	return true
}

// offer keeps a solution if it beats the best, reporting whether it did.
func (sh *shared) offer(sol []int8, steps []stepMoves) bool {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if len(sol) >= sh.length() {
		return false
	}
	if sh.best == nil {
		sh.firstAt.Store(time.Now().UnixNano())
	}
	sh.best, sh.steps = sol, steps
	sh.bestLen.Store(int32(len(sol)))
	return true
}

func (sh *shared) setErr(err error) {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if sh.err == nil {
		sh.err = err
	}
}
