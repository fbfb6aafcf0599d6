package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// cubelab play through the command line: piped input is plain text without
// prompts or ANSI escapes unless asked for, and bad flags are usage errors.
func TestPlayCommand(t *testing.T) {
	tests := []struct {
		args    []string
		stdin   string
		code    int
		want    []string // in stdout
		notWant []string // in stdout
		stderr  string
	}{
		{[]string{"play", "-n", "2", "--seed", "4"}, "show\nquit\n", 0, []string{"2x2x2", "scrambled with: ", "bye"}, []string{"\x1b[", "> "}, ""},
		{[]string{"play", "-n", "2", "--seed", "4", "--colour", "always"}, "show\nquit\n", 0, []string{"\x1b[48;5;"}, nil, ""},
		{[]string{"play", "--seed", "4", "--show"}, "U\nquit\n", 0, []string{"3x3x3", "\n    "}, nil, ""},
		{[]string{"play", "-n", "2", "--seed", "4", "--keep-playing"}, "reset\nR\nR'\nquit\n", 0, []string{"Type 'scramble' to play again", "bye"}, nil, ""},
		{[]string{"play", "-n", "1"}, "", 2, nil, nil, "-n 1: cube size must be 2..33"},
		{[]string{"play", "-n", "34"}, "", 2, nil, nil, "-n 34: cube size must be 2..33"},
		{[]string{"play", "--colour", "pink"}, "", 2, nil, nil, `--colour "pink"`},
		{[]string{"play", "4"}, "", 2, nil, nil, `unexpected argument "4"`},
		{[]string{"play", "--bogus"}, "", 2, nil, nil, "not defined"},
	}
	for _, tt := range tests {
		code, out, errb := run(t, tt.stdin, tt.args...)
		if code != tt.code || !strings.Contains(errb, tt.stderr) {
			t.Errorf("%v: code %d stderr %q; want %d and %q", tt.args, code, errb, tt.code, tt.stderr)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: stdout lacks %q:\n%s", tt.args, w, out)
			}
		}
		for _, w := range tt.notWant {
			if strings.Contains(out, w) {
				t.Errorf("%v: stdout has %q:\n%s", tt.args, w, out)
			}
		}
	}
}

// A scripted game: 'solve FILE' stores a solution that, typed back into
// the same seeded game, solves it and ends it.
func TestPlayScripted(t *testing.T) {
	file := filepath.Join(t.TempDir(), "sol.txt")
	if code, out, errb := run(t, "solve "+file+"\n", "play", "-n", "3", "--seed", "11"); code != 0 {
		t.Fatalf("solve: %d %s %s", code, out, errb)
	}
	sol, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	code, out, _ := run(t, string(sol)+"quit\n", "play", "-n", "3", "--seed", "11")
	if code != 0 || !strings.Contains(out, "Solved! (") || strings.Contains(out, "bye") {
		t.Fatalf("typing the stored solution: %d\n%s", code, out)
	}
}
