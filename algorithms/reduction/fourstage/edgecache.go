package fourstage

import (
	"context"
	"fmt"

	"cubelab/algorithms"
	"cubelab/algorithms/tablecache"
)

// The edge table takes seconds to build (see edgePrune.fill), so it is
// kept in the table cache (package tablecache) and built only when no
// valid copy is there.

// edgeCacheMagic changes whenever the edge table's layout or meaning does
// (labels, symmetries, index), so an old file is rebuilt, not misread.
const edgeCacheMagic = "cubelab-fourstage-edges-v1"

// edgeCacheFile is the edge table's file in the table cache.
const edgeCacheFile = "fourstage-edges.tables"

// edgeBuild makes the stage 3 edge table once, for whoever waits for it
// and only while someone does (algorithms.SharedBuild): a solve that gives
// up leaves at once, and a build nobody waits for stops.
var edgeBuild = &algorithms.SharedBuild[*tables]{
	Build: func(ctx context.Context, report func(string, float64)) (*tables, error) {
		t, err := getTables(ctx)
		if err != nil {
			return nil, err
		}
		if t.edges, err = t.loadOrBuildEdges(ctx, report); err != nil {
			return nil, err
		}
		return t, nil
	},
}

// edgeTables returns the tables with the stage 3 edge table, loading or
// building it on first use (only the full reduction needs it), or ctx's
// error once ctx ends; progress, if set, hears how that goes.
func edgeTables(ctx context.Context, progress func(stage string, fraction float64)) (*tables, error) {
	return edgeBuild.Get(ctx, progress)
}

func (t *tables) loadOrBuildEdges(ctx context.Context, progress func(string, float64)) (*edgePrune, error) {
	e, err := newEdgePrune(t.edgeSyms)
	if err != nil {
		return nil, err
	}
	words := (e.size() + 7) / 8
	if tablecache.Dir() != "" {
		progress(algorithms.StageLoadingTables, -1)
	}
	parts, err := tablecache.Words(edgeCacheFile, edgeCacheMagic, []int{words}, func(parts [][]uint32) error {
		e.dist = parts[0]
		return t.checkEdges(e)
	}, func() ([][]uint32, error) {
		progress(algorithms.StageBuildingTables, 0)
		// The search's moves suffice (see buildSearch3): the table's
		// symmetries include the half turns that make the others
		// redundant.
		var moves []*nibbleMap
		for _, j := range t.search3 {
			moves = append(moves, t.moveMaps[j])
		}
		if err := e.fill(ctx, moves, func(f float64) { progress(algorithms.StageBuildingTables, f) }); err != nil {
			return nil, err
		}
		if err := t.checkEdges(e); err != nil {
			return nil, err
		}
		return [][]uint32{e.dist}, nil
	})
	if err != nil {
		return nil, err
	}
	e.dist = parts[0]
	return e, nil
}

// checkEdges is a quick look at a table: paired edges at 0, each move
// from them at 0 (outer turns keep edges paired) or 1, some at 1.
func (t *tables) checkEdges(e *edgePrune) error {
	if d := e.get(e.index(identityRho)); d != 0 {
		return fmt.Errorf("fourstage: edge table puts paired edges at %d", d)
	}
	ones := 0
	for j, m := range t.moveMaps {
		rho := m.apply(identityRho)
		d := e.get(e.index(rho))
		if (rho == identityRho) != (d == 0) || d > 1 {
			return fmt.Errorf("fourstage: edge table puts move %v from paired at %d", t.g.moves[t.moves3[j]], d)
		}
		ones += d
	}
	if ones == 0 {
		return fmt.Errorf("fourstage: edge table puts no move from paired at 1")
	}
	return nil
}

// PrepareProgress builds the tables, the stage 3 edge table included
// (loaded from the table cache, or built in about 15 s once), so that the
// first solve does not pay for it. It returns when they are ready or when
// ctx ends; in the latter case the build goes on only while another caller
// waits for it, or briefly for the next to join (algorithms.SharedBuild).
// Meanwhile it reports algorithms.StageLoadingTables
// (fraction -1) or algorithms.StageBuildingTables with the fraction done
// to progress (nil: none), on the calling goroutine.
func PrepareProgress(ctx context.Context, progress func(stage string, fraction float64)) error {
	_, err := edgeTables(ctx, progress)
	return err
}
