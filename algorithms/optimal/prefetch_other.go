//go:build !amd64

package optimal

// prefetch would ask the processor to start loading the cache line at p;
// only amd64 has it (prefetch_amd64.s), elsewhere the search just waits.
func prefetch(p *uint32) {}
