package fiveedges

import (
	"fmt"
	"path/filepath"

	"cubelab/algorithms/tablecache"
)

// The phases' slowest tables (phase A's flips x centre-pattern tables and
// wing-mask table, phase B's edge x centre tables, phase C's symmetry
// table: about 6 of the 8 s their builds take) are kept in the table cache
// (package tablecache), as phase A's joint table and fourstage's edge
// table are, so that a process after the first builds only the quick
// rest. Each file's magic string changes whenever its tables' layout or
// meaning does, so an old file is rebuilt, not misread; the checksum
// catches a damaged one.

// Cache files and their magic strings.
const (
	aCacheFile       = "fiveedges-phasea.tables"
	aCacheMagic      = "cubelab-fiveedges-phasea-v2"
	bCacheFile       = "fiveedges-phaseb.tables"
	bCacheMagic      = "cubelab-fiveedges-phaseb-v1"
	bJointCacheFile  = "fiveedges-phaseb-joint.tables"
	bJointCacheMagic = "cubelab-fiveedges-phaseb-joint1"
	cCacheFile       = "fiveedges-phasec.tables"
	cCacheMagic      = "cubelab-fiveedges-phasec-sym-v1"
)

// cachedBytes returns the byte tables build makes, of the given lengths:
// from file in the table cache when a copy under magic with these lengths
// is there, else from build, saving them there (cachedWords).
func cachedBytes(file, magic string, lens []int, build func() ([][]uint8, error)) ([][]uint8, error) {
	words := make([]int, len(lens))
	for i, l := range lens {
		words[i] = (l + 3) / 4
	}
	parts, err := cachedWords(file, magic, words, nil, func() ([][]uint32, error) {
		out, err := build()
		if err != nil {
			return nil, err
		}
		parts := make([][]uint32, len(out))
		for i, b := range out {
			parts[i] = make([]uint32, words[i])
			copy(tablecache.WordBytes(parts[i]), b)
		}
		return parts, nil
	})
	if err != nil {
		return nil, err
	}
	out := make([][]uint8, len(parts))
	for i, p := range parts {
		out[i] = tablecache.WordBytes(p)[:lens[i]]
	}
	return out, nil
}

// cachedWords returns the word tables build makes, of the given word
// counts: from file in the table cache when a copy under magic with these
// counts is there and passes check (nil: no check beyond the checksum),
// else from build, saving them there (if there is a cache directory;
// saving only saves time, so its failure is not one).
func cachedWords(file, magic string, words []int, check func([][]uint32) error, build func() ([][]uint32, error)) ([][]uint32, error) {
	if len(words) > tablecache.MaxParts || len(magic) > 32 {
		return nil, fmt.Errorf("fiveedges: %s: %d tables under a %d-byte magic; a cache file holds %d under 32", file, len(words), len(magic), tablecache.MaxParts)
	}
	dir := tablecache.Dir()
	path := filepath.Join(dir, file)
	if dir != "" {
		if parts, err := tablecache.Load(path, magic, words, nil); err == nil && (check == nil || check(parts) == nil) {
			return parts, nil
		}
	}
	parts, err := build()
	if err != nil {
		return nil, err
	}
	if dir != "" {
		tablecache.RemoveStaleTemps(path)
		_ = tablecache.Save(path, magic, parts)
	}
	return parts, nil
}
