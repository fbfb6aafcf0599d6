package cube

import "sync"

// MaxN is the largest cube size supported.
const MaxN = 33

// Sticker geometry uses doubled integer coordinates so every cubie centre and
// sticker sits on an integer: cubie centres at -(N-1), -(N-3), ..., N-1 on each
// axis, and stickers one unit further out, at ±N, on their face's axis.
// x points to R, y to U and z to F.

// Position returns the doubled-coordinate position of sticker (face, row, col)
// on an NxNxN cube; see the package comment for the facelet layout.
func Position(n int, f Face, row, col int) [3]int {
	a := -(n - 1) + 2*col // left-to-right across the face as seen
	b := (n - 1) - 2*row  // top-to-bottom as seen
	switch f {
	case U:
		return [3]int{a, n, -b}
	case D:
		return [3]int{a, -n, b}
	case F:
		return [3]int{a, b, n}
	case B:
		return [3]int{-a, b, -n}
	case R:
		return [3]int{n, b, -a}
	default: // L
		return [3]int{-n, b, a}
	}
}

// stickerAt is the inverse of Position.
func stickerAt(n int, p [3]int) (f Face, row, col int) {
	var a, b int
	switch {
	case p[1] == n:
		f, a, b = U, p[0], -p[2]
	case p[1] == -n:
		f, a, b = D, p[0], p[2]
	case p[2] == n:
		f, a, b = F, p[0], p[1]
	case p[2] == -n:
		f, a, b = B, -p[0], p[1]
	case p[0] == n:
		f, a, b = R, -p[2], p[1]
	default:
		f, a, b = L, p[2], p[1]
	}
	return f, ((n - 1) - b) / 2, (a + (n - 1)) / 2
}

// rotateQuarter turns p a quarter clockwise as seen from the positive end of
// axis (R for x, U for y, F for z), which is -90 degrees about that axis.
func rotateQuarter(axis int, p [3]int) [3]int {
	x, y, z := p[0], p[1], p[2]
	switch axis {
	case 0:
		return [3]int{x, z, -y}
	case 1:
		return [3]int{-z, y, x}
	default:
		return [3]int{y, -x, z}
	}
}

// layerTables holds, for one N, the sticker 4-cycles of a clockwise quarter
// turn of every layer: cycles[axis][k] for layer k+1 counted from the axis'
// positive face. A cycle {a, b, c, d} moves the sticker at a to b, b to c, c to
// d and d to a.
type layerTables struct {
	cycles [3][][][4]int32
}

var (
	tablesOnce [MaxN + 1]sync.Once
	tables     [MaxN + 1]*layerTables
)

func tablesFor(n int) *layerTables {
	tablesOnce[n].Do(func() { tables[n] = buildTables(n) })
	return tables[n]
}

func clampCoord(v, n int) int {
	if v > n-1 {
		return n - 1
	}
	if v < -(n - 1) {
		return -(n - 1)
	}
	return v
}

func buildTables(n int) *layerTables {
	t := &layerTables{}
	nn := n * n
	for axis := 0; axis < 3; axis++ {
		t.cycles[axis] = make([][][4]int32, n)
		for k := 0; k < n; k++ {
			coord := (n - 1) - 2*k
			seen := make(map[int]bool)
			var cyc [][4]int32
			for i := 0; i < 6*nn; i++ {
				f := Face(i / nn)
				p := Position(n, f, (i%nn)/n, i%n)
				if clampCoord(p[axis], n) != coord || seen[i] {
					continue
				}
				var c [4]int32
				j := i
				for s := 0; s < 4; s++ {
					c[s] = int32(j)
					seen[j] = true
					pf, pr, pc := stickerAt(n, rotateQuarter(axis, Position(n, Face(j/nn), (j%nn)/n, j%n)))
					j = int(pf)*nn + pr*n + pc
				}
				if c[0] != c[1] { // a face's own centre maps to itself
					cyc = append(cyc, c)
				}
			}
			t.cycles[axis][k] = cyc
		}
	}
	return t
}
