package reduction

import (
	"context"
	"fmt"

	"cubelab/algorithms/twophase"
)

// Prepare builds this size's centre and edge operation tables and the 3x3x3
// stage's two-phase tables (implementing algorithms.Preparer). The per-size
// tables are built in one piece and do not watch ctx; the two-phase tables do.
func (s *Solver) Prepare(ctx context.Context, n int) error {
	if !s.Supports(n) {
		return fmt.Errorf("reduction solves 4x4x4 and bigger, not %dx%dx%d", n, n, n)
	}
	g := geomFor(n)
	g.centreTables()
	g.edgeTables()
	if n%2 == 1 {
		g.sliceFams()
	}
	return twophase.Prepare(ctx)
}
