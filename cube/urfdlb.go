package cube

import (
	"fmt"
	"strings"
)

// urfdlbOrder is the face order of Kociemba-style facelet strings.
var urfdlbOrder = [6]Face{U, R, F, D, L, B}

// URFDLB writes the cube in the facelet format Kociemba-family solvers use:
// faces in U R F D L B order, each sticker written as the letter of the face
// whose colour it shows. The per-face sticker order is the same as ours.
func (c *Cube) URFDLB() string {
	nn := c.n * c.n
	var sb strings.Builder
	for _, f := range urfdlbOrder {
		for _, v := range c.f[int(f)*nn : (int(f)+1)*nn] {
			sb.WriteByte(faceNames[v])
		}
	}
	return sb.String()
}

// ParseURFDLB reads a Kociemba-style facelet string (faces U R F D L B, face
// letters as colours), e.g. one pasted from another solver. Whitespace is
// ignored; errors give the position of the offending letter.
func ParseURFDLB(s string) (*Cube, error) {
	fl := readFaceletLetters(s)
	for i, r := range fl.letters {
		if _, ok := ParseFace(byte(r)); r > 127 || !ok {
			return nil, &FaceletError{Pos: fl.pos[i], Msg: fmt.Sprintf("%q is not a face letter (U R F D L B)", r)}
		}
	}
	n, err := fl.size()
	if err != nil {
		return nil, err
	}
	c := MustNew(n)
	nn := n * n
	for i, r := range fl.letters {
		col, _ := ParseFace(byte(r))
		face := urfdlbOrder[i/nn]
		c.f[int(face)*nn+i%nn] = col
	}
	return c, nil
}
