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

// orientationFacelets[o][i] is the facelet of a cube whose sticker shows at
// facelet i once rotation cube.Orientations()[o] is applied: rotating is
// then a lookup, not a pass of the facelet engine.
var orientationFacelets = func() [][24]uint8 {
	out := make([][24]uint8, len(cube.Orientations()))
	for o, rot := range cube.Orientations() {
		// Label each facelet by its index in two base-6 digits, rotate
		// both labellings, read the labels back.
		lo, hi := cube.MustNew(2), cube.MustNew(2)
		for i := 0; i < 24; i++ {
			lo.Set(cube.Face(i/4), i%4/2, i%2, cube.Face(i%6))
			hi.Set(cube.Face(i/4), i%4/2, i%2, cube.Face(i/6))
		}
		if err := lo.ApplyAlg(rot); err != nil {
			panic(err)
		}
		if err := hi.ApplyAlg(rot); err != nil {
			panic(err)
		}
		for i := 0; i < 24; i++ {
			out[o][i] = uint8(hi.Facelets()[i])*6 + uint8(lo.Facelets()[i])
		}
	}
	return out
}()

// slotFacelets[s] are the facelets of slot s's corner position, U/D sticker
// first (cube.CornerFacelets' order).
var slotFacelets = func() [7][3]int {
	var out [7][3]int
	for s, pos := range slotCorner {
		out[s] = cube.CornerFacelets(2, pos)
	}
	return out
}()

// cornerValue[c0·36 + c1·6 + c2] is 1 + the model value (home slot·3 +
// twist) of the corner showing colours c0, c1, c2 on a position's stickers
// in slotFacelets order; 0 for colours no movable corner has in that order.
// The twist convention is the one misplaced and fromCubies use: sticker k of
// the piece shows at sticker (k+twist)%3 of the position.
var cornerValue = func() [216]uint8 {
	var out [216]uint8
	for h, home := range slotCorner {
		piece := cube.CornerFacelets(2, home)
		for tw := 0; tw < 3; tw++ {
			var col [3]int
			for k := 0; k < 3; k++ {
				col[(k+tw)%3] = piece[k] / 4 // the colour is the face a solved cube shows there
			}
			out[col[0]*36+col[1]*6+col[2]] = uint8(1 + h*3 + tw)
		}
	}
	return out
}()

// standardFast is Standard for legal cubes: the rotation is looked up from
// where the D-B-L corner is and each corner is read through the rotation's
// facelet map. ok is false for anything else (an impossible corner, a
// repeated corner, a twist sum that is not a multiple of 3), and then the
// slow path runs to name the problem.
func standardFast(c *cube.Cube) (p Pos, rot cube.Alg, ok bool) {
	k := dblKey(c)
	if k < 0 || orientationFor[k] < 0 {
		return p, nil, false
	}
	o := int(orientationFor[k])
	perm := &orientationFacelets[o]
	f := c.Facelets()
	seen, twists := 0, 0
	for s := range slotFacelets {
		at := &slotFacelets[s]
		v := int(cornerValue[int(f[perm[at[0]]])*36+int(f[perm[at[1]]])*6+int(f[perm[at[2]]])]) - 1
		if v < 0 || seen&(1<<(v/3)) != 0 {
			return p, nil, false
		}
		seen |= 1 << (v / 3)
		twists += v % 3
		p[s] = uint8(v)
	}
	if twists%3 != 0 {
		return p, nil, false
	}
	return p, cube.Orientations()[o], true
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
		out[i] = cube.IdentityFrame.RotateAlg(rot)
	}
	return out
}()

// frameOf returns the frame after the rotations rot: looked up when rot is
// one of cube.Orientations() (Standard returns only those), else computed.
func frameOf(rot cube.Alg) cube.Frame {
	// Standard hands out cube.Orientations()' own slices: compare where they
	// point before comparing moves.
	for i, o := range cube.Orientations() {
		if len(o) == len(rot) && (len(o) == 0 || &o[0] == &rot[0]) {
			return orientationFrames[i]
		}
	}
	for i, o := range cube.Orientations() {
		if slices.Equal(o, rot) {
			return orientationFrames[i]
		}
	}
	return cube.IdentityFrame.RotateAlg(rot)
}
