package pocket

import (
	"slices"

	"cubelab/cube"
)

// Reading a 2x2x2 into the model means turning it so the D-B-L corner is
// home. cube.Standardize finds the rotation by trying all 24; a solve of the
// table method takes a few microseconds, so here the rotation is looked up
// instead: where the D-B-L corner's D and B stickers are fixes the
// orientation.

// orientationKeys is the number of (D sticker, B sticker) facelet pairs.
const orientationKeys = 24 * 24

// orientationFor[key] indexes cube.Orientations(): the rotation that brings
// a corner with its D and B stickers at those facelets home; -1 when no
// rotation does (the stickers are not on one corner in a possible order).
var orientationFor = func() [orientationKeys]int8 {
	var out [orientationKeys]int8
	for k := range out {
		out[k] = -1
	}
	for i, rot := range cube.Orientations() {
		c := cube.MustNew(2)
		if err := c.ApplyAlg(rot.Inverse()); err != nil {
			panic(err)
		}
		k := dblKey(c)
		if k < 0 || out[k] >= 0 {
			panic("pocket: orientations do not map one to one onto D-B-L corner placements")
		}
		out[k] = int8(i)
	}
	return out
}()

// dblKey returns the facelet indices of the D and B stickers of the corner
// coloured D, B and L as D·24 + B, or -1 if no corner has those colours.
func dblKey(c *cube.Cube) int {
	f := c.Facelets()
	for corner := cube.Corner(0); corner < 8; corner++ {
		idx := cube.CornerFacelets(2, corner)
		d, b, l := -1, -1, -1
		for _, i := range idx {
			switch f[i] {
			case cube.D:
				d = i
			case cube.B:
				b = i
			case cube.L:
				l = i
			}
		}
		if d >= 0 && b >= 0 && l >= 0 {
			return d*24 + b
		}
	}
	return -1
}

// standardFast is Standard for cubes whose D-B-L corner is found at once; ok
// is false when the slow path must run (and then name the problem).
func standardFast(c *cube.Cube) (p Pos, rot cube.Alg, ok bool) {
	k := dblKey(c)
	if k < 0 || orientationFor[k] < 0 {
		return p, nil, false
	}
	rot = cube.Orientations()[orientationFor[k]]
	std := c.Clone()
	if err := std.ApplyAlg(rot); err != nil {
		return p, nil, false
	}
	cc, err := std.Cubies()
	if err == nil {
		err = cc.Verify(false)
	}
	if err == nil {
		p, err = fromCubies(cc)
	}
	return p, rot, err == nil
}

// asGiven turns a solution of the standardised cube into moves that solve the
// cube as given: the standardising rotation is folded into the face names
// (what cube.RemoveRotations does, for face turns only).
func asGiven(rot cube.Alg, sol []move) cube.Alg {
	fr := frameOf(rot)
	out := make(cube.Alg, len(sol))
	for i, m := range sol {
		out[i] = fr.Apply(m.cubeMove())
	}
	return out
}

// orientationFrames[i] is the frame after rotation cube.Orientations()[i].
var orientationFrames = func() []cube.Frame {
	out := make([]cube.Frame, len(cube.Orientations()))
	for i, rot := range cube.Orientations() {
		out[i] = rotateFrame(cube.IdentityFrame, rot)
	}
	return out
}()

// frameOf returns the frame after the rotations rot: looked up when rot is
// one of cube.Orientations() (Standard returns only those), else computed.
func frameOf(rot cube.Alg) cube.Frame {
	for i, o := range cube.Orientations() {
		if slices.Equal(o, rot) {
			return orientationFrames[i]
		}
	}
	return rotateFrame(cube.IdentityFrame, rot)
}

func rotateFrame(fr cube.Frame, rot cube.Alg) cube.Frame {
	for _, m := range rot {
		fr = fr.Rotate(m.Face, m.Turns)
	}
	return fr
}
