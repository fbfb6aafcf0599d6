package fourstage

import (
	"testing"
	"time"
)

func TestTmpSym(t *testing.T) {
	t0 := time.Now()
	if _, err := getTables(); err != nil {
		t.Fatal(err)
	}
	t1 := time.Now()
	tb, err := edgeTables()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("syms %d+%d, centre tables %v, edge %v, entries %d", len(tb.symA), len(tb.swapAB), t1.Sub(t0), time.Since(t1), tb.edges.count)
}
