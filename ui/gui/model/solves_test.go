package model

import (
	"bytes"
	"encoding/csv"
	"strconv"
	"strings"
	"testing"
	"time"
)

func ms(v int) time.Duration { return time.Duration(v) * time.Millisecond }

// solves builds a list from results: "12.345", "+12.345" (+2), "DNF".
func solvesOf(t *testing.T, rs ...string) *Solves {
	t.Helper()
	var s Solves
	for _, r := range rs {
		v := Solve{Size: 3}
		switch {
		case r == "DNF":
			v.Time, v.Penalty = ms(30000), PenaltyDNF
		case strings.HasPrefix(r, "+"):
			v.Time, v.Penalty = parseSec(t, r[1:]), PenaltyPlus2
		default:
			v.Time = parseSec(t, r)
		}
		s.Add(v)
	}
	return &s
}

func parseSec(t *testing.T, s string) time.Duration {
	d, err := time.ParseDuration(s + "s")
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// WCA average arithmetic: drop best and worst, a DNF is the worst, two DNFs
// in an ao5 make it DNF, averages round to the hundredth.
func TestTrimmedAverages(t *testing.T) {
	tests := []struct {
		name    string
		results []string
		k       int
		want    string
	}{
		{"plain ao5", []string{"10.00", "11.00", "12.00", "13.00", "14.00"}, 5, "12.00"},
		{"ao5 rounds to the hundredth", []string{"10.001", "10.002", "10.004", "9", "20"}, 5, "10.00"},
		{"ao5 of recorded (truncated) hundredths", []string{"10.005", "10.005", "10.009", "1", "99"}, 5, "10.00"},
		{"ao5 rounds to the nearest hundredth", []string{"10.00", "10.01", "10.01", "1", "99"}, 5, "10.01"},
		{"one DNF is the dropped worst", []string{"10.00", "DNF", "12.00", "13.00", "14.00"}, 5, "13.00"},
		{"two DNFs make a DNF average", []string{"10.00", "DNF", "12.00", "DNF", "14.00"}, 5, "DNF"},
		{"+2 counts", []string{"10.00", "+10.00", "12.00", "13.00", "14.00"}, 5, "12.33"},
		{"last five only", []string{"DNF", "DNF", "1.00", "2.00", "3.00", "4.00", "5.00"}, 5, "3.00"},
		{"too few", []string{"1.00", "2.00"}, 5, "-"},
		{"ao12 drops one each side", []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "100"}, 12, "6.50"},
		{"ao12 with one DNF", []string{"DNF", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "1"}, 12, "6.50"},
		{"ao12 with two DNFs", []string{"DNF", "2", "3", "4", "5", "6", "7", "8", "9", "10", "DNF", "1"}, 12, "DNF"},
	}
	for _, tt := range tests {
		if got := solvesOf(t, tt.results...).Average(tt.k).String(); got != tt.want {
			t.Errorf("%s: ao%d = %s, want %s", tt.name, tt.k, got, tt.want)
		}
	}
	// ao100 drops 5 at each end: 5 DNFs are fine, 6 are not.
	var rs []string
	for i := 1; i <= 100; i++ {
		rs = append(rs, strconv.Itoa(i))
	}
	if got := solvesOf(t, rs...).Average(100).String(); got != "50.50" {
		t.Errorf("ao100 of 1..100 = %s, want 50.50", got)
	}
	for i := 0; i < 5; i++ {
		rs[i*10] = "DNF"
	}
	if got := solvesOf(t, rs...).Average(100); got.DNF {
		t.Errorf("ao100 with 5 DNFs is DNF")
	}
	rs[99] = "DNF"
	if got := solvesOf(t, rs...).Average(100); !got.DNF {
		t.Errorf("ao100 with 6 DNFs = %s, want DNF", got)
	}
	if Trim(5) != 1 || Trim(12) != 1 || Trim(100) != 5 || Trim(50) != 3 {
		t.Error("trim counts")
	}
}

