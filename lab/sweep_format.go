package lab

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Markdown writes each size's report under its own heading, as a one-size
// run prints it, then the summary table and the methods skipped per size.
func (sw *SweepReport) Markdown(w io.Writer) error {
	var b strings.Builder
	for _, r := range sw.Reports {
		n := r.Options.N
		fmt.Fprintf(&b, "## %dx%dx%d\n\n", n, n, n)
		if err := r.Markdown(&b); err != nil {
			return err
		}
		b.WriteString("\n")
	}
	b.WriteString("## Summary\n\n")
	sw.writeSummary(&b)
	if note := sw.interruptedNote(); note != "" {
		b.WriteString("\n" + note + "\n")
	}
	if len(sw.Skipped) > 0 {
		b.WriteString("\nSkipped (the method does not solve that size): " + sw.skippedList() + ".\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeSummary writes the per-(method, size) table: how many solved, then
// the distribution of solution lengths and of solve times over the solved.
func (sw *SweepReport) writeSummary(b *strings.Builder) {
	b.WriteString("Moves in OBTM (HTM on 2x2x2 and 3x3x3: an inner slice is two); BTM counts any block of layers as one.\n\n")
	b.WriteString("| Method | Size | Solved | Moves mean | Moves median | Moves p90 | Moves max | BTM mean | Time mean | Time median | Time p90 | Time max |\n")
	b.WriteString("| ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- | ----- |\n")
	for _, d := range sw.Summary() {
		fmt.Fprintf(b, "| %s | %dx%d | %d/%d |", d.Method, d.N, d.N, d.Solved, d.Total)
		if d.Solved == 0 {
			b.WriteString(strings.Repeat(" - |", 9) + "\n")
			continue
		}
		m, t := d.Moves, d.Seconds
		fmt.Fprintf(b, " %.1f | %g | %g | %g | %.1f | %s | %s | %s | %s |\n",
			m.Mean, m.Median, m.P90, m.Max, d.BTM.Mean,
			fmtDur(seconds(t.Mean)), fmtDur(seconds(t.Median)), fmtDur(seconds(t.P90)), fmtDur(seconds(t.Max)))
	}
}

// interruptedNote says which sizes did not run, or not to the end, when the
// sweep was stopped; "" when it finished.
func (sw *SweepReport) interruptedNote() string {
	var parts []string
	if len(sw.Reports) < len(sw.Sizes) {
		parts = append(parts, fmt.Sprintf("Ran %d of the %d sizes (%s)", len(sw.Reports), len(sw.Sizes), joinSizes(sw.Sizes)))
	}
	for _, r := range sw.Reports {
		if want := len(r.Positions) * len(r.Methods); len(r.Results) < want {
			n := r.Options.N
			parts = append(parts, fmt.Sprintf("the %dx%dx%d stopped after %d of %d solves", n, n, n, len(r.Results), want))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, "; ") + "."
}

// skippedList writes "beginner on 4x4, 5x5; reduction on 3x3".
func (sw *SweepReport) skippedList() string {
	var order []string
	sizes := map[string][]string{}
	for _, s := range sw.Skipped {
		if _, seen := sizes[s.Method]; !seen {
			order = append(order, s.Method)
		}
		sizes[s.Method] = append(sizes[s.Method], fmt.Sprintf("%dx%d", s.N, s.N))
	}
	parts := make([]string, len(order))
	for i, m := range order {
		parts[i] = m + " on " + strings.Join(sizes[m], ", ")
	}
	return strings.Join(parts, "; ")
}

// CSV writes one row per solve of every size: a one-size report's columns
// after a leading size column.
func (sw *SweepReport) CSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(append([]string{"size"}, csvHeader...)); err != nil {
		return err
	}
	for _, r := range sw.Reports {
		size := strconv.Itoa(r.Options.N)
		for _, row := range r.csvRows() {
			if err := cw.Write(append([]string{size}, row...)); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}
