package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"cubelab/algorithms"
	"cubelab/algorithms/solvertest"
	"cubelab/cube"
)

// run executes a command line and returns exit code, stdout and stderr.
func run(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Run(Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

func TestDispatch(t *testing.T) {
	tests := []struct {
		args     []string
		code     int
		inStderr string
	}{
		{nil, 2, "usage: cubelab"},
		{[]string{"nope"}, 2, `unknown command "nope"`},
		{[]string{"apply", "--bogus"}, 2, "flag provided but not defined"},
		{[]string{"scramble", "-n", "x"}, 2, "invalid value"},
	}
	for _, tt := range tests {
		code, _, stderr := run(t, "", tt.args...)
		if code != tt.code || !strings.Contains(stderr, tt.inStderr) {
			t.Errorf("%v: code %d stderr %q; want %d and %q", tt.args, code, stderr, tt.code, tt.inStderr)
		}
	}
	if code, out, _ := run(t, "", "help"); code != 0 || !strings.Contains(out, "apply") {
		t.Errorf("help: %d %q", code, out)
	}
	if code, _, stderr := run(t, "", "help", "scramble"); code != 0 || !strings.Contains(stderr, "usage: cubelab scramble") {
		t.Errorf("help scramble: %d %q", code, stderr)
	}
}

func TestApply(t *testing.T) {
	solved3 := cube.MustNew(3).String()
	tests := []struct {
		args []string
		code int
		out  string // exact first line of stdout when code is 0, else a stderr fragment
	}{
		{[]string{"apply", "-n", "3", "--urfdlb", "R"}, 0, "UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB"},
		{[]string{"apply", "-n", "3", "R U R' U'", "(U R U' R')"}, 0, solved3},
		{[]string{"apply", "-n", "2"}, 0, "YYYYOOOOBBBBRRRRGGGGWWWW"},
		{[]string{"apply", "--from", "YYYYOOOOBBBBRRRRGGGGWWWW", "x2", "x2"}, 0, "YYYYOOOOBBBBRRRRGGGGWWWW"},
		{[]string{"apply", "--facelets", "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB", "R'", "R"}, 0, solved3},
		{[]string{"apply", "-n", "2", "3R"}, 1, "3R does not exist on a 2x2x2"},
		{[]string{"apply", "-n", "3", "R Q"}, 1, "column 3"},
		{[]string{"apply", "-n", "40"}, 2, "-n 40: cube size must be 1..33"},
		{[]string{"apply", "-n", "0", "R"}, 2, "usage: cubelab apply"},
		{[]string{"apply", "-n", "5", "2R 3Rw 2-3Rw Rw r M E S x y z R2' R3 D₂ (R U)3 [R, U] [R: U]", "(2R 3Rw 2-3Rw Rw r M E S x y z R2' R3 D₂ (R U)3 [R, U] [R: U])'"}, 0, cube.MustNew(5).String()},
		{[]string{"apply", "--from", "YYYYOOOOBBBBRRRRGGGGWWWWY"}, 1, "at position 25: 25 letters, 1 more than the 24 of a 2x2x2"},
		{[]string{"apply", "--from", "YYYYYYYYROOOOOOOOOBBBBBBBBBRRRRRRRRRGGGGGGGGGWWWWWWWWW"}, 1, "the U colour on 8, the R colour on 10 stickers"},
		{[]string{"apply", "--simplify", "R L R' U U U"}, 0, "alg: L U'"},
		{[]string{"apply", "--simplify", "--no-rotations", "R x U x' y2 F"}, 0, "alg: R F B"},
		{[]string{"apply", "--mirror", "--inverse", "R U R' U'"}, 0, "alg: U' L' U L"},
		{[]string{"apply", "--no-rotations", "R"}, 2, "--no-rotations goes with --simplify"},
		{[]string{"apply", "-n", "2", "--scheme", "wogrby", "R"}, 0, "WGWGOOOOGYGYRRRRWBWBYBYB"},
		{[]string{"apply", "--scheme", "WOGRBY", "--from", "WGWGOOOOGYGYRRRRWBWBYBYB", "R'"}, 0, "WWWWOOOOGGGGRRRRBBBBYYYY"},
		{[]string{"apply", "--scheme", "WOGRBW", "R"}, 2, "letter W used twice"},
		{[]string{"apply", "--from", "YYYYOOOOBBBBRRRRGGGGWWWY"}, 1, "colour"},
		{[]string{"apply", "-n", "3", "--from", "YYYYOOOOBBBBRRRRGGGGWWWW"}, 1, "does not match"},
	}
	for _, tt := range tests {
		code, out, stderr := run(t, "", tt.args...)
		if code != tt.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", tt.args, code, tt.code, stderr)
			continue
		}
		if code == 0 {
			if first := strings.SplitN(out, "\n", 2)[0]; first != tt.out {
				t.Errorf("%v: got %q, want %q", tt.args, first, tt.out)
			}
		} else if !strings.Contains(stderr, tt.out) {
			t.Errorf("%v: stderr %q lacks %q", tt.args, stderr, tt.out)
		}
	}
}

func TestScramble(t *testing.T) {
	code, out, stderr := run(t, "", "scramble", "-n", "4", "--count", "3", "--seed", "5")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 {
		t.Fatalf("%d lines", len(lines))
	}
	for _, l := range lines {
		a, err := cube.ParseAlg(l, 4)
		if err != nil || len(a) != 40 {
			t.Errorf("scramble %q: %d moves, %v", l, len(a), err)
		}
	}
	_, again, _ := run(t, "", "scramble", "-n", "4", "--count", "3", "--seed", "5")
	if again != out {
		t.Error("same seed gave different scrambles")
	}
	// Unusable flags and stray arguments are usage errors: message, usage, exit 2.
	for _, bad := range [][]string{{"scramble", "-n", "1"}, {"scramble", "--count", "0"}, {"scramble", "--length", "-3"},
		{"scramble", "5"}, {"scramble", "--random-state", "--length", "20"}} {
		if code, _, stderr := run(t, "", bad...); code != 2 || !strings.Contains(stderr, "usage: cubelab scramble") {
			t.Errorf("%v: exit %d, want 2 with usage (stderr %q)", bad, code, stderr)
		}
	}
	// Default lengths per size (2x2: seed 000's 30-40).
	for n, want := range map[int][2]int{2: {30, 40}, 3: {25, 25}, 5: {60, 60}, 7: {100, 100}, 9: {180, 180}} {
		_, out, _ := run(t, "", "scramble", "-n", strconv.Itoa(n), "--count", "5", "--seed", "3")
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			if k := len(strings.Fields(l)); k < want[0] || k > want[1] {
				t.Errorf("N=%d: scramble of %d moves, want %d..%d", n, k, want[0], want[1])
			}
		}
	}
}

