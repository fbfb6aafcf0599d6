package cube

import "testing"

// TestUnrotate checks Unrotate and Frame.RotateAlg on every orientation:
// moves made on the turned cube, unrotated, leave the cube as it was
// turned the same way and then given the moves; and RotateAlg is the
// rotations' Rotate one after the other.
func TestUnrotate(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5} {
		r := rng(uint64(n) * 7)
		for i, rot := range Orientations() {
			moves := RandomMoves(n, 20, r) // no rotations among them
			turned := MustNew(n)
			turned.mustApplyAlg(rot)
			turned.mustApplyAlg(moves)
			plain := MustNew(n)
			un := Unrotate(rot, moves, n)
			for _, m := range un {
				if m.IsRotation(n) {
					t.Fatalf("N=%d orientation %d: a rotation %v left in %s", n, i, m, un)
				}
			}
			plain.mustApplyAlg(un)
			plain.mustApplyAlg(rot)
			if !plain.Equal(turned) {
				t.Errorf("N=%d orientation %d (%s): %s unrotated to %s, then %s, differs from %s then %s", n, i, rot, moves, un, rot, rot, moves)
			}
			want := IdentityFrame
			for _, m := range rot {
				want = want.Rotate(m.Face, m.Turns)
			}
			if got := IdentityFrame.RotateAlg(rot); got != want {
				t.Errorf("orientation %d (%s): RotateAlg %v, want %v", i, rot, got, want)
			}
		}
	}
}
