//go:build !js

package gui

import "time"

// restoreTables and keepTables keep solver tables in the browser's storage
// (see tablestore_js.go). Elsewhere the solvers' own caches do that job.
func restoreTables() time.Duration { return 0 }

func keepTables(time.Duration) {}
