package optimal

import (
	"context"
	"cubelab/algorithms"
	"fmt"
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
	// Large is Kociemba's huge table (sorted-slice class × flip × twist,
	// 3.5 billion entries) and the corner table: 1.81 GB, built in
	// minutes.
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

// words are the sizes of the configuration's two tables in words: the
// edge table (phase 1 or huge) and the corner table.
func (s TableSize) words() []int {
	if s == Large {
		return []int{nibbleWords(nSortedClasses * nFlip * nTwist), nibbleWords(nCorner)}
	}
	return []int{nibbleWords(nFSClasses * nTwist), nibbleWords(nCorner)}
}

func nibbleWords(entries int) int { return (entries + 7) / 8 }

// tables is everything the search reads.
type tables struct {
	mt     *moveTables
	fs     nibbles // small: phase-1 distance by flip-slice class × twist
	huge   *hugeTables
	big    nibbles // large: distance by (sorted-slice class, flip) × twist
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
	mt, err := newMoveTables(ctx, size == Small)
	if err != nil {
		return nil, err
	}
	t := &tables{mt: mt, invGoal: invGoalMoves(size == Large)}
	var edges pruneShape
	share := 0.6 // of the work, for the progress fraction
	switch size {
	case Small:
		if len(mt.fsRep) != nFSClasses {
			return nil, fmt.Errorf("found %d flip-slice classes, want %d (a bug)", len(mt.fsRep), nFSClasses)
		}
		edges = fsShape(mt)
	case Large:
		if t.huge, err = newHugeTables(ctx); err != nil {
			return nil, err
		}
		if len(t.huge.sortedRep) != nSortedClasses {
			return nil, fmt.Errorf("found %d sorted-slice classes, want %d (a bug)", len(t.huge.sortedRep), nSortedClasses)
		}
		edges, share = hugeShape(mt, t.huge), 0.98
	}
	dir := CacheDir()
	if dir != "" {
		if parts, err := loadTables(dir, size, size.words()); err == nil {
			t.setEdges(parts[0])
			t.corner = parts[1]
			loaded[size] = t
			return t, nil
		}
	}
	report(algorithms.StageBuildingTables, 0)
	if t.corner, err = buildPrune(ctx, mt, cornerShape(mt), func(f float64) { report(algorithms.StageBuildingTables, (1-share)*f) }); err != nil {
		return nil, err
	}
	e, err := buildPrune(ctx, mt, edges, func(f float64) { report(algorithms.StageBuildingTables, 1-share+share*f) })
	if err != nil {
		return nil, err
	}
	t.setEdges(e)
	if dir != "" {
		_ = saveTables(dir, size, []nibbles{e, t.corner}) // the cache only saves time
	}
	loaded[size] = t
	return t, nil
}

// setEdges installs the edge table of the configuration.
func (t *tables) setEdges(e nibbles) {
	if t.huge != nil {
		t.big = e
	} else {
		t.fs = e
	}
}
