package twophase

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// CacheEnv names the environment variable that overrides where the tables
// are cached.
const CacheEnv = "CUBELAB_CACHE_DIR"

// cacheMagic starts the cache file; bump its version whenever the tables'
// layout or meaning changes, so that old files are rebuilt, not misread.
const cacheMagic = "cubelab-twophase-v2\n"

const cacheFile = "twophase.tables"

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

// Where obtainTables got its tables from.
const (
	fromCache = "cache"
	fromBuild = "built"
)

// obtainTables loads the tables from dir's cache file or, if it is missing or
// does not pass its checksum, builds them and tries to save them. Failing to
// save is not an error: the cache is only a speed-up.
func obtainTables(ctx context.Context, dir string) (*tables, string, error) {
	if dir != "" {
		removeStaleTemps(dir, time.Now().Add(-staleTempAge))
		if t, err := loadTables(filepath.Join(dir, cacheFile)); err == nil {
			return t, fromCache, nil
		}
	}
	t, err := buildTables(ctx)
	if err != nil {
		return nil, "", err
	}
	if dir != "" {
		_ = saveTables(dir, t)
	}
	t.derive()
	return t, fromBuild, nil
}

// fields lists the tables' slices in file order.
func (t *tables) fields() (u16 []*[]uint16, u8 []*[]uint8, u32 []*[]uint32) {
	u16 = []*[]uint16{&t.twistMove, &t.flipMove, &t.edges4Move[0], &t.edges4Move[1], &t.edges4Move[2],
		&t.cornerMove, &t.udEdgeMove, &t.twistConj, &t.sliceConj, &t.perm4Conj, &t.cCombMove, &t.cCombConj}
	u8 = []*[]uint8{&t.pruneTS, &t.pruneFS, &t.pruneFT, &t.pruneCS, &t.pruneES, &t.pruneEC}
	for _, sc := range []*symClasses{&t.twistCls, &t.flipCls, &t.flipSliceCls, &t.cornerCls, &t.udEdgeCls} {
		u16 = append(u16, &sc.class, &sc.stab)
		u8 = append(u8, &sc.sym)
		u32 = append(u32, &sc.rep)
	}
	return
}

// encode serialises the tables: each slice as its length then its values,
// little-endian.
func (t *tables) encode() []byte {
	u16, u8, u32 := t.fields()
	var b []byte
	for _, s := range u16 {
		b = binary.LittleEndian.AppendUint32(b, uint32(len(*s)))
		for _, v := range *s {
			b = binary.LittleEndian.AppendUint16(b, v)
		}
	}
	for _, s := range u8 {
		b = binary.LittleEndian.AppendUint32(b, uint32(len(*s)))
		b = append(b, *s...)
	}
	for _, s := range u32 {
		b = binary.LittleEndian.AppendUint32(b, uint32(len(*s)))
		for _, v := range *s {
			b = binary.LittleEndian.AppendUint32(b, v)
		}
	}
	return b
}

var errCorrupt = errors.New("corrupt table cache")

// decode is the inverse of encode; the checksum has been verified already,
// but lengths are still checked so a file from a buggy writer cannot panic.
func decodeTables(b []byte) (*tables, error) {
	t := &tables{}
	u16, u8, u32 := t.fields()
	next := func(size int) (int, error) {
		if len(b) < 4 {
			return 0, fmt.Errorf("%w: truncated", errCorrupt)
		}
		n := int(binary.LittleEndian.Uint32(b))
		b = b[4:]
		if n > len(b)/size {
			return 0, fmt.Errorf("%w: table of %d entries does not fit", errCorrupt, n)
		}
		return n, nil
	}
	for _, s := range u16 {
		n, err := next(2)
		if err != nil {
			return nil, err
		}
		*s = make([]uint16, n)
		for i := range *s {
			(*s)[i] = binary.LittleEndian.Uint16(b[2*i:])
		}
		b = b[2*n:]
	}
	for _, s := range u8 {
		n, err := next(1)
		if err != nil {
			return nil, err
		}
		*s = append([]uint8(nil), b[:n]...)
		b = b[n:]
	}
	for _, s := range u32 {
		n, err := next(4)
		if err != nil {
			return nil, err
		}
		*s = make([]uint32, n)
		for i := range *s {
			(*s)[i] = binary.LittleEndian.Uint32(b[4*i:])
		}
		b = b[4*n:]
	}
	if len(b) != 0 {
		return nil, fmt.Errorf("%w: %d trailing bytes", errCorrupt, len(b))
	}
	if err := t.check(); err != nil {
		return nil, fmt.Errorf("%w: %v", errCorrupt, err)
	}
	return t, nil
}

