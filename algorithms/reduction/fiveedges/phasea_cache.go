package fiveedges

import (
	"context"
	"fmt"
	"math/rand/v2"

	"cubelab/algorithms/mod3"
	"cubelab/algorithms/tablecache"
)

// Phase A's joint table (phasea_sym.go) takes seconds to build, so it is
// kept in the table cache (package tablecache), as fourstage's edge table
// is, and built only when no valid copy is there.

// aJointMagic changes whenever the joint table's layout or meaning does
// (symmetries, class order, index, encoding), so an old file is rebuilt,
// not misread.
const aJointMagic = "cubelab-fiveedges-ajoint-v1"

// aJointFile is the cache file's name in tablecache.Dir().
const aJointFile = "fiveedges-phasea-joint.tables"

// loadOrBuildJoint returns the joint table from the cache, if a copy
// there passes checkJoint, or builds it (and saves it there, if there is
// a cache directory); or stops with ctx's error once ctx ends, saving
// nothing.
func (t *aTables) loadOrBuildJoint(ctx context.Context) (*aJoint, error) {
	j, err := t.newAJoint()
	if err != nil {
		return nil, err
	}
	check := func(parts [][]uint32) error {
		j.dist = parts[0]
		return t.checkJoint(j)
	}
	parts, err := tablecache.Words(aJointFile, aJointMagic, []int{j.words()}, check, func() ([][]uint32, error) {
		if err := j.fill(ctx, t); err != nil {
			return nil, err
		}
		if err := t.checkJoint(j); err != nil {
			return nil, err
		}
		return [][]uint32{j.dist}, nil
	})
	if err != nil {
		return nil, err
	}
	j.dist = parts[0]
	return j, nil
}

// checkJoint is a quick look at a table (the checksum catches damage to a
// file, not a table built or indexed wrongly): every entry reached, the
// goals at 0 and their neighbours at 0 or 1, and from a few hundred random
// positions a way down to a goal no longer than the walk that made them
// nor shorter than the wing mask's own distance to either goal.
func (t *aTables) checkJoint(j *aJoint) error {
	for i, w := range j.dist {
		if mod3.Match(w, mod3.Unreached) != 0 {
			return fmt.Errorf("fiveedges: phase A: joint table word %d has unreached entries", i)
		}
	}
	const full = 1<<nWings - 1
	for _, gl := range [2][2]uint32{{t.highGoal, 0}, {t.highGoal ^ full, aAllFlips}} {
		mask, eo := gl[0], uint16(gl[1])
		if v := j.dist.Get(j.index(t, mask, eo)); v != 0 {
			return fmt.Errorf("fiveedges: phase A: joint table puts a goal at %d", v)
		}
		for k, m := range t.moves {
			m2, e2 := t.wingMv.Move(mask, int(m)), t.eoMove[eo][k]
			v := j.dist.Get(j.index(t, m2, e2))
			if (v == 0) != t.aJointGoal(m2, e2) || v > 1 {
				return fmt.Errorf("fiveedges: phase A: joint table puts move %v from a goal at %d", t.g.moves[m], v)
			}
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for range 300 {
		mask, eo := t.highGoal, uint16(0)
		walk := 1 + rng.IntN(20)
		for range walk {
			k := rng.IntN(len(t.moves))
			mask, eo = t.wingMv.Move(mask, int(t.moves[k])), t.eoMove[eo][k]
		}
		d, err := j.exact(t, mask, eo)
		if err != nil {
			return err
		}
		lo := min(t.distWing[t.rank(mask)], t.distWing[t.rank(mask^full)])
		if d > walk || d < int(lo) {
			return fmt.Errorf("fiveedges: phase A: joint table puts a %d-move walk at %d (wing mask alone: %d)", walk, d, lo)
		}
	}
	return nil
}
