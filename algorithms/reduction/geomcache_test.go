package reduction

import (
	"context"
	"errors"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// The table cache keeps sizes by bytes, not by count: the most recently
// used that fit the budget. Before, it kept the last four sizes whatever
// they weighed (1.19 GB after sizes 30 to 33).
func TestTableCacheBoundedByBytes(t *testing.T) {
	defer SetTableMemory(DefaultTableMemory)
	SetTableMemory(0) // forget what other tests built
	SetTableMemory(DefaultTableMemory)
	first := geomFor(4)
	if geomFor(4) != first {
		t.Fatal("a size asked for twice in a row was built twice")
	}
	four := TableMemory()
	if four < 1<<10 {
		t.Fatalf("a 4x4x4's tables are charged %d bytes", four)
	}
	geomFor(5)
	five := TableMemory() - four
	// A budget for the 5x5x5 alone: asking for the 4x4x4 again evicts the
	// 5x5x5, the least recently used.
	SetTableMemory(max(four, five))
	geomFor(4)
	geomFor(5)
	if got := TableMemory(); got > max(four, five) {
		t.Fatalf("%d bytes kept, budget %d", got, max(four, five))
	}
	geomMu.Lock()
	_, has4 := geomCache[4]
	_, has5 := geomCache[5]
	geomMu.Unlock()
	if has4 || !has5 {
		t.Errorf("kept 4x4x4 %v, 5x5x5 %v; want only the 5x5x5 (the most recent)", has4, has5)
	}
	// A budget of 0 keeps nothing once solves end.
	SetTableMemory(0)
	if got := TableMemory(); got != 0 {
		t.Errorf("budget 0: %d bytes kept", got)
	}
	t.Logf("4x4x4 tables %d KB, 5x5x5 %d KB", four>>10, five>>10)
}

// A size whose tables alone exceed the budget stays while it is the most
// recently built (until another size is built), so asking for it again does
// not rebuild them: before, a 33x33's 280 MB against the default 256 MiB
// were dropped as soon as built and every request rebuilt them (17 s).
func TestTableCacheKeepsTheLatestSizeOverBudget(t *testing.T) {
	defer SetTableMemory(DefaultTableMemory)
	SetTableMemory(0) // forget what other tests built
	SetTableMemory(1) // smaller than any size's tables
	four := geomFor(4)
	if TableMemory() == 0 || geomFor(4) != four {
		t.Fatalf("a 4x4x4 over the budget was dropped at once (kept %d bytes) and built again", TableMemory())
	}
	geomFor(5)
	geomMu.Lock()
	_, has4 := geomCache[4]
	_, has5 := geomCache[5]
	geomMu.Unlock()
	if has4 || !has5 {
		t.Errorf("kept 4x4x4 %v, 5x5x5 %v; want only the 5x5x5 (the most recent)", has4, has5)
	}
}

// A solve waits for its size's tables only until its deadline: the build
// goes on in the background and the solve answers at once. Before, a 32x32
// with a 1 ms deadline answered after the whole 12 s build.
func TestSolveDeadlineWhileTablesBuild(t *testing.T) {
	// Hold the build slot so the tables cannot be built meanwhile.
	buildSlot <- struct{}{}
	released := false
	release := func() {
		if !released {
			released = true
			<-buildSlot
		}
	}
	defer release()
	const n = 11
	c := cube.MustNew(n)
	if err := c.ApplyString("R U 2F"); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	begin := time.Now()
	_, err := New(algorithms.Config{}).Solve(ctx, c, nil)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v, want the deadline", err)
	}
	if d := time.Since(begin); d > 2*time.Second {
		t.Fatalf("answered after %v", d)
	}
	// Nobody waits any more: the build is dropped, not run for nothing.
	release()
	deadline := time.Now().Add(5 * time.Second)
	for {
		geomMu.Lock()
		_, held := geomCache[n]
		geomMu.Unlock()
		if !held {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("an abandoned build stayed in the cache")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// The inner sizes' geometries of the big cubes' recursion (ringGeom) and
// the bar matchings built on them are charged to the size being solved and
// forgotten with it. Before, they were kept in a map of their own for the
// life of the process and counted nowhere: most of a server's 473 MB of
// heap after solves of 3x3x3 to 12x12x12, against 103 MB of table_bytes.
func TestTableCacheChargesRingGeometries(t *testing.T) {
	defer SetTableMemory(DefaultTableMemory)
	SetTableMemory(0) // forget what other tests built
	SetTableMemory(DefaultTableMemory)
	g := geomFor(10)
	built := TableMemory()
	ring := g.ringGeom(8)
	if g.ringGeom(8) != ring {
		t.Fatal("an inner size asked for twice was made twice")
	}
	b, err := ring.matchTables(matchKind{keepInner: true})
	if err != nil {
		t.Fatal(err)
	}
	want := deepSize(b)
	if got := TableMemory() - built; got < want {
		t.Fatalf("10x10x10 with its 8x8x8 ring's bar matching (%d KB) charged %d KB more than without", want>>10, got>>10)
	}
	// Forgetting the size forgets its rings: the next 10x10x10 makes its
	// own.
	SetTableMemory(0)
	if got := TableMemory(); got != 0 {
		t.Errorf("budget 0: %d bytes kept", got)
	}
	SetTableMemory(DefaultTableMemory)
	if geomFor(10).ringGeom(8) == ring {
		t.Error("a forgotten size's ring geometry was kept")
	}
	t.Logf("10x10x10 tables %d KB, its 8x8x8 ring's bar matching %d KB", built>>10, want>>10)
}

// What a solve charges to its size may take that size over the budget;
// the eviction that follows keeps the size and the 5x5x5 geometry its solve
// reads. Before, it dropped the 5x5x5 as the least recently used; the next
// solve built it again, and that build dropped the big size in turn, so
// every solve of it rebuilt both.
func TestTableChargeKeepsTheFiveItReads(t *testing.T) {
	defer SetTableMemory(DefaultTableMemory)
	SetTableMemory(0) // forget what other tests built
	SetTableMemory(DefaultTableMemory)
	g := geomFor(8)
	geomFor(5)                    // the 8x8x8's solve reads it: the most recently used
	SetTableMemory(TableMemory()) // both fit, with nothing to spare
	if _, err := g.ringGeom(6).matchTables(matchKind{keepInner: true}); err != nil {
		t.Fatal(err)
	}
	geomMu.Lock()
	_, has5 := geomCache[5]
	_, has8 := geomCache[8]
	geomMu.Unlock()
	if !has5 || !has8 {
		t.Errorf("after charging the 8x8x8 over the budget: kept 5x5x5 %v, 8x8x8 %v; want both", has5, has8)
	}
}
