package model

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Penalty is a WCA penalty on a solve.
type Penalty int

// The penalties.
const (
	PenaltyNone  Penalty = iota
	PenaltyPlus2         // +2 seconds (inspection 15..17 s, or a misalignment)
	PenaltyDNF           // did not finish (inspection over 17 s, or given up)
)

func (p Penalty) String() string {
	switch p {
	case PenaltyPlus2:
		return "+2"
	case PenaltyDNF:
		return "DNF"
	}
	return ""
}

// ParsePenalty reads "", "+2" or "DNF".
func ParsePenalty(s string) (Penalty, error) {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "", "OK", "0":
		return PenaltyNone, nil
	case "+2", "2":
		return PenaltyPlus2, nil
	case "DNF":
		return PenaltyDNF, nil
	}
	return 0, fmt.Errorf("penalty %q: want empty, +2 or DNF", s)
}

// Solve is one timed solve: the clock's time (stored to the millisecond),
// its penalty, the scramble and when it ended.
type Solve struct {
	Time     time.Duration
	Penalty  Penalty
	Scramble string
	Date     time.Time
	Size     int // cube size N (0: unknown)
}

// Result returns the time counted with the penalty; dnf is true for a DNF.
func (s Solve) Result() (d time.Duration, dnf bool) {
	switch s.Penalty {
	case PenaltyDNF:
		return s.Time, true
	case PenaltyPlus2:
		return s.Time + 2*time.Second, false
	}
	return s.Time, false
}

// FormatTime writes a time as timers show it, to the hundredth (truncated,
// as WCA timers display): "9.87", "1:02.30".
func FormatTime(d time.Duration) string {
	cs := int64(d / (10 * time.Millisecond))
	if cs < 0 {
		cs = 0
	}
	sec, frac := cs/100, cs%100
	if sec >= 60 {
		return fmt.Sprintf("%d:%02d.%02d", sec/60, sec%60, frac)
	}
	return fmt.Sprintf("%d.%02d", sec, frac)
}

// String shows the solve's result: "12.34", "14.34+" (with +2) or
// "DNF(12.34)".
func (s Solve) String() string {
	switch s.Penalty {
	case PenaltyDNF:
		return "DNF(" + FormatTime(s.Time) + ")"
	case PenaltyPlus2:
		return FormatTime(s.Time+2*time.Second) + "+"
	}
	return FormatTime(s.Time)
}

// Stat is a statistic of a list of solves: a time, DNF, or nothing (too few
// solves).
type Stat struct {
	Time time.Duration
	DNF  bool
	OK   bool
}

// String writes "12.34", "DNF" or "-".
func (s Stat) String() string {
	switch {
	case !s.OK:
		return "-"
	case s.DNF:
		return "DNF"
	}
	return FormatTime(s.Time)
}

// Solves is a session's list of solves, oldest first, with the
// statistics csTimer and the WCA use.
type Solves struct {
	list []Solve
}

// Len returns the number of solves.
func (s *Solves) Len() int { return len(s.list) }

// All returns a copy of the solves, oldest first.
func (s *Solves) All() []Solve { return append([]Solve(nil), s.list...) }

// At returns solve i (0 = oldest).
func (s *Solves) At(i int) Solve { return s.list[i] }

// Add appends a solve, its time rounded to the millisecond.
func (s *Solves) Add(v Solve) {
	v.Time = v.Time.Round(time.Millisecond)
	s.list = append(s.list, v)
}

// Delete removes solve i.
func (s *Solves) Delete(i int) error {
	if i < 0 || i >= len(s.list) {
		return fmt.Errorf("no solve %d (there are %d)", i+1, len(s.list))
	}
	s.list = append(s.list[:i], s.list[i+1:]...)
	return nil
}

// SetPenalty changes solve i's penalty (+2, DNF or none).
func (s *Solves) SetPenalty(i int, p Penalty) error {
	if i < 0 || i >= len(s.list) {
		return fmt.Errorf("no solve %d (there are %d)", i+1, len(s.list))
	}
	s.list[i].Penalty = p
	return nil
}

// Clear removes every solve.
func (s *Solves) Clear() { s.list = nil }

// Best is the best single (DNFs excluded; DNF if every solve is one).
func (s *Solves) Best() Stat {
	if len(s.list) == 0 {
		return Stat{}
	}
	best := Stat{DNF: true, OK: true}
	for _, v := range s.list {
		if d, dnf := v.Result(); !dnf && (best.DNF || d < best.Time) {
			best = Stat{Time: d, OK: true}
		}
	}
	return best
}

// Mean is the arithmetic mean of every finished solve (csTimer's "mean";
// DNFs are left out; DNF if all are DNF).
func (s *Solves) Mean() Stat {
	var sum time.Duration
	k := 0
	for _, v := range s.list {
		if d, dnf := v.Result(); !dnf {
			sum += d
			k++
		}
	}
	switch {
	case len(s.list) == 0:
		return Stat{}
	case k == 0:
		return Stat{DNF: true, OK: true}
	}
	return Stat{Time: roundCentis(sum / time.Duration(k)), OK: true}
}

