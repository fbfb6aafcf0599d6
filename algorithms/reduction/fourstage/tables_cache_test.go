package fourstage

import (
	"context"
	"errors"
	"slices"
	"testing"

	"cubelab/algorithms/tablecache"
)

// TestCentreTablesCached: a build saves the centre distances to the table
// cache, the file reads back without building, and a build that reads it
// has the very tables the first one built.
func TestCentreTablesCached(t *testing.T) {
	t.Setenv(tablecache.Env, t.TempDir())
	built, err := buildTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tablecache.Bytes(centreCacheFile, centreCacheMagic, built.centreLens(), func() ([][]uint8, error) {
		return nil, errors.New("built again")
	}); err != nil {
		t.Fatalf("the saved centre tables do not read back: %v", err)
	}
	loaded, err := buildTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		got, want []uint8
	}{
		{"dist1", loaded.dist1, built.dist1}, {"dist2", loaded.dist2, built.dist2}, {"dist3", loaded.dist3, built.dist3},
		{"dist2c", loaded.dist2c, built.dist2c}, {"dist3c", loaded.dist3c, built.dist3c},
	} {
		if len(c.want) == 0 || !slices.Equal(c.got, c.want) {
			t.Errorf("%s: %d entries read back, %d built, or they differ", c.name, len(c.got), len(c.want))
		}
	}
}
