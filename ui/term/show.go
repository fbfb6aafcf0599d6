package term

import (
	"image/color"
	"strconv"
	"strings"

	"cubelab/cube"
	"cubelab/render"
)

// namedANSI are the 256-colour codes of the named schemes' sticker colours
// (yellow 226, orange 208, blue 21, red 196, green 34, white 231).
var namedANSI = func() map[color.RGBA]string {
	// The WCA scheme uses the same six colours on other faces.
	classic := render.ClassicScheme().Colours
	return map[color.RGBA]string{
		classic[cube.U]: "226", classic[cube.L]: "208", classic[cube.F]: "21",
		classic[cube.R]: "196", classic[cube.B]: "34", classic[cube.D]: "231",
	}
}()

// ansiCode returns the 256-colour code for c: the named colours' codes, any
// other colour's nearest in the 6x6x6 colour cube.
func ansiCode(c color.RGBA) string {
	if code, ok := namedANSI[c]; ok {
		return code
	}
	// The cube's six levels per channel are 0, 95, 135, 175, 215, 255.
	level := func(v uint8) int {
		if v < 48 {
			return 0
		}
		if v < 115 {
			return 1
		}
		return min(5, (int(v)-35)/40)
	}
	return strconv.Itoa(16 + 36*level(c.R) + 6*level(c.G) + level(c.B))
}

const ansiReset = "\x1b[0m"

// upperHalf is the upper half block: its foreground paints the top half of
// a cell and its background the bottom half.
const upperHalf = "▀"

// wideNetMax is the largest N whose two-cell stickers fit an 80-column
// terminal (4 faces of 2N cells and 3 gaps); bigger cubes are drawn with
// half-block stickers, one cell wide and half a line high, which fit up to
// 19x19 and are square on a usual terminal font.
const wideNetMax = 9

// Net draws the cube unfolded: U above, L F R B in a row, D below. With
// colour it paints each sticker on ANSI backgrounds (two blank cells each up
// to 9x9, half blocks beyond); without, it writes the scheme letters
// (Y O B R G W).
func Net(c *cube.Cube, colour bool) string { return NetScheme(c, colour, render.ClassicScheme()) }

// NetScheme is Net in a colour scheme: its colours on ANSI backgrounds, or
// its letters without colour.
func NetScheme(c *cube.Cube, colour bool, sc render.ColourScheme) string {
	if !colour {
		return c.Net(sc.Letters)
	}
	var ansiColour [6]string
	for f, col := range sc.Colours {
		ansiColour[f] = ansiCode(col)
	}
	n := c.N()
	var sb strings.Builder
	if n > wideNetMax {
		// Each cell shows rows r and r+1 (r+1 may be past the edge).
		layoutNet(&sb, n, 2, func(f cube.Face, r int) {
			for col := 0; col < n; col++ {
				sb.WriteString("\x1b[38;5;" + ansiColour[c.At(f, r, col)])
				if r+1 < n {
					sb.WriteString(";48;5;" + ansiColour[c.At(f, r+1, col)])
				}
				sb.WriteString("m" + upperHalf)
			}
		})
		return sb.String()
	}
	layoutNet(&sb, n, 1, func(f cube.Face, r int) {
		for col := 0; col < n; col++ {
			sb.WriteString("\x1b[48;5;" + ansiColour[c.At(f, r, col)] + "m  ")
		}
	})
	return sb.String()
}

// layoutNet lays the faces out as a net, rowsPerLine sticker rows to a text
// line: U indented by one face's width, L F R B side by side, D indented.
// cells writes face f's stickers from row r for one line; their width in
// columns is N·2/rowsPerLine.
func layoutNet(sb *strings.Builder, n, rowsPerLine int, cells func(f cube.Face, r int)) {
	pad := strings.Repeat(" ", 2*n/rowsPerLine+1)
	band := func(faces []cube.Face, lead string) {
		for r := 0; r < n; r += rowsPerLine {
			sb.WriteString(lead)
			for i, f := range faces {
				if i > 0 {
					sb.WriteByte(' ')
				}
				cells(f, r)
				sb.WriteString(ansiReset)
			}
			sb.WriteByte('\n')
		}
	}
	band([]cube.Face{cube.U}, pad)
	band([]cube.Face{cube.L, cube.F, cube.R, cube.B}, "")
	band([]cube.Face{cube.D}, pad)
}
