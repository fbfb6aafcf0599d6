package term

import (
	"strings"

	"cubelab/cube"
)

// ansiBG are 256-colour background codes for the default scheme's colours,
// indexed by face: U yellow, L orange, F blue, R red, B green, D white.
var ansiBG = [6]string{
	cube.U: "\x1b[48;5;226m",
	cube.L: "\x1b[48;5;208m",
	cube.F: "\x1b[48;5;21m",
	cube.R: "\x1b[48;5;196m",
	cube.B: "\x1b[48;5;34m",
	cube.D: "\x1b[48;5;231m",
}

const ansiReset = "\x1b[0m"

// Net draws the cube unfolded: U above, L F R B in a row, D below. With
// colour it paints each sticker as two blank cells on an ANSI background;
// without, it writes the scheme letters (Y O B R G W).
func Net(c *cube.Cube, colour bool) string {
	if !colour {
		return c.Net(cube.DefaultScheme)
	}
	n := c.N()
	var sb strings.Builder
	pad := strings.Repeat("  ", n) + " "
	row := func(f cube.Face, r int) {
		for col := 0; col < n; col++ {
			sb.WriteString(ansiBG[c.At(f, r, col)])
			sb.WriteString("  ")
		}
		sb.WriteString(ansiReset)
	}
	for r := 0; r < n; r++ {
		sb.WriteString(pad)
		row(cube.U, r)
		sb.WriteByte('\n')
	}
	for r := 0; r < n; r++ {
		for i, f := range []cube.Face{cube.L, cube.F, cube.R, cube.B} {
			if i > 0 {
				sb.WriteByte(' ')
			}
			row(f, r)
		}
		sb.WriteByte('\n')
	}
	for r := 0; r < n; r++ {
		sb.WriteString(pad)
		row(cube.D, r)
		sb.WriteByte('\n')
	}
	return sb.String()
}
