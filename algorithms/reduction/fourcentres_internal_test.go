package reduction

import (
	"context"
	"errors"
	"testing"

	"cubelab/algorithms/reduction/fourstage"
	"cubelab/cube"
)

// TestFourRetry checks reduceFourFull's retry on a cube (the 17th 60-move
// random scramble of PCG(4, 5)) whose reduction fourstage.QuickParams
// (fourInBig's quick budget) give up on: its wider retry finds one, so
// the cube does not fall back to the centres-only path (about 20 moves
// longer).
func TestFourRetry(t *testing.T) {
	if testing.Short() {
		t.Skip("builds fourstage's tables and searches a few seconds")
	}
	const scramble = "Fw2 L2 B' L D Rw2 D2 Fw' B U R Rw' U D' F B2 R Uw' D' Fw2 L' Fw2 Rw' F2 Rw2 F2 L Fw2 R D2 Fw U2 Uw2 B D2 L B' Rw' U L Fw2 B' D' Fw2 U' R' L Fw2 Uw2 Fw2 D' R2 F2 R D' Rw L' B Uw R2"
	c, err := cube.New(4)
	if err != nil {
		t.Fatal(err)
	}
	a, err := cube.ParseAlg(scramble, 4)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.ApplyAlg(a); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := fourstage.ReduceAll(ctx, c, fourstage.QuickParams); !errors.Is(err, fourstage.ErrGaveUp) {
		t.Fatalf("QuickParams: got %v, want ErrGaveUp (pick another cube for this test)", err)
	}
	rs, err := reduceFourFull(ctx, c, geomFor(4), fourInBig)
	if err != nil {
		t.Fatalf("with the retry: %v", err)
	}
	for _, r := range rs {
		if !centresSolved(r.cube, geomFor(4), fourColours(r.cube)) || !edgesPaired(r.cube, geomFor(4)) {
			t.Fatal("the retry's reduction leaves the cube unreduced")
		}
		if r.length.obtm > 30 {
			t.Errorf("the retry's reduction has %d moves, want at most 30", r.length.obtm)
		}
	}
}
