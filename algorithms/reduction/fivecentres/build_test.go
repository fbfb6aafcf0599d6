package fivecentres

import (
	"testing"
	"time"
)

func TestBuildTime(t *testing.T) {
	start := time.Now()
	if _, err := buildTables(); err != nil {
		t.Fatal(err)
	}
	t.Logf("tables built in %v", time.Since(start))
}

func TestRankOrder(t *testing.T) {
	tb, err := getTables()
	if err != nil {
		t.Fatal(err)
	}
	for r, m := range tb.unrank1 {
		if tb.rank1.rank(m) != r {
			t.Fatalf("rank of %x is %d, want %d", m, tb.rank1.rank(m), r)
		}
	}
}
