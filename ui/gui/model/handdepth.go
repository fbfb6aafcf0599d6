package model

import (
	"fmt"
	"strings"

	"cubelab/cube"
)

// csTimer's virtual cube turns big cubes with two hand depths: the left
// hand's L moves turn layers 1..l of L, the right hand's R moves 1..r of R,
// and keys 3 4 (left) and 7 8 (right) make a hand shallower or deeper. Its
// key table writes each move as [first layer, last layer, face]; Cubelab
// keeps that form as a command, with l, r (the depths) and n (the size):
// "[1,r,R]" is R with the right hand, "[1,r+1,R]'" is r' (Rw'),
// "[l+1,l+1,L]" is csTimer's M. On a 3x3 with both depths 1 they are the
// ordinary moves.

// Hand depth commands (csTimer's 3 4 7 8; Space, the timer key, also
// resets both depths to 1 as in csTimer).
const (
	CmdLeftShallower  Command = "left hand -"
	CmdLeftDeeper     Command = "left hand +"
	CmdRightDeeper    Command = "right hand +"
	CmdRightShallower Command = "right hand -"
)

// Depths are the two hand depths, each 1..N-1.
type Depths struct{ L, R int }

// isDepth reports whether c changes a hand depth.
func (c Command) isDepth() bool {
	switch c {
	case CmdLeftShallower, CmdLeftDeeper, CmdRightDeeper, CmdRightShallower:
		return true
	}
	return false
}

// change applies a depth command on an n-cube.
func (d Depths) change(c Command, n int) Depths {
	hi := max(1, n-1)
	switch c {
	case CmdLeftShallower:
		d.L = max(1, d.L-1)
	case CmdLeftDeeper:
		d.L = min(d.L+1, hi)
	case CmdRightDeeper:
		d.R = min(d.R+1, hi)
	case CmdRightShallower:
		d.R = max(1, d.R-1)
	}
	return d
}

// handMove resolves a "[lo,hi,F]" command (with an optional ') for the
// depths on an n-cube. ok is false if c is not of that form or names no
// layers of the cube.
func (c Command) handMove(d Depths, n int) (m cube.Move, ok bool, err error) {
	s := string(c)
	if !strings.HasPrefix(s, "[") {
		return cube.Move{}, false, nil
	}
	body, rest, found := strings.Cut(s[1:], "]")
	parts := strings.Split(body, ",")
	if !found || (rest != "" && rest != "'") || len(parts) != 3 || len(parts[2]) != 1 {
		return cube.Move{}, true, fmt.Errorf("command %q: want [first,last,face] with l, r, n, numbers and +/-, then an optional '", c)
	}
	f, okFace := cube.ParseFace(parts[2][0])
	if !okFace {
		return cube.Move{}, true, fmt.Errorf("command %q: %q is not a face", c, parts[2])
	}
	lo, err1 := d.layer(parts[0], n)
	hi, err2 := d.layer(parts[1], n)
	if err1 != nil || err2 != nil {
		return cube.Move{}, true, fmt.Errorf("command %q: %w", c, errorsJoin(err1, err2))
	}
	m = cube.Move{Face: f, Lo: lo, Hi: hi, Turns: 1}
	if rest == "'" {
		m.Turns = 3
	}
	return m, true, nil
}

func errorsJoin(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

// layer evaluates a layer expression: a number, l, r or n, optionally +k
// or -k.
func (d Depths) layer(e string, n int) (int, error) {
	e = strings.TrimSpace(e)
	base, off := e, 0
	if i := strings.IndexAny(e[min(1, len(e)):], "+-"); i >= 0 {
		i++
		base = e[:i]
		if _, err := fmt.Sscanf(e[i:], "%d", &off); err != nil {
			return 0, fmt.Errorf("layer %q: bad offset", e)
		}
	}
	var v int
	switch base {
	case "l":
		v = d.L
	case "r":
		v = d.R
	case "n":
		v = n
	default:
		if _, err := fmt.Sscanf(base, "%d", &v); err != nil || v < 1 {
			return 0, fmt.Errorf("layer %q: want l, r, n or a number", e)
		}
	}
	return v + off, nil
}
