package race

import (
	"fmt"
	"strings"

	"cubelab/lab"
)

// Row is one solver call's (min2phase mode's) summary over the race's cubes,
// computed with lab.Summarize like `cubelab bench`'s targets table.
type Row struct {
	Mode         string
	Solved, Runs int
	Moves, BTM   lab.Dist // OBTM (HTM on the 3x3x3) and block turns
	TidyMoves    lab.Dist // the same after algorithms.Tidy's simplifier
	TidyBTM      lab.Dist
	CPU, Wall    lab.Dist // milliseconds: the solving thread's CPU time, the call's wall-clock time
	Probes       lab.Dist
	Nodes        lab.Dist   // total; zero when not counted
	NodeKinds    [3]float64 // mean pre-move, phase-1, phase-2 nodes
	Counted      bool
}

// Summarize groups checked solves by mode, in the order the modes first
// appear. Moves, probes and nodes are over the solved cubes; CPU time over
// every attempt, since a give-up costs time too.
func Summarize(solves []Checked) []Row {
	var rows []Row
	at := map[string]int{}
	type acc struct{ moves, btm, tidyMoves, tidyBTM, cpu, wall, probes, nodes []float64 }
	var accs []acc
	for _, s := range solves {
		i, ok := at[s.Mode]
		if !ok {
			i = len(rows)
			at[s.Mode] = i
			rows = append(rows, Row{Mode: s.Mode, Counted: true})
			accs = append(accs, acc{})
		}
		r, a := &rows[i], &accs[i]
		r.Runs++
		a.cpu = append(a.cpu, float64(s.CPU.Nanoseconds())/1e6)
		a.wall = append(a.wall, float64(s.Wall.Nanoseconds())/1e6)
		r.Counted = r.Counted && s.Counted()
		if !s.Solved {
			continue
		}
		r.Solved++
		a.moves = append(a.moves, float64(s.Moves))
		a.btm = append(a.btm, float64(s.BTM))
		a.tidyMoves = append(a.tidyMoves, float64(s.TidyMoves))
		a.tidyBTM = append(a.tidyBTM, float64(s.TidyBTM))
		a.probes = append(a.probes, float64(s.Probes))
		a.nodes = append(a.nodes, float64(s.Nodes[0]+s.Nodes[1]+s.Nodes[2]))
		for k, n := range s.Nodes {
			r.NodeKinds[k] += float64(n)
		}
	}
	for i := range rows {
		r, a := &rows[i], accs[i]
		r.Moves, r.BTM, r.Probes = lab.Summarize(a.moves), lab.Summarize(a.btm), lab.Summarize(a.probes)
		r.TidyMoves, r.TidyBTM = lab.Summarize(a.tidyMoves), lab.Summarize(a.tidyBTM)
		r.CPU, r.Wall = lab.Summarize(a.cpu), lab.Summarize(a.wall)
		if !r.Counted {
			r.NodeKinds = [3]float64{}
			continue
		}
		r.Nodes = lab.Summarize(a.nodes)
		for k := range r.NodeKinds {
			r.NodeKinds[k] /= float64(max(r.Solved, 1))
		}
	}
	return rows
}

// Markdown formats the rows in the layout of lab.TargetsMarkdown, with
// min2phase's probes and, when counted, its nodes split by kind.
func Markdown(rows []Row) string {
	var b strings.Builder
	b.WriteString("\nmin2phase on the same random-state 3x3x3 cubes (mean / median / p90 / max; CPU of the solving thread):\n\n")
	b.WriteString("| min2phase call | solved | moves | probes | nodes | nodes pre / p1 / p2 (mean) | CPU ms |\n|---|---|---|---|---|---|---|\n")
	for _, r := range rows {
		nodes, kinds := "not counted", "not counted"
		if r.Counted {
			nodes = fmt.Sprintf("%.0f / %.0f / %.0f / %.0f", r.Nodes.Mean, r.Nodes.Median, r.Nodes.P90, r.Nodes.Max)
			kinds = fmt.Sprintf("%.0f / %.0f / %.0f", r.NodeKinds[0], r.NodeKinds[1], r.NodeKinds[2])
		}
		fmt.Fprintf(&b, "| %s | %d/%d | %.2f / %.0f / %.0f / %.0f | %.1f / %.0f / %.0f / %.0f | %s | %s | %.3f / %.3f / %.3f / %.3f |\n",
			r.Mode, r.Solved, r.Runs, r.Moves.Mean, r.Moves.Median, r.Moves.P90, r.Moves.Max,
			r.Probes.Mean, r.Probes.Median, r.Probes.P90, r.Probes.Max, nodes, kinds,
			r.CPU.Mean, r.CPU.Median, r.CPU.P90, r.CPU.Max)
	}
	return b.String()
}

// BigMarkdown formats the rows of a big-cube race (TPR, cube555) against
// `cubelab bench -n N`: lengths in OBTM and BTM as the solver printed them
// and after the simplifier bench runs on Cubelab's answers (algorithms.Tidy),
// the call's wall-clock time (bench's time column) and the solving thread's
// CPU time (bench's CPU column).
func BigMarkdown(solver string, n int, rows []Row) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\n%s on the random-state %dx%dx%d cubes of `cubelab bench -n %d` (mean / median / p90 / max; OBTM: an inner block such as 2R counts two; BTM: any block one; tidied: after algorithms.Tidy's simplifier, as bench counts Cubelab's answers):\n\n", solver, n, n, n, n)
	b.WriteString("| call | solved | OBTM | BTM | OBTM tidied | BTM tidied | wall ms | CPU ms |\n|---|---|---|---|---|---|---|---|\n")
	moves := func(d lab.Dist) string {
		return fmt.Sprintf("%.2f / %.0f / %.0f / %.0f", d.Mean, d.Median, d.P90, d.Max)
	}
	ms := func(d lab.Dist) string {
		return fmt.Sprintf("%.1f / %.1f / %.1f / %.1f", d.Mean, d.Median, d.P90, d.Max)
	}
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %d/%d | %s | %s | %s | %s | %s | %s |\n", r.Mode, r.Solved, r.Runs,
			moves(r.Moves), moves(r.BTM), moves(r.TidyMoves), moves(r.TidyBTM), ms(r.Wall), ms(r.CPU))
	}
	return b.String()
}
