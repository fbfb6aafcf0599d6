package reduction

import (
	"context"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction/fivecentres"
	"cubelab/algorithms/reduction/fourstage"
	"cubelab/algorithms/twophase"
)

// Prepare builds this size's centre and edge operation tables, on 4x4x4
// package fourstage's tables, on 5x5x5 package fivecentres', and the 3x3x3 stage's two-phase tables
// (implementing algorithms.Preparer). The per-size
// tables build in the background, shared with other solves of the size;
// Prepare waits for them only until ctx ends.
func (s *Solver) Prepare(ctx context.Context, n int) error {
	if err := algorithms.AcceptSize(s.Name(), n); err != nil {
		return err
	}
	if _, err := tablesFor(ctx, n); err != nil {
		return err
	}
	if n == 4 {
		if err := fourstage.Prepare(ctx); err != nil {
			return err
		}
	}
	if n == 5 {
		if err := fivecentres.Prepare(ctx); err != nil {
			return err
		}
	}
	return twophase.Prepare(ctx)
}
