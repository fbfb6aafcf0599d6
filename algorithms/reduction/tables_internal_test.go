package reduction

import "context"

// tableMemory returns the bytes of per-size tables kept now (an estimate
// from the tables' slices and maps).
func tableMemory() int64 {
	geomMu.Lock()
	defer geomMu.Unlock()
	total := int64(0)
	for _, e := range geomCache {
		total += e.bytes
	}
	return total
}

// geomFor returns size n's geometry and tables, building them if need be.
func geomFor(n int) *geom {
	g, err := tablesFor(context.Background(), n)
	if err != nil {
		panic(err) // cannot happen: the context never ends
	}
	return g
}
