// Package cube models NxNxN Rubik's cubes as facelets: state, moves, notation,
// scrambles and validation. It has no UI and no solver; those build on it.
package cube

import "fmt"

// Face names one of the six faces. Its value is also the colour of that face's
// stickers on a solved cube, so a facelet holds a Face.
type Face uint8

// Faces in the order facelet strings use: U, L, F, R, B, D.
const (
	U Face = iota
	L
	F
	R
	B
	D
)

// Faces lists all six faces in facelet-string order.
var Faces = [6]Face{U, L, F, R, B, D}

var faceNames = [6]byte{'U', 'L', 'F', 'R', 'B', 'D'}

// String returns the face letter.
func (f Face) String() string {
	if f > D {
		return fmt.Sprintf("Face(%d)", uint8(f))
	}
	return string(faceNames[f])
}

// Opposite returns the face on the other side of the cube.
func (f Face) Opposite() Face {
	return [6]Face{D, R, B, L, F, U}[f]
}

// Axis returns the axis the face turns about: 0 for x (R, L), 1 for y (U, D),
// 2 for z (F, B).
func (f Face) Axis() int {
	return [6]int{1, 0, 2, 0, 2, 1}[f]
}

// Positive reports whether the face lies on the positive side of its axis
// (R, U, F); turning it clockwise is the axis' positive direction.
func (f Face) Positive() bool {
	return f == R || f == U || f == F
}

// normal is the outward unit normal of each face: x to R, y to U, z to F.
var normal = [6][3]int{
	U: {0, 1, 0}, L: {-1, 0, 0}, F: {0, 0, 1},
	R: {1, 0, 0}, B: {0, 0, -1}, D: {0, -1, 0},
}

// faceOfNormal returns the face whose outward normal is v.
func faceOfNormal(v [3]int) Face {
	for f, n := range normal {
		if n == v {
			return Face(f)
		}
	}
	panic(fmt.Sprintf("cube: %v is not a face normal", v))
}

// ParseFace reads a face letter (U L F R B D).
func ParseFace(b byte) (Face, bool) {
	for f, n := range faceNames {
		if n == b {
			return Face(f), true
		}
	}
	return 0, false
}

// Scheme maps each face's colour to the letter a cube string uses for it.
type Scheme [6]byte

// DefaultScheme is U yellow, L orange, F blue, R red, B green, D white.
var DefaultScheme = Scheme{'Y', 'O', 'B', 'R', 'G', 'W'}

// FaceLetterScheme writes each colour as the letter of the face it belongs to.
var FaceLetterScheme = Scheme{'U', 'L', 'F', 'R', 'B', 'D'}

// ParseScheme reads six distinct letters given in U L F R B D order, e.g. "YOBRGW".
func ParseScheme(s string) (Scheme, error) {
	var sc Scheme
	if len(s) != 6 {
		return sc, fmt.Errorf("colour scheme %q: want 6 letters in U L F R B D order, got %d", s, len(s))
	}
	for i := 0; i < 6; i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		if c < 'A' || c > 'Z' {
			return sc, fmt.Errorf("colour scheme %q: character %d is not a letter", s, i+1)
		}
		for j := 0; j < i; j++ {
			if sc[j] == c {
				return sc, fmt.Errorf("colour scheme %q: letter %c used twice", s, c)
			}
		}
		sc[i] = c
	}
	return sc, nil
}

// Colour returns the face whose colour the letter stands for.
func (s Scheme) Colour(letter byte) (Face, bool) {
	if letter >= 'a' && letter <= 'z' {
		letter -= 'a' - 'A'
	}
	for f, c := range s {
		if c == letter {
			return Face(f), true
		}
	}
	return 0, false
}
