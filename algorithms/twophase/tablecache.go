package twophase

import (
	"context"
	"fmt"
	"sync"

	"cubelab/algorithms/tablecache"
)

// The small tables take about a tenth of a second to build (about half a
// second in a browser page), which every process paid before its first
// solve: a 3x3x3 solve from the command line spent most of its time there.
// They are kept in the table cache (a browser page's IndexedDB included)
// as the bytes marshal writes, under tableFormat, so tables of another
// build are never read, and built only when no valid copy is there.

// smallCacheFile is the small tables' file in the table cache.
const smallCacheFile = "twophase.tables"

// nPermClasses is the number of symmetry classes of the corner (and U/D
// edge) permutations under group16: a fact of the cube, which the build
// finds again and the saved copy's size follows from.
const nPermClasses = 2768

// savedSize is the length of the tables' bytes (marshal).
var savedSize = sync.OnceValue(func() int {
	t := &tables{}
	t.allocate(nPermClasses)
	return len(t.marshal())
})

// loadOrBuildTables reads the tables from the table cache, or builds them
// and saves them there (saving only saves time, so it may fail).
func loadOrBuildTables(ctx context.Context) (*tables, error) {
	if tablecache.Dir() == "" {
		return buildTables(ctx)
	}
	size := savedSize()
	var read, built *tables
	_, err := tablecache.Words(smallCacheFile, tableFormat, []int{(size + 3) / 4}, func(parts [][]uint32) error {
		t, err := unmarshalTables(tablecache.WordBytes(parts[0])[:size])
		read = t
		return err
	}, func() ([][]uint32, error) {
		t, err := buildTables(ctx)
		if err != nil {
			return nil, err
		}
		b := t.marshal()
		if len(b) != size {
			return nil, fmt.Errorf("kociemba tables: %d bytes, want %d (%d permutation classes, want %d; internal error)", len(b), size, t.nPermCls, nPermClasses)
		}
		built = t
		words := make([]uint32, (size+3)/4)
		copy(tablecache.WordBytes(words), b)
		return [][]uint32{words}, nil
	})
	switch {
	case err != nil:
		return nil, err
	case built != nil:
		return built, nil
	case read != nil:
		return read, nil
	}
	return nil, fmt.Errorf("kociemba tables: neither read nor built (internal error)")
}
