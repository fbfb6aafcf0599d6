package model

import (
	"strconv"
	"time"
)

// WCA inspection limits: starting after 15 s costs +2, after 17 s a DNF.
const (
	InspectionTime  = 15 * time.Second
	InspectionLimit = 17 * time.Second
)

// InspectionPenalty is the penalty for starting the solve after inspecting
// for d.
func InspectionPenalty(d time.Duration) Penalty {
	switch {
	case d > InspectionLimit:
		return PenaltyDNF
	case d > InspectionTime:
		return PenaltyPlus2
	}
	return PenaltyNone
}

// TimerPhase is where a timed solve is.
type TimerPhase int

// The phases.
const (
	TimerIdle       TimerPhase = iota // no solve armed
	TimerReady                        // scrambled; the clock starts with the first turn
	TimerInspecting                   // scrambled; WCA inspection counting down
	TimerRunning                      // the clock runs
	TimerStopped                      // the last solve is finished
)

// Timer times solves like csTimer: with optional WCA inspection, the clock
// starts on the first turn (or Space in manual mode) and stops when the
// cube is solved (or Space). It knows nothing of the cube: the caller tells
// it about turns and the solved state.
type Timer struct {
	Inspection bool // use WCA inspection
	phase      TimerPhase
	manual     bool // started by Space: only Space stops it
	inspectAt  time.Time
	startAt    time.Time
	penalty    Penalty
	last       time.Duration
	scramble   string
}

// Phase returns the current phase.
func (t *Timer) Phase() TimerPhase { return t.phase }

// Arm prepares a solve of a scrambled cube: inspection starts now if on.
func (t *Timer) Arm(scramble string, now time.Time) {
	t.scramble, t.penalty, t.manual, t.last = scramble, PenaltyNone, false, 0
	if t.Inspection {
		t.phase, t.inspectAt = TimerInspecting, now
		return
	}
	t.phase = TimerReady
}

// Cancel drops an armed or running solve (reset, new scramble, size change).
func (t *Timer) Cancel() { t.phase = TimerIdle }

// start runs the clock, charging inspection time.
func (t *Timer) start(now time.Time) {
	if t.phase == TimerInspecting {
		t.penalty = InspectionPenalty(now.Sub(t.inspectAt))
	}
	t.phase, t.startAt = TimerRunning, now
}

// Turn tells the timer a move was made: the first turn that is not a whole
// cube rotation starts the clock (rotations are free during inspection).
func (t *Timer) Turn(rotation bool, now time.Time) {
	if (t.phase == TimerReady || t.phase == TimerInspecting) && !rotation {
		t.start(now)
	}
}

// Solved tells the timer the cube is solved; a running clock stops and the
// solve is returned (ok true). A manual (Space) clock waits for Space.
func (t *Timer) Solved(size int, now time.Time) (Solve, bool) {
	if t.phase != TimerRunning || t.manual {
		return Solve{}, false
	}
	return t.stop(size, now), true
}

// Space is the manual timer key: it starts inspection or the clock, or
// stops a running clock (returning the solve).
func (t *Timer) Space(size int, now time.Time) (Solve, bool) {
	switch t.phase {
	case TimerIdle, TimerStopped:
		t.Arm(t.scramble, now)
		if !t.Inspection {
			t.start(now)
			t.manual = true
		}
	case TimerReady, TimerInspecting:
		t.start(now)
		t.manual = true
	case TimerRunning:
		return t.stop(size, now), true
	}
	return Solve{}, false
}

func (t *Timer) stop(size int, now time.Time) Solve {
	t.phase = TimerStopped
	t.last = now.Sub(t.startAt).Round(time.Millisecond)
	return Solve{Time: t.last, Penalty: t.penalty, Scramble: t.scramble, Date: now, Size: size}
}

// Display is what the timer shows now: the inspection countdown ("15",
// then "+2" past 15 s and "DNF" past 17 s), the running time to the
// hundredth, or the last result.
func (t *Timer) Display(now time.Time) string {
	switch t.phase {
	case TimerInspecting:
		left := InspectionTime - now.Sub(t.inspectAt)
		switch p := InspectionPenalty(now.Sub(t.inspectAt)); p {
		case PenaltyNone:
			return FormatSeconds(left)
		default:
			return p.String()
		}
	case TimerReady:
		return FormatTime(0)
	case TimerRunning:
		return FormatTime(now.Sub(t.startAt))
	case TimerStopped:
		return Solve{Time: t.last, Penalty: t.penalty}.String()
	}
	return ""
}

// FormatSeconds writes whole seconds left, rounded up ("15" .. "1").
func FormatSeconds(d time.Duration) string {
	s := int((d + time.Second - 1) / time.Second)
	if s < 0 {
		s = 0
	}
	return strconv.Itoa(s)
}
