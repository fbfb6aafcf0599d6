package reduction

import (
	"sort"

	"cubelab/cube"
)

// colourCandidates returns up to k colour assignments for the faces' centres,
// best first. Odd cubes have one (their fixed centres decide); even cubes have
// one per whole-cube orientation, ranked by how many centre stickers already
// show their face's colour, since that is roughly how much centre work each
// saves. Trying more than one lets the solver keep the shortest solution.
func colourCandidates(c *cube.Cube, g *geom, k int) [][6]cube.Face {
	if c.N()%2 == 1 || k <= 1 {
		return [][6]cube.Face{chooseColours(c, g)}
	}
	type cand struct {
		col   [6]cube.Face
		score int
	}
	var all []cand
	solved := cube.MustNew(c.N())
	st := c.Facelets()
	for _, rot := range cube.Orientations() {
		solved.Reset()
		if err := solved.ApplyAlg(rot); err != nil {
			continue
		}
		var col [6]cube.Face
		for f := cube.Face(0); f < 6; f++ {
			col[f] = solved.At(f, 0, 0)
		}
		score := 0
		for _, i := range g.centre {
			if st[i] == col[g.faceOf[i]] {
				score++
			}
		}
		all = append(all, cand{col, score})
	}
	// Stable, so equal scores keep the orientations' fixed order and the
	// result stays deterministic.
	sort.SliceStable(all, func(i, j int) bool { return all[i].score > all[j].score })
	out := make([][6]cube.Face, 0, k)
	for _, a := range all[:min(k, len(all))] {
		out = append(out, a.col)
	}
	return out
}
