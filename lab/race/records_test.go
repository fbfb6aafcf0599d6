package race

import (
	"strings"
	"testing"
	"time"

	"cubelab/cube"
)

func TestParseRecords(t *testing.T) {
	in := "# comment\n\nmax 21\t3\t1500000\t2\t10\t20\t30\tR U2 F'\nmax 20\t0\t7\t1\t-1\t-1\t-1\tError 8\n"
	recs, err := ParseRecords(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []Record{
		{Mode: "max 21", Index: 3, CPU: 1500 * time.Microsecond, Probes: 2, Nodes: [3]int64{10, 20, 30}, Solution: "R U2 F'"},
		{Mode: "max 20", Index: 0, CPU: 7, Probes: 1, Nodes: [3]int64{-1, -1, -1}, Solution: "Error 8"},
	}
	if len(recs) != len(want) {
		t.Fatalf("%d records, want %d", len(recs), len(want))
	}
	for i := range want {
		if recs[i] != want[i] {
			t.Errorf("record %d: %+v, want %+v", i, recs[i], want[i])
		}
	}
	if !recs[0].Counted() || recs[1].Counted() {
		t.Error("Counted wrong")
	}
	for _, bad := range []string{
		"max 21\t3\t1\t2\t10\t20\tR",            // 7 fields
		"max 21\tx\t1\t2\t10\t20\t30\tR",        // index not a number
		"max 21\t-1\t1\t2\t10\t20\t30\tR",       // negative index
		"max 21\t1\t-5\t2\t10\t20\t30\tR",       // negative time
		"max 21\t1\t5\t2\t10\t20\t30\tR\textra", // 9 fields
	} {
		if _, err := ParseRecords(strings.NewReader(bad)); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// raceCube is a cube scrambled by a known sequence, so its solution is known.
func raceCube(t *testing.T, scramble string) *cube.Cube {
	t.Helper()
	c := cube.MustNew(3)
	if err := c.ApplyString(scramble); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCheck(t *testing.T) {
	cubes := []*cube.Cube{raceCube(t, "R U F'"), raceCube(t, "D2 L")}
	tests := []struct {
		name   string
		rec    Record
		ok     bool
		solved bool
		moves  int
	}{
		{"right", Record{Index: 0, Solution: "F U' R'"}, true, true, 3},
		{"right, min2phase spacing", Record{Index: 1, Solution: "L'  D2 "}, true, true, 2},
		{"gave up", Record{Index: 1, Solution: "Error 8"}, true, false, 0},
		{"wrong", Record{Index: 0, Solution: "F U R'"}, false, false, 0},
		{"other cube's", Record{Index: 1, Solution: "F U' R'"}, false, false, 0},
		{"no such cube", Record{Index: 2, Solution: "R"}, false, false, 0},
		{"not moves", Record{Index: 0, Solution: "Q"}, false, false, 0},
	}
	for _, tt := range tests {
		got, err := Check(cubes, []Record{tt.rec})
		if (err == nil) != tt.ok {
			t.Errorf("%s: err %v, want ok=%v", tt.name, err, tt.ok)
			continue
		}
		if err == nil && (got[0].Solved != tt.solved || got[0].Moves != tt.moves) {
			t.Errorf("%s: solved %v moves %d, want %v %d", tt.name, got[0].Solved, got[0].Moves, tt.solved, tt.moves)
		}
	}
	if c := cubes[0]; c.IsSolved() {
		t.Error("Check changed the cube")
	}
}

func TestMergeNodes(t *testing.T) {
	timed := []Record{{Mode: "m", Index: 0, Probes: 1, Nodes: [3]int64{-1, -1, -1}, Solution: "R"}}
	counted := []Record{{Mode: "m", Index: 0, Probes: 1, Nodes: [3]int64{1, 2, 3}, Solution: "R"}}
	got, err := MergeNodes(timed, counted)
	if err != nil || got[0].Nodes != [3]int64{1, 2, 3} || timed[0].Counted() {
		t.Errorf("merge: %+v, %v (timed %+v)", got, err, timed)
	}
	for name, other := range map[string][]Record{
		"other answer": {{Mode: "m", Index: 0, Probes: 1, Solution: "R'"}},
		"other probes": {{Mode: "m", Index: 0, Probes: 2, Solution: "R"}},
		"missing":      {{Mode: "m", Index: 1, Probes: 1, Solution: "R"}},
	} {
		if _, err := MergeNodes(timed, other); err == nil {
			t.Errorf("%s: merged", name)
		}
	}
}
