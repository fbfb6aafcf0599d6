package race

import (
	"strings"
	"testing"
	"time"
)

func TestSummarizeMarkdown(t *testing.T) {
	solve := func(mode string, moves int, ms float64, nodes [3]int64, solved bool) Checked {
		return Checked{Record: Record{Mode: mode, CPU: time.Duration(ms * 1e6), Probes: 2, Nodes: nodes}, Solved: solved, Moves: moves}
	}
	solves := []Checked{
		solve("max 21", 20, 1, [3]int64{1, 2, 3}, true),
		solve("max 20", 19, 4, [3]int64{-1, -1, -1}, true),
		solve("max 21", 18, 3, [3]int64{3, 4, 5}, true),
		solve("max 20", 0, 10, [3]int64{-1, -1, -1}, false),
	}
	rows := Summarize(solves)
	if len(rows) != 2 || rows[0].Mode != "max 21" || rows[1].Mode != "max 20" {
		t.Fatalf("rows %+v", rows)
	}
	r := rows[0]
	if r.Solved != 2 || r.Runs != 2 || r.Moves.Mean != 19 || r.Moves.Max != 20 || r.CPU.Mean != 2 || !r.Counted ||
		r.Nodes.Mean != 9 || r.NodeKinds != [3]float64{2, 3, 4} {
		t.Errorf("max 21: %+v", r)
	}
	r = rows[1]
	if r.Solved != 1 || r.Runs != 2 || r.Moves.Mean != 19 || r.CPU.Mean != 7 || r.Counted {
		t.Errorf("max 20: %+v", r)
	}
	md := Markdown(rows)
	for _, want := range []string{
		"| max 21 | 2/2 | 19.00 / 18 / 20 / 20 | 2.0 / 2 / 2 / 2 | 9 / 6 / 12 / 12 | 2 / 3 / 4 | 2.000 / 1.000 / 3.000 / 3.000 |",
		"| max 20 | 1/2 | 19.00 / 19 / 19 / 19 | 2.0 / 2 / 2 / 2 | not counted | not counted | 7.000 / 4.000 / 10.000 / 10.000 |",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("table lacks\n%s\n%s", want, md)
		}
	}
}

func TestBigMarkdown(t *testing.T) {
	solve := func(moves, btm int, cpuMs, wallMs float64, solved bool) Checked {
		return Checked{
			Record: Record{Mode: "TPR", CPU: time.Duration(cpuMs * 1e6), Wall: time.Duration(wallMs * 1e6), Probes: -1, Nodes: [3]int64{-1, -1, -1}},
			Solved: solved, Moves: moves, BTM: btm, TidyMoves: moves - 1, TidyBTM: btm - 2,
		}
	}
	rows := Summarize([]Checked{
		solve(44, 42, 200, 210, true),
		solve(46, 45, 300, 330, true),
		solve(0, 0, 100, 100, false),
	})
	if len(rows) != 1 {
		t.Fatalf("rows %+v", rows)
	}
	r := rows[0]
	if r.Solved != 2 || r.Runs != 3 || r.Moves.Mean != 45 || r.BTM.Mean != 43.5 || r.BTM.Max != 45 ||
		r.TidyMoves.Mean != 44 || r.TidyBTM.Max != 43 ||
		r.CPU.Mean != 200 || r.Wall.Mean != 640.0/3 || r.Wall.Max != 330 || r.Counted {
		t.Errorf("TPR: %+v", r)
	}
	md := BigMarkdown("TPR", 4, rows)
	for _, want := range []string{
		"TPR on the random-state 4x4x4 cubes of `cubelab bench -n 4`",
		"| call | solved | OBTM | BTM | OBTM tidied | BTM tidied | wall ms | CPU ms |",
		"| TPR | 2/3 | 45.00 / 44 / 46 / 46 | 43.50 / 42 / 45 / 45 | 44.00 / 43 / 45 / 45 | 41.50 / 40 / 43 / 43 | 213.3 / 210.0 / 330.0 / 330.0 | 200.0 / 200.0 / 300.0 / 300.0 |",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("table lacks\n%s\n%s", want, md)
		}
	}
}
