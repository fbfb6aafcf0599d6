package model

import (
	"fmt"

	"cubelab/cube"
)

// Timed solves: the session owns a Timer and the list of Solves. A timed
// solve starts from a scramble (random-state where the engine has one; the
// caller makes it, as that can take a moment); the clock starts on the first
// turn that is not a rotation and stops when the cube is solved, and the
// solve joins the list.

// Timer returns the session's timer (set Inspection on it).
func (s *Session) Timer() *Timer { return &s.timer }

// Solves returns the session's solves.
func (s *Session) Solves() *Solves { return &s.solves }

// StartTimed scrambles a solved cube with scramble (shown to the user as
// text) and arms the timer.
func (s *Session) StartTimed(scramble cube.Alg) error {
	t := cube.MustNew(s.n)
	if err := t.ApplyAlg(scramble); err != nil {
		return fmt.Errorf("scramble: %w", err)
	}
	s.c = t
	s.clear()
	s.scramble = append(cube.Alg(nil), scramble...)
	s.timer.Arm(scramble.String(), s.Now())
	s.notify(Change{Kind: ChangeSnap})
	return nil
}

// TimerSpace is Space in manual mode: it starts inspection or the clock, or
// stops it, recording the solve.
func (s *Session) TimerSpace() (Solve, bool) {
	v, ok := s.timer.Space(s.n, s.Now())
	if ok {
		s.solves.Add(v)
	}
	s.notify(Change{Kind: ChangeInfo})
	return v, ok
}

// timed follows one move for the timer: the first real turn starts the
// clock, reaching solved stops it and records the solve.
func (s *Session) timed(m cube.Move) {
	ph := s.timer.Phase()
	if ph != TimerReady && ph != TimerInspecting && ph != TimerRunning {
		return
	}
	now := s.Now()
	s.timer.Turn(m.IsRotation(s.n), now)
	if s.c.IsSolved() {
		if v, ok := s.timer.Solved(s.n, now); ok {
			s.solves.Add(v)
		}
	}
}
