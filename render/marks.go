package render

import (
	"image/color"

	"cubelab/cube"
)

// Colour-blind marks: with Theme.Marks each sticker also carries a shape
// that names its colour (the face the colour belongs to when solved), so
// the cube reads without telling red from green: U a square, L a triangle
// pointing up, F a diamond, R a horizontal bar, B a vertical bar, D a
// triangle pointing down. Shapes are in sticker units (the sticker spans
// -stickerHalf..stickerHalf), y up.
var markShapes = [6][]pt{
	cube.U: {{-0.3, -0.3}, {0.3, -0.3}, {0.3, 0.3}, {-0.3, 0.3}},
	cube.L: {{-0.38, -0.3}, {0.38, -0.3}, {0, 0.38}},
	cube.F: {{0, -0.42}, {0.42, 0}, {0, 0.42}, {-0.42, 0}},
	cube.R: {{-0.45, -0.14}, {0.45, -0.14}, {0.45, 0.14}, {-0.45, 0.14}},
	cube.B: {{-0.14, -0.45}, {0.14, -0.45}, {0.14, 0.45}, {-0.14, 0.45}},
	cube.D: {{-0.38, 0.3}, {0, -0.38}, {0.38, 0.3}},
}

// MarkShape returns the outline of the colour-blind mark for stickers of
// colour f (for legends and tests).
func MarkShape(f cube.Face) []pt { return markShapes[f] }

// markColour is the mark drawn on a sticker of colour c: the same hue, much
// darker, so it reads on every colour including white and yellow.
func markColour(c color.RGBA) color.RGBA { return shadeSticker(c, 0.45) }
