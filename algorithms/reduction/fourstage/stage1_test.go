package fourstage

import (
	"math/bits"
	"testing"
)

// TestMaskRanker checks that the ranks of the masks with eight of 24 bits
// set are exactly 0..C(24,8)-1.
func TestMaskRanker(t *testing.T) {
	r := newMaskRanker()
	seen := make([]bool, 735471)
	for m := uint32(0); m < 1<<24; m++ {
		if bits.OnesCount32(m) != 8 {
			continue
		}
		i := r.rank(m)
		if i < 0 || i >= len(seen) || seen[i] {
			t.Fatalf("mask %06x: rank %d out of range or repeated", m, i)
		}
		seen[i] = true
	}
}
