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

// MoveCount is a move counter in the WCA's way: whole-cube rotations are
// not moves. HTM counts every turn of a layer or block as one; OBTM (outer
// block turn metric) counts a turn of inner layers only as two, as the
// outer blocks Rw R' it equals (on a 3x3, M is 2: OBTM is the WCA's HTM).
type MoveCount struct{ HTM, OBTM int }

// CountMoves counts a on an n-cube.
func CountMoves(a cube.Alg, n int) MoveCount {
	var c MoveCount
	for _, m := range a {
		lo, hi, err := m.Layers(n)
		if err != nil || m.Turns&3 == 0 || (lo == 1 && hi == n) {
			continue
		}
		c.HTM++
		if lo == 1 || hi == n {
			c.OBTM++
		} else {
			c.OBTM += 2
		}
	}
	return c
}

// Label writes the counter: "12 moves (HTM)" on cubes up to 3x3 with slices
// counted as WCA HTM, "12 HTM · 14 OBTM" on bigger cubes.
func (c MoveCount) Label(n int) string {
	if n <= 3 {
		return fmt.Sprintf("%d HTM", c.OBTM)
	}
	return fmt.Sprintf("%d HTM · %d OBTM", c.HTM, c.OBTM)
}
