package lab

import (
	"bytes"
	"context"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/pocket"
	"cubelab/cube"
)

func TestRunPocket(t *testing.T) {
	methods := []string{"table", "pdb", "bibfs", "wastar"}
	rep, err := Run(context.Background(), Options{N: 2, Methods: methods, Runs: 6, Seed: 3, Optimal: pocket.Distance, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Results) != 6*len(methods) {
		t.Fatalf("%d results, want %d", len(rep.Results), 6*len(methods))
	}
	for _, p := range rep.Positions {
		if l := len(p.Scramble); l < 30 || l > 40 {
			t.Errorf("scramble of %d moves, want 30..40", l)
		}
		if p.Optimal < 0 || p.Optimal > 11 {
			t.Errorf("optimal length %d", p.Optimal)
		}
	}
	for _, st := range rep.Stats() {
		if st.Solved != 6 {
			t.Errorf("%s solved %d of 6", st.Method, st.Solved)
		}
		if st.Method != "wastar" && st.OptimalRatio != 1 {
			t.Errorf("%s: optimal ratio %v, want 1", st.Method, st.OptimalRatio)
		}
		if st.Method == "wastar" && st.OptimalRatio < 1 {
			t.Errorf("wastar ratio %v below 1", st.OptimalRatio)
		}
	}
	// Each method runs on every scramble before the next starts.
	for k, res := range rep.Results {
		if res.Method != methods[k/6] || res.Position != k%6 {
			t.Errorf("solve %d was %s on scramble %d, want %s on %d", k+1, res.Method, res.Position+1, methods[k/6], k%6+1)
		}
	}
	var md bytes.Buffer
	if err := rep.Markdown(&md); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| Algorithm |", "| table | 6/6 |", "Optimal solution moves", "Spacial complexity"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md.String())
		}
	}
	var buf bytes.Buffer
	if err := rep.CSV(&buf); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil || len(rows) != 1+len(rep.Results) {
		t.Fatalf("csv: %d rows, %v", len(rows), err)
	}
	dir := t.TempDir()
	paths, err := rep.Charts(dir)
	if err != nil || len(paths) != 2 {
		t.Fatalf("charts %v: %v", paths, err)
	}
	for _, p := range paths {
		if fi, err := os.Stat(p); err != nil || fi.Size() < 1000 {
			t.Errorf("chart %s: %v", filepath.Base(p), err)
		}
	}
}

// On the report's own positions (the default 50 scrambles of seed 000's
// protocol), every optimal 2x2x2 method returns exactly the table's length.
func TestPocketOptimalMethodsOnBenchPositions(t *testing.T) {
	if testing.Short() {
		t.Skip("iddfs and idastar on 50 positions take seconds")
	}
	methods := []string{"table", "pdb", "pdb-plain", "bibfs", "idastar", "iddfs"}
	rep, err := Run(context.Background(), Options{N: 2, Methods: methods, Optimal: pocket.Distance, Timeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Positions) != DefaultRuns || len(rep.Results) != DefaultRuns*len(methods) {
		t.Fatalf("%d positions, %d results", len(rep.Positions), len(rep.Results))
	}
	for _, res := range rep.Results {
		if !res.Solved || res.Moves != res.Optimal {
			t.Errorf("%s on scramble %d: solved %v, %d moves, table says %d (%s)", res.Method, res.Position+1, res.Solved, res.Moves, res.Optimal, res.Err)
		}
	}
}

// Same seed, same scrambles; another seed, others.
func TestPositionsRepeat(t *testing.T) {
	a, _ := Positions(Options{N: 3, Runs: 3, Seed: 5})
	b, _ := Positions(Options{N: 3, Runs: 3, Seed: 5})
	c, _ := Positions(Options{N: 3, Runs: 3, Seed: 6})
	if a[2].Scramble.String() != b[2].Scramble.String() {
		t.Error("same seed gave different scrambles")
	}
	if a[2].Scramble.String() == c[2].Scramble.String() {
		t.Error("different seeds gave the same scramble")
	}
}

// A solver that never finishes is stopped by the timeout and counted as a
// failure; a wrong solution is a failure too.
type stuck struct{}

func (stuck) Name() string { return "stuck" }
func (stuck) Solve(ctx context.Context, c *cube.Cube, _ func(algorithms.Progress)) (*algorithms.Solution, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

type liar struct{}

func (liar) Name() string { return "liar" }
func (liar) Solve(ctx context.Context, c *cube.Cube, _ func(algorithms.Progress)) (*algorithms.Solution, error) {
	return &algorithms.Solution{Moves: cube.MustParseAlg("R", c.N())}, nil
}

func init() {
	algorithms.Register(algorithms.Method{Name: "test-stuck", Sizes: func(int) bool { return true }, Rank: 1000, New: func(algorithms.Config) algorithms.Solver { return stuck{} }})
	algorithms.Register(algorithms.Method{Name: "test-liar", Sizes: func(int) bool { return true }, Rank: 1001, New: func(algorithms.Config) algorithms.Solver { return liar{} }})
}

func TestFailuresCount(t *testing.T) {
	rep, err := Run(context.Background(), Options{N: 3, Methods: []string{"test-stuck", "test-liar"}, Runs: 2, Timeout: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	st := rep.Stats()
	if st[0].Failed != 2 || st[0].TimedOut != 2 {
		t.Errorf("stuck: %+v", st[0])
	}
	if st[1].Failed != 2 || st[1].TimedOut != 0 {
		t.Errorf("liar: %+v", st[1])
	}
	var md bytes.Buffer
	_ = rep.Markdown(&md)
	if !strings.Contains(md.String(), "timed out") || !strings.Contains(md.String(), "wrong solution") {
		t.Errorf("markdown does not say why:\n%s", md.String())
	}
	if _, err := Run(context.Background(), Options{N: 3, Methods: []string{"no-such-method"}}); err == nil {
		t.Error("unknown method accepted")
	}
}
