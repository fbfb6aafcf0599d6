package optimal

import (
	"context"
	"cubelab/algorithms"
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
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

// builds makes each configuration's tables once, for whoever waits for
// them and only while someone does (algorithms.SharedBuild): a request
// whose deadline passes while the tables build leaves at once, and a build
// nobody waits for stops, keeping what it finished for the next.
var builds = func() map[TableSize]*algorithms.SharedBuild[*tables] {
	m := map[TableSize]*algorithms.SharedBuild[*tables]{}
	for _, size := range TableSizes() {
		b := &tableBuild{size: size}
		m[size] = &algorithms.SharedBuild[*tables]{Build: b.build}
	}
	return m
}()

// getTables returns the tables of a configuration: from memory, else from
// the disk cache, else built (and saved). report, if not nil, hears the
// stage and the fraction built. It returns ctx's error as soon as ctx
// ends, whoever started the build.
func getTables(ctx context.Context, size TableSize, report func(stage string, fraction float64)) (*tables, error) {
	b := builds[size]
	if b == nil {
		return nil, fmt.Errorf("unknown table size %q", size)
	}
	return b.Get(ctx, report)
}

// tableBuild is one configuration's build, with the parts a stopped build
// finished (kept for the next, which SharedBuild never runs alongside).
type tableBuild struct {
	size   TableSize
	mt     *moveTables
	corner *pruneBuild
	fs     *pruneBuild
}

// stageShares are the shares of the build's time each table takes, for
// the progress fraction: small, measured (move tables 1.4 s, corner table
// 40 s, phase-1 table 57 s on two busy cores; the corner table's share was
// put at 4 %, so the bar sat near 0 for 40 % of the build); large, corner
// and phase 1 are a small part of a build that packs a 2.5 GB table.
func stageShares(size TableSize) []float64 {
	if size == Large {
		return []float64{0.01, 0.01, 0.02, 0.91, 0.05} // move tables, corner, phase 1, large, packing
	}
	return []float64{0.014, 0.406, 0.58} // move tables, corner, phase 1
}

// build loads the tables from the cache or builds them, resuming the
// parts a stopped build finished.
func (b *tableBuild) build(ctx context.Context, report func(stage string, fraction float64)) (*tables, error) {
	size := b.size
	dir := CacheDir()
	shares := stageShares(size)
	done := 0.0
	stage := func(i int) func(float64) {
		base := done
		done += shares[i]
		return func(f float64) { report(algorithms.StageBuildingTables, base+shares[i]*f) }
	}
	if b.mt == nil {
		report(algorithms.StageLoadingTables, -1)
		mt, err := newMoveTables(ctx)
		if err != nil {
			return nil, err
		}
		if len(mt.fsRep) != nFSClasses {
			return nil, fmt.Errorf("found %d flip-slice classes, want %d (a bug)", len(mt.fsRep), nFSClasses)
		}
		b.mt = mt
	}
	mt := b.mt
	t := &tables{mt: mt, invGoal: invGoalMoves(size == Large)}
	if dir != "" {
		if parts, err := loadTables(dir, size, size.words()); err == nil {
			t.install(size, parts)
			b.mt, b.corner, b.fs = nil, nil, nil
			return t, nil
		}
	}
	stage(0)(1)
	if b.corner == nil {
		b.corner = newPruneBuild(mt, cornerShape(mt), false, 0)
		b.fs = newPruneBuild(mt, fsShape(mt), false, 0)
	}
	corner, err := b.corner.run(ctx, stage(1))
	if err != nil {
		return nil, err
	}
	fs, err := b.fs.run(ctx, stage(2))
	if err != nil {
		return nil, err
	}
	t.corner, t.fs = nibbles(corner.w), nibbles(fs.w)
	parts := []nibbles{t.fs, t.corner}
	if size == Large {
		// The 2.5 GB build table is not kept past a stopped build: a
		// later one starts it over (the small ones above resume).
		wide, err := buildPrune(ctx, mt, sepShape(mt), true, tritBase+1, stage(3))
		if err != nil {
			return nil, err
		}
		pack := stage(4)
		if t.sepTab, err = packTrits(ctx, wide, nSepEntries); err != nil {
			return nil, err
		}
		pack(1)
		parts = []nibbles{nibbles(t.sepTab), t.fs, t.corner}
	}
	b.mt, b.corner, b.fs = nil, nil, nil // the tables below are for good
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
	return t, nil
}

// install puts tables loaded from the cache (in words' order) in place.
func (t *tables) install(size TableSize, parts []nibbles) {
	if size == Large {
		t.sepTab, parts = trits(parts[0]), parts[1:]
	}
	t.fs, t.corner = parts[0], parts[1]
}
