package lab

import (
	"context"
	"strings"
	"testing"

	_ "cubelab/algorithms/twophase" // registers kociemba
)

// TestTargets runs the by-target table on a few random-state cubes: every
// solve succeeds within its target, with nodes and CPU time measured.
func TestTargets(t *testing.T) {
	rows, err := Targets(context.Background(), "kociemba", []int{21, 0}, 4, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 {
		t.Fatalf("%d rows, want 2", len(rows))
	}
	for _, r := range rows {
		if r.Solved != 4 || r.Moves.Max > 21 || r.Nodes.Mean <= 0 || r.Moves.Median > r.Moves.Max || r.Moves.P90 > r.Moves.Max {
			t.Errorf("target %d: %+v", r.Target, r)
		}
	}
	md := TargetsMarkdown("kociemba", rows)
	for _, want := range []string{"| ≤ 21 | 4/4 |", "| default | 4/4 |", "CPU ms"} {
		if !strings.Contains(md, want) {
			t.Errorf("table lacks %q:\n%s", want, md)
		}
	}
	if _, err := Targets(context.Background(), "no-such-method", []int{21}, 1, 0, 0); err == nil {
		t.Error("unknown method: no error")
	}
}
