package pocket

import (
	"math/rand/v2"
	"testing"
)

// Both heuristics must never overestimate the table's exact distance, and
// the sticker argument (a move changes at most 8 stickers' correctness) must
// hold on every move tried.
func TestHeuristicsAdmissible(t *testing.T) {
	tab := Table()
	db := pdbOnce()
	mt := tables()
	rng := rand.New(rand.NewPCG(11, 12))
	inconsistent := 0
	for k := 0; k < 200000; k++ {
		i := Index(rng.IntN(NumStates))
		p := PosAt(i)
		d := tab.Dist(i)
		if h := stickerBound(p.Misplaced()); h > d {
			t.Fatalf("state %d: sticker bound %d > distance %d", i, h, d)
		}
		st := db.stateOf(p)
		h := db.h(st)
		if h > d {
			t.Fatalf("state %d: pattern databases say %d > distance %d", i, h, d)
		}
		for m := move(0); m < NumMoves; m++ {
			q := p.apply(m)
			if q2, mis := p.applyCounting(m, p.Misplaced()); q2 != q || mis != q.Misplaced() {
				t.Fatalf("state %d move %v: applyCounting gives %v, %d; want %v, %d", i, m.cubeMove(), q2, mis, q, q.Misplaced())
			}
			if diff := p.Misplaced() - q.Misplaced(); diff > 8 || diff < -8 {
				t.Fatalf("state %d move %v: misplaced stickers change by %d", i, m.cubeMove(), diff)
			}
			c := db.next(mt, st, int(m))
			if want := db.stateOf(q); c != want {
				t.Fatalf("state %d move %v: database coordinates %v, want %v", i, m.cubeMove(), c, want)
			}
			if hc := db.h(c); hc-h > 1 || h-hc > 1 {
				inconsistent++
			}
		}
	}
	// The folded tables are meant to be inconsistent (seed 001's case).
	if inconsistent == 0 {
		t.Error("the pattern-database heuristic never jumped by more than one move")
	}
	t.Logf("pattern databases: %d bytes; %d inconsistent edges in the sample", db.Bytes(), inconsistent)
}