// check verifies the table sizes, so that a well-formed file of the wrong
// shape cannot make the search index out of range.
func (t *tables) check() error {
	want := []struct {
		name string
		got  int
		want int
	}{
		{"twist moves", len(t.twistMove), nTwist * nMoves},
		{"flip moves", len(t.flipMove), nFlip * nMoves},
		{"U edge moves", len(t.edges4Move[0]), nEdges4 * nMoves},
		{"D edge moves", len(t.edges4Move[1]), nEdges4 * nMoves},
		{"slice moves", len(t.edges4Move[2]), nEdges4 * nMoves},
		{"corner moves", len(t.cornerMove), nPerm8 * nMoves},
		{"U/D edge moves", len(t.udEdgeMove), nPerm8 * nPhase2M},
		{"twist conj", len(t.twistConj), nTwist * nSym16},
		{"slice conj", len(t.sliceConj), nSlice * nSym16},
		{"slice order conj", len(t.perm4Conj), nPerm4 * nSym16},
		{"U-corner places moves", len(t.cCombMove), nCComb * nPhase2M},
		{"U-corner places conj", len(t.cCombConj), nCComb * nSym16},
		{"twist classes", len(t.twistCls.class), nTwist},
		{"flip classes", len(t.flipCls.class), nFlip},
		{"flip-slice classes", len(t.flipSliceCls.class), nFlip * nSlice},
		{"corner classes", len(t.cornerCls.class), nPerm8},
		{"U/D edge classes", len(t.udEdgeCls.class), nPerm8},
		{"twist×slice", len(t.pruneTS), len(t.twistCls.rep) * nSlice},
		{"flip×slice", len(t.pruneFS), len(t.flipSliceCls.rep)},
		{"flip×twist", len(t.pruneFT), len(t.flipCls.rep) * nTwist},
		{"corners×slice order", len(t.pruneCS), len(t.cornerCls.rep) * nPerm4},
		{"U/D edges×slice order", len(t.pruneES), len(t.udEdgeCls.rep) * nPerm4},
		{"U/D edges×U-corner places", len(t.pruneEC), len(t.udEdgeCls.rep) * nCComb},
	}
	for _, w := range want {
		if w.got != w.want {
			return fmt.Errorf("%s table has %d entries, want %d", w.name, w.got, w.want)
		}
	}
	// Values must be in range too: the search indexes with them.
	ranges := []struct {
		name string
		vals []uint16
		n    int
	}{
		{"twist moves", t.twistMove, nTwist}, {"flip moves", t.flipMove, nFlip},
		{"U edge moves", t.edges4Move[0], nEdges4}, {"D edge moves", t.edges4Move[1], nEdges4},
		{"slice moves", t.edges4Move[2], nEdges4}, {"corner moves", t.cornerMove, nPerm8},
		{"U/D edge moves", t.udEdgeMove, nPerm8}, {"twist conj", t.twistConj, nTwist},
		{"slice conj", t.sliceConj, nSlice}, {"slice order conj", t.perm4Conj, nPerm4},
		{"U-corner places moves", t.cCombMove, nCComb}, {"U-corner places conj", t.cCombConj, nCComb},
	}
	for _, sc := range []struct {
		name string
		c    *symClasses
	}{{"twist", &t.twistCls}, {"flip", &t.flipCls}, {"flip-slice", &t.flipSliceCls}, {"corner", &t.cornerCls}, {"U/D edge", &t.udEdgeCls}} {
		ranges = append(ranges, struct {
			name string
			vals []uint16
			n    int
		}{sc.name + " classes", sc.c.class, len(sc.c.rep)})
		if len(sc.c.stab) != len(sc.c.rep) {
			return fmt.Errorf("%s classes: %d stabilisers for %d classes", sc.name, len(sc.c.stab), len(sc.c.rep))
		}
		for _, v := range sc.c.sym {
			if v >= nSym16 {
				return fmt.Errorf("%s classes: symmetry %d out of range", sc.name, v)
			}
		}
		for _, v := range sc.c.rep {
			if int(v) >= len(sc.c.class) {
				return fmt.Errorf("%s classes: representative %d out of range", sc.name, v)
			}
		}
	}
	for _, r := range ranges {
		for _, v := range r.vals {
			if int(v) >= r.n {
				return fmt.Errorf("%s: value %d out of range 0..%d", r.name, v, r.n-1)
			}
		}
	}
	for _, p := range [][]uint8{t.pruneTS, t.pruneFS, t.pruneFT, t.pruneCS, t.pruneES, t.pruneEC} {
		for _, v := range p {
			if v > maxPruneDepth {
				return fmt.Errorf("pruning value %d out of range", v)
			}
		}
	}
	return nil
}

