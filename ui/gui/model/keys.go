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
)

// Action is what a key press asks for.
type Action struct {
	Kind  ActionKind
	Face  cube.Face
	Turns int
	Layer int
}

// keyFaces is the keyboard's map: W A S D F X turn U L F R B D.
var keyFaces = map[string]cube.Face{
	"W": cube.U, "A": cube.L, "S": cube.F, "D": cube.R, "F": cube.B, "X": cube.D,
}

// HandleKey maps a key (Fyne key names: "W", "1", "]", "\\", "Return") and
// the modifier state to an action. It is pure so tests and every input path
// (focused cube, window fallback, xdotool) share it.
func HandleKey(key string, shift, ctrl bool) Action {
	if ctrl {
		switch key {
		case "Z":
			if shift {
				return Action{Kind: ActRedo}
			}
			return Action{Kind: ActUndo}
		case "Y":
			return Action{Kind: ActRedo}
		}
		return Action{}
	}
	if f, ok := keyFaces[key]; ok {
		turns := 1
		if shift {
			turns = 3
		}
		return Action{Kind: ActTurn, Face: f, Turns: turns}
	}
	if len(key) == 1 && key[0] >= '1' && key[0] <= '9' {
		return Action{Kind: ActLayer, Layer: int(key[0] - '0')}
	}
	switch key {
	case "]":
		return Action{Kind: ActShuffle}
	case "\\":
		return Action{Kind: ActReset}
	case "Return", "Enter":
		return Action{Kind: ActSolve}
	}
	return Action{}
}

// Do performs an action on the session. ActSolve is left to the caller
// (solving needs a goroutine and a method); Do reports whether it acted.
func (s *Session) Do(a Action) bool {
	switch a.Kind {
	case ActTurn:
		return s.Turn(a.Face, a.Turns) == nil
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
