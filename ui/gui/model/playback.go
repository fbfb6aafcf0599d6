package model

import (
	"fmt"

	"cubelab/cube"
)

// Playback walks through a solver's solution on the cube: Index moves of
// Moves have been applied.
type Playback struct {
	Method string
	Moves  cube.Alg
	Index  int
}

// LoadSolution starts the playback of moves, which must solve the current
// cube; the cube is not turned yet.
func (s *Session) LoadSolution(method string, moves cube.Alg) error {
	t := s.c.Clone()
	if err := t.ApplyAlg(moves); err != nil {
		return fmt.Errorf("solution: %w", err)
	}
	if !t.IsSolved() {
		return fmt.Errorf("solution %q does not solve the cube", moves)
	}
	s.play = &Playback{Method: method, Moves: append(cube.Alg(nil), moves...)}
	s.human = Human{}
	s.notify(Change{Kind: ChangeInfo})
	return nil
}

// Playback returns the loaded solution, or nil.
func (s *Session) Playback() *Playback {
	if s.play == nil {
		return nil
	}
	p := *s.play
	return &p
}

// StepForward applies the next solution move (as a history move, so undo
// works); false at the end or without a solution.
func (s *Session) StepForward() bool {
	p := s.play
	if p == nil || p.Index >= len(p.Moves) {
		return false
	}
	m := p.Moves[p.Index]
	_ = s.apply(m) // checked by LoadSolution
	p.Index++
	s.history = append(s.history, m)
	s.redo = nil
	s.notify(Change{Kind: ChangeTurn, Move: m})
	return true
}

// StepBack takes back the previous solution move.
func (s *Session) StepBack() bool {
	p := s.play
	if p == nil || p.Index == 0 {
		return false
	}
	m := p.Moves[p.Index-1]
	if n := len(s.history); n > 0 && s.history[n-1] == m {
		s.history = s.history[:n-1]
	} else {
		s.history = append(s.history, m.Inverse())
	}
	_ = s.apply(m.Inverse())
	p.Index--
	s.notify(Change{Kind: ChangeTurn, Move: m.Inverse()})
	return true
}

// JumpStart goes back to the state the solution starts from, without
// animation.
func (s *Session) JumpStart() {
	for s.play != nil && s.play.Index > 0 {
		s.stepQuiet(false)
	}
	s.notify(Change{Kind: ChangeSnap})
}

// JumpEnd applies the rest of the solution without animation.
func (s *Session) JumpEnd() {
	for s.play != nil && s.play.Index < len(s.play.Moves) {
		s.stepQuiet(true)
	}
	s.notify(Change{Kind: ChangeSnap})
}

// stepQuiet is a step without notifying listeners.
func (s *Session) stepQuiet(forward bool) {
	ls := s.listeners
	s.listeners = nil
	if forward {
		s.StepForward()
	} else {
		s.StepBack()
	}
	s.listeners = ls
}