// Average is the WCA trimmed average ("aoK") of the last k solves.
func (s *Solves) Average(k int) Stat {
	if k < 3 || len(s.list) < k {
		return Stat{}
	}
	return TrimmedAverage(s.list[len(s.list)-k:])
}

// BestAverage is the best aoK over every run of k consecutive solves.
func (s *Solves) BestAverage(k int) Stat {
	best := Stat{}
	for end := k; end <= len(s.list); end++ {
		a := TrimmedAverage(s.list[end-k : end])
		if !best.OK || better(a, best) {
			best = a
		}
	}
	return best
}

func better(a, b Stat) bool {
	if a.DNF != b.DNF {
		return !a.DNF
	}
	return a.Time < b.Time
}

// Trim is how many solves an average of k drops at each end: 1 for ao5 and
// ao12 (WCA), 5% rounded up beyond (ao100 drops 5 each side, as csTimer).
func Trim(k int) int {
	if k <= 12 {
		return 1
	}
	return int(math.Ceil(float64(k) * 0.05))
}

// TrimmedAverage is the WCA average of the solves: the best and worst
// Trim(k) results are dropped and the rest averaged, rounded to the
// hundredth. A DNF counts as the worst result, so one DNF in an ao5 is
// dropped; more DNFs than are dropped make the average DNF.
func TrimmedAverage(solves []Solve) Stat {
	k := len(solves)
	if k < 3 {
		return Stat{}
	}
	trim := Trim(k)
	type res struct {
		d   time.Duration
		dnf bool
	}
	rs := make([]res, k)
	dnfs := 0
	for i, v := range solves {
		rs[i].d, rs[i].dnf = v.Result()
		if rs[i].dnf {
			dnfs++
		}
	}
	if dnfs > trim {
		return Stat{DNF: true, OK: true}
	}
	sort.Slice(rs, func(i, j int) bool {
		if rs[i].dnf != rs[j].dnf {
			return !rs[i].dnf
		}
		return rs[i].d < rs[j].d
	})
	var sum time.Duration
	for _, r := range rs[trim : k-trim] {
		sum += r.d
	}
	return Stat{Time: roundCentis(sum / time.Duration(k-2*trim)), OK: true}
}

// roundCentis rounds to the nearest hundredth, as WCA averages are.
func roundCentis(d time.Duration) time.Duration {
	return d.Round(10 * time.Millisecond)
}

// csvHeader is the first line of the CSV export.
var csvHeader = []string{"No.", "Time", "Penalty", "Result", "Scramble", "Date", "Size"}

// WriteCSV exports the solves: number, time in seconds to the millisecond,
// penalty, the result as shown, scramble, date (RFC 3339) and size.
func (s *Solves) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvHeader); err != nil {
		return err
	}
	for i, v := range s.list {
		rec := []string{
			strconv.Itoa(i + 1),
			strconv.FormatFloat(v.Time.Seconds(), 'f', 3, 64),
			v.Penalty.String(),
			v.String(),
			v.Scramble,
			v.Date.UTC().Format(time.RFC3339Nano),
			strconv.Itoa(v.Size),
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// ReadCSV reads WriteCSV's form (the header is required; the Result column
// is ignored, being derived). Errors name the line and the column.
func ReadCSV(r io.Reader) ([]Solve, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = len(csvHeader)
	head, err := cr.Read()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("solves CSV: empty (want the header %s)", strings.Join(csvHeader, ","))
		}
		return nil, fmt.Errorf("solves CSV: %w", err)
	}
	if strings.Join(head, ",") != strings.Join(csvHeader, ",") {
		return nil, fmt.Errorf("solves CSV: header %q, want %q", strings.Join(head, ","), strings.Join(csvHeader, ","))
	}
	var out []Solve
	for line := 2; ; line++ {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("solves CSV: %w", err)
		}
		sec, err := strconv.ParseFloat(rec[1], 64)
		if err != nil || sec < 0 || sec > 1e7 || math.IsNaN(sec) {
			return nil, fmt.Errorf("solves CSV line %d: Time %q: want seconds", line, rec[1])
		}
		p, err := ParsePenalty(rec[2])
		if err != nil {
			return nil, fmt.Errorf("solves CSV line %d: %w", line, err)
		}
		date, err := time.Parse(time.RFC3339Nano, rec[5])
		if err != nil {
			return nil, fmt.Errorf("solves CSV line %d: Date %q: want RFC 3339", line, rec[5])
		}
		size, err := strconv.Atoi(rec[6])
		if err != nil || size < 0 || size > 1000 {
			return nil, fmt.Errorf("solves CSV line %d: Size %q: want a cube size", line, rec[6])
		}
		out = append(out, Solve{
			Time:     time.Duration(math.Round(sec*1000)) * time.Millisecond,
			Penalty:  p,
			Scramble: rec[4],
			Date:     date,
			Size:     size,
		})
	}
}

// Import appends solves read from CSV.
func (s *Solves) Import(r io.Reader) (int, error) {
	in, err := ReadCSV(r)
	if err != nil {
		return 0, err
	}
	s.list = append(s.list, in...)
	return len(in), nil
}
