package twophase

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"hash/crc32"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"cubelab/algorithms"
	"cubelab/algorithms/tablecache"
	"cubelab/cube"
)

// tableBytesSHA256 is the digest of TableBytes for tableFormat. When the
// tables change, this test fails: change tableFormat (so saved copies of
// the old tables are rebuilt, not trusted) and then this digest.
const tableBytesSHA256 = "2c11df554d0507483ffd3555b11d46dd775a7eb33055cef207a6a65bfb5a3736"

func TestTableBytesPinned(t *testing.T) {
	// A fresh build, not this process's tables, which may come from the
	// table cache (tablecache.go).
	built, err := buildTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(built.marshal())
	if got := hex.EncodeToString(sum[:]); got != tableBytesSHA256 {
		t.Fatalf("the tables' bytes changed (sha256 %s, pinned %s): change tableFormat (now %q) and pin the new digest", got, tableBytesSHA256, tableFormat)
	}
}

// savedBytes is this process's tables as marshal writes them.
func savedBytes(t *testing.T) []byte {
	t.Helper()
	tb, err := getTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return tb.marshal()
}

func TestTableBytesRoundTrip(t *testing.T) {
	b := savedBytes(t)
	got, err := unmarshalTables(b)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := getTables(context.Background())
	if !reflect.DeepEqual(got, want) {
		t.Fatal("the tables read back differ from those written")
	}
}

// TestTableBytesRefused damages a copy in the ways storage can and checks
// each is refused with a reason, never loaded.
func TestTableBytesRefused(t *testing.T) {
	b := savedBytes(t)
	flip := func(i int) []byte { c := append([]byte(nil), b...); c[i] ^= 0x40; return c }
	renamed := func() []byte {
		// A well-formed copy of another format: right checksum, other name.
		c := append([]byte(nil), b...)
		c[8+2+len(tableFormat)-1]++
		return resum(c)
	}
	cases := []struct {
		name string
		b    []byte
		want string
	}{
		{"empty", nil, "not a saved copy"},
		{"other file", []byte("<html>not tables</html>"), "not a saved copy"},
		{"truncated", b[:len(b)/2], "checksum"},
		{"truncated, checksum fixed", resum(append([]byte(nil), b[:len(b)/2]...)), ""},
		{"one byte flipped in a table", flip(len(b) / 3), "checksum"},
		{"one byte flipped in the checksum", flip(5), "checksum"},
		{"other format", renamed(), "format"},
		{"extra bytes, checksum fixed", resum(append(append([]byte(nil), b...), 1, 2, 3)), ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := unmarshalTables(c.b)
			if err == nil {
				t.Fatal("accepted")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q does not mention %q", err, c.want)
			}
		})
	}
}

// resum recomputes the checksum of a copy changed on purpose, so that the
// checks after it are the ones tested.
func resum(b []byte) []byte {
	if len(b) < 8 {
		return b
	}
	nb := append([]byte(nil), b...)
	binary.LittleEndian.PutUint32(nb[4:8], crc32.ChecksumIEEE(nb[8:]))
	return nb
}

// TestCachedTablesSolve starts a process-like state with no tables, loads
// them from a copy in the table cache, and solves with them: the answer is
// the one the built tables give.
func TestCachedTablesSolve(t *testing.T) {
	ctx := context.Background()
	c, _ := cube.New(3)
	if err := c.ApplyString("R U2 F' L D B2 R' U F2 D' L2 B"); err != nil {
		t.Fatal(err)
	}
	want, err := New(algorithms.Config{}).Solve(ctx, c.Clone(), nil)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Setenv(tablecache.Env, dir)
	if _, err := loadOrBuildTables(ctx); err != nil { // builds and saves
		t.Fatal(err)
	}
	saved, err := os.Stat(filepath.Join(dir, smallCacheFile))
	if err != nil {
		t.Fatal(err)
	}
	built, _ := getTables(ctx)
	kept := theTables
	theTables = newTablesBuild()
	defer func() { theTables = kept }()
	read, err := getTables(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if read == built {
		t.Fatal("no tables of their own after loading")
	}
	if st, err := os.Stat(filepath.Join(dir, smallCacheFile)); err != nil || !st.ModTime().Equal(saved.ModTime()) {
		t.Fatalf("the tables were built again, not read (%v)", err)
	}
	got, err := New(algorithms.Config{}).Solve(ctx, c.Clone(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got.Moves.String() != want.Moves.String() {
		t.Fatalf("with loaded tables %q, with built ones %q", got.Moves, want.Moves)
	}
	d := c.Clone()
	if err := d.ApplyAlg(got.Moves); err != nil {
		t.Fatal(err)
	}
	if !d.IsSolved() {
		t.Fatal("the solution from loaded tables does not solve the cube")
	}
}
