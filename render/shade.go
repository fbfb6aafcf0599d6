package render

import (
	"image/color"
	"math"
)

// lightDir is the key light in camera coordinates (x right, y up, z towards
// the viewer): from the upper left, slightly in front, so U reads brightest,
// F medium and R darkest in the default view.
var lightDir = func() vec {
	v := vec{-0.45, 0.8, 0.42}
	return v.scale(1 / math.Sqrt(v.dot(v)))
}()

// intensity is the brightness of a face whose normal in camera coordinates
// is nc: ambient plus diffuse plus a little "facing the viewer" term so no
// visible face goes murky.
func intensity(nc vec) float64 {
	lambert := math.Max(0, nc.dot(lightDir))
	facing := math.Max(0, nc[2])
	return 0.54 + 0.34*lambert + 0.16*facing
}

func rgba(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// shadeSticker scales a sticker colour by the face's brightness.
func shadeSticker(c color.RGBA, k float64) color.RGBA {
	return color.RGBA{scale8(c.R, k), scale8(c.G, k), scale8(c.B, k), 0xff}
}

// shadeBody lifts the near-black body by the face brightness: scaling black
// would leave it black, and the faces must still read as 3D.
func shadeBody(c color.RGBA, k float64) color.RGBA {
	lift := (k - 0.5) * 44
	return color.RGBA{add8(c.R, lift), add8(c.G, lift), add8(c.B, lift), 0xff}
}

// tint mixes c towards t by f (0..1).
func tint(c, t color.RGBA, f float64) color.RGBA {
	mix := func(a, b uint8) uint8 { return uint8(float64(a)*(1-f) + float64(b)*f + 0.5) }
	return color.RGBA{mix(c.R, t.R), mix(c.G, t.G), mix(c.B, t.B), 0xff}
}

func scale8(v uint8, k float64) uint8 {
	return clamp8(float64(v)*k + 0.5)
}

func add8(v uint8, d float64) uint8 {
	return clamp8(float64(v) + d + 0.5)
}

func clamp8(x float64) uint8 {
	if x <= 0 {
		return 0
	}
	if x >= 255 {
		return 255
	}
	return uint8(x)
}

// accent is the colour of the keyboard-target highlight.
func accent(t *Theme) color.RGBA {
	if t.Dark {
		return color.RGBA{0x4c, 0xe0, 0xff, 0xff}
	}
	return color.RGBA{0x00, 0xb4, 0xe6, 0xff}
}

// lit is how a sticker of the highlighted layers looks: brighter and a
// little paler, so the layer stands out while each colour stays itself.
func lit(c color.RGBA) color.RGBA {
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	return tint(shadeSticker(c, 1.15), white, 0.1)
}
