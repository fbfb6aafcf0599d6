package reduction

import (
	"context"
	"fmt"

	"cubelab/algorithms/twophase"
)

// Prepare builds this size's centre and edge operation tables and the 3x3x3
// stage's two-phase tables (implementing algorithms.Preparer). The per-size
// tables build in the background, shared with other solves of the size;
// Prepare waits for them only until ctx ends.
func (s *Solver) Prepare(ctx context.Context, n int) error {
	if !s.Supports(n) {
		return fmt.Errorf("reduction solves 4x4x4 and bigger, not %dx%dx%d", n, n, n)
	}
	if _, err := tablesFor(ctx, n); err != nil {
		return err
	}
	return twophase.Prepare(ctx)
}
