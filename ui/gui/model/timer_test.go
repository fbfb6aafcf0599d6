package model

import (
	"testing"
	"time"
)

func TestInspectionPenalty(t *testing.T) {
	for _, tt := range []struct {
		d    time.Duration
		want Penalty
	}{
		{0, PenaltyNone}, {ms(14999), PenaltyNone}, {ms(15000), PenaltyNone},
		{ms(15001), PenaltyPlus2}, {ms(17000), PenaltyPlus2}, {ms(17001), PenaltyDNF}, {time.Minute, PenaltyDNF},
	} {
		if got := InspectionPenalty(tt.d); got != tt.want {
			t.Errorf("InspectionPenalty(%v) = %v, want %v", tt.d, got, tt.want)
		}
	}
}

// A timed solve with inspection: the clock starts on the first turn that is
// not a rotation, the inspection time decides the penalty, and it stops
// when the cube is solved.
func TestTimerInspection(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	at := func(v int) time.Time { return t0.Add(ms(v)) }
	tests := []struct {
		inspect int // ms before the first turn
		want    Penalty
		show    string
	}{
		{8000, PenaltyNone, "12.34"},
		{16000, PenaltyPlus2, "14.34+"},
		{17500, PenaltyDNF, "DNF(12.34)"},
	}
	for _, tt := range tests {
		tm := Timer{Inspection: true}
		tm.Arm("R U", at(0))
		if got := tm.Display(at(0)); got != "15" {
			t.Errorf("countdown at 0: %q", got)
		}
		if got := tm.Display(at(14500)); got != "1" {
			t.Errorf("countdown at 14.5 s: %q", got)
		}
		if got := tm.Display(at(16000)); got != "+2" {
			t.Errorf("inspection at 16 s shows %q", got)
		}
		if got := tm.Display(at(17001)); got != "DNF" {
			t.Errorf("inspection past 17 s shows %q", got)
		}
		tm.Turn(true, at(1000)) // a rotation: still inspecting
		if tm.Phase() != TimerInspecting {
			t.Fatal("a rotation started the clock")
		}
		tm.Turn(false, at(tt.inspect))
		if tm.Phase() != TimerRunning {
			t.Fatal("the first turn did not start the clock")
		}
		if got := tm.Display(at(tt.inspect + 5678)); got != "5.67" {
			t.Errorf("running display %q", got)
		}
		tm.Turn(false, at(tt.inspect+6000)) // later turns change nothing
		s, ok := tm.Solved(3, at(tt.inspect+12345))
		if !ok || s.Time != ms(12345) || s.Penalty != tt.want || s.Scramble != "R U" || s.Size != 3 {
			t.Fatalf("inspect %d ms: solve %+v %v", tt.inspect, s, ok)
		}
		if got := tm.Display(at(tt.inspect + 20000)); got != tt.show {
			t.Errorf("stopped display %q, want %q", got, tt.show)
		}
		if _, ok := tm.Solved(3, at(99999)); ok {
			t.Error("a stopped timer stopped again")
		}
	}
}

func TestTimerWithoutInspectionAndManual(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	at := func(v int) time.Time { return t0.Add(ms(v)) }
	var tm Timer
	tm.Arm("F", at(0))
	if tm.Phase() != TimerReady || tm.Display(at(5000)) != "0.00" {
		t.Fatalf("ready: %v %q", tm.Phase(), tm.Display(at(5000)))
	}
	tm.Turn(false, at(30000)) // no inspection: no penalty however long
	s, ok := tm.Solved(3, at(31000))
	if !ok || s.Time != ms(1000) || s.Penalty != PenaltyNone {
		t.Fatalf("%+v %v", s, ok)
	}
	// Space: start, the cube being solved does not stop it, Space does.
	if _, ok := tm.Space(3, at(40000)); ok || tm.Phase() != TimerRunning {
		t.Fatal("Space did not start the clock")
	}
	if _, ok := tm.Solved(3, at(41000)); ok {
		t.Fatal("a manual clock stopped on solved")
	}
	s, ok = tm.Space(3, at(42001))
	if !ok || s.Time != ms(2001) {
		t.Fatalf("Space stop: %+v %v", s, ok)
	}
	// Manual with inspection: Space inspects, Space starts, Space stops.
	tm = Timer{Inspection: true}
	tm.Space(3, at(0))
	if tm.Phase() != TimerInspecting {
		t.Fatal("Space did not start inspection")
	}
	tm.Space(3, at(16000))
	s, _ = tm.Space(3, at(26000))
	if s.Time != ms(10000) || s.Penalty != PenaltyPlus2 {
		t.Fatalf("manual with inspection: %+v", s)
	}
	tm.Arm("x", at(0))
	tm.Cancel()
	if tm.Phase() != TimerIdle {
		t.Error("cancel")
	}
	if _, ok := tm.Solved(3, at(1)); ok {
		t.Error("a cancelled timer stopped")
	}
}
