package render

import "math"

// Sticker shape, in units of half a cubie: the sticker's half-size (the rest
// is the black border around it) and its corner radius.
const (
	stickerHalf   = 0.90
	stickerRadius = 0.22
)

// roundedProfile fills buf with the outline of a rounded square of
// half-size half and corner radius rad centred on 0, with segs straight
// segments per corner (0 gives a plain square), anticlockwise.
func roundedProfile(buf []pt, half, rad float64, segs int) []pt {
	buf = buf[:0]
	if segs <= 0 || rad <= 0 {
		return append(buf, pt{half, -half}, pt{half, half}, pt{-half, half}, pt{-half, -half})
	}
	in := half - rad
	corners := [4]pt{{in, -in}, {in, in}, {-in, in}, {-in, -in}}
	for c, cc := range corners {
		a0 := -math.Pi/2 + float64(c)*math.Pi/2
		for i := 0; i <= segs; i++ {
			s, co := math.Sincos(a0 + float64(i)*(math.Pi/2)/float64(segs))
			buf = append(buf, pt{cc.x + rad*co, cc.y + rad*s})
		}
	}
	return buf
}

// cornerSegments picks how finely to draw a corner of radius px pixels:
// enough that the arc looks round, no more.
func cornerSegments(px float64) int {
	switch {
	case px < 1.2:
		return 0
	case px < 3:
		return 1
	case px < 6:
		return 2
	case px < 12:
		return 3
	case px < 24:
		return 4
	default:
		return 6
	}
}
