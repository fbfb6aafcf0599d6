package slotmask

import (
	"cubelab/cube"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestRanker8 checks that the ranks of the masks with eight of 24 bits set
// are exactly 0..NumEight-1.
func TestRanker8(t *testing.T) {
	r := NewRanker8()
	seen := make([]bool, NumEight)
	for m := uint32(0); m < 1<<24; m++ {
		if bits.OnesCount32(m) != 8 {
			continue
		}
		i := r.Rank(m)
		if i < 0 || i >= len(seen) || seen[i] {
			t.Fatalf("mask %06x: rank %d out of range or repeated", m, i)
		}
		seen[i] = true
	}
}

// TestMoves checks the byte tables against moving each set slot's piece
// one at a time, for random slot permutations and masks.
func TestMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 24))
	var from [NumMoves][24]uint8
	for m := range from {
		for i, p := range rng.Perm(24) {
			from[m][i] = uint8(p)
		}
	}
	mt := NewMoves(&from)
	for range 2000 {
		mask := rng.Uint32() & (1<<24 - 1)
		m := rng.IntN(NumMoves)
		var want uint32
		for i, src := range from[m] {
			if mask&(1<<src) != 0 {
				want |= 1 << i
			}
		}
		if got := mt.Move(mask, m); got != want {
			t.Fatalf("move %d of %06x: %06x, want %06x", m, mask, got, want)
		}
	}
}

// TestSubsets checks that ranks and masks are inverse, that the masks are
// k-subsets of the slots, that their count is C(len, k), and that the move
// table agrees with moving the masks.
func TestSubsets(t *testing.T) {
	slots := []uint8{0, 3, 5, 8, 9, 14, 20, 23}
	c := NewSubsets(slots, 4)
	if c.Size() != 70 {
		t.Fatalf("%d subsets, want C(8,4) = 70", c.Size())
	}
	var all uint32
	for _, s := range slots {
		all |= 1 << s
	}
	for r, m := range c.Masks() {
		if bits.OnesCount32(m) != 4 || m&^all != 0 || c.Of(m) != r {
			t.Fatalf("rank %d: mask %06x ranks %d", r, m, c.Of(m))
		}
	}
	// Moves that keep the slots among themselves: rotations of the list.
	var from [NumMoves][24]uint8
	for m := range from {
		for i := range 24 {
			from[m][i] = uint8(i)
		}
		for j, s := range slots {
			from[m][s] = slots[(j+m+1)%len(slots)]
		}
	}
	mt := NewMoves(&from)
	moves := []int{0, 1, 7}
	tab := c.MoveTable(mt, moves)
	for r, m := range c.Masks() {
		for j, mv := range moves {
			if got, want := int(tab[r*len(moves)+j]), c.Of(mt.Move(m, mv)); got != want {
				t.Fatalf("rank %d, move %d: table %d, want %d", r, mv, got, want)
			}
		}
	}
}

// TestWideMoves checks the move list: 36 distinct outer and two-layer
// turns, six per face, and the kinds of each axis.
func TestWideMoves(t *testing.T) {
	ms := WideMoves()
	seen := map[cube.Move]bool{}
	kinds := map[[2]int]map[int8]bool{}
	for _, m := range ms {
		if seen[m] || m.Lo != 1 || m.Hi < 1 || m.Hi > 2 || m.Turns < 1 || m.Turns > 3 {
			t.Fatalf("move %v repeated or not an outer or two-layer turn", m)
		}
		seen[m] = true
		k := [2]int{int(m.Face.Axis()), m.Hi}
		if kinds[k] == nil {
			kinds[k] = map[int8]bool{}
		}
		kinds[k][Kind(m)] = true
	}
	for k, got := range kinds {
		if len(got) != 2 {
			t.Errorf("axis %d, %d layers: kinds %v, want one per face", k[0], k[1], got)
		}
	}
	if Kind(cube.Move{Face: cube.R, Lo: 1, Hi: 1, Turns: 1}) != 0 || Kind(cube.Move{Face: cube.L, Lo: 1, Hi: 2, Turns: 1}) != 3 {
		t.Error("R is not kind 0 or Lw not kind 3")
	}
}
