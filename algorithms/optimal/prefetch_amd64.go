package optimal

// prefetch asks the processor to start loading the cache line at p into
// its caches and returns at once (PREFETCHT0): unlike a load, it never
// holds up the instructions after it, so the line arrives while the search
// does other work (dfs.go).
//
//go:noescape
func prefetch(p *uint32)
