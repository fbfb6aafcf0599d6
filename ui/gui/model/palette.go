package model

import (
	"fmt"
	"image/color"
	"strings"

	"cubelab/cube"
	"cubelab/render"
)

// Palette is a colour scheme as the paint editor speaks it: the name of
// each colour, the letter key that picks it and the letters of facelet
// strings, all indexed by the face whose colour it is (a sticker painted
// Names[F] belongs to the F face's colour). The editor paints the cube in
// the user's hands only when these follow the scheme drawn: under the WCA
// scheme W is white, which is U's colour.
type Palette struct {
	Names   [6]string
	Keys    [6]byte
	Letters cube.Scheme // the scheme's facelet letters (the CLI's --scheme)
}

// namedColours are the names a scheme's colours are told by: the six
// sticker colours first, then others a custom scheme may use.
var namedColours = []struct {
	name string
	rgb  color.RGBA
}{
	{"white", color.RGBA{0xf4, 0xf4, 0xf0, 0xff}},
	{"yellow", color.RGBA{0xff, 0xd5, 0x00, 0xff}},
	{"orange", color.RGBA{0xff, 0x6a, 0x00, 0xff}},
	{"red", color.RGBA{0xd0, 0x1c, 0x2c, 0xff}},
	{"green", color.RGBA{0x00, 0x9e, 0x55, 0xff}},
	{"blue", color.RGBA{0x00, 0x55, 0xc8, 0xff}},
	{"purple", color.RGBA{0x80, 0x20, 0xb0, 0xff}},
	{"pink", color.RGBA{0xff, 0x70, 0xc0, 0xff}},
	{"cyan", color.RGBA{0x00, 0xc8, 0xe0, 0xff}},
	{"black", color.RGBA{0x18, 0x18, 0x18, 0xff}},
	{"grey", color.RGBA{0x80, 0x80, 0x80, 0xff}},
	{"brown", color.RGBA{0x78, 0x48, 0x18, 0xff}},
}

// ColourName returns the name of the listed colour nearest to c.
func ColourName(c color.RGBA) string {
	best, dist := "", -1
	for _, nc := range namedColours {
		dr, dg, db := int(c.R)-int(nc.rgb.R), int(c.G)-int(nc.rgb.G), int(c.B)-int(nc.rgb.B)
		if d := 3*dr*dr + 4*dg*dg + 2*db*db; dist < 0 || d < dist {
			best, dist = nc.name, d
		}
	}
	return best
}

// ClassicPalette is the palette of the classic scheme (yellow U, blue F).
func ClassicPalette() Palette { return NewPalette(render.ClassicScheme()) }

// NewPalette names the scheme's colours. The keys are the initials of the
// names when those differ (W O G R B Y under the WCA scheme, Y O B R G W
// under the classic one); when two colours share a name or an initial, the
// names say the face too ("blue (U)") and the keys are the face letters
// U L F R B D. Keys 1-6 pick U L F R B D's colours in every palette.
func NewPalette(s render.ColourScheme) Palette {
	p := Palette{Letters: s.Letters}
	names, initials := map[string]bool{}, map[byte]bool{}
	distinct := true
	for f, c := range s.Colours {
		p.Names[f] = ColourName(c)
		p.Keys[f] = strings.ToUpper(p.Names[f])[0]
		distinct = distinct && !names[p.Names[f]] && !initials[p.Keys[f]]
		names[p.Names[f]], initials[p.Keys[f]] = true, true
	}
	if !distinct {
		for f := range p.Names {
			p.Names[f] = fmt.Sprintf("%s (%s)", p.Names[f], cube.Face(f))
			p.Keys[f] = cube.FaceLetterScheme[f]
		}
	}
	return p
}

// KeyColour returns the colour (the face it belongs to) a key picks: one
// of Keys, or 1-6 for U L F R B D.
func (p Palette) KeyColour(key string) (cube.Face, bool) {
	if len(key) != 1 {
		return 0, false
	}
	if k := key[0]; k >= '1' && k <= '6' {
		return cube.Face(k - '1'), true
	}
	for f, k := range p.Keys {
		if k == strings.ToUpper(key)[0] {
			return cube.Face(f), true
		}
	}
	return 0, false
}

// KeyList writes the keys as the help shows them: "W O G R B Y".
func (p Palette) KeyList() string {
	out := make([]string, 6)
	for f, k := range p.Keys {
		out[f] = string(k)
	}
	return strings.Join(out, " ")
}

// Hold says how to hold the cube: "white up, green in front".
func (p Palette) Hold() string { return p.Names[cube.U] + " up, " + p.Names[cube.F] + " in front" }
