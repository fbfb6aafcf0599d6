package reduction

import (
	"context"
	"testing"

	"cubelab/cube"
)

// TestStagedCentres runs the 6x6x6 to 10x10x10 staged centre solves on
// scrambled cubes and on cubes whose centres are already solved (outer
// turns only): the stages must be the staged ones (no fallback), their
// moves must solve every centre of the cube as given in the colours
// returned, and those colours must be a real cube's orientation.
func TestStagedCentres(t *testing.T) {
	tests := []struct {
		n     int
		cubes int
		names []string
	}{
		{6, 2, []string{stepInnerX, stepBars, stepOuterXAndOb}},
		{7, 2, []string{stepInnerCentres, stepBars, stepOuterCentres}},
		{8, 2, []string{stepInnerCube, stepRingBars, stepRingOuter}},
		{9, 1, []string{stepInnerCube, stepRingBars, stepRingOuter}},
		{10, 1, []string{stepInnerCube, stepRingBars, stepRingOuter}},
	}
	for _, tc := range tests {
		if testing.Short() && tc.n > 8 {
			continue
		}
		g, err := tablesFor(context.Background(), tc.n)
		if err != nil {
			t.Fatal(err)
		}
		var starts []*cube.Cube
		for i := range tc.cubes {
			starts = append(starts, moveCountCube(tc.n, 200+i))
		}
		outerOnly := cube.MustNew(tc.n)
		if err := outerOnly.ApplyAlg(cube.MustParseAlg("R U R' U' F2 D L' B", tc.n)); err != nil {
			t.Fatal(err)
		}
		starts = append(starts, outerOnly)
		for i, start := range starts {
			w := start.Clone()
			col := colourCandidates(start, g, 1)[0]
			steps, got, err := centreSteps(context.Background(), w, g, col, centreOrder, func(string) {})
			if err != nil {
				t.Fatalf("%dx%d cube %d: %v", tc.n, tc.n, i, err)
			}
			if len(steps) != len(tc.names) {
				t.Fatalf("%dx%d cube %d: steps %v, want the staged ones %v", tc.n, tc.n, i, steps, tc.names)
			}
			c := start.Clone()
			for k, st := range steps {
				if st.Name != tc.names[k] {
					t.Errorf("%dx%d cube %d: step %d is %q, want %q", tc.n, tc.n, i, k, st.Name, tc.names[k])
				}
				if err := c.ApplyAlg(st.Moves); err != nil {
					t.Fatal(err)
				}
			}
			if !centresSolved(c, g, got) {
				t.Errorf("%dx%d cube %d: the steps leave the centres unsolved in colours %v", tc.n, tc.n, i, got)
			}
			if !properScheme(tc.n, got) {
				t.Errorf("%dx%d cube %d: colours %v are no orientation of the cube", tc.n, tc.n, i, got)
			}
			if i == len(starts)-1 {
				moves := 0
				for _, st := range steps {
					moves += len(st.Moves)
				}
				if moves != 0 {
					t.Errorf("%dx%d with solved centres: %d centre moves, want 0", tc.n, tc.n, moves)
				}
			}
		}
	}
}

// properScheme reports whether col (a colour per face) is how some
// whole-cube orientation of the solved cube shows.
func properScheme(n int, col [6]cube.Face) bool {
	for _, rot := range cube.Orientations() {
		c := cube.MustNew(n)
		if err := c.ApplyAlg(rot); err != nil {
			return false
		}
		same := true
		for _, f := range cube.Faces {
			same = same && c.At(f, 0, 0) == col[f]
		}
		if same {
			return true
		}
	}
	return false
}
