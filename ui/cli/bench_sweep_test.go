package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// bench over two sizes end to end: each size's table, the summary, the
// skipped methods, one CSV with a size column, the Markdown file and the
// two charts.
func TestBenchSweep(t *testing.T) {
	dir := t.TempDir()
	csvPath, mdPath, charts := filepath.Join(dir, "b.csv"), filepath.Join(dir, "b.md"), filepath.Join(dir, "charts")
	code, stdout, stderr := run(t, "", "bench", "-n", "2-3", "-runs", "2", "-m", "wastar,corners-first", "-quiet",
		"--csv", csvPath, "--md", mdPath, "--charts", charts)
	if code != 0 {
		t.Fatalf("code %d, stderr %s", code, stderr)
	}
	for _, want := range []string{"## 2x2x2", "## 3x3x3", "## Summary",
		"| Method | Size | Solved | Moves mean | Moves median | Moves p90 | Moves max | BTM mean | Time mean | Time median | Time p90 | Time max |",
		"| wastar | 2x2 | 2/2 |", "| corners-first | 3x3 | 2/2 |",
		"Skipped (the method does not solve that size): wastar on 3x3; corners-first on 2x2."} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
	md, err := os.ReadFile(mdPath)
	if err != nil || string(md) != stdout {
		t.Errorf("--md file differs from stdout (%v)", err)
	}
	data, err := os.ReadFile(csvPath)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 1+2+2 || !strings.HasPrefix(lines[0], "size,method,") || !strings.HasPrefix(lines[1], "2,wastar,") || !strings.HasPrefix(lines[4], "3,corners-first,") {
		t.Errorf("csv:\n%s", data)
	}
	for _, name := range []string{"sizes-moves.png", "sizes-time.png"} {
		if fi, err := os.Stat(filepath.Join(charts, name)); err != nil || fi.Size() < 1000 {
			t.Errorf("chart %s: %v", name, err)
		}
	}
}

// One size keeps the one-size report: no headings, no summary.
func TestBenchOneSize(t *testing.T) {
	code, stdout, stderr := run(t, "", "bench", "-n", "3", "-runs", "2", "-m", "corners-first", "-quiet")
	if code != 0 || !strings.HasPrefix(stdout, "2 scrambles of") || strings.Contains(stdout, "## Summary") || !strings.Contains(stdout, "| corners-first | 2/2 |") {
		t.Errorf("code %d stdout %q stderr %q", code, stdout, stderr)
	}
}

func TestBenchSweepMethodErrors(t *testing.T) {
	for _, tt := range []struct{ m, errHas string }{
		{"corners-first,nope", `unknown method "nope"`},
		{"reduction", "reduction solves none of the sizes 2, 3"},
	} {
		code, _, stderr := run(t, "", "bench", "-n", "2-3", "-runs", "1", "-m", tt.m, "-quiet")
		if code != 1 || !strings.Contains(stderr, tt.errHas) {
			t.Errorf("-m %s: code %d stderr %q, want 1 and %q", tt.m, code, stderr, tt.errHas)
		}
	}
}
