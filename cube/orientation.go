package cube

// orientations are the 24 whole-cube rotations, identity first.
var orientations = func() []Alg {
	ups := []Alg{
		nil,
		{Rotation(R, 1)}, {Rotation(R, 2)}, {Rotation(R, 3)},
		{Rotation(F, 1)}, {Rotation(F, 3)},
	}
	var out []Alg
	for _, up := range ups {
		for k := 0; k < 4; k++ {
			a := append(Alg(nil), up...)
			if k > 0 {
				a = append(a, Rotation(U, k))
			}
			out = append(out, a)
		}
	}
	return out
}()

// Orientations returns the 24 whole-cube rotations as algorithms, identity
// first. The slice is shared and must not be modified.
func Orientations() []Alg { return orientations }

// Frame records which face of the original cube sits at each position after
// whole-cube rotations: Frame[p] is the original face now at position p.
type Frame [6]Face

// IdentityFrame is the frame before any rotation.
var IdentityFrame = Frame{U, L, F, R, B, D}

// Rotate returns the frame after rotating the whole cube like face f by the
// given quarter turns.
func (fr Frame) Rotate(f Face, turns int) Frame {
	turns &= 3
	if !f.Positive() {
		turns = (4 - turns) & 3
	}
	axis := f.Axis()
	for ; turns > 0; turns-- {
		var next Frame
		for p := Face(0); p < 6; p++ {
			next[faceOfNormal(rotateQuarter(axis, normal[p]))] = fr[p]
		}
		fr = next
	}
	return fr
}

// Apply relabels a move written in the rotated frame as the same physical
// move in the original frame.
func (fr Frame) Apply(m Move) Move {
	m.Face = fr[m.Face]
	return m
}

// RotateAlg returns the frame after the whole-cube rotations rot, one
// after the other (each move of rot is taken as a rotation of its face).
func (fr Frame) RotateAlg(rot Alg) Frame {
	for _, m := range rot {
		fr = fr.Rotate(m.Face, m.Turns)
	}
	return fr
}

// Unrotate returns moves, made on an NxN cube turned by the whole-cube
// rotations rot, as the moves of the same layers on the cube before it was
// turned: RemoveRotations of rot followed by moves.
func Unrotate(rot, moves Alg, n int) Alg {
	return RemoveRotations(append(append(Alg(nil), rot...), moves...), n)
}

// RemoveRotations drops whole-cube rotations and relabels the moves after
// them, so the result turns the same layers without turning the cube. The
// cube it leaves differs from a's only by a whole-cube orientation.
func RemoveRotations(a Alg, n int) Alg {
	fr := IdentityFrame
	out := make(Alg, 0, len(a))
	for _, m := range a {
		if m.IsRotation(n) || (m.Lo == 1 && m.Hi == 0) {
			fr = fr.Rotate(m.Face, m.Turns)
			continue
		}
		out = append(out, fr.Apply(m))
	}
	return out
}
