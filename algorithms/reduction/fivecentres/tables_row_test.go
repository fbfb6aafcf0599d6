package fivecentres

import (
	"context"
	"errors"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/tablecache"
)

// Solves whose deadlines are each too short for the tables' build, asked
// one after another, still get them: the build goes on while each next
// one joins within the grace the last one left, runs once, and makes the
// tables a build never interrupted makes.
func TestTablesBuildFinishesForCallersInARow(t *testing.T) {
	t.Setenv(tablecache.Env, t.TempDir()) // an empty cache: every table is built
	var runs atomic.Int32
	b := &algorithms.SharedBuild[*tables]{Build: func(ctx context.Context, report func(string, float64)) (*tables, error) {
		runs.Add(1)
		return tableBuild.Build(ctx, report)
	}}
	var got *tables
	for i := 1; got == nil; i++ {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		tb, err := b.Get(ctx, nil)
		cancel()
		switch {
		case err == nil:
			got = tb
			t.Logf("caller %d of a row got the tables", i)
		case !errors.Is(err, context.DeadlineExceeded):
			t.Fatalf("caller %d: %v", i, err)
		case i == 1000:
			t.Fatalf("1000 callers in a row, none got the tables (%d runs)", runs.Load())
		}
		<-time.After(5 * time.Millisecond) // the client's turnaround, not synchronisation
	}
	if runs.Load() != 1 {
		t.Errorf("the tables were built %d times, want once", runs.Load())
	}
	want, err := buildTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for o := range 2 {
		if !slices.Equal(got.dist1[o], want.dist1[o]) || !slices.Equal(got.dist2[o], want.dist2[o]) {
			t.Errorf("orbit %d's stage 1 or 2 table differs from an uninterrupted build's", o)
		}
	}
	if !slices.Equal(got.joint2, want.joint2) || !slices.EqualFunc(got.dist3t, want.dist3t, slices.Equal) {
		t.Error("the joint or triple tables differ from an uninterrupted build's")
	}
}
