// Command report checks a race's answers and prints its table: it reads the
// cubes (lab/race/cubes) and the Java harness's records, applies every
// solution to its cube with Cubelab's kernel (exit status 1 if one does not
// solve it), and prints a Markdown summary per solver call.
//
//	go run ./lab/race/report -cubes cubes.txt -times times.tsv [-nodes nodes.tsv]
//	go run ./lab/race/report -n 4 -solver TPR -cubes cubes.txt -times times.tsv
//
// -nodes is a run of the counting copy of min2phase (see min2phase.sh); its
// answers must equal the timed run's. With -n 4 or more the table is the
// big-cube one (OBTM and BTM, wall-clock and CPU time).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"

	"cubelab/lab/race"
)

func main() {
	cubesPath := flag.String("cubes", "", "the cubes file written by lab/race/cubes")
	timesPath := flag.String("times", "", "records of the timed (unpatched) min2phase run")
	nodesPath := flag.String("nodes", "", "records of the node-counting min2phase run (optional)")
	n := flag.Int("n", 3, "cube size of the race")
	solver := flag.String("solver", "min2phase", "the raced solver's name, for the table")
	flag.Parse()
	if *cubesPath == "" || *timesPath == "" {
		fmt.Fprintln(os.Stderr, "report: -cubes and -times are required")
		os.Exit(2)
	}
	if err := run(*n, *solver, *cubesPath, *timesPath, *nodesPath); err != nil {
		fmt.Fprintln(os.Stderr, "report:", err)
		os.Exit(1)
	}
}

func run(n int, solver, cubesPath, timesPath, nodesPath string) error {
	lines, err := readLines(cubesPath)
	if err != nil {
		return err
	}
	cubes, err := race.ParseFacelets(lines, n)
	if err != nil {
		return fmt.Errorf("%s: %w", cubesPath, err)
	}
	recs, err := readRecords(timesPath)
	if err != nil {
		return err
	}
	if nodesPath != "" {
		counted, err := readRecords(nodesPath)
		if err != nil {
			return err
		}
		if recs, err = race.MergeNodes(recs, counted); err != nil {
			return err
		}
	}
	checked, err := race.Check(cubes, recs)
	if err != nil {
		return err
	}
	fmt.Printf("verified: %d answers of %s applied to their cubes by Cubelab's kernel; every solution solves its cube\n", len(checked), solver)
	if n == 3 {
		fmt.Print(race.Markdown(race.Summarize(checked)))
	} else {
		fmt.Print(race.BigMarkdown(solver, n, race.Summarize(checked)))
	}
	return nil
}

func readLines(path string) ([]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading cubes: %w", err)
	}
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out, nil
}

func readRecords(path string) ([]race.Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("reading records: %w", err)
	}
	defer f.Close()
	recs, err := race.ParseRecords(bufio.NewReader(f))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return recs, nil
}
