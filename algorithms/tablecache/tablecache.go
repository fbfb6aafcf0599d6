// Package tablecache keeps solvers' pruning tables on disk between runs
// (or, where there is no file system, in a Store such as a browser page's
// IndexedDB): one file per table set, written atomically, with a header
// naming its layout and a CRC-32C of its contents, read straight into the
// caller's memory. A file that fails any check is an error, never misread; the
// caller then builds the tables again (the cache only saves time).
package tablecache

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unsafe"
)

// Env names the environment variable that overrides where tables are
// cached.
const Env = "CUBELAB_CACHE_DIR"

// Dir returns the directory tables are cached in: $CUBELAB_CACHE_DIR if
// set, else cubelab under the user cache directory, else "" (no cache);
// with a store in use (UseStore), the store's name.
func Dir() string {
	if s, name := currentStore(); s != nil {
		return name
	}
	if d := os.Getenv(Env); d != "" {
		return d
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "cubelab")
}

// MaxParts is how many tables one file holds at most.
const MaxParts = 4

var crcTable = crc32.MakeTable(crc32.Castagnoli)

// header is the file's start: magic (layout version and table set), the
// words of each table in order, and a CRC-32C of the tables' bytes
// (hardware-accelerated, so checking 2 GB costs well under a second).
type header struct {
	Magic [32]byte
	Words [MaxParts]uint64
	CRC   uint32
	Probe uint32 // 0x01020304 written natively: refuses files from a machine of the other byte order
}

func magicOf(magic string) (m [32]byte) {
	copy(m[:], magic)
	return
}

// WordBytes returns the bytes of w (native byte order), sharing its memory.
func WordBytes(w []uint32) []byte {
	if len(w) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&w[0])), 4*len(w))
}

// ErrCorrupt is wrapped by Load's errors for a file that exists but fails
// a check (header, sizes, checksum, length).
var ErrCorrupt = errors.New("corrupt table cache")

// Save writes the tables to path atomically (temporary file, then rename;
// or whole into the store in use) so a crash or a concurrent writer never
// leaves half a file. magic (at
// most 32 bytes) must change whenever a table's layout or meaning does.
func Save(path, magic string, parts [][]uint32) error {
	if len(parts) > MaxParts || len(magic) > 32 {
		return fmt.Errorf("table cache: %d tables, magic %q: too many or too long", len(parts), magic)
	}
	h := header{Magic: magicOf(magic), Probe: 0x01020304}
	crc := uint32(0)
	for i, p := range parts {
		h.Words[i] = uint64(len(p))
		crc = crc32.Update(crc, crcTable, WordBytes(p))
	}
	h.CRC = crc
	if s, name := currentStore(); s != nil {
		return saveToStore(s, name, path, &h, parts)
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("table cache: %w", err)
	}
	RemoveStaleTemps(path)
	f, err := os.CreateTemp(dir, tempPattern(path))
	if err != nil {
		return fmt.Errorf("table cache: %w", err)
	}
	defer os.Remove(f.Name()) // no-op after the rename
	if err := lockWriting(f); err != nil {
		f.Close()
		return fmt.Errorf("table cache: locking %s: %w", f.Name(), err)
	}
	if saveHook != nil {
		saveHook(f.Name())
	}
	err = binary.Write(f, binary.NativeEndian, &h)
	for _, p := range parts {
		if err == nil {
			_, err = f.Write(WordBytes(p))
		}
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		return fmt.Errorf("table cache: %w", err)
	}
	return nil
}

// Load reads the tables saved at path with Save under the same magic,
// which must have the given word counts, and checks them. Each table is
// read straight into memory from alloc (nil: make), called only once the
// header matches, so no second copy is made and a stale file costs no
// allocation (from a file; a store hands over the whole file's bytes
// first).
func Load(path, magic string, words []int, alloc func(n int) []uint32) ([][]uint32, error) {
	if alloc == nil {
		alloc = func(n int) []uint32 { return make([]uint32, n) }
	}
	if len(words) > MaxParts {
		return nil, fmt.Errorf("table cache: %d tables, at most %d fit a file", len(words), MaxParts)
	}
	f, done, err := open(path)
	if err != nil {
		return nil, err
	}
	defer done()
	var h header
	if err := binary.Read(f, binary.NativeEndian, &h); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrCorrupt, path, err)
	}
	if h.Magic != magicOf(magic) || h.Probe != 0x01020304 {
		return nil, fmt.Errorf("%w: %s has no valid header", ErrCorrupt, path)
	}
	for i, n := range words {
		if h.Words[i] != uint64(n) {
			return nil, fmt.Errorf("%w: %s: table %d has %d words, want %d", ErrCorrupt, path, i, h.Words[i], n)
		}
	}
	parts := make([][]uint32, len(words))
	crc := uint32(0)
	for i, n := range words {
		parts[i] = alloc(n)
		b := WordBytes(parts[i])
		if _, err := io.ReadFull(f, b); err != nil {
			return nil, fmt.Errorf("%w: %s: %v", ErrCorrupt, path, err)
		}
		crc = crc32.Update(crc, crcTable, b)
	}
	if crc != h.CRC {
		return nil, fmt.Errorf("%w: %s fails its checksum", ErrCorrupt, path)
	}
	var extra [1]byte
	if n, _ := f.Read(extra[:]); n != 0 {
		return nil, fmt.Errorf("%w: %s has trailing bytes", ErrCorrupt, path)
	}
	return parts, nil
}

// StaleAfter is how old a temporary table file must be before it counts as
// left by a writer that was killed, when its writer cannot be told dead
// (a file from an older version, or a system without advisory locks; a
// large build writes for seconds).
const StaleAfter = 10 * time.Minute

// saveHook, set only by tests, runs once Save holds its temporary file
// (named), before it writes: where a test stops or kills a writer.
var saveHook func(tmp string)

// tempPattern names Save's temporary files for path: the writer's process
// id in the name (".w<pid>-<random>.tmp") lets a cleaner ask whether it
// is alive.
func tempPattern(path string) string {
	return fmt.Sprintf("%s.w%d-*.tmp", filepath.Base(path), os.Getpid())
}

// tempWriter returns the writer's process id in a temporary file's name,
// or 0 if the name has none.
func tempWriter(path, tmp string) int {
	rest, ok := strings.CutPrefix(filepath.Base(tmp), filepath.Base(path)+".w")
	if !ok {
		return 0
	}
	digits, _, ok := strings.Cut(rest, "-")
	if !ok {
		return 0
	}
	pid, err := strconv.Atoi(digits)
	if err != nil || pid <= 0 {
		return 0
	}
	return pid
}

// RemoveStaleTemps deletes the temporary files of path that a killed
// writer left behind (each as big as the tables), so they do not pile up
// in the cache directory: those whose writer holds no lock on them and has
// ended, and any older than StaleAfter that no writer holds. A live
// writer's file, in this process or another, is never touched.
func RemoveStaleTemps(path string) {
	if s, _ := currentStore(); s != nil {
		return // a store puts files whole
	}
	temps, _ := filepath.Glob(path + ".*.tmp")
	for _, t := range temps {
		fi, err := os.Lstat(t)
		if err != nil || !fi.Mode().IsRegular() {
			continue
		}
		if heldByWriter(t) {
			continue
		}
		pid := tempWriter(path, t)
		if (pid > 0 && !processAlive(pid)) || time.Since(fi.ModTime()) > StaleAfter {
			os.Remove(t)
		}
	}
}
