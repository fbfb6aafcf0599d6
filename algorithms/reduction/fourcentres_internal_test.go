package reduction

import (
	"context"
	"errors"
	"testing"

	"cubelab/algorithms/reduction/fourstage"
	"cubelab/cube"
)

// TestFourRetry checks reduceFourFull's retry on a cube (the 20th random
// state of PCG(4, 4)) whose reduction fourstage.QuickParams give up on: the
// wider fourRetryParams find one, so the cube does not fall back to the
// centres-only path (about 20 moves longer).
func TestFourRetry(t *testing.T) {
	if testing.Short() {
		t.Skip("builds fourstage's tables and searches a few seconds")
	}
	const scramble = "D2 L2 F B' R2 B U2 F D2 F' R' F2 U' B2 L2 F L2 R B D' Uw2 Fw2 U Rw2 D B D2 B' 2R2 F' D2 Fw2 Lw D' F 3R2 Uw' F' Lw' B2 Lw Fw' Uw"
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
	rs, err := reduceFourFull(ctx, c, geomFor(4))
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
