package optimal

import (
	"context"
	"cubelab/algorithms"
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
)

// TableSize names a configuration of pruning tables.
type TableSize string

// The table configurations.
const (
	// Small is the phase-1 table (flip-slice class × twist, 141 million
	// entries) and the corner table (88 million): 115 MB, built in well
	// under a minute.
	Small TableSize = "small"
	// Large adds the phase-1 coordinates with the U-layer corners'
	// places (flip-slice class × places × twist, 9.9 billion entries, three
	// values five to a byte: cornersep.go): 2.09 GB, built in about three
	// minutes on two cores.
	Large TableSize = "large"
)

// DefaultTableSize is used when the configuration names none.
const DefaultTableSize = Small

// TableSizes lists the configurations, smallest first.
func TableSizes() []TableSize { return []TableSize{Small, Large} }

// TableSizeNames lists the configurations' names, smallest first.
func TableSizeNames() []string {
	var names []string
	for _, t := range TableSizes() {
		names = append(names, string(t))
	}
	return names
}

// ParseTableSize checks a configuration name ("" is the default).
func ParseTableSize(s string) (TableSize, error) {
	if s == "" {
		return DefaultTableSize, nil
	}
	for _, t := range TableSizes() {
		if strings.EqualFold(s, string(t)) {
			return t, nil
		}
	}
	return "", fmt.Errorf("unknown table size %q (known: %s)", s, strings.Join(TableSizeNames(), ", "))
}

// Bytes is the memory the configuration's tables take.
func (s TableSize) Bytes() int64 {
	return 4 * int64(s.words()[0]+s.words()[1])
}

// words are the sizes of the configuration's tables in words: small, the
// phase-1 table and the corner table; large, the large edge table (trits),
// the phase-1 table it falls back on and the corner table.
func (s TableSize) words() []int {
	fs, corner := nibbleWords(nFSClasses*nTwist), nibbleWords(nCorner)
	if s == Large {
		return []int{tritWords(nSepEntries), fs, corner}
	}
	return []int{fs, corner}
}

func nibbleWords(entries int) int { return (entries + 7) / 8 }

// tables is everything the search reads.
type tables struct {
	mt *moveTables
	fs nibbles // phase-1 distance by flip-slice class × twist
	// large: the distance by (flip-slice class, U-corner places) × twist
	// in three values (cornersep.go)
	sepTab trits
	corner nibbles // corner distance by corner permutation × twist
	// invGoal[a] are the moves axis a sees as its goal's: not to be tried
	// next when the inverse's distance along a is tight (inverse.go).
	invGoal [3]uint32
}

var (
	loadMu sync.Mutex
	loaded = map[TableSize]*tables{}
)

// getTables returns the tables of a configuration: from memory, else from
// the disk cache, else built (and saved). report, if not nil, hears the
// stage and the fraction built.
func getTables(ctx context.Context, size TableSize, report func(stage string, fraction float64)) (*tables, error) {
	loadMu.Lock()
	defer loadMu.Unlock()
	if t := loaded[size]; t != nil {
		return t, nil
	}
	if report == nil {
		report = func(string, float64) {}
	}
	report(algorithms.StageLoadingTables, -1)
	mt, err := newMoveTables(ctx)
	if err != nil {
		return nil, err
	}
	if len(mt.fsRep) != nFSClasses {
		return nil, fmt.Errorf("found %d flip-slice classes, want %d (a bug)", len(mt.fsRep), nFSClasses)
	}
	t := &tables{mt: mt, invGoal: invGoalMoves(size == Large)}
	dir := CacheDir()
	if dir != "" {
		if parts, err := loadTables(dir, size, size.words()); err == nil {
			t.install(size, parts)
			loaded[size] = t
			return t, nil
		}
	}
	// Shares of the work, for the progress fraction.
	var shares = []float64{0.04, 0.96} // corner, phase 1
	if size == Large {
		shares = []float64{0.01, 0.02, 0.92, 0.05} // corner, phase 1, large, packing
	}
	done := 0.0
	stage := func(i int) func(float64) {
		base := done
		done += shares[i]
		return func(f float64) { report(algorithms.StageBuildingTables, base+shares[i]*f) }
	}
	report(algorithms.StageBuildingTables, 0)
	corner, err := buildPrune(ctx, mt, cornerShape(mt), false, 0, stage(0))
	if err != nil {
		return nil, err
	}
	fs, err := buildPrune(ctx, mt, fsShape(mt), false, 0, stage(1))
	if err != nil {
		return nil, err
	}
	t.corner, t.fs = nibbles(corner.w), nibbles(fs.w)
	parts := []nibbles{t.fs, t.corner}
	if size == Large {
		wide, err := buildPrune(ctx, mt, sepShape(mt), true, tritBase+1, stage(2))
		if err != nil {
			return nil, err
		}
		pack := stage(3)
		if t.sepTab, err = packTrits(ctx, wide, nSepEntries); err != nil {
			return nil, err
		}
		pack(1)
		parts = []nibbles{nibbles(t.sepTab), t.fs, t.corner}
	}
	if dir != "" && saveTables(dir, size, parts) == nil && size == Large {
		// The packed table is the front of the 2.5 GB build table: read
		// it back into memory of its own size. (Without a cache it stays
		// there, 0.5 GB more for the process's life.)
		t.sepTab, parts = nil, nil
		runtime.GC()
		debug.FreeOSMemory()
		if parts, err = loadTables(dir, size, size.words()); err != nil {
			return nil, fmt.Errorf("reading back the tables just saved: %w", err)
		}
		t.install(size, parts)
	}
	loaded[size] = t
	return t, nil
}

// install puts tables loaded from the cache (in words' order) in place.
func (t *tables) install(size TableSize, parts []nibbles) {
	if size == Large {
		t.sepTab, parts = trits(parts[0]), parts[1:]
	}
	t.fs, t.corner = parts[0], parts[1]
}
