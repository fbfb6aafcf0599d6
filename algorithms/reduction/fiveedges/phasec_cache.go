package fiveedges

import (
	"context"
	"fmt"

	"cubelab/algorithms/tablecache"
)

// Phase C's centre tables take about 0.4 s to build (enumerating H5's
// 176,400 centre positions), so the table cache keeps what the search
// reads: the distances, each sub-coordinate's move table (two values a
// word) and key bits (two words a key).

// cSubN are the sub-coordinates' sizes (loadOrBuildCentres checks a
// build's against them).
var cSubN = [cNSub]int{cSubRL: 70 * 70, cSubUDFB: 6 * 6}

// Cache file and magic of the centre tables.
const (
	cCentreCacheFile  = "fiveedges-phasec-centres.tables"
	cCentreCacheMagic = "cubelab-fiveedges-phasec-ctr-v1"
)

// loadOrBuildCentres sets up the centre tables from the table cache, or
// builds them (buildCentres) and saves them there; or stops with ctx's
// error once ctx ends, saving nothing.
func (t *cTables) loadOrBuildCentres(ctx context.Context) error {
	nMove, nKey := 0, 0
	for k := range cNSub {
		nMove += cSubN[k] * cNMoves
		nKey += cSubN[k]
	}
	words := []int{(cNCentre + 3) / 4, (nMove + 1) / 2, 2 * nKey}
	built := false // the build sets every table; a load sets them below
	parts, err := tablecache.Words(cCentreCacheFile, cCentreCacheMagic, words, nil, func() ([][]uint32, error) {
		built = true
		if err := t.buildCentres(ctx); err != nil {
			return nil, err
		}
		for k := range cNSub {
			if t.subN[k] != cSubN[k] || t.subGoal[k] != 0 {
				return nil, fmt.Errorf("fiveedges: phase C: centre sub-coordinate %d has %d values, solved %d; want %d, 0 (internal error)", k, t.subN[k], t.subGoal[k], cSubN[k])
			}
		}
		parts := [][]uint32{make([]uint32, words[0]), make([]uint32, words[1]), make([]uint32, words[2])}
		copy(tablecache.WordBytes(parts[0]), t.cDist)
		i, j := 0, 0
		for k := range cNSub {
			for _, m := range t.subMove[k] {
				parts[1][i/2] |= uint32(m) << (16 * (i % 2))
				i++
			}
			for _, key := range t.subKey[k] {
				parts[2][j], parts[2][j+1] = uint32(key), uint32(key>>32)
				j += 2
			}
		}
		return parts, nil
	})
	if err != nil {
		return err
	}
	if built {
		return nil
	}
	t.cDist = tablecache.WordBytes(parts[0])[:cNCentre]
	i, j := 0, 0
	for k := range cNSub {
		n := cSubN[k]
		t.subN[k], t.subGoal[k] = n, 0
		t.subMove[k] = make([]uint16, n*cNMoves)
		for x := range t.subMove[k] {
			t.subMove[k][x] = uint16(parts[1][i/2] >> (16 * (i % 2)))
			i++
		}
		t.subKey[k] = make([]uint64, n)
		t.subNum[k] = make(map[uint64]uint16, n)
		for v := range t.subKey[k] {
			key := uint64(parts[2][j]) | uint64(parts[2][j+1])<<32
			t.subKey[k][v], t.subNum[k][key] = key, uint16(v)
			j += 2
		}
	}
	return nil
}