// Every registered method that solves a size solves a scramble through the
// command line, and the printed solution really solves it.
func TestSolveEveryMethod(t *testing.T) {
	scrambles := map[int]string{2: "R U F' R2 U'", 3: "R U F' L2 D B' R", 4: "Rw U 2F' R2 Uw' L"}
	for n, scr := range scrambles {
		for _, m := range algorithms.Methods(n) {
			if testing.Short() && m.Rank > 4 {
				continue
			}
			code, out, stderr := run(t, "", "solve", "-n", strconv.Itoa(n), "-m", m.Name, "--seed", "1", "--timeout", "60s", scr)
			if code != 0 {
				t.Errorf("%s on %dx%d: exit %d: %s", m.Name, n, n, code, stderr)
				continue
			}
			c := cube.MustNew(n)
			if err := c.ApplyString(scr + " " + out); err != nil || !c.IsSolved() {
				t.Errorf("%s on %dx%d: %q does not solve %q (%v)", m.Name, n, n, out, scr, err)
			}
		}
	}
}

func TestSolveJSONAndFile(t *testing.T) {
	if len(algorithms.Methods(2)) == 0 {
		t.Skip("no 2x2 method registered")
	}
	file := filepath.Join(t.TempDir(), "sol.txt")
	code, out, stderr := run(t, "", "solve", "-n", "2", "--json", "-o", file, "R U")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var r algorithms.Summary
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if r.HTM != 2 || r.Size != 2 || r.Solution == "" {
		t.Errorf("json %+v, want a 2-move solution", r)
	}
	saved, err := os.ReadFile(file)
	if err != nil || strings.TrimSpace(string(saved)) != r.Solution {
		t.Errorf("file has %q, want %q (%v)", saved, r.Solution, err)
	}
}

func TestSolveErrors(t *testing.T) {
	tests := []struct {
		args []string
		code int // 2: a flag value the command cannot use (usage printed); 1: bad input
		want string
	}{
		{[]string{"solve", "-n", "3", "-m", "nosuch", "R"}, 1, `unknown method "nosuch"`},
		{[]string{"solve", "-n", "3", "R Q"}, 1, "column 3"},
		{[]string{"solve", "--facelets", "YYYYOOOOBBBBRRRRGGGGWWWY"}, 1, "colour"},
		// -n says which count to expect (issue 13: the message named a 2x2's 24).
		{[]string{"solve", "-n", "3", "--facelets", "YYYYYYYYYOOOOOOOOOBBBBBBBB"}, 1, "position 27: 26 letters, 28 fewer than the 54 of the 3x3x3 that -n 3 asks for"},
		{[]string{"solve", "-n", "2", "--facelets", "YYYYOOOOBBBBRRRRGGGGWWWWYY"}, 1, "position 25: 26 letters, 2 more than the 24 of the 2x2x2"},
		{[]string{"solve", "-n", "2", "--weight", "-1", "R"}, 2, "must not be negative"},
		{[]string{"solve", "-n", "0", "R"}, 2, "-n 0: cube size must be 1..33"},
		{[]string{"solve", "-n", "34", "R"}, 2, "-n 34: cube size must be 1..33"},
	}
	for _, tt := range tests {
		code, _, stderr := run(t, "", tt.args...)
		if code != tt.code || !strings.Contains(stderr, tt.want) {
			t.Errorf("%v: exit %d stderr %q, want %d and %q", tt.args, code, stderr, tt.code, tt.want)
		}
		if tt.code == 2 && !strings.Contains(stderr, "usage: cubelab solve") {
			t.Errorf("%v: a usage error without the usage: %q", tt.args, stderr)
		}
	}
}

