package gui

import (
	"cubelab/algorithms"
	"cubelab/cube"
)

// backToStart returns sol with the whole-cube rotation appended that turns
// the cube it leaves back to the starting orientation (the cube as Reset
// shows it). Solvers of even cubes and of the 2x2 have no fixed centres
// to keep and may finish with the cube solved in another orientation
// (orange up, green in front); a person expects the cube they started
// with. Rotations count no moves in any metric. sol itself is not changed.
func backToStart(from *cube.Cube, sol *algorithms.Solution) *algorithms.Solution {
	end := from.Clone()
	if end.ApplyAlg(sol.Moves) != nil {
		return sol // SolveChecked checked it; nothing to add to a wrong answer
	}
	start, err := cube.New(from.N())
	if err != nil || end.Equal(start) {
		return sol
	}
	t := end.Clone()
	for _, rot := range cube.Orientations()[1:] {
		t.CopyFrom(end)
		if t.ApplyAlg(rot) == nil && t.Equal(start) {
			out := *sol
			out.Moves = append(append(cube.Alg(nil), sol.Moves...), rot...)
			return &out
		}
	}
	return sol
}
