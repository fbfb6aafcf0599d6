package term

import (
	"strings"

	"cubelab/cube"
)

// ansiColour are 256-colour codes for the default scheme's colours, indexed
// by face: U yellow, L orange, F blue, R red, B green, D white.
var ansiColour = [6]string{
	cube.U: "226",
	cube.L: "208",
	cube.F: "21",
	cube.R: "196",
	cube.B: "34",
	cube.D: "231",
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
func Net(c *cube.Cube, colour bool) string {
	if !colour {
		return c.Net(cube.DefaultScheme)
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
