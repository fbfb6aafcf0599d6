package fourstage

import "testing"

// TestEdgeTableSymmetry compares the symmetry-reduced edge table with a
// plain breadth-first search over rho to depth 6: every pairing the plain
// search reaches must have the same distance in the table.
func TestEdgeTableSymmetry(t *testing.T) {
	tb, err := edgeTables()
	if err != nil {
		t.Fatal(err)
	}
	const depth = 6
	dist := map[uint64]int{tb.rho0: 0}
	frontier := []uint64{tb.rho0}
	for d := 1; d <= depth; d++ {
		var next []uint64
		for _, x := range frontier {
			for j := range tb.moves3 {
				y := tb.moveRho(x, j)
				if _, ok := dist[y]; !ok {
					dist[y] = d
					next = append(next, y)
				}
			}
		}
		frontier = next
	}
	for rho, d := range dist {
		if got := tb.edgeDist(rho); got != d {
			t.Fatalf("rho %012x: table says %d, plain search %d", rho, got, d)
		}
	}
	t.Logf("%d pairings within %d moves agree", len(dist), depth)
}
