package race

import (
	"strings"
	"testing"
	"time"

	"cubelab/cube"
)

func TestParseRecords(t *testing.T) {
	in := "# comment\n\nmax 21\t3\t1500000\t1600000\t2\t10\t20\t30\tR U2 F'\n" +
		"max 20\t0\t7\t9\t1\t-1\t-1\t-1\tError 8\n" +
		"TPR\t1\t250000000\t260000000\t-1\t-1\t-1\t-1\tUw2 R  Fw' D2 \n"
	recs, err := ParseRecords(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []Record{
		{Mode: "max 21", Index: 3, CPU: 1500 * time.Microsecond, Wall: 1600 * time.Microsecond, Probes: 2, Nodes: [3]int64{10, 20, 30}, Solution: "R U2 F'"},
		{Mode: "max 20", Index: 0, CPU: 7, Wall: 9, Probes: 1, Nodes: [3]int64{-1, -1, -1}, Solution: "Error 8"},
		{Mode: "TPR", Index: 1, CPU: 250 * time.Millisecond, Wall: 260 * time.Millisecond, Probes: -1, Nodes: [3]int64{-1, -1, -1}, Solution: "Uw2 R  Fw' D2"},
	}
	if len(recs) != len(want) {
		t.Fatalf("%d records, want %d", len(recs), len(want))
	}
	for i := range want {
		if recs[i] != want[i] {
			t.Errorf("record %d: %+v, want %+v", i, recs[i], want[i])
		}
	}
	if !recs[0].Counted() || recs[1].Counted() || recs[2].Counted() {
		t.Error("Counted wrong")
	}
	for _, bad := range []string{
		"max 21\t3\t1\t2\t10\t20\t30\tR",           // 8 fields: the old layout, no wall time
		"max 21\tx\t1\t1\t2\t10\t20\t30\tR",        // index not a number
		"max 21\t-1\t1\t1\t2\t10\t20\t30\tR",       // negative index
		"max 21\t1\t-5\t1\t2\t10\t20\t30\tR",       // negative CPU time
		"max 21\t1\t5\t-1\t2\t10\t20\t30\tR",       // negative wall time
		"max 21\t1\t5\t5\t2\t10\t20\t30\tR\textra", // 10 fields
	} {
		if _, err := ParseRecords(strings.NewReader(bad)); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// raceCube is an NxNxN scrambled by a known sequence, so its solution is known.
func raceCube(t *testing.T, n int, scramble string) *cube.Cube {
	t.Helper()
	c := cube.MustNew(n)
	if err := c.ApplyString(scramble); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCheck(t *testing.T) {
	cubes := []*cube.Cube{
		raceCube(t, 3, "R U F'"),
		raceCube(t, 3, "D2 L"),
		raceCube(t, 4, "Rw U2 Fw' 2R"),
		raceCube(t, 5, "3Rw 2U Lw' B"),
	}
	tests := []struct {
		name      string
		rec       Record
		ok        bool
		solved    bool
		obtm, btm int
		// tidied: after algorithms.Tidy's simplifier
		tidyOBTM, tidyBTM int
	}{
		{"right", Record{Index: 0, Solution: "F U' R'"}, true, true, 3, 3, 3, 3},
		{"right, min2phase spacing", Record{Index: 1, Solution: "L'  D2 "}, true, true, 2, 2, 2, 2},
		{"gave up", Record{Index: 1, Solution: "Error 8"}, true, false, 0, 0, 0, 0},
		{"wrong", Record{Index: 0, Solution: "F U R'"}, false, false, 0, 0, 0, 0},
		{"other cube's", Record{Index: 1, Solution: "F U' R'"}, false, false, 0, 0, 0, 0},
		{"no such cube", Record{Index: 4, Solution: "R"}, false, false, 0, 0, 0, 0},
		{"not moves", Record{Index: 0, Solution: "Q"}, false, false, 0, 0, 0, 0},
		{"4x4, inner slice counts 2 in OBTM", Record{Index: 2, Solution: "2R' Fw U2 Rw'"}, true, true, 5, 4, 5, 4},
		{"4x4, TPR spacing", Record{Index: 2, Solution: "2R' Fw  U2 Rw' "}, true, true, 5, 4, 5, 4},
		{"4x4, as Rw R' and a rotation", Record{Index: 2, Solution: "Rw' R Fw U2 Rw' x y2"}, true, true, 5, 5, 5, 4},
		{"4x4, R R' cancel when tidied", Record{Index: 2, Solution: "R R' 2R' Fw U2 Rw'"}, true, true, 7, 6, 5, 4},
		{"4x4, ends turned as a whole", Record{Index: 2, Solution: "2R' Fw U2 Rw' y"}, true, true, 5, 4, 5, 4},
		{"4x4, wrong: one wing pair off", Record{Index: 2, Solution: "2R Fw U2 Rw'"}, false, false, 0, 0, 0, 0},
		{"4x4, wrong: 3x3 moves only", Record{Index: 2, Solution: "R' F U2 R'"}, false, false, 0, 0, 0, 0},
		{"4x4, wrong inner slice", Record{Index: 2, Solution: "3R' Fw U2 Rw'"}, false, false, 0, 0, 0, 0},
		{"4x4, move of a 5x5", Record{Index: 2, Solution: "5R' Fw U2 Rw'"}, false, false, 0, 0, 0, 0},
		{"5x5", Record{Index: 3, Solution: "B' Lw 2U' 3Rw'"}, true, true, 5, 4, 5, 4},
		{"5x5, wrong", Record{Index: 3, Solution: "B' Lw 2U 3Rw'"}, false, false, 0, 0, 0, 0},
	}
	for _, tt := range tests {
		got, err := Check(cubes, []Record{tt.rec})
		if (err == nil) != tt.ok {
			t.Errorf("%s: err %v, want ok=%v", tt.name, err, tt.ok)
			continue
		}
		if err != nil {
			continue
		}
		g := got[0]
		if g.Solved != tt.solved || g.Moves != tt.obtm || g.BTM != tt.btm || g.TidyMoves != tt.tidyOBTM || g.TidyBTM != tt.tidyBTM {
			t.Errorf("%s: solved %v OBTM %d BTM %d tidied %d %d, want %v %d %d tidied %d %d", tt.name,
				g.Solved, g.Moves, g.BTM, g.TidyMoves, g.TidyBTM, tt.solved, tt.obtm, tt.btm, tt.tidyOBTM, tt.tidyBTM)
		}
	}
	for i, c := range cubes {
		if c.IsSolved() {
			t.Errorf("Check changed cube %d", i)
		}
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
