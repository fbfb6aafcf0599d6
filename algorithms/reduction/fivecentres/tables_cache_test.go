package fivecentres

import (
	"context"
	"errors"
	"slices"
	"testing"

	"cubelab/algorithms/tablecache"
)

// TestTablesCached: a build saves the distance tables to the table cache,
// the file reads back without building, and a build that reads it has the
// very tables the first one built.
func TestTablesCached(t *testing.T) {
	t.Setenv(tablecache.Env, t.TempDir())
	built, err := buildTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tablecache.Bytes(cacheFile, cacheMagic, built.cacheLens(), func() ([][]uint8, error) {
		return nil, errors.New("built again")
	}); err != nil {
		t.Fatalf("the saved tables do not read back: %v", err)
	}
	loaded, err := buildTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	same := func(name string, got, want []uint8) {
		if len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("%s: %d entries read back, %d built, or they differ", name, len(got), len(want))
		}
	}
	for o := range 2 {
		same("dist1", loaded.dist1[o], built.dist1[o])
		same("dist2", loaded.dist2[o], built.dist2[o])
	}
	same("joint2", loaded.joint2, built.joint2)
	if len(loaded.dist3t) != len(built.dist3t) {
		t.Fatalf("%d triple tables read back, %d built", len(loaded.dist3t), len(built.dist3t))
	}
	for i := range built.dist3t {
		same("dist3t", loaded.dist3t[i], built.dist3t[i])
	}
}
