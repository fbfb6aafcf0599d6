package model

import (
	"testing"
	"time"

	"cubelab/cube"
)

// A timed solve in the session: inspection, rotations free, the first turn
// starts the clock, solving stops it and the solve joins the list.
func TestSessionTimedSolve(t *testing.T) {
	s, _ := New(3, 1)
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	s.Now = func() time.Time { return now }
	s.Timer().Inspection = true
	scr := cube.MustParseAlg("R U F", 3)
	for i := 0; i < 5; i++ {
		if err := s.StartTimed(scr); err != nil {
			t.Fatal(err)
		}
		if got := s.Scramble().String(); got != "R U F" || s.Cube().IsSolved() {
			t.Fatalf("scramble %q", got)
		}
		now = now.Add(3 * time.Second)
		_ = s.Apply(cube.MustParseAlg("y", 3)[0])
		if s.Timer().Phase() != TimerInspecting {
			t.Fatal("a rotation started the clock")
		}
		_ = s.Apply(cube.MustParseAlg("y'", 3)[0])
		inspect := []time.Duration{5 * time.Second, 16 * time.Second, 5 * time.Second, 5 * time.Second, 18 * time.Second}[i]
		now = now.Add(inspect - 3*time.Second)
		for _, m := range cube.MustParseAlg("F' U'", 3) {
			_ = s.Apply(m)
			now = now.Add(time.Duration(1000+i) * time.Millisecond)
		}
		if s.Timer().Phase() != TimerRunning {
			t.Fatal("clock not running")
		}
		_ = s.Apply(cube.MustParseAlg("R'", 3)[0])
		if s.Timer().Phase() != TimerStopped || s.Solves().Len() != i+1 {
			t.Fatalf("solve %d: phase %v, %d solves", i, s.Timer().Phase(), s.Solves().Len())
		}
	}
	got := s.Solves().All()
	if got[0].Time != 2*time.Second || got[0].Penalty != PenaltyNone || got[0].Scramble != "R U F" {
		t.Errorf("first solve %+v", got[0])
	}
	if got[1].Penalty != PenaltyPlus2 || got[4].Penalty != PenaltyDNF {
		t.Errorf("penalties %v %v", got[1].Penalty, got[4].Penalty)
	}
	// 2.000 2.002+2 2.004 2.006 DNF: drop 2.000 and the DNF.
	if a := s.Solves().Average(5).String(); a != "2.67" {
		t.Errorf("ao5 %s", a)
	}
	// Turning a solved cube afterwards records nothing; a reset cancels.
	_ = s.Apply(cube.MustParseAlg("R", 3)[0])
	_ = s.Apply(cube.MustParseAlg("R'", 3)[0])
	if s.Solves().Len() != 5 {
		t.Error("a stopped timer recorded again")
	}
	_ = s.StartTimed(scr)
	s.Reset()
	if s.Timer().Phase() != TimerIdle {
		t.Error("reset did not cancel the timed solve")
	}
	if err := s.StartTimed(cube.MustParseAlg("4R", 0)); err == nil {
		t.Error("a scramble with a bad move was accepted")
	}
}

func TestMoveCounter(t *testing.T) {
	// The human session's counter skips rotations too.
	s, _ := New(3, 1)
	s.Shuffle()
	s.StartHuman()
	for _, m := range cube.MustParseAlg("x R y", 3) {
		_ = s.Apply(m)
	}
	if h := s.HumanSession(); h.Moves != 1 {
		t.Errorf("human session counted %d moves, want 1", h.Moves)
	}
}
