package reduction

import (
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// TestLayerMapMoves checks that a small cube's moves, mapped, move the big
// cube's mapped centres as they move the small cube's: read the small cube
// off a scrambled big one, turn both, read again.
func TestLayerMapMoves(t *testing.T) {
	tests := []struct {
		name string
		m    layerMap
		// keepMiddle: the map's middle span is several layers, which
		// only moves that never turn the small middle layer keep whole.
		keepMiddle bool
	}{
		{"7x7 inner block", sevenInner, false},
		{"7x7 outer ring", sevenOuter, true},
		{"6x6 inner block", newLayerMap(6, [2]int{1, 2}, [2]int{3, 3}, [2]int{4, 4}, [2]int{5, 6}), false},
		{"6x6 outer ring (gap)", newLayerMap(6, [2]int{1, 1}, [2]int{2, 2}, [2]int{5, 5}, [2]int{6, 6}), false},
		{"6x6 outer ring and obliques", sixOuter, true},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for range 20 {
				big := cube.MustNew(tc.m.big)
				if err := big.ApplyAlg(cube.RandomMoves(tc.m.big, 60, rng)); err != nil {
					t.Fatal(err)
				}
				small := tc.m.smallCube(big)
				var alg cube.Alg
				for len(alg) < 15 {
					lo := 1 + rng.IntN(tc.m.small)
					hi := lo + rng.IntN(tc.m.small+1-lo)
					mv := cube.Move{Face: cube.Faces[rng.IntN(6)], Lo: lo, Hi: hi, Turns: 1 + rng.IntN(3)}
					if tc.keepMiddle && lo <= tc.m.small/2+1 && hi >= tc.m.small/2+1 {
						continue
					}
					alg = append(alg, mv)
				}
				if err := small.ApplyAlg(alg); err != nil {
					t.Fatal(err)
				}
				if err := big.ApplyAlg(tc.m.bigAlg(alg)); err != nil {
					t.Fatal(err)
				}
				got := tc.m.smallCube(big)
				for _, f := range cube.Faces {
					for r := 1; r < tc.m.small-1; r++ {
						for k := 1; k < tc.m.small-1; k++ {
							if mid := tc.m.small / 2; r == mid && k == mid && tc.keepMiddle {
								continue // a block a face turn spins: one colour when solved
							}
							if got.At(f, r, k) != small.At(f, r, k) {
								t.Fatalf("%s (big %s): face %v (%d,%d) is %v, the small cube's %v", alg, tc.m.bigAlg(alg), f, r, k, got.At(f, r, k), small.At(f, r, k))
							}
						}
					}
				}
			}
		})
	}
}
