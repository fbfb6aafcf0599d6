package optimal

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"time"
	"unsafe"
)

// CacheEnv names the environment variable that overrides where the tables
// are cached.
const CacheEnv = "CUBELAB_CACHE_DIR"

// CacheDir returns the directory the tables are cached in: $CUBELAB_CACHE_DIR
// if set, else cubelab under the user cache directory, else "" (no cache).
func CacheDir() string {
	if d := os.Getenv(CacheEnv); d != "" {
		return d
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "cubelab")
}

// cacheVersion changes whenever a table's layout or meaning does, so old
// files are rebuilt, not misread.
const cacheVersion = "cubelab-optimal-v1"

func cacheFile(dir string, size TableSize) string {
	return filepath.Join(dir, "optimal-"+string(size)+".tables")
}

var crcTable = crc32.MakeTable(crc32.Castagnoli)

// header is the file's start: magic and size name, the words of each table
// in order, and a CRC-32C of the tables' bytes (hardware-accelerated, so
// checking 2 GB costs well under a second).
type header struct {
	Magic [32]byte
	Words [4]uint64
	CRC   uint32
	Probe uint32 // 0x01020304 written natively: refuses files from a machine of the other byte order
}

func magicOf(size TableSize) (m [32]byte) {
	copy(m[:], cacheVersion+" "+string(size))
	return
}

func wordBytes(w []uint32) []byte {
	if len(w) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&w[0])), 4*len(w))
}

var errCorrupt = errors.New("corrupt table cache")

// saveTables writes the pruning tables atomically (temporary file, then
// rename) so a crash or a concurrent writer never leaves half a file.
func saveTables(dir string, size TableSize, parts []nibbles) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("table cache: %w", err)
	}
	removeStaleTemps(dir, size)
	h := header{Magic: magicOf(size), Probe: 0x01020304}
	crc := uint32(0)
	for i, p := range parts {
		h.Words[i] = uint64(len(p))
		crc = crc32.Update(crc, crcTable, wordBytes(p))
	}
	h.CRC = crc
	f, err := os.CreateTemp(dir, filepath.Base(cacheFile(dir, size))+".*.tmp")
	if err != nil {
		return fmt.Errorf("table cache: %w", err)
	}
	defer os.Remove(f.Name()) // no-op after the rename
	err = binary.Write(f, binary.NativeEndian, &h)
	for _, p := range parts {
		if err == nil {
			_, err = f.Write(wordBytes(p))
		}
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), cacheFile(dir, size))
	}
	if err != nil {
		return fmt.Errorf("table cache: %w", err)
	}
	return nil
}

// loadTables reads tables of the given word counts straight into memory
// (no second copy) and checks them.
func loadTables(dir string, size TableSize, words []int) ([]nibbles, error) {
	path := cacheFile(dir, size)
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("table cache: %w", err)
	}
	defer f.Close()
	var h header
	if err := binary.Read(f, binary.NativeEndian, &h); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", errCorrupt, path, err)
	}
	if h.Magic != magicOf(size) || h.Probe != 0x01020304 {
		return nil, fmt.Errorf("%w: %s has no valid header", errCorrupt, path)
	}
	parts := make([]nibbles, len(words))
	crc := uint32(0)
	for i, n := range words {
		if h.Words[i] != uint64(n) {
			return nil, fmt.Errorf("%w: %s: table %d has %d words, want %d", errCorrupt, path, i, h.Words[i], n)
		}
		parts[i] = make(nibbles, n)
		adviseHugePages(parts[i])
		b := wordBytes(parts[i])
		if _, err := io.ReadFull(f, b); err != nil {
			return nil, fmt.Errorf("%w: %s: %v", errCorrupt, path, err)
		}
		crc = crc32.Update(crc, crcTable, b)
	}
	if crc != h.CRC {
		return nil, fmt.Errorf("%w: %s fails its checksum", errCorrupt, path)
	}
	var extra [1]byte
	if n, _ := f.Read(extra[:]); n != 0 {
		return nil, fmt.Errorf("%w: %s has trailing bytes", errCorrupt, path)
	}
	return parts, nil
}

// staleAfter is how old a temporary table file must be before it counts as
// left by a writer that was killed (a large build writes for seconds).
const staleAfter = 10 * time.Minute

// removeStaleTemps deletes the temporary files of size's table that a
// killed writer left behind (each as big as the tables), so they do not
// pile up in the cache directory.
func removeStaleTemps(dir string, size TableSize) {
	temps, _ := filepath.Glob(filepath.Join(dir, filepath.Base(cacheFile(dir, size))+".*.tmp"))
	for _, t := range temps {
		if fi, err := os.Stat(t); err == nil && time.Since(fi.ModTime()) > staleAfter {
			os.Remove(t)
		}
	}
}
