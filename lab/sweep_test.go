package lab

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"cubelab/lab/chart"

	_ "cubelab/algorithms/methods" // the 3x3x3 and big-cube methods, beside pocket's
)

func TestSweep(t *testing.T) {
	const runs = 12 // enough that p10, median and p90 are distinct ranks (2nd, 6th, 11th)
	sw, err := Sweep(context.Background(), SweepOptions{
		Sizes:   []int{2, 3},
		Options: Options{Methods: []string{"wastar", "corners-first", "thistlethwaite"}, Runs: runs, Seed: 7, Timeout: 5 * time.Second},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(sw.Reports) != 2 || sw.Reports[0].Options.N != 2 || sw.Reports[1].Options.N != 3 {
		t.Fatalf("reports for sizes %v", reportSizes(sw))
	}
	if !slices.Equal(sw.Reports[0].Methods, []string{"wastar"}) || !slices.Equal(sw.Reports[1].Methods, []string{"corners-first", "thistlethwaite"}) {
		t.Fatalf("methods per size: %v, %v", sw.Reports[0].Methods, sw.Reports[1].Methods)
	}
	wantSkipped := []Skipped{{"wastar", 3}, {"corners-first", 2}, {"thistlethwaite", 2}}
	if !slices.Equal(sw.Skipped, wantSkipped) {
		t.Errorf("skipped %v, want %v", sw.Skipped, wantSkipped)
	}

	rows := sw.Summary()
	if len(rows) != 3 {
		t.Fatalf("%d summary rows, want 3", len(rows))
	}
	for _, row := range rows {
		// Recompute the row from the raw results, the slow obvious way.
		var moves, secs []float64
		for _, r := range sw.Reports {
			for _, res := range r.Results {
				if r.Options.N == row.N && res.Method == row.Method && res.Solved {
					moves = append(moves, float64(res.Moves))
					secs = append(secs, res.Duration.Seconds())
				}
			}
		}
		if row.Solved != runs || row.Total != runs || len(moves) != runs {
			t.Errorf("%s %d: solved %d/%d, %d solved results", row.Method, row.N, row.Solved, row.Total, len(moves))
			continue
		}
		checkDistribution(t, row.Method+" moves", row.Moves, moves)
		checkDistribution(t, row.Method+" time", row.Seconds, secs)
	}

	var md bytes.Buffer
	if err := sw.Markdown(&md); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## 2x2x2", "## 3x3x3", "## Summary", "| Method | Size | Solved | Moves mean |",
		"| wastar | 2x2 | 12/12 |", "| corners-first | 3x3 | 12/12 |", "Skipped (the method does not solve that size): wastar on 3x3; corners-first on 2x2; thistlethwaite on 2x2."} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md.String())
		}
	}

	var buf bytes.Buffer
	if err := sw.CSV(&buf); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 1+3*runs || recs[0][0] != "size" || recs[0][1] != "method" {
		t.Fatalf("csv: %d rows, header %v", len(recs), recs[0])
	}
	if recs[1][0] != "2" || recs[1][1] != "wastar" || recs[len(recs)-1][0] != "3" {
		t.Errorf("csv rows: first %v, last %v", recs[1], recs[len(recs)-1])
	}

	paths, err := sw.Charts(t.TempDir())
	if err != nil || len(paths) != 2 || filepath.Base(paths[0]) != "sizes-moves.png" || filepath.Base(paths[1]) != "sizes-time.png" {
		t.Fatalf("charts %v: %v", paths, err)
	}
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if b := img.Bounds(); b.Dx() != chart.Width || b.Dy() != chart.Height {
			t.Errorf("%s: size %v", p, b)
		}
	}
}

// checkDistribution compares a summary against sorted nearest-rank order
// statistics of the sample.
func checkDistribution(t *testing.T, what string, got Distribution, xs []float64) {
	t.Helper()
	s := slices.Clone(xs)
	slices.Sort(s)
	rank := func(q float64) float64 { return s[int(math.Ceil(q*float64(len(s))))-1] }
	sum := 0.0
	for _, x := range s {
		sum += x
	}
	want := Distribution{Mean: sum / float64(len(s)), Min: s[0], P10: rank(0.1), Median: rank(0.5), P90: rank(0.9), Max: s[len(s)-1]}
	if math.Abs(got.Mean-want.Mean) > 1e-9*math.Max(1, want.Mean) || got.Min != want.Min || got.P10 != want.P10 ||
		got.Median != want.Median || got.P90 != want.P90 || got.Max != want.Max {
		t.Errorf("%s: got %+v, want %+v", what, got, want)
	}
}

func reportSizes(sw *SweepReport) []int {
	var out []int
	for _, r := range sw.Reports {
		out = append(out, r.Options.N)
	}
	return out
}

func TestSweepMethodErrors(t *testing.T) {
	tests := []struct {
		methods []string
		errHas  string
	}{
		{[]string{"corners-first", "no-such-method"}, `unknown method "no-such-method"`},
		{[]string{"corners-first", "reduction"}, "reduction solves none of the sizes 2, 3"},
	}
	for _, tt := range tests {
		_, err := Sweep(context.Background(), SweepOptions{Sizes: []int{2, 3}, Options: Options{Methods: tt.methods, Runs: 1}})
		if err == nil || !strings.Contains(err.Error(), tt.errHas) {
			t.Errorf("%v: error %v, want %q", tt.methods, err, tt.errHas)
		}
	}
}

// A cancelled sweep keeps the sizes that finished and says it stopped.
func TestSweepCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var sizesStarted []string
	sw, err := Sweep(ctx, SweepOptions{
		Sizes:   []int{2, 3},
		Options: Options{Methods: []string{"wastar", "corners-first"}, Runs: 2, Timeout: 5 * time.Second},
		Progress: func(done, total int, method string) {
			if done == 0 {
				sizesStarted = append(sizesStarted, method)
			}
			if done == total && strings.HasPrefix(method, "2x2") {
				cancel() // the 2x2x2 is done: stop before the 3x3x3
			}
		},
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want cancelled", err)
	}
	if got := reportSizes(sw); !slices.Equal(got, []int{2}) {
		t.Errorf("finished sizes %v, want [2] (progress: %v)", got, sizesStarted)
	}
	var md bytes.Buffer
	_ = sw.Markdown(&md)
	if !strings.Contains(md.String(), "Ran 1 of the 2 sizes (2, 3).") || !strings.Contains(md.String(), "| wastar | 2x2 | 2/2 |") {
		t.Errorf("markdown:\n%s", md.String())
	}
}

// A solve cut off by the interrupt is left out, not counted as a failure of
// the method.
func TestRunInterruptDropsCutSolve(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rep, err := Run(ctx, Options{N: 3, Methods: []string{"test-stuck"}, Runs: 2, Timeout: 30 * time.Millisecond,
		Progress: func(done, total int, method string) {
			if method == "stuck" && done == 0 { // the first timed solve, past the warm-up ("stuck (setup)")
				time.AfterFunc(5*time.Millisecond, cancel)
			}
		}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want cancelled", err)
	}
	if len(rep.Results) != 0 {
		t.Errorf("results %+v, want none", rep.Results)
	}
	sw := &SweepReport{Sizes: []int{3, 4}, Reports: []*Report{{Options: Options{N: 3}, Positions: make([]Position, 2), Methods: []string{"a"}, Results: []Result{{Method: "a", Solved: true}}}}}
	if got, want := sw.interruptedNote(), "Ran 1 of the 2 sizes (3, 4); the 3x3x3 stopped after 1 of 2 solves."; got != want {
		t.Errorf("note %q, want %q", got, want)
	}
}
