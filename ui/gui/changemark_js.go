//go:build js

package gui

import (
	"syscall/js"

	"cubelab/cube"
	"cubelab/ui/gui/model"
)

// markChange records a change of the cube as a performance mark
// "cubelab-change" of the page, its detail the move ("" for a jump) and
// the cube after it (cube.Cube.String): the phone end-to-end test reads
// them to check that a swipe or a tap turned exactly the layer it should.
func markChange(ch model.Change, c *cube.Cube) {
	if ch.Kind != model.ChangeTurn && ch.Kind != model.ChangeSnap {
		return
	}
	move := ""
	if ch.Kind == model.ChangeTurn {
		move = ch.Move.String()
	}
	if p := js.Global().Get("performance"); p.Truthy() {
		p.Call("mark", "cubelab-change", map[string]any{"detail": map[string]any{"move": move, "cube": c.String()}})
	}
}
