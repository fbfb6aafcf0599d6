package fiveedges

// The phases' slowest tables (phase A's flips x centre-pattern tables and
// wing-mask table, phase B's edge x centre tables, phase C's symmetry
// table: about 6 of the 8 s their builds take) are kept in the table cache
// (package tablecache's Bytes and Words), as phase A's joint table and
// fourstage's edge table are, so that a process after the first builds
// only the quick rest. Each file's magic string changes whenever its tables' layout or
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
	// Phase B's centre distances (phaseb.go's buildCentreDist, 0.1 s).
	bCentreCacheFile  = "fiveedges-phaseb-centres.tables"
	bCentreCacheMagic = "cubelab-fiveedges-phaseb-ctr-v1"
	cCacheFile        = "fiveedges-phasec.tables"
	cCacheMagic       = "cubelab-fiveedges-phasec-sym-v1"
)
