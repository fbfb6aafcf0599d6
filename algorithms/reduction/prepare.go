package reduction

import (
	"context"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/fivecentres"
	"cubelab/algorithms/reduction/fiveedges"
	"cubelab/algorithms/reduction/fourstage"
	"cubelab/algorithms/twophase"
)

// Prepare builds this size's centre and edge operation tables, on 4x4x4
// and the even sizes from 6x6x6 to 16x16x16 package fourstage's tables, on
// 5x5x5 to 17x17x17 package fivecentres' and fiveedges' (and from 6x6x6
// the 5x5x5's operation tables), and the 3x3x3 stage's two-phase tables
// (implementing algorithms.Preparer). The per-size
// tables build in the background, shared with other solves of the size;
// Prepare waits for them only until ctx ends.
func (s *Solver) Prepare(ctx context.Context, n int) error {
	return s.PrepareProgress(ctx, n, nil)
}

// PrepareProgress is Prepare reporting how the 4x4x4 edge table's loading
// or building goes (fourstage.PrepareProgress; it takes seconds to build
// when the table cache has none) to progress (implementing
// algorithms.ProgressPreparer).
func (s *Solver) PrepareProgress(ctx context.Context, n int, progress func(algorithms.Progress)) error {
	if err := algorithms.AcceptSize(s.Name(), n); err != nil {
		return err
	}
	if _, err := tablesFor(ctx, n); err != nil {
		return err
	}
	big := bigFive(n)
	if big {
		// Their reduction reads 5x5x5s (bigfive.go) and matches the
		// bars of every ring, the inner cubes' too: about 3 s on
		// 17x17x17, else paid by the first solve.
		if _, err := tablesFor(ctx, 5); err != nil {
			return err
		}
		if err := prepareBigFive(ctx, n); err != nil {
			return err
		}
	}
	if threeFull(n) {
		// The 3x3x3 stage's full phase-1 table: about 5 s the first
		// time, then a tenth of a second from the table cache.
		if err := twophase.PrepareFullProgress(ctx, tableProgress(progress)); err != nil {
			return err
		}
	}
	if n == 4 || (big && n%2 == 0) {
		// The even big cubes' innermost cube is a 4x4x4 that fourstage
		// reduces (bigfive.go).
		if err := fourstage.PrepareProgress(ctx, tableProgress(progress)); err != nil {
			return err
		}
	}
	if n%2 == 0 && n >= 6 && n <= maxStagedN {
		// Fourstage's centre tables: for the staged centres too
		// (sixcentres.go, the fallback).
		if err := fourstage.PrepareCentres(ctx); err != nil {
			return err
		}
	}
	if n == 5 || big {
		// fiveedges' tables (5x5x5, and the bigger cubes' outer and
		// inner cubes, bigfive.go): about 13 s the first time, then about
		// a second from the table cache.
		if progress != nil {
			progress(algorithms.Progress{Stage: algorithms.StageLoadingTables, Fraction: -1})
		}
		if err := fiveedges.Prepare(ctx); err != nil {
			return err
		}
	}
	if n >= 5 && n <= 7 || ringStaged(n) {
		// 6x6x6 and up map centre orbits onto a 5x5x5's.
		if err := fivecentres.Prepare(ctx); err != nil {
			return err
		}
	}
	return twophase.Prepare(ctx)
}

// tableProgress adapts progress (nil: none) to a table build's reports,
// timed from now.
func tableProgress(progress func(algorithms.Progress)) func(stage string, fraction float64) {
	start := time.Now()
	return func(stage string, f float64) {
		if progress != nil {
			progress(algorithms.Progress{Stage: stage, Fraction: f, Elapsed: time.Since(start)})
		}
	}
}
