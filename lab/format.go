package lab

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Markdown writes the comparison report: the per-method table (for 2x2x2 with
// an optimal oracle, its columns; for larger cubes, moves and a time
// distribution instead of the optimal ratio) and, when known, the
// distribution of optimal lengths.
func (r *Report) Markdown(w io.Writer) error {
	o := r.Options
	var b strings.Builder
	scrambles := fmt.Sprintf("%d scrambles of %s random moves", len(r.Positions), moveRange(o))
	if o.RandomState {
		scrambles = fmt.Sprintf("%d random-state scrambles", len(r.Positions))
	}
	metric := "Lengths in HTM as the WCA counts (a slice turn is two)"
	if o.N > 3 {
		metric = "Lengths in OBTM, outer block turns (an inner block such as 2R is two, as Rw R'), and BTM, block turns (any block of layers is one)"
	}
	fmt.Fprintf(&b, "%s (seed %d) on the %dx%dx%d, methods run one at a time (each on every scramble, then the next), %v timeout per solve (a timeout is a failure). %s; times are wall-clock, CPU time is the solving thread's own.\n\n",
		scrambles, o.Seed, o.N, o.N, o.N, o.Timeout, metric)
	bigCube := o.N > 3
	stats := r.Stats()
	withOpt := r.OptimalDistribution() != nil
	if withOpt {
		b.WriteString("| Algorithm | Solved | Time average (max, min, std. dev.) | Average time worse than the best | Visited nodes (max, min, std. dev.) | Optimal solution length ratio average | Time complexity | Spacial complexity | CPU time average |\n")
		b.WriteString("| ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- |\n")
	} else {
		if bigCube {
			b.WriteString("| Algorithm | Solved | Time average (max, min, std. dev.) | Time median, 90th percentile | Average time worse than the best | Visited nodes (max, min, std. dev.) | OBTM mean (max) | OBTM median, 90th percentile | BTM mean | Time complexity | Spacial complexity | CPU time average |\n")
			b.WriteString("| ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- |\n")
		} else {
			b.WriteString("| Algorithm | Solved | Time average (max, min, std. dev.) | Time median, 90th percentile | Average time worse than the best | Visited nodes (max, min, std. dev.) | Moves mean (max) | Moves median, 90th percentile | Time complexity | Spacial complexity | CPU time average |\n")
			b.WriteString("| ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- |\n")
		}
	}
	for _, st := range stats {
		solved := fmt.Sprintf("%d/%d", st.Solved, st.Solved+st.Failed)
		if st.Solved+st.Failed == 0 {
			solved = "not run" // an interrupted run stopped before this method
		}
		if st.TimedOut > 0 {
			solved += fmt.Sprintf(" (%d timed out)", st.TimedOut)
		}
		timeCol, vs, nodes := "-", "-", "-"
		if st.Solved > 0 {
			timeCol = fmt.Sprintf("%s (%s, %s, σ: %s)", fmtDur(st.TimeMean), fmtDur(st.TimeMax), fmtDur(st.TimeMin), fmtDur(st.TimeSD))
			vs = fmt.Sprintf("%.3f", st.VsBest)
			if st.HasNodes {
				nodes = fmt.Sprintf("%s (%s, %s, σ: %s)", fmtNum(st.NodesMean), fmtNum(st.NodesMax), fmtNum(st.NodesMin), fmtNum(st.NodesSD))
			}
		}
		cpu := "-"
		if st.CPUMean > 0 {
			cpu = fmtDur(st.CPUMean)
		}
		if withOpt {
			ratio := "-"
			if st.OptimalRatio > 0 {
				ratio = strconv.FormatFloat(st.OptimalRatio, 'f', 3, 64)
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", st.Method, solved, timeCol, vs, nodes, ratio, st.TimeComplexity, st.SpaceComplexity, cpu)
		} else {
			dist, mv, mvDist, btm := "-", "-", "-", "-"
			if st.Solved > 0 {
				dist = fmt.Sprintf("%s, %s", fmtDur(st.TimeP50), fmtDur(st.TimeP90))
				mv = fmt.Sprintf("%.2f (%d)", st.MovesMean, st.MovesMax)
				mvDist = fmt.Sprintf("%d, %d", st.MovesP50, st.MovesP90)
				btm = fmt.Sprintf("%.2f", st.BTMMean)
			}
			if bigCube {
				fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", st.Method, solved, timeCol, dist, vs, nodes, mv, mvDist, btm, st.TimeComplexity, st.SpaceComplexity, cpu)
				continue
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", st.Method, solved, timeCol, dist, vs, nodes, mv, mvDist, st.TimeComplexity, st.SpaceComplexity, cpu)
		}
	}
	if d := r.OptimalDistribution(); d != nil {
		b.WriteString("\n| Optimal solution moves | Appearances | Distribution |\n| ----- | ----- | ----- |\n")
		var ks []int
		for k := range d {
			ks = append(ks, k)
		}
		slices.Sort(ks)
		for _, k := range ks {
			fmt.Fprintf(&b, "| %d | %d | %.2f |\n", k, d[k], float64(d[k])/float64(len(r.Positions)))
		}
	}
	if fails := r.failures(); len(fails) > 0 {
		b.WriteString("\nFailures:\n\n")
		for _, f := range fails {
			fmt.Fprintf(&b, "- %s\n", f)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// failures lists the first few failures per method, to say why.
func (r *Report) failures() []string {
	var out []string
	per := map[string]int{}
	for _, res := range r.Results {
		if res.Solved {
			continue
		}
		per[res.Method]++
		if per[res.Method] <= 3 {
			out = append(out, fmt.Sprintf("%s on scramble %d: %s", res.Method, res.Position+1, res.Err))
		}
	}
	return out
}

func moveRange(o Options) string {
	if o.MinMoves == o.MaxMoves {
		return strconv.Itoa(o.MinMoves)
	}
	return fmt.Sprintf("%d-%d", o.MinMoves, o.MaxMoves)
}

// fmtDur writes a duration with three significant digits in a fitting unit.
func fmtDur(d time.Duration) string {
	s := d.Seconds()
	switch {
	case s >= 1:
		return fmt.Sprintf("%.3f s", s)
	case s >= 1e-3:
		return fmt.Sprintf("%.3g ms", s*1e3)
	default:
		return fmt.Sprintf("%.3g µs", s*1e6)
	}
}

// fmtNum writes a count with thousands separators (two decimals for
// non-integers, as the original study's means).
func fmtNum(x float64) string {
	neg := x < 0
	x = math.Abs(x)
	whole := int64(x)
	frac := x - float64(whole)
	s := strconv.FormatInt(whole, 10)
	var b strings.Builder
	for i, ch := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	out := b.String()
	if frac > 0.005 {
		out += strings.TrimPrefix(strconv.FormatFloat(frac, 'f', 2, 64), "0")
	}
	if neg {
		out = "-" + out
	}
	return out
}

// csvHeader names the columns of a report's CSV rows.
var csvHeader = []string{"method", "scramble_no", "scramble", "optimal_htm", "solved", "timed_out", "moves_htm", "moves_qtm", "time_us", "cpu_us", "visited", "generated", "peak_memory", "error", "moves_obtm", "moves_btm"}

// CSV writes one row per solve.
func (r *Report) CSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	_ = cw.Write(csvHeader)
	for _, row := range r.csvRows() {
		_ = cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// csvRows returns one row per solve, in csvHeader's columns.
func (r *Report) csvRows() [][]string {
	rows := make([][]string, 0, len(r.Results))
	for _, res := range r.Results {
		opt := ""
		if res.Optimal >= 0 {
			opt = strconv.Itoa(res.Optimal)
		}
		rows = append(rows, []string{
			res.Method, strconv.Itoa(res.Position + 1), r.Positions[res.Position].Scramble.String(), opt,
			strconv.FormatBool(res.Solved), strconv.FormatBool(res.TimedOut),
			strconv.Itoa(res.Moves), strconv.Itoa(res.QTM),
			strconv.FormatFloat(float64(res.Duration.Nanoseconds())/1e3, 'f', 1, 64),
			strconv.FormatFloat(float64(res.CPU.Nanoseconds())/1e3, 'f', 1, 64),
			strconv.FormatInt(res.Visited, 10), strconv.FormatInt(res.Generated, 10), strconv.FormatInt(res.Memory, 10), res.Err,
			strconv.Itoa(res.Moves), strconv.Itoa(res.BTM),
		})
	}
	return rows
}