func TestSolvesStatsAndEdits(t *testing.T) {
	s := solvesOf(t, "12.00", "DNF", "+9.00", "15.50", "10.25")
	if got := s.Best().String(); got != "10.25" {
		t.Errorf("best %s", got)
	}
	// mean of the finished: (12 + 11 + 15.5 + 10.25) / 4 = 12.1875 -> 12.19
	if got := s.Mean().String(); got != "12.19" {
		t.Errorf("mean %s", got)
	}
	if got := s.Average(5).String(); got != "12.83" { // drop 10.25 and DNF: (12+11+15.5)/3
		t.Errorf("ao5 %s", got)
	}
	if err := s.SetPenalty(1, PenaltyNone); err != nil { // the DNF was 30 s
		t.Fatal(err)
	}
	if got := s.Average(5).String(); got != "12.83" { // 30 is now the dropped worst
		t.Errorf("ao5 after un-DNF %s", got)
	}
	_ = s.SetPenalty(0, PenaltyDNF)
	_ = s.SetPenalty(3, PenaltyDNF)
	if got := s.Average(5).String(); got != "DNF" {
		t.Errorf("ao5 with two DNFs %s", got)
	}
	if err := s.Delete(0); err != nil || s.Len() != 4 || s.At(0).Time != ms(30000) {
		t.Fatalf("delete: %v, %d left", err, s.Len())
	}
	if s.Delete(4) == nil || s.SetPenalty(-1, PenaltyDNF) == nil {
		t.Error("edits out of range accepted")
	}
	if got := s.Average(5).String(); got != "-" {
		t.Errorf("ao5 of 4 solves %s", got)
	}
	best := solvesOf(t, "20", "20", "20", "20", "20", "1", "1", "1", "1", "1", "20")
	if got := best.BestAverage(5).String(); got != "1.00" {
		t.Errorf("best ao5 %s", got)
	}
	var empty Solves
	if empty.Best().OK || empty.Mean().OK || empty.Average(5).OK {
		t.Error("stats of no solves")
	}
	if got := solvesOf(t, "DNF").Best().String(); got != "DNF" {
		t.Errorf("best of a DNF: %s", got)
	}
}

func TestFormatTime(t *testing.T) {
	for _, tt := range []struct {
		d    time.Duration
		want string
	}{
		{ms(9876), "9.87"}, {ms(9879), "9.87"}, {ms(62300), "1:02.30"}, {0, "0.00"}, {ms(3600000), "60:00.00"},
	} {
		if got := FormatTime(tt.d); got != tt.want {
			t.Errorf("FormatTime(%v) = %s, want %s", tt.d, got, tt.want)
		}
	}
	if got := (Solve{Time: ms(12345), Penalty: PenaltyPlus2}).String(); got != "14.34+" {
		t.Errorf("+2 solve shows %s", got)
	}
	if got := (Solve{Time: ms(12345), Penalty: PenaltyDNF}).String(); got != "DNF(12.34)" {
		t.Errorf("DNF solve shows %s", got)
	}
}

func TestSolvesCSV(t *testing.T) {
	s := solvesOf(t, "12.345", "DNF", "+9.001")
	date := time.Date(2026, 11, 23, 22, 0, 0, 0, time.UTC)
	for i := range s.list {
		s.list[i].Date = date.Add(time.Duration(i) * time.Minute)
		s.list[i].Scramble = `R U R' "quoted", F2`
	}
	var buf bytes.Buffer
	if err := s.WriteCSV(&buf); err != nil {
		t.Fatal(err)
	}
	var back Solves
	if n, err := back.Import(bytes.NewReader(buf.Bytes())); err != nil || n != 3 {
		t.Fatalf("import: %d %v\n%s", n, err, buf.String())
	}
	for i := range s.list {
		if back.At(i) != s.At(i) {
			t.Errorf("solve %d: %+v, want %+v", i, back.At(i), s.At(i))
		}
	}
	for _, bad := range []string{
		"",
		"a,b\n",
		"No.,Time,Penalty,Result,Scramble,Date,Size\n1,abc,,x,R,2026-11-23T22:00:00Z,3\n",
		"No.,Time,Penalty,Result,Scramble,Date,Size\n1,1.5,+3,x,R,2026-11-23T22:00:00Z,3\n",
		"No.,Time,Penalty,Result,Scramble,Date,Size\n1,1.5,,x,R,yesterday,3\n",
		"No.,Time,Penalty,Result,Scramble,Date,Size\n1,1.5,,x,R,2026-11-23T22:00:00Z\n",
	} {
		if _, err := ReadCSV(strings.NewReader(bad)); err == nil {
			t.Errorf("bad CSV read: %q", bad)
		}
	}
}

// WriteCSV's own row writer writes exactly what encoding/csv writes.
func TestWriteCSVAsEncodingCSV(t *testing.T) {
	date := time.Date(2026, 11, 23, 22, 0, 0, 123456789, time.FixedZone("x", 3600))
	var s Solves
	for i, scr := range []string{"R U R' U'", "", `a "quoted", one`, " leading space", `\.`, "line\nbreak", "tab\tin", "ünï"} {
		s.Add(Solve{Time: ms(1000*i + 7), Penalty: Penalty(i % 3), Scramble: scr, Date: date, Size: i})
	}
	s.Add(Solve{Time: 11 * time.Minute, Date: date})
	var got, want bytes.Buffer
	if err := s.WriteCSV(&got); err != nil {
		t.Fatal(err)
	}
	cw := csv.NewWriter(&want)
	_ = cw.Write(csvHeader)
	for i, v := range s.list {
		_ = cw.Write([]string{strconv.Itoa(i + 1), strconv.FormatFloat(v.Time.Seconds(), 'f', 3, 64), v.Penalty.String(),
			v.String(), v.Scramble, v.Date.UTC().Format(time.RFC3339Nano), strconv.Itoa(v.Size)})
	}
	cw.Flush()
	if got.String() != want.String() {
		t.Errorf("WriteCSV wrote\n%s\nencoding/csv writes\n%s", got.String(), want.String())
	}
}
