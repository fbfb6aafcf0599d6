package pocket

import "context"

// The pocket solvers' tables take well under a second to build, so their
// Prepare methods do not check ctx while building; algorithms.Prepare
// checks it afterwards.

// Prepare builds the coordinate move tables every search here uses.
func (base) Prepare(ctx context.Context, n int) error {
	tables()
	return nil
}

// Prepare builds the move tables and both pattern databases.
func (pdbSearch) Prepare(ctx context.Context, n int) error {
	tables()
	pdbOnce()
	return nil
}

// Prepare builds the 3,674,160-state distance table.
func (tableSolver) Prepare(ctx context.Context, n int) error {
	Table()
	return nil
}
