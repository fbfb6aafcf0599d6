package render

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"cubelab/cube"
)

// ColourScheme says which colour each face shows when the cube is solved
// (indexed by cube.Face) and which letter facelet strings use for it. Cube
// states are stored by face, so a scheme only changes how they are drawn and
// written: a scramble applied with the WCA scheme shows white on top and
// green in front, like the official scramble image.
type ColourScheme struct {
	Name    string // "wca", "classic" or "custom"
	Colours [6]color.RGBA
	Letters cube.Scheme
}

// The sticker colours the named schemes share.
var (
	stickerWhite  = color.RGBA{0xf4, 0xf4, 0xf0, 0xff}
	stickerYellow = color.RGBA{0xff, 0xd5, 0x00, 0xff}
	stickerGreen  = color.RGBA{0x00, 0x9e, 0x55, 0xff}
	stickerBlue   = color.RGBA{0x00, 0x55, 0xc8, 0xff}
	stickerRed    = color.RGBA{0xd0, 0x1c, 0x2c, 0xff}
	stickerOrange = color.RGBA{0xff, 0x6a, 0x00, 0xff}
)

// letterColours are the colours the initials of colour names stand for in a
// letter scheme such as YOBRGW.
var letterColours = map[byte]color.RGBA{
	'W': stickerWhite, 'Y': stickerYellow, 'G': stickerGreen,
	'B': stickerBlue, 'R': stickerRed, 'O': stickerOrange,
}

// WCAScheme is the scheme of every official scramble image: U white,
// L orange, F green, R red, B blue, D yellow.
func WCAScheme() ColourScheme {
	return ColourScheme{Name: "wca",
		Colours: [6]color.RGBA{cube.U: stickerWhite, cube.L: stickerOrange, cube.F: stickerGreen,
			cube.R: stickerRed, cube.B: stickerBlue, cube.D: stickerYellow},
		Letters: cube.Scheme{'W', 'O', 'G', 'R', 'B', 'Y'},
	}
}

// ClassicScheme is Cubelab's original scheme: U yellow, L orange, F blue,
// R red, B green, D white (cube.DefaultScheme's letters).
func ClassicScheme() ColourScheme {
	return ColourScheme{Name: "classic",
		Colours: [6]color.RGBA{cube.U: stickerYellow, cube.L: stickerOrange, cube.F: stickerBlue,
			cube.R: stickerRed, cube.B: stickerGreen, cube.D: stickerWhite},
		Letters: cube.DefaultScheme,
	}
}

// CustomScheme is a scheme of any six colours, U L F R B D; facelet strings
// use the face letters.
func CustomScheme(colours [6]color.RGBA) ColourScheme {
	for i := range colours {
		colours[i].A = 0xff
	}
	return ColourScheme{Name: "custom", Colours: colours, Letters: cube.FaceLetterScheme}
}

// SchemeNames are the names ParseColourScheme knows, for usage texts.
const SchemeNames = "wca, classic, six letters such as YOBRGW, or custom:#RRGGBB,... (six colours, U L F R B D)"

// ParseColourScheme reads a scheme: a name ("wca", "classic"; "default" and
// "yellow" mean classic, "white" means wca), "custom:" and six #RRGGBB
// colours in U L F R B D order, or six letters in U L F R B D order as
// facelet strings use them. Letters that are the initials of sticker
// colours (W Y G B R O) set the drawn colours too; other letters (URFDLB
// face letters) keep the classic colours.
func ParseColourScheme(s string) (ColourScheme, error) {
	t := strings.TrimSpace(s)
	switch strings.ToLower(t) {
	case "wca", "white":
		return WCAScheme(), nil
	case "classic", "default", "yellow", "":
		return ClassicScheme(), nil
	}
	if rest, ok := strings.CutPrefix(strings.ToLower(t), "custom:"); ok {
		parts := strings.Split(rest, ",")
		if len(parts) != 6 {
			return ColourScheme{}, fmt.Errorf("colour scheme %q: custom wants 6 colours (U L F R B D), got %d", s, len(parts))
		}
		var cs [6]color.RGBA
		for i, p := range parts {
			c, err := ParseHexColour(p)
			if err != nil {
				return ColourScheme{}, fmt.Errorf("colour scheme %q: face %s: %w", s, cube.Faces[i], err)
			}
			cs[i] = c
		}
		return CustomScheme(cs), nil
	}
	letters, err := cube.ParseScheme(t)
	if err != nil {
		return ColourScheme{}, fmt.Errorf("%w (or a name: %s)", err, SchemeNames)
	}
	sc := ClassicScheme()
	sc.Name, sc.Letters = string(letters[:]), letters
	var cs [6]color.RGBA
	for i, l := range letters {
		c, ok := letterColours[l]
		if !ok {
			return sc, nil
		}
		cs[i] = c
	}
	sc.Colours = cs
	return sc, nil
}

// String writes the scheme so that ParseColourScheme reads it back.
func (s ColourScheme) String() string {
	switch s.Name {
	case "wca", "classic":
		if s == mustScheme(s.Name) {
			return s.Name
		}
	case "custom":
	default:
		if _, err := cube.ParseScheme(s.Name); err == nil {
			if p, err := ParseColourScheme(s.Name); err == nil && p == s {
				return s.Name
			}
		}
	}
	parts := make([]string, 6)
	for i, c := range s.Colours {
		parts[i] = HexColour(c)
	}
	return "custom:" + strings.Join(parts, ",")
}

func mustScheme(name string) ColourScheme {
	s, _ := ParseColourScheme(name)
	return s
}

// ParseHexColour reads #RRGGBB (the # is optional).
func ParseHexColour(s string) (color.RGBA, error) {
	h := strings.TrimPrefix(strings.TrimSpace(s), "#")
	if len(h) != 6 {
		return color.RGBA{}, fmt.Errorf("colour %q: want #RRGGBB", s)
	}
	v, err := strconv.ParseUint(h, 16, 32)
	if err != nil {
		return color.RGBA{}, fmt.Errorf("colour %q: want #RRGGBB (hex digits)", s)
	}
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}, nil
}

// HexColour writes c as #rrggbb.
func HexColour(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// WithScheme returns the theme drawing stickers in the scheme's colours.
func (t Theme) WithScheme(s ColourScheme) Theme {
	for i, c := range s.Colours {
		t.Colours[i] = c
	}
	return t
}
