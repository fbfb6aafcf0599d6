package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubelab/cube"
)

// The soaks' check passes the window as it is and catches each way a dump
// can disagree with itself.
func TestStateDumpCheckCatches(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	press(u, fyne.KeyW, false)
	good := *u.stateDump()
	if err := good.Check(); err != nil {
		t.Fatalf("the window's own dump fails the check: %v", err)
	}
	scrambled := cube.MustNew(3)
	_ = scrambled.ApplyAlg(cube.MustParseAlg("R U", 3))
	for _, tc := range []struct {
		name, want string
		spoil      func(d *StateDump)
	}{
		{"impossible cube", "session's cube", func(d *StateDump) { d.Cube = "W" + d.Cube[1:] }},
		{"drawn cube of another size", "cube drawn", func(d *StateDump) { d.Displayed = cube.MustNew(4).String() }},
		{"size shown", "size shown", func(d *StateDump) { d.Size = "4x4" }},
		{"layer label", "layer label", func(d *StateDump) { d.Layer = "Layer: 2" }},
		{"move counter", "move counter", func(d *StateDump) { d.Moves = "Moves: 2 HTM" }},
		{"pause while still", "play button", func(d *StateDump) { d.PlayIcon = "pause" }},
		{"scrubber", "scrubber", func(d *StateDump) {
			d.Playback = &struct {
				Method string `json:"method"`
				Index  int    `json:"index"`
				Len    int    `json:"len"`
			}{"kociemba", 3, 8}
			d.Scrubber = [2]float64{2, 8}
			d.SolutionText = "kociemba, move 3 of 8 (tap a move to go there):"
		}},
		{"playing move of no solution", "no solution", func(d *StateDump) { d.Status = "kociemba: 8 moves; playing move 3 of 8 (Enter pauses)." }},
		{"solved said of a scrambled cube", "not solved", func(d *StateDump) {
			d.Cube, d.Displayed = scrambled.String(), scrambled.String()
			d.Status = "Solved by hand in 0:01.0 with 2 moves."
		}},
		{"another size named", "on a 3x3", func(d *StateDump) { d.Status = "The painted 4x4 is on the cube: pick a method." }},
	} {
		d := good
		tc.spoil(&d)
		err := d.Check()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Check() = %v, want an error about %q", tc.name, err, tc.want)
		}
	}
}
