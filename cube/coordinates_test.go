package cube

import "testing"

// TestOrientationCoordinates: every twist and flip number survives a round
// trip, the solved cube is 0, and what SetTwist/SetFlip write is a legal
// orientation (the sum rules Verify checks).
func TestOrientationCoordinates(t *testing.T) {
	if c := SolvedCubies; c.Twist() != 0 || c.Flip() != 0 {
		t.Fatalf("solved: twist %d flip %d", c.Twist(), c.Flip())
	}
	for _, tt := range []struct {
		name string
		n    int
		set  func(*Cubies, int)
		get  func(*Cubies) int
	}{
		{"twist", 2187, (*Cubies).SetTwist, (*Cubies).Twist},
		{"flip", 2048, (*Cubies).SetFlip, (*Cubies).Flip},
	} {
		for x := 0; x < tt.n; x++ {
			c := SolvedCubies
			tt.set(&c, x)
			if got := tt.get(&c); got != x {
				t.Fatalf("%s %d reads back %d", tt.name, x, got)
			}
			if err := c.Verify(true); err != nil {
				t.Fatalf("%s %d: %v", tt.name, x, err)
			}
		}
	}
	// R turns corners: its twist is not 0, and F flips edges.
	if r := TurnCubies(R, 1); r.Twist() == 0 || r.Flip() != 0 {
		t.Errorf("R: twist %d flip %d", r.Twist(), r.Flip())
	}
	if f := TurnCubies(F, 1); f.Flip() == 0 {
		t.Errorf("F: flip %d", f.Flip())
	}
}
