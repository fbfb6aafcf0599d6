package algorithms_test

import (
	"context"
	"testing"

	"cubelab/algorithms"
	_ "cubelab/algorithms/methods"
	"cubelab/cube"
)

func TestTidy(t *testing.T) {
	tests := []struct {
		name  string
		steps []string // empty: a solution without steps
		moves string
		want  []string
	}{
		{"no steps", nil, "R R U U' F", []string{"R2 F"}},
		{"across a boundary", []string{"R U B2 R2", "R2 U F"}, "", []string{"R U B2", "U F"}},
		{"a step cancels away", []string{"R U", "U' R'", "F"}, "", []string{"F"}},
		{"nothing to do", []string{"R U", "F D"}, "", []string{"R U", "F D"}},
	}
	for _, tt := range tests {
		sol := &algorithms.Solution{Moves: cube.MustParseAlg(tt.moves, 3)}
		for i, s := range tt.steps {
			st := algorithms.Step{Name: string(rune('a' + i)), Moves: cube.MustParseAlg(s, 3)}
			sol.Steps = append(sol.Steps, st)
			if i == 0 {
				sol.Moves = nil
			}
			sol.Moves = append(sol.Moves, st.Moves...)
		}
		algorithms.Tidy(sol, 3)
		var got []string
		if len(tt.steps) == 0 {
			got = []string{sol.Moves.String()}
		}
		var all cube.Alg
		for _, st := range sol.Steps {
			got = append(got, st.Moves.String())
			all = append(all, st.Moves...)
		}
		if len(got) != len(tt.want) {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
			}
		}
		if len(tt.steps) > 0 && all.String() != sol.Moves.String() {
			t.Errorf("%s: steps add up to %q, moves %q", tt.name, all, sol.Moves)
		}
	}
}

// TestSolveCheckedShowsTidySolutions: the beginner's method used to end a
// step with R2 and start the next with R2 (issue 13); whatever a method
// returns, SolveChecked's answer has nothing left to simplify.
func TestSolveCheckedShowsTidySolutions(t *testing.T) {
	for _, scr := range []string{
		"R U R' U' F2 D L2 B' U2 R", "F R U' R' U' R U R' F' R U R' U' R' F R F'",
		"D2 B' L F2 U' R2 D L' B2 U F R'", "L2 D' F' R B2 U2 L' D R' F U2",
	} {
		c := cube.MustNew(3)
		_ = c.ApplyString(scr)
		s, err := algorithms.New("beginner", 3, algorithms.Config{})
		if err != nil {
			t.Fatal(err)
		}
		sol, _, err := algorithms.SolveChecked(context.Background(), s, c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if simple := cube.Simplify(sol.Moves, 3, cube.SimplifyOptions{}); len(simple) != len(sol.Moves) {
			t.Errorf("%s: beginner's %q simplifies to %q", scr, sol.Moves, simple)
		}
	}
}
