package cli

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cubelab/cube"
)

// solve -o to a path that cannot be written still prints the solution (and
// fails): before, the error came first and the solution was lost.
func TestSolveOutputUnwritableKeepsTheSolution(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "taken")
	if err := os.Mkdir(target, 0o700); err != nil { // a directory cannot become a file
		t.Fatal(err)
	}
	code, stdout, stderr := run(t, "", "solve", "-m", "kociemba", "-o", target, "R U")
	if code == 0 || !strings.Contains(stderr, "could not be saved") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if strings.TrimSpace(stdout) != "U' R'" {
		t.Fatalf("stdout %q, want the solution", stdout)
	}
	// A writable path gets the solution as before.
	file := filepath.Join(dir, "sol.txt")
	if code, _, stderr := run(t, "", "solve", "-m", "kociemba", "-o", file, "R U"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if b, _ := os.ReadFile(file); string(b) != "U' R'\n" {
		t.Fatalf("file %q", b)
	}
}

// render -o never deletes what was there: before, the output was opened in
// place and removed on failure, so -o naming a link to /dev/full lost the
// link. A link to a device is refused (only regular files are written,
// through links) and left as it was.
func TestRenderOutputReplacedNotDeleted(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "cube.png")
	if err := os.Symlink("/dev/full", out); err != nil {
		t.Skip("no symlinks:", err)
	}
	code, _, stderr := run(t, "", "render", "-W", "32", "-H", "32", "-o", out)
	if code == 0 || !strings.Contains(stderr, "a device, not a regular file") {
		t.Fatalf("-o a link to /dev/full: exit %d (%s), want it refused", code, stderr)
	}
	if target, err := os.Readlink(out); err != nil || target != "/dev/full" {
		t.Fatalf("the link is now %q (%v)", target, err)
	}
	// A failure leaves no file and no temporary file behind.
	missing := filepath.Join(dir, "missing", "cube.svg")
	if code, _, stderr := run(t, "", "render", "-o", missing); code == 0 || !strings.Contains(stderr, missing) {
		t.Fatalf("unwritable directory: exit %d, %q", code, stderr)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("left in the directory: %v", entries)
	}
}

// solve has a default time limit: nothing keeps it running unseen for ever.
func TestSolveHasDefaultTimeout(t *testing.T) {
	_, _, stderr := run(t, "", "solve", "--help")
	if !strings.Contains(stderr, "(default 5m0s)") {
		t.Fatalf("usage does not show a default timeout:\n%s", stderr)
	}
	code, _, stderr := run(t, "", "solve", "-m", "kociemba", "--timeout", "1ns", "R U F")
	if code == 0 || !strings.Contains(stderr, "no solution within 1ns") {
		t.Fatalf("exit %d, %q", code, stderr)
	}
}

// The command line: any --max-length from 20 up is met (48..1000 failed with
// "search ended without a solution (a bug)"), and errors name the method
// once ("kociemba: solver gave up: kociemba: ..." before).
func TestSolveMaxLengthAndErrorNames(t *testing.T) {
	for _, ml := range []string{"48", "1000"} {
		code, stdout, stderr := run(t, "", "solve", "-m", "kociemba", "--max-length", ml, "R U")
		if code != 0 {
			t.Fatalf("--max-length %s: exit %d, %q", ml, code, stderr)
		}
		c := cube.MustNew(3)
		if err := c.ApplyString("R U " + stdout); err != nil || !c.IsSolved() {
			t.Errorf("--max-length %s: %q does not solve R U (%v)", ml, stdout, err)
		}
	}
	for _, args := range [][]string{
		{"solve", "-m", "kociemba", "--max-length", "12", "--max-nodes", "10", "R U F D L B R' U' F' D'"},
		{"solve", "-n", "4", "-m", "reduction", "--max-nodes", "10", "R U F 2R D L B R' U' F' D'"},
		{"solve", "-m", "kociemba", "--max-length", "1", "R U F"},
	} {
		code, _, stderr := run(t, "", args...)
		if name := args[slices.Index(args, "-m")+1]; code == 0 || strings.Count(stderr, name) != 1 {
			t.Errorf("%v: exit %d, %q names %s other than once", args, code, stderr, name)
		}
	}
}

// --max-length holds for every method: table, idastar, thistlethwaite and
// reduction printed 3-4 moves for --max-length 1 and exited 0. A longer
// solution fails naming the flag and both lengths, printing nothing on
// stdout; one within the limit prints as before.
func TestSolveMaxLengthEveryMethod(t *testing.T) {
	for _, tt := range []struct {
		n, method, scr, maxLength string
		ok                        bool
	}{
		{"2", "table", "R U F", "1", false},
		{"2", "idastar", "R U F", "2", false},
		{"3", "thistlethwaite", "R U F", "1", false},
		{"3", "beginner", "R U F D", "3", false},
		{"4", "reduction", "R U 2F", "1", false},
		{"2", "table", "R U F", "3", true},
		{"3", "thistlethwaite", "R U F", "3", true},
	} {
		args := []string{"solve", "-n", tt.n, "-m", tt.method, "--max-length", tt.maxLength, tt.scr}
		code, stdout, stderr := run(t, "", args...)
		if tt.ok {
			a, err := cube.ParseAlg(strings.TrimSpace(stdout), 4)
			if code != 0 || err != nil || len(a) > 3 {
				t.Errorf("%v: exit %d, %q %q", args, code, stdout, stderr)
			}
			continue
		}
		if code != 1 || stdout != "" || !strings.Contains(stderr, "more than the maximum "+tt.maxLength) ||
			!strings.Contains(stderr, "--max-length") || !strings.Contains(stderr, tt.method+": ") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
	}
}

// -m optimal gets an hour unless --timeout is given: its hardest positions
// take many minutes.
func TestOptimalSolveTimeout(t *testing.T) {
	_, _, stderr := run(t, "", "solve", "--help")
	if !strings.Contains(stderr, "-m optimal: 1h unless set") {
		t.Fatalf("usage does not name optimal's timeout:\n%s", stderr)
	}
	code, _, stderr := run(t, "", "solve", "-m", "optimal", "--timeout", "1ns", "R U F")
	if code == 0 || !strings.Contains(stderr, "no solution within 1ns") {
		t.Fatalf("an explicit --timeout must hold for optimal: exit %d, %q", code, stderr)
	}
}