// maxPruneDepth is above every pruning table's largest value.
const maxPruneDepth = 20

// saveTables writes the cache file atomically (temporary file, then rename),
// so a crash or a concurrent writer never leaves a half-written file.
func saveTables(dir string, t *tables) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("table cache: %w", err)
	}
	payload := t.encode()
	sum := sha256.Sum256(payload)
	f, err := os.CreateTemp(dir, cacheFile+".*.tmp")
	if err != nil {
		return fmt.Errorf("table cache: %w", err)
	}
	defer os.Remove(f.Name()) // no-op after a successful rename
	var hdr bytes.Buffer
	hdr.WriteString(cacheMagic)
	hdr.Write(sum[:])
	if _, err := f.Write(hdr.Bytes()); err != nil {
		f.Close()
		return fmt.Errorf("table cache: %w", err)
	}
	if _, err := f.Write(payload); err != nil {
		f.Close()
		return fmt.Errorf("table cache: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("table cache: %w", err)
	}
	if err := os.Rename(f.Name(), filepath.Join(dir, cacheFile)); err != nil {
		return fmt.Errorf("table cache: %w", err)
	}
	return nil
}

// maxCacheBytes bounds a cache file: the tables take under 9 MB, so a
// bigger file is refused before it is read.
const maxCacheBytes = 64 << 20

// staleTempAge is how old a temporary file from saveTables must be to be
// taken for a writer killed mid-write (a write takes well under a second).
const staleTempAge = 10 * time.Minute

// removeStaleTemps deletes temporary files saveTables left in dir before
// cutoff (a process killed while writing leaves one).
func removeStaleTemps(dir string, cutoff time.Time) {
	names, _ := filepath.Glob(filepath.Join(dir, cacheFile+".*.tmp"))
	for _, name := range names {
		if st, err := os.Stat(name); err == nil && st.ModTime().Before(cutoff) {
			os.Remove(name)
		}
	}
}

// loadTables reads and verifies a cache file, returning tables ready to
// search with: the checksum, the tables' shapes and value ranges, then a
// self-test solve, so that a file with a valid checksum over wrong values
// (a buggy writer) is rebuilt rather than left to make searches fail or run
// on forever.
func loadTables(path string) (*tables, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("table cache: %w", err)
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil {
		return nil, fmt.Errorf("table cache: %w", err)
	} else if st.Size() > maxCacheBytes {
		return nil, fmt.Errorf("%w: %s is %d bytes, more than any table cache", errCorrupt, path, st.Size())
	}
	b, err := io.ReadAll(io.LimitReader(f, maxCacheBytes+1))
	if err != nil {
		return nil, fmt.Errorf("table cache: %w", err)
	}
	if !bytes.HasPrefix(b, []byte(cacheMagic)) || len(b) < len(cacheMagic)+sha256.Size {
		return nil, fmt.Errorf("%w: %s has no valid header", errCorrupt, path)
	}
	b = b[len(cacheMagic):]
	sum, payload := b[:sha256.Size], b[sha256.Size:]
	if got := sha256.Sum256(payload); !bytes.Equal(got[:], sum) {
		return nil, fmt.Errorf("%w: %s fails its checksum", errCorrupt, path)
	}
	t, err := decodeTables(payload)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	t.derive()
	if err := selfTest(t); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", errCorrupt, path, err)
	}
	return t, nil
}

// selfTestStates are solved with every loaded table set (each takes right
// tables a few thousand nodes).
var selfTestStates = []string{
	"R U F' L2 D B' R2 U' F2 D' L B2",
	"D2 F' R U2 L B' D R2 F U' L2 B D'",
}

// selfTestNodes is the node budget of each self-test solve: ample for
// right tables, too little for pruning values that do not bound the
// distance or move tables that do not move.
const selfTestNodes = 1 << 20

// selfTest solves selfTestStates with t under a node budget and checks the
// answers.
func selfTest(t *tables) error {
	s := NewDeterministic(algorithms.Config{MaxNodes: selfTestNodes})
	for _, alg := range selfTestStates {
		c := cube.MustNew(3)
		if err := c.ApplyString(alg); err != nil {
			return err
		}
		cc, err := c.Cubies()
		if err != nil {
			return err
		}
		res, err := s.solveWith(context.Background(), t, time.Now(), cc, maxSolution-1, nil)
		if err != nil {
			return fmt.Errorf("self-test solve of %q: %w", alg, err)
		}
		if err := c.ApplyAlg(moveAlg(res.moves)); err != nil || !c.IsSolved() {
			return fmt.Errorf("self-test solve of %q gave %v, which does not solve it", alg, moveAlg(res.moves))
		}
	}
	return nil
}
