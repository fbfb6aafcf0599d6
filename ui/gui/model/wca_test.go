package model

import (
	"testing"
	"time"
)

// WCA regulation 9f1: a result under 10 minutes is recorded truncated to
// the hundredth, and means and averages are of the recorded results,
// rounded to the nearest hundredth (half up); 9f2: results, means and
// averages over 10 minutes are rounded to the nearest second. The clock
// keeps milliseconds, so statistics must not average those (issue 42
// item 7: one 5.255 s solve showed "best 5.25, mean 5.26"; an ao5 whose
// counting solves show 5.35, 6.49 and 7.88 showed 6.58, not 6.57).
func TestWCARecordedStatistics(t *testing.T) {
	tests := []struct {
		name    string
		results []string
		best    string
		mean    string
		ao5     string
	}{
		{"one 5.255 s solve", []string{"5.255"}, "5.25", "5.25", "-"},
		{"ao5 of the recorded hundredths", []string{"5.359", "6.499", "7.889", "4.201", "9.102"}, "4.20", "6.60", "6.57"},
		{"mean half a hundredth rounds up", []string{"1.009", "1.019"}, "1.00", "1.01", "-"},
		{"+2 adds to the recorded time", []string{"+10.009", "10.009", "10.009", "1", "99"}, "1.00", "26.40", "10.67"},
		{"a DNF is dropped, the rest recorded", []string{"3.339", "DNF", "3.349", "3.359", "1.01"}, "1.01", "2.76", "3.34"},
		{"over 10 minutes: whole seconds", []string{"600.4", "601.6"}, "10:00.00", "10:01.00", "-"},
		{"mean over 10 minutes rounds to the second", []string{"599.99", "601.00"}, "9:59.99", "10:00.00", "-"},
	}
	for _, tt := range tests {
		s := solvesOf(t, tt.results...)
		if got := s.Best().String(); got != tt.best {
			t.Errorf("%s: best %s, want %s", tt.name, got, tt.best)
		}
		if got := s.Mean().String(); got != tt.mean {
			t.Errorf("%s: mean %s, want %s", tt.name, got, tt.mean)
		}
		if got := s.Average(5).String(); got != tt.ao5 {
			t.Errorf("%s: ao5 %s, want %s", tt.name, got, tt.ao5)
		}
	}
}

// A single is shown as recorded: truncated under 10 minutes, rounded to
// the second above.
func TestRecordedSingle(t *testing.T) {
	for _, tt := range []struct {
		v    Solve
		want string
	}{
		{Solve{Time: ms(5255)}, "5.25"},
		{Solve{Time: ms(5259), Penalty: PenaltyPlus2}, "7.25+"},
		{Solve{Time: ms(5259), Penalty: PenaltyDNF}, "DNF(5.25)"},
		{Solve{Time: ms(600499)}, "10:00.00"},
		{Solve{Time: ms(600500)}, "10:01.00"},
		{Solve{Time: 10*time.Minute - ms(1)}, "9:59.99"},
	} {
		if got := tt.v.String(); got != tt.want {
			t.Errorf("%+v shows %s, want %s", tt.v, got, tt.want)
		}
	}
}
