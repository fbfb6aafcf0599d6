package tablecache

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// Saved tables load back; a file with another magic, other sizes, a flipped
// byte or trailing bytes is refused as corrupt.
func TestSaveLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.tables")
	parts := [][]uint32{{1, 2, 3}, {0xdeadbeef}}
	if err := Save(path, "test-v1", parts); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path, "test-v1", []int{3, 1}, nil)
	if err != nil || len(got) != 2 || got[0][2] != 3 || got[1][0] != 0xdeadbeef {
		t.Fatalf("loaded %v, %v", got, err)
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	flipped := append([]byte(nil), raw...)
	flipped[len(flipped)-1] ^= 1
	long := append(append([]byte(nil), raw...), 0)
	for _, tc := range []struct {
		name  string
		data  []byte
		magic string
		words []int
	}{
		{"magic", raw, "test-v2", []int{3, 1}},
		{"sizes", raw, "test-v1", []int{4, 1}},
		{"checksum", flipped, "test-v1", []int{3, 1}},
		{"trailing", long, "test-v1", []int{3, 1}},
	} {
		p := filepath.Join(t.TempDir(), "y.tables")
		if err := os.WriteFile(p, tc.data, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := Load(p, tc.magic, tc.words, nil); !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: got %v, want ErrCorrupt", tc.name, err)
		}
	}
}
