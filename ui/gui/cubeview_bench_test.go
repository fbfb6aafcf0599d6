package gui

import (
	"fmt"
	"math"
	"testing"

	"fyne.io/fyne/v2/test"

	"cubelab/cube"
	"cubelab/render"
)

// BenchmarkFrame measures one animation frame of the cube view (the raster
// generator) at a typical window size: go test -bench Frame ./ui/gui/
func BenchmarkFrame(b *testing.B) {
	test.NewTempApp(b)
	for _, n := range []int{3, 7, 17} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			v := NewCubeView(cube.MustNew(n))
			v.anim.current = &cube.Move{Face: cube.R, Lo: 1, Hi: 1, Turns: 1}
			v.Theme = render.DarkTheme()
			for i := 0; b.Loop(); i++ {
				v.anim.angle = math.Pi / 2 * float64(i%16) / 16
				v.draw(700, 700)
			}
		})
	}
}
