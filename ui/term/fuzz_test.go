package term

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"cubelab/cube"
)

// FuzzExec: any command line leaves a valid cube, says something, and never
// panics. 'solve' and 'hint' are left out: they run solvers (and 'solve'
// writes a file named by its argument), which the session tests cover.
func FuzzExec(f *testing.F) {
	for _, s := range []string{"f", "r'", "R U R' U'", "(R U)3", "[R, U]", "undo", "reset", "restart",
		"scramble", "show", "cmds", "help", "sexy", "2-3Rw2'", "D₂", "x y z", "M E S", "# comment", "R Q", "((((", "quit"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if first := strings.Fields(strings.ToLower(line)); len(first) > 0 && (first[0] == "solve" || first[0] == "hint") {
			t.Skip()
		}
		var out bytes.Buffer
		start := cube.MustNew(3)
		if err := start.ApplyString("R U F"); err != nil {
			t.Fatal(err)
		}
		s, err := NewSession(context.Background(), &out, Options{Start: start, Seed: 1, KeepPlaying: true})
		if err != nil {
			t.Fatal(err)
		}
		out.Reset()
		before := s.Cube().String()
		s.Exec(context.Background(), line)
		if err := s.Cube().Validate(); err != nil {
			t.Fatalf("%q left an invalid cube: %v", line, err)
		}
		// Turns are quiet; anything else that does not turn the cube answers
		// (an error says what is wrong, a command reports what it did).
		blank := strings.TrimSpace(line) == "" || strings.HasPrefix(strings.TrimSpace(line), "#")
		if !blank && out.Len() == 0 && s.Cube().String() == before {
			if _, err := cube.ParseAlg(line, 3); err != nil {
				t.Fatalf("%q: unreadable, yet no answer", line)
			}
		}
	})
}
