package model

import (
	"fmt"
	"math"
	"slices"
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

// Result returns the time counted with the penalty, to the millisecond the
// clock measured; dnf is true for a DNF.
func (s Solve) Result() (d time.Duration, dnf bool) {
	switch s.Penalty {
	case PenaltyDNF:
		return s.Time, true
	case PenaltyPlus2:
		return s.Time + 2*time.Second, false
	}
	return s.Time, false
}

// Recorded returns the result as the WCA records it (regulations 9f1 and
// 9f2): under 10 minutes truncated to the hundredth, from 10 minutes on
// rounded to the nearest second. Statistics are computed from these.
func (s Solve) Recorded() (d time.Duration, dnf bool) {
	d, dnf = s.Result()
	return recordResult(d), dnf
}

// tenMinutes is where the WCA stops counting hundredths (regulation 9f2).
const tenMinutes = 10 * time.Minute

// recordResult truncates a result under 10 minutes to the hundredth and
// rounds a longer one to the nearest second (x.5 up), as regulations 9f1
// and 9f2 record single results.
func recordResult(d time.Duration) time.Duration {
	if d < tenMinutes {
		return d.Truncate(10 * time.Millisecond)
	}
	return d.Round(time.Second)
}

// roundStat rounds a mean or average of recorded results as regulations
// 9f1 and 9f2 do: to the nearest hundredth under 10 minutes, to the
// nearest second from 10 minutes on, halves up.
func roundStat(d time.Duration) time.Duration {
	if d < tenMinutes {
		return d.Round(10 * time.Millisecond)
	}
	return d.Round(time.Second)
}

// meanOf is sum/k rounded as WCA means are. The quotient is exact to the
// nanosecond below, and the rounding points are whole nanoseconds, so
// integer division never moves a result across one.
func meanOf(sum time.Duration, k int) time.Duration {
	return roundStat(sum / time.Duration(k))
}

// FormatTime writes a time as timers show it, to the hundredth (truncated,
// as WCA timers display): "9.87", "1:02.30".
func FormatTime(d time.Duration) string { return string(appendTime(nil, d)) }

// appendTime appends FormatTime(d) to b (without fmt: a save writes it
// for every solve).
func appendTime(b []byte, d time.Duration) []byte {
	cs := int64(d / (10 * time.Millisecond))
	if cs < 0 {
		cs = 0
	}
	sec, frac := cs/100, cs%100
	if sec >= 60 {
		b = strconv.AppendInt(b, sec/60, 10)
		b = append(b, ':', byte('0'+sec%60/10), byte('0'+sec%10))
	} else {
		b = strconv.AppendInt(b, sec, 10)
	}
	return append(b, '.', byte('0'+frac/10), byte('0'+frac%10))
}

// appendResult appends s.String() to b.
func (s Solve) appendResult(b []byte) []byte {
	switch s.Penalty {
	case PenaltyDNF:
		b = append(b, "DNF("...)
		return append(appendTime(b, recordResult(s.Time)), ')')
	case PenaltyPlus2:
		d, _ := s.Recorded()
		return append(appendTime(b, d), '+')
	}
	return appendTime(b, recordResult(s.Time))
}

// String shows the solve's recorded result: "12.34", "14.34+" (with +2) or
// "DNF(12.34)".
func (s Solve) String() string { return string(s.appendResult(nil)) }

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
// statistics csTimer and the WCA use. Every change bumps Version, so views
// redraw and saves re-encode only when something changed; the best single
// and the mean are kept up to date as solves are added (O(1) each) and
// recomputed once after any other change. Snapshot hands out the list
// without copying it: the list is copied before its next edit in place.
type Solves struct {
	list    []Solve
	version uint64
	shared  bool    // a Snapshot shares list's array: copy before editing in place
	sum     summary // aggregates of the list at version sum.version
}

// summary holds what Best and Mean need, for one version of the list.
type summary struct {
	valid    bool
	version  uint64
	finished int           // solves that are not DNF
	total    time.Duration // sum of their recorded results
	best     time.Duration // the best of them (finished > 0)
}

// add counts one more solve.
func (m *summary) add(v Solve) {
	d, dnf := v.Recorded()
	if dnf {
		return
	}
	if m.finished == 0 || d < m.best {
		m.best = d
	}
	m.finished++
	m.total += d
}

// summary returns the aggregates of the list as it is.
func (s *Solves) summary() *summary {
	if !s.sum.valid || s.sum.version != s.version {
		s.sum = summary{valid: true, version: s.version}
		for _, v := range s.list {
			s.sum.add(v)
		}
	}
	return &s.sum
}

// changed records an edit of the list.
func (s *Solves) changed() { s.version++ }

// Version counts the changes to the list: equal versions, equal lists.
func (s *Solves) Version() uint64 { return s.version }

// Len returns the number of solves.
func (s *Solves) Len() int { return len(s.list) }

// All returns a copy of the solves, oldest first.
func (s *Solves) All() []Solve { return append([]Solve(nil), s.list...) }

// Snapshot returns the solves as they are now without copying them (a
// save encodes it on another goroutine): later changes to s never show in
// it. Do not modify it.
func (s *Solves) Snapshot() []Solve {
	s.shared = true
	return s.list[:len(s.list):len(s.list)]
}

// own makes the list s's alone before an edit in place.
func (s *Solves) own() {
	if s.shared {
		s.list = slices.Clone(s.list)
		s.shared = false
	}
}

// At returns solve i (0 = oldest).
func (s *Solves) At(i int) Solve { return s.list[i] }

// Add appends a solve, its time rounded to the millisecond. (Appending
// never touches what a Snapshot sees: that ends at its own length.)
func (s *Solves) Add(v Solve) {
	v.Time = v.Time.Round(time.Millisecond)
	current := s.sum.valid && s.sum.version == s.version
	s.list = append(s.list, v)
	s.changed()
	if current {
		s.sum.add(v)
		s.sum.version = s.version
	}
}

// replace makes list the solves (a load).
func (s *Solves) replace(list []Solve) {
	s.list, s.shared = list, false
	s.changed()
}

// Delete removes solve i.
func (s *Solves) Delete(i int) error {
	if i < 0 || i >= len(s.list) {
		return fmt.Errorf("no solve %d (there are %d)", i+1, len(s.list))
	}
	if s.shared {
		s.list, s.shared = slices.Concat(s.list[:i], s.list[i+1:]), false
	} else {
		s.list = slices.Delete(s.list, i, i+1)
	}
	s.changed()
	return nil
}

// SetPenalty changes solve i's penalty (+2, DNF or none).
func (s *Solves) SetPenalty(i int, p Penalty) error {
	if i < 0 || i >= len(s.list) {
		return fmt.Errorf("no solve %d (there are %d)", i+1, len(s.list))
	}
	if s.list[i].Penalty == p {
		return nil
	}
	s.own()
	s.list[i].Penalty = p
	s.changed()
	return nil
}

// Clear removes every solve.
func (s *Solves) Clear() {
	s.list, s.shared = nil, false
	s.changed()
}

// Best is the best recorded single (DNFs excluded; DNF if every solve is
// one).
func (s *Solves) Best() Stat {
	if len(s.list) == 0 {
		return Stat{}
	}
	m := s.summary()
	if m.finished == 0 {
		return Stat{DNF: true, OK: true}
	}
	return Stat{Time: m.best, OK: true}
}

// Mean is the arithmetic mean of every finished solve's recorded result
// (csTimer's "mean"; DNFs are left out; DNF if all are DNF), rounded as
// the WCA rounds means.
func (s *Solves) Mean() Stat {
	if len(s.list) == 0 {
		return Stat{}
	}
	m := s.summary()
	if m.finished == 0 {
		return Stat{DNF: true, OK: true}
	}
	return Stat{Time: meanOf(m.total, m.finished), OK: true}
}

// Average is the WCA trimmed average ("aoK") of the last k solves.
func (s *Solves) Average(k int) Stat {
	return s.AverageAt(len(s.list)-1, k)
}

// AverageAt is the aoK of the k solves ending with solve end (0 = oldest).
func (s *Solves) AverageAt(end, k int) Stat {
	if k < 3 || end < k-1 || end >= len(s.list) {
		return Stat{}
	}
	return TrimmedAverage(s.list[end-k+1 : end+1])
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

// TrimmedAverage is the WCA average of the solves' recorded results: the
// best and worst Trim(k) are dropped and the rest averaged, rounded as
// the WCA rounds averages (regulation 9f). A DNF counts as the worst
// result, so one DNF in an ao5 is dropped; more DNFs than are dropped make
// the average DNF.
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
		rs[i].d, rs[i].dnf = v.Recorded()
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
	return Stat{Time: meanOf(sum, k-2*trim), OK: true}
}
