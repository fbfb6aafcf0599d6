package race

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// Record is one timed solve of a Java harness (lab/race/min2phase/Race.java,
// lab/race/tpr/Race.java): one line of tab-separated fields
//
//	mode  index  cpu_ns  wall_ns  probes  nodes_pre  nodes_p1  nodes_p2  solution
//
// mode names the solver call (e.g. "max 21"), index the cube (line of the
// cubes file, from 0), cpu_ns the solving thread's CPU time and wall_ns the
// wall-clock time of the call (they differ by the time the thread waited, and
// for a solver that works on other threads too), probes min2phase's own
// count of phase-2 starts (Search.numberOfProbes; -1 for other solvers), the
// nodes -1 when the harness ran an unpatched min2phase (see min2phase.sh for
// what a patched one counts) or another solver, and solution the solver's
// answer: moves, or "Error ..." when it gave up or failed.
// Lines starting with # are comments.
type Record struct {
	Mode     string
	Index    int
	CPU      time.Duration
	Wall     time.Duration
	Probes   int64
	Nodes    [3]int64 // pre-move, phase 1, phase 2; -1 when not counted
	Solution string
}

// Counted reports whether the record carries node counts.
func (r Record) Counted() bool { return r.Nodes[0] >= 0 }

// ParseRecords reads the harness's output.
func ParseRecords(r io.Reader) ([]Record, error) {
	var out []Record
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if strings.TrimSpace(text) == "" || strings.HasPrefix(text, "#") {
			continue
		}
		rec, err := parseRecord(text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		out = append(out, rec)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading records: %w", err)
	}
	return out, nil
}

func parseRecord(text string) (Record, error) {
	f := strings.Split(text, "\t")
	if len(f) != 9 {
		return Record{}, fmt.Errorf("%d fields, want 9", len(f))
	}
	var nums [7]int64
	for i := range nums {
		v, err := strconv.ParseInt(f[i+1], 10, 64)
		if err != nil {
			return Record{}, fmt.Errorf("field %d: %w", i+2, err)
		}
		nums[i] = v
	}
	if nums[0] < 0 || nums[1] < 0 || nums[2] < 0 {
		return Record{}, fmt.Errorf("negative index or time: %q", text)
	}
	return Record{
		Mode:     f[0],
		Index:    int(nums[0]),
		CPU:      time.Duration(nums[1]),
		Wall:     time.Duration(nums[2]),
		Probes:   nums[3],
		Nodes:    [3]int64{nums[4], nums[5], nums[6]},
		Solution: strings.TrimSpace(f[8]),
	}, nil
}
