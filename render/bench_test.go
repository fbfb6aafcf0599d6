package render

import (
	"fmt"
	"math"
	"math/rand/v2"
	"syscall"
	"testing"

	"cubelab/cube"
)

// BenchmarkFrame measures one 3D frame for several sizes, with and without
// a layer part-way through a turn; the turning layer moves on every frame,
// as it does while the UI animates a move.
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
					for i := range 60 { // every angle once: buffers reach their final size
						if anim {
							s.Anim.Angle = float64(i) * (math.Pi / 120)
						}
						r.Draw(s)
					}
					b.ReportAllocs()
					b.ResetTimer()
					cpu0 := cpuTime()
					for i := range b.N {
						if anim {
							s.Anim.Angle = float64(i%60) * (math.Pi / 120)
						}
						r.Draw(s)
					}
					// On a shared machine wall time includes waiting for
					// a core; CPU time per frame is the steadier figure.
					b.ReportMetric(float64(cpuTime()-cpu0)/1e6/float64(b.N), "cpu-ms/frame")
				})
			}
		}
	}
}

// cpuTime returns the process' user+system CPU time in nanoseconds.
func cpuTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// BenchmarkFrameGG is the same 3D frame filled by gg (Renderer.Reference),
// for comparison with the renderer's own filler.
func BenchmarkFrameGG(b *testing.B) {
	for _, px := range []int{800, 1600} {
		for _, n := range []int{3, 17} {
			b.Run(fmt.Sprintf("%dpx/N%d", px, n), func(b *testing.B) {
				c := cube.MustNew(n)
				c.ApplyAlg(cube.RandomMoves(n, 60, rand.New(rand.NewPCG(1, 2))))
				s := Scene{Cube: c, Camera: DefaultCamera(), Theme: LightTheme()}
				r := NewRenderer(px, px)
				r.Reference = true
				r.Draw(s)
				b.ReportAllocs()
				b.ResetTimer()
				cpu0 := cpuTime()
				for range b.N {
					r.Draw(s)
				}
				b.ReportMetric(float64(cpuTime()-cpu0)/1e6/float64(b.N), "cpu-ms/frame")
			})
		}
	}
}

// BenchmarkNet measures the flat net view.
func BenchmarkNet(b *testing.B) {
	for _, n := range []int{3, 17, 33} {
		b.Run(fmt.Sprintf("800px/N%d", n), func(b *testing.B) {
			c := cube.MustNew(n)
			c.ApplyAlg(cube.RandomMoves(n, 60, rand.New(rand.NewPCG(1, 2))))
			s := Scene{Cube: c, Camera: DefaultCamera(), View: ViewNet, Theme: LightTheme()}
			r := NewRenderer(800, 800)
			r.Draw(s)
			b.ReportAllocs()
			b.ResetTimer()
			cpu0 := cpuTime()
			for range b.N {
				r.Draw(s)
			}
			b.ReportMetric(float64(cpuTime()-cpu0)/1e6/float64(b.N), "cpu-ms/frame")
		})
	}
}

// BenchmarkOrbit measures frames while the camera moves, which redraws the
// floor shadow each time.
func BenchmarkOrbit(b *testing.B) {
	for _, px := range []int{800, 1600} {
		b.Run(fmt.Sprintf("%dpx/N3", px), func(b *testing.B) {
			c := cube.MustNew(3)
			s := Scene{Cube: c, Camera: DefaultCamera(), Theme: LightTheme()}
			r := NewRenderer(px, px)
			r.Draw(s)
			b.ReportAllocs()
			b.ResetTimer()
			cpu0 := cpuTime()
			for i := range b.N {
				s.Camera.Yaw = 0.62 + 0.01*float64(i%50)
				r.Draw(s)
			}
			b.ReportMetric(float64(cpuTime()-cpu0)/1e6/float64(b.N), "cpu-ms/frame")
		})
	}
}
