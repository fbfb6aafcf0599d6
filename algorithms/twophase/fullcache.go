package twophase

import (
	"context"
	"fmt"

	"cubelab/algorithms"
	"cubelab/algorithms/mod3"
	"cubelab/algorithms/tablecache"
)

// The full phase-1 table takes about 5 s to build, so it is kept in the
// table cache (package tablecache) with its symmetry reduction and built
// only when no valid copy is there. Only solvers made by NewImprovingFull
// read it; the small tables stay enough for everything else.

// fullCacheMagic changes whenever the table's layout or meaning does.
const fullCacheMagic = "cubelab-twophase-full-v1"

// fullCacheFile is the full table's file in the table cache.
const fullCacheFile = "twophase-full.tables"

// theFull makes the full table once, for whoever waits for it and only
// while someone does (algorithms.SharedBuild).
var theFull = &algorithms.SharedBuild[*fullTable]{Build: loadOrBuildFull}

// getFull returns the full table, loading or building it on first use
// (progress hears how that goes) or ctx's error once ctx ends.
func getFull(ctx context.Context, progress func(stage string, fraction float64)) (*fullTable, error) {
	return theFull.Get(ctx, progress)
}

// fullFor returns the full table for a solve: at once when it is loaded,
// else once it is (or ctx's error).
func fullFor(ctx context.Context) (*fullTable, error) { return getFull(ctx, nil) }

func loadOrBuildFull(ctx context.Context, progress func(string, float64)) (*fullTable, error) {
	t, err := getTables(ctx)
	if err != nil {
		return nil, err
	}
	words := []int{mod3.Words(nFull), nFlipSlice}
	if tablecache.Dir() != "" {
		progress(algorithms.StageLoadingTables, -1)
	}
	parts, err := tablecache.Words(fullCacheFile, fullCacheMagic, words, func(parts [][]uint32) error {
		return checkFull(t, &fullTable{dist: parts[0], fs: parts[1]})
	}, func() ([][]uint32, error) {
		progress(algorithms.StageBuildingTables, 0)
		f, err := buildFull(ctx, t, func(x float64) { progress(algorithms.StageBuildingTables, x) })
		if err != nil {
			return nil, fmt.Errorf("full phase-1 table: %w", err)
		}
		if err := checkFull(t, f); err != nil {
			return nil, err
		}
		return [][]uint32{f.dist, f.fs}, nil
	})
	if err != nil {
		return nil, err
	}
	return &fullTable{dist: parts[0], fs: parts[1]}, nil
}

// checkFull is a quick look at a table: H at 0, every move from it at 0
// (the moves of H) or 1, and the symmetry reduction mapping H's (flip,
// slice) to class 0.
func checkFull(t *tables, f *fullTable) error {
	if f.fs[0] != 0 {
		return fmt.Errorf("full phase-1 table: H's (flip, slice) is class %d", f.fs[0]>>4)
	}
	if v := f.dist.Get(0); v != 0 {
		return fmt.Errorf("full phase-1 table: H's entry is %d", v)
	}
	for m := 0; m < nMoves; m++ {
		want := uint32(1)
		if inPhase2[m] {
			want = 0
		}
		if v := f.dist.Get(f.index(&t.phase1Tables, int(t.twistMove[m]), int(t.flipMove[m]), int(t.sliceMove[m]))); v != want {
			return fmt.Errorf("full phase-1 table: move %d from H has entry %d, want %d", m, v, want)
		}
	}
	return nil
}

// PrepareFull loads the full phase-1 table (from the table cache, or
// builds it in about 5 s once), so that the first solve of a
// NewImprovingFull solver does not pay for it. It returns when the table
// is ready or when ctx ends; in the latter case the build goes on only
// while another caller waits for it, or briefly for the next to join
// (algorithms.SharedBuild).
func PrepareFull(ctx context.Context) error { return PrepareFullProgress(ctx, nil) }

// PrepareFullProgress is PrepareFull reporting
// algorithms.StageLoadingTables (fraction -1) or
// algorithms.StageBuildingTables with the fraction done to progress, on
// the calling goroutine, until it returns.
func PrepareFullProgress(ctx context.Context, progress func(stage string, fraction float64)) error {
	_, err := getFull(ctx, progress)
	return err
}
