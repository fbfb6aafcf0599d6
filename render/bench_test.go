package render

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"cubelab/cube"
)

// BenchmarkFrame measures one 3D frame for several sizes, with and without
// a layer part-way through a turn.
func BenchmarkFrame(b *testing.B) {
	for _, px := range []int{800, 1600} {
		for _, n := range []int{2, 3, 7, 17} {
			for _, anim := range []bool{false, true} {
				b.Run(fmt.Sprintf("%dpx/N%d/anim=%v", px, n, anim), func(b *testing.B) {
					c := cube.MustNew(n)
					rng := rand.New(rand.NewPCG(1, 2))
					c.ApplyAlg(cube.RandomMoves(n, 60, rng))
					s := Scene{Cube: c, Camera: DefaultCamera(), Theme: LightTheme()}
					if anim {
						s.Anim = &Turn{Layers: Layers{Face: cube.R, Lo: 1, Hi: 1}, Angle: math.Pi / 6}
					}
					r := NewRenderer(px, px)
					r.Draw(s)
					b.ReportAllocs()
					b.ResetTimer()
					for range b.N {
						r.Draw(s)
					}
				})
			}
		}
	}
}
