package web

import (
	"context"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"time"
)

// Memory is the process's memory on /healthz, so that what the server holds
// can be told apart from what it merely has not given back: the big-cube
// tables kept between requests are only part of it (the 2x2, 3x3, 4x4 and
// 5x5 tables stay loaded, and a solve's working memory is garbage once it
// ends).
type Memory struct {
	// HeapBytes is the Go heap's objects: live data (every table loaded,
	// the solves in flight) plus garbage not yet collected.
	HeapBytes int64 `json:"heap_bytes"`
	// HeapFreeBytes is heap memory free for reuse but still held from the
	// OS; ReleasedBytes heap memory given back.
	HeapFreeBytes int64 `json:"heap_free_bytes"`
	ReleasedBytes int64 `json:"released_bytes"`
	// RuntimeBytes is all the Go runtime has mapped, released memory
	// excluded (heap, stacks, its own structures).
	RuntimeBytes int64 `json:"runtime_bytes"`
	// RSSBytes is the resident set as the OS counts it (Linux; 0
	// elsewhere).
	RSSBytes int64 `json:"rss_bytes,omitempty"`
	// Trims counts the times an idle server returned memory to the OS
	// after a burst of work.
	Trims int64 `json:"trims"`
}

// memoryNow reads the runtime's memory classes and the OS's resident set.
func (s *Server) memoryNow() Memory {
	samples := []metrics.Sample{
		{Name: "/memory/classes/heap/objects:bytes"},
		{Name: "/memory/classes/heap/free:bytes"},
		{Name: "/memory/classes/heap/released:bytes"},
		{Name: "/memory/classes/total:bytes"},
	}
	metrics.Read(samples)
	v := func(i int) int64 {
		if samples[i].Value.Kind() != metrics.KindUint64 {
			return 0
		}
		return int64(samples[i].Value.Uint64())
	}
	return Memory{
		HeapBytes: v(0), HeapFreeBytes: v(1), ReleasedBytes: v(2),
		RuntimeBytes: v(3) - v(2),
		RSSBytes:     residentBytes(),
		Trims:        s.trims.Load(),
	}
}

// residentBytes is the process's resident set from /proc (Linux), 0 where
// that cannot be read.
func residentBytes() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, err := strconv.ParseInt(f[1], 10, 64)
	if err != nil {
		return 0
	}
	return pages * int64(os.Getpagesize())
}

// trimAfterBytes is how much must have been allocated since the last trim
// for an idle server to collect and return memory: a burst of big-cube
// solves allocates hundreds of megabytes, while the /cube2 hot path
// allocates little, so it does not make the server collect every second.
const trimAfterBytes = 64 << 20

// allocatedBytes is the heap bytes allocated since the process started.
func allocatedBytes() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// trimWhenIdle returns memory to the OS after bursts, until ctx ends: every
// IdleTrim, when no solve, scramble or render is running and at least
// trimAfterBytes were allocated since the last trim, it collects and
// releases the free heap (debug.FreeOSMemory). Otherwise a burst's garbage
// stayed resident until the runtime's next collection, which an idle
// process does not run for minutes, and its freed pages came back only
// slowly: after a mixed burst the server sat at 1.77 GB with 263 MB of
// tables.
// since is the allocation count (allocatedBytes) when serving began.
func (s *Server) trimWhenIdle(ctx context.Context, since uint64) {
	if s.cfg.IdleTrim <= 0 {
		return
	}
	t := time.NewTicker(s.cfg.IdleTrim)
	defer t.Stop()
	last := since
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if ctx.Err() != nil || s.solves.inUse() > 0 || allocatedBytes()-last < trimAfterBytes {
			continue
		}
		debug.FreeOSMemory()
		s.trims.Add(1)
		last = allocatedBytes()
	}
}