// The tuning flags reach the solver: kociemba asked for 21 moves or fewer
// returns such a solution; weighted A* accepts a weight.
func TestSolveTuningFlags(t *testing.T) {
	if _, ok := algorithms.Lookup("kociemba"); ok {
		scr := "R U F' L2 D B' R2 U' F L' D2 B U2 R' F2 D' L U B2 R"
		code, out, stderr := run(t, "", "solve", "-n", "3", "-m", "kociemba", "--max-length", "21", scr)
		if code != 0 {
			t.Fatalf("kociemba: exit %d: %s", code, stderr)
		}
		a, err := cube.ParseAlg(out, 3)
		if err != nil || a.HTM(3) > 21 {
			t.Errorf("kociemba --max-length 21 gave %q (%d moves, %v)", out, a.HTM(3), err)
		}
	}
	if _, ok := algorithms.Lookup("wastar"); ok {
		if code, _, stderr := run(t, "", "solve", "-n", "2", "-m", "wastar", "--weight", "2", "R U F R'"); code != 0 {
			t.Errorf("wastar --weight 2: exit %d: %s", code, stderr)
		}
	}
}

// Every command answers a flag value it cannot use with its usage and exit
// code 2, the way the flag package answers a malformed flag.
func TestUsageErrorsExitTwo(t *testing.T) {
	tests := [][]string{
		{"apply", "-n", "0", "R"},
		{"scramble", "-n", "1"},
		{"solve", "-n", "34", "R"},
		{"render", "--view", "top", "-o", "x.png"},
		{"bench", "--runs", "0"},
		{"bench", "--timeout", "0s"},
		{"bench", "extra"},
		{"play", "-n", "1"},
		{"serve", "--solve-timeout", "-1s"},
	}
	for _, args := range tests {
		code, _, stderr := run(t, "", args...)
		if code != 2 || !strings.Contains(stderr, "usage: cubelab "+args[0]) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and the usage", args, code, stderr)
		}
	}
}

// solve --json with the real table: once it exists, setup is a check of
// microseconds and the solve a warm table descent.
func TestSolveJSONSetupApart(t *testing.T) {
	var last map[string]any
	for range 2 {
		code, out, stderr := run(t, "", "solve", "-n", "2", "-m", "table", "--json", "R U F'")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		last = map[string]any{}
		if err := json.Unmarshal([]byte(out), &last); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
	}
	if ms, _ := last["setup_ms"].(float64); ms > 20 {
		t.Errorf("second solve spent %v ms on setup although the table exists", ms)
	}
	if ms, _ := last["time_ms"].(float64); ms > 50 {
		t.Errorf("warm table solve took %v ms by its own account: setup counted in?", ms)
	}
}

// solve --json reports a method's table building as setup_ms and the search
// alone as time_ms.
func TestSolveJSONTimesSetupApart(t *testing.T) {
	m := solvertest.SlowSetup()
	code, out, stderr := run(t, "", "solve", "-m", m, "--json", "R")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var r algorithms.Summary
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	delay := float64(solvertest.SlowSetupDelay.Milliseconds())
	if r.Solution != "R'" || r.SetupMS < delay || r.TimeMS >= delay {
		t.Errorf("answer %s: want solution R', setup_ms >= %v and time_ms below it", out, delay)
	}
}

// TestSolveSolvedCube: a solved cube gets a word, not just an empty line.
func TestSolveSolvedCube(t *testing.T) {
	for _, args := range [][]string{{"solve", "-n", "3"}, {"solve", "-n", "4", "R R'"}} {
		code, stdout, stderr := run(t, "", args...)
		if code != 0 || strings.TrimSpace(stdout) != "" || !strings.Contains(stderr, "already solved") {
			t.Errorf("%v: exit %d stdout %q stderr %q", args, code, stdout, stderr)
		}
	}
}

// The optimal solver's flags are checked before any table is built.
func TestSolveOptimalFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "-n", "3", "-m", "optimal", "--table-size", "huge", "R"}, "unknown table size \"huge\" (known: small, large)"},
		{[]string{"solve", "-n", "3", "-m", "optimal", "--threads", "-1", "R"}, "must not be negative"},
		{[]string{"solve", "-n", "4", "--all", "R"}, "2x2x2 and 3x3x3 cubes only"},
	} {
		code, _, stderr := run(t, "", tt.args...)
		if code == 0 || !strings.Contains(stderr, tt.want) {
			t.Errorf("%q: exit %d, stderr %q, want %q", tt.args, code, stderr, tt.want)
		}
	}
}
