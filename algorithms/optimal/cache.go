package optimal

import (
	"fmt"
	"path/filepath"

	"cubelab/algorithms/tablecache"
)

// CacheEnv names the environment variable that overrides where the tables
// are cached.
const CacheEnv = tablecache.Env

// CacheDir returns the directory the tables are cached in: $CUBELAB_CACHE_DIR
// if set, else cubelab under the user cache directory, else "" (no cache);
// in a browser page, the name of its store (tablecache.UseStore), which
// keeps the small tables but not the large ones (tablecache.MaxStoreFile).
func CacheDir() string { return tablecache.Dir() }

// cacheVersion changes whenever a table's layout or meaning does, so old
// files are rebuilt, not misread.
const cacheVersion = "cubelab-optimal-v2"

func cacheFile(dir string, size TableSize) string {
	return filepath.Join(dir, "optimal-v2-"+string(size)+".tables")
}

// magicOf heads a configuration's file; the large one's names the
// three-valued entries' base (cornersep.go's tritBase) too.
func magicOf(size TableSize) string {
	if size == Large {
		return fmt.Sprintf("%s %s base %d", cacheVersion, size, tritBase)
	}
	return cacheVersion + " " + string(size)
}

func wordBytes(w []uint32) []byte { return tablecache.WordBytes(w) }

// staleAfter is how old a temporary table file must be before it counts as
// left by a writer that was killed.
const staleAfter = tablecache.StaleAfter

// saveTables writes the pruning tables to the cache (atomically, with a
// checksum: see package tablecache).
func saveTables(dir string, size TableSize, parts []nibbles) error {
	words := make([][]uint32, len(parts))
	for i, p := range parts {
		words[i] = p
	}
	return tablecache.Save(cacheFile(dir, size), magicOf(size), words)
}

// loadTables reads tables of the given word counts straight into memory
// (no second copy, backed by huge pages where the kernel allows) and
// checks them.
func loadTables(dir string, size TableSize, words []int) ([]nibbles, error) {
	raw, err := tablecache.Load(cacheFile(dir, size), magicOf(size), words, func(n int) []uint32 {
		t := make(nibbles, n)
		adviseHugePages(t)
		return t
	})
	if err != nil {
		return nil, err
	}
	parts := make([]nibbles, len(raw))
	for i, r := range raw {
		parts[i] = r
	}
	return parts, nil
}
