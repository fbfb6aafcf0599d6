package model

import "cubelab/cube"

// ActionKind names what a key does.
type ActionKind int

// Actions a key can trigger.
const (
	ActNone    ActionKind = iota
	ActTurn               // turn Face of the selected layers by Turns
	ActLayer              // select layer Layer
	ActShuffle            // ']'
	ActReset              // '\'
	ActSolve              // Enter: start the selected method
	ActUndo               // Ctrl+Z
	ActRedo               // Ctrl+Y (or Ctrl+Shift+Z)
	ActMove               // make Move exactly (rotations, slices, csTimer's keys)
	ActTimer              // Space: start or stop the manual timer
	ActDepth              // a hand depth changed (csTimer's 3 4 7 8)
)

// Action is what a key press asks for.
type Action struct {
	Kind  ActionKind
	Face  cube.Face
	Turns int
	Layer int
	Move  cube.Move
}

// Do performs an action on the session. ActSolve is left to the caller
// (solving needs a goroutine and a method); Do reports whether it acted.
func (s *Session) Do(a Action) bool {
	switch a.Kind {
	case ActTurn:
		return s.Turn(a.Face, a.Turns) == nil
	case ActMove:
		return s.Apply(a.Move) == nil
	case ActLayer:
		s.SetLayers(a.Layer, a.Layer)
		return true
	case ActShuffle:
		s.Shuffle()
		return true
	case ActReset:
		s.Reset()
		return true
	case ActUndo:
		return s.Undo()
	case ActRedo:
		return s.Redo()
	}
	return false
}
