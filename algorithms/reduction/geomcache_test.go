package reduction

import "testing"

// The geometry cache keeps the most recently used sizes only, so a process
// asked for every size does not hold every size's tables.
func TestGeomCacheKeepsRecentSizes(t *testing.T) {
	first := geomFor(4)
	if geomFor(4) != first {
		t.Fatal("a size asked for twice in a row was built twice")
	}
	for n := 5; n < 5+keptSizes; n++ {
		geomFor(n)
	}
	geomMu.Lock()
	kept := len(geomCache)
	_, has4 := geomCache[4]
	geomMu.Unlock()
	if kept != keptSizes || has4 {
		t.Errorf("after %d sizes: %d kept, 4x4 kept %v; want %d, the 4x4 (least recent) gone", keptSizes+1, kept, has4, keptSizes)
	}
	// Using a size moves it to the back of the queue.
	recent := geomFor(5)
	geomFor(20)
	if geomFor(5) != recent {
		t.Error("the most recently used size was evicted")
	}
}
