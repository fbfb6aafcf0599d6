package model

import (
	"time"

	"cubelab/cube"
)

// Human is a timed solve by hand (the "Human" entry of the method list): the clock runs
// from StartHuman until the cube is solved, counting the moves made.
type Human struct {
	Active  bool          // a session is running
	Done    bool          // the last session ended with a solved cube
	Start   time.Time     // when the session started
	Elapsed time.Duration // final time once Done
	Moves   int           // moves made in the session (undo counts as a move; rotations do not)
}

// StartHuman starts a timed session on the current cube.
func (s *Session) StartHuman() {
	s.human = Human{Active: true, Start: s.Now()}
	s.play = nil
	s.notify(Change{Kind: ChangeInfo})
}

// HumanSession returns the session; Elapsed is filled in while it runs.
func (s *Session) HumanSession() Human {
	h := s.human
	if h.Active {
		h.Elapsed = s.Now().Sub(h.Start)
	}
	return h
}

// count records move m of the session (rotations are not moves, WCA) and
// stops the clock once solved. A turn after the solve ends its result: the
// status line and the move counter would otherwise go on saying "solved by
// hand" of a cube that is not solved any more.
func (h *Human) count(s *Session, m cube.Move) {
	if h.Done && !s.c.IsSolved() {
		*h = Human{}
		return
	}
	if !h.Active {
		return
	}
	if !m.IsRotation(s.n) {
		h.Moves++
	}
	if s.c.IsSolved() {
		h.Active, h.Done = false, true
		h.Elapsed = s.Now().Sub(h.Start)
	}
}
