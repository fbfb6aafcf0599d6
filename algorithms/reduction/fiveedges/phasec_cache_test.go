package fiveedges

import (
	"context"
	"maps"
	"slices"
	"testing"

	"cubelab/algorithms/tablecache"
)

// TestPhaseCCentresCache: the centre tables read back from the table cache
// equal the ones built (and saved) before.
func TestPhaseCCentresCache(t *testing.T) {
	g, err := getGeometry()
	if err != nil {
		t.Fatal(err)
	}
	gr := g.buildGroups()
	t.Setenv(tablecache.Env, t.TempDir())
	fresh := func() *cTables {
		c := &cTables{g: g}
		copy(c.moves[:], gr.h5)
		return c
	}
	built := fresh()
	if err := built.loadOrBuildCentres(context.Background()); err != nil { // builds and saves
		t.Fatal(err)
	}
	// Without its moves a build fails: so this one reads the file.
	if err := (&cTables{g: g}).buildCentres(context.Background()); err == nil {
		t.Fatal("a build without moves did not fail")
	}
	loaded := &cTables{g: g}
	if err := loaded.loadOrBuildCentres(context.Background()); err != nil {
		t.Fatalf("not read back from the cache: %v", err)
	}
	if !slices.Equal(built.cDist, loaded.cDist) {
		t.Error("centre distances differ")
	}
	for k := range cNSub {
		if built.subN[k] != loaded.subN[k] || built.subGoal[k] != loaded.subGoal[k] ||
			!slices.Equal(built.subMove[k], loaded.subMove[k]) || !slices.Equal(built.subKey[k], loaded.subKey[k]) ||
			!maps.Equal(built.subNum[k], loaded.subNum[k]) {
			t.Errorf("sub-coordinate %d differs once loaded", k)
		}
	}
}
