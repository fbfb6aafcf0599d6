package render

import (
	"image/color"
	"math"

	"cubelab/cube"
)

// Camera orbits the cube. Yaw turns about the vertical axis (positive moves
// the eye towards R), Pitch raises the eye (positive looks down on U); both
// in radians. Zoom 1 makes the cube fill about 70% of the image's short side.
// PanX and PanY shift the picture by fractions of the image width and height.
type Camera struct{ Yaw, Pitch, Zoom, PanX, PanY float64 }

// DefaultCamera shows U, F and R like a classic product shot: yaw 35.5
// degrees, pitch 30 degrees.
func DefaultCamera() Camera {
	return Camera{Yaw: 35.5 * math.Pi / 180, Pitch: 30 * math.Pi / 180, Zoom: 1}
}

// View selects what Draw produces.
type View int

// The views.
const (
	View3D  View = iota // perspective 3D cube
	ViewNet             // flat net: U above; L F R B in a row; D below
)

// Layers names a range of layers as cube.Move does: Lo..Hi counted from Face,
// 1 being Face's outer layer; Hi <= 0 counts from the far side (0 = layer N).
type Layers struct {
	Face   cube.Face
	Lo, Hi int
}

// Turn is a layer range drawn part-way through a turn. Angle is in radians;
// positive is the clockwise direction of Layers.Face (as cube.Move Turns 1).
type Turn struct {
	Layers Layers
	Angle  float64
}

// Theme sets the colours. Colours is indexed by cube.Face (the colour a face
// has when solved). A fully transparent Background leaves the frame
// transparent around the cube (for icons and compositing).
type Theme struct {
	Background, Body color.Color
	Dark             bool
	Colours          [6]color.Color
	// Marks draws a colour-blind mark on each sticker: a shape per colour
	// (see MarkShape).
	Marks bool
}

// classicColours are the classic sticker colours (ClassicScheme): U yellow,
// L orange, F blue, R red, B green, D white.
var classicColours = func() (cs [6]color.Color) {
	for i, c := range ClassicScheme().Colours {
		cs[i] = c
	}
	return cs
}()

// LightTheme is a black cube on a pale grey background.
func LightTheme() Theme {
	return Theme{
		Background: color.RGBA{0xe9, 0xec, 0xf0, 0xff},
		Body:       color.RGBA{0x14, 0x14, 0x16, 0xff},
		Colours:    classicColours,
	}
}

// DarkTheme is a black cube on a dark slate background.
func DarkTheme() Theme {
	return Theme{
		Background: color.RGBA{0x2a, 0x2e, 0x36, 0xff},
		Body:       color.RGBA{0x10, 0x10, 0x12, 0xff},
		Dark:       true,
		Colours:    classicColours,
	}
}

// ThemeNames lists the themes by the names front ends offer (flags, menus,
// saved settings): "light" (LightTheme) and "dark" (DarkTheme).
func ThemeNames() []string { return []string{"light", "dark"} }

// ThemeNamed returns the theme of one of ThemeNames, and false for any other
// name.
func ThemeNamed(name string) (Theme, bool) {
	switch name {
	case "light":
		return LightTheme(), true
	case "dark":
		return DarkTheme(), true
	}
	return Theme{}, false
}

// defaultTheme fills in what a Theme leaves nil.
var defaultTheme = LightTheme()

// complete replaces nil colours with the light theme's, so a zero Theme
// draws a normal cube instead of failing.
func (t *Theme) complete() {
	if t.Background == nil {
		t.Background = defaultTheme.Background
	}
	if t.Body == nil {
		t.Body = defaultTheme.Body
	}
	for i, c := range t.Colours {
		if c == nil {
			t.Colours[i] = defaultTheme.Colours[i]
		}
	}
}

// Scene is everything one frame shows. Anim, Highlight and Marks are
// optional; Marks, indexed like the cube's facelets, is for editors.
type Scene struct {
	Cube      *cube.Cube
	Camera    Camera
	View      View
	Anim      *Turn
	Highlight *Layers
	Theme     Theme
	Marks     []Mark
}

// span resolves a layer range to an axis and a coordinate interval in
// doubled cube coordinates (the cube spans -n..n on each axis). ok is false
// for layers that do not exist on an n-cube.
func (l Layers) span(n int) (axis int, lo, hi float64, ok bool) {
	a, b, err := cube.Move{Face: l.Face, Lo: l.Lo, Hi: l.Hi, Turns: 1}.Layers(n)
	if err != nil {
		return 0, 0, 0, false
	}
	axis = l.Face.Axis()
	// Layer k from a positive face spans n-2k .. n-2k+2 on its axis.
	lo, hi = float64(n-2*b), float64(n-2*a+2)
	if !l.Face.Positive() {
		lo, hi = -hi, -lo
	}
	return axis, lo, hi, true
}

// axisAngle is the rotation of a Turn about the positive end of its axis
// (counter-clockwise positive), in radians.
func (t Turn) axisAngle() float64 {
	if t.Layers.Face.Positive() {
		return -t.Angle
	}
	return t.Angle
}

// clampZoom keeps zoom usable: 0 or negative means 1.
func clampZoom(z float64) float64 {
	if z <= 0 || math.IsNaN(z) || math.IsInf(z, 0) {
		return 1
	}
	return z
}
