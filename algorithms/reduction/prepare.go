package reduction

import (
	"context"
	"cubelab/algorithms"
	"cubelab/algorithms/twophase"
)

// Prepare builds this size's centre and edge operation tables and the 3x3x3
// stage's two-phase tables (implementing algorithms.Preparer). The per-size
// tables are built in one piece and do not watch ctx; the two-phase tables do.
func (s *Solver) Prepare(ctx context.Context, n int) error {
	if err := algorithms.AcceptSize(s.Name(), n); err != nil {
		return err
	}
	g := geomFor(n)
	g.centreTables()
	g.edgeTables()
	if n%2 == 1 {
		g.sliceFams()
	}
	return twophase.Prepare(ctx)
}
