package cube

// SimplifyOptions tunes Simplify.
type SimplifyOptions struct {
	// RemoveRotations drops whole-cube rotations, relabelling the moves after
	// them ("deleting rotation moves").
	RemoveRotations bool
	// Blocks also rewrites each run of turns on one axis as the fewest
	// block turns in OBTM, then BTM (R 2R -> Rw, 2R 3R -> 2-3Rw), never
	// adding a whole-cube rotation.
	Blocks bool
}

// Simplify shortens an algorithm without changing what it does (up to
// whole-cube orientation when rotations are removed): turns of the same layers
// merge (R R -> R2, R R R -> R', R R' -> nothing) across any moves that
// commute with them, i.e. other turns on the same axis (R L R' -> L), and the
// merging repeats until nothing changes. Moves invalid for n are kept as they
// are.
func Simplify(a Alg, n int, opt SimplifyOptions) Alg {
	if opt.RemoveRotations {
		a = RemoveRotations(a, n)
	}
	type entry struct {
		m                  Move
		axis, lo, hi, turn int // canonical form; axis -1 when unknown
	}
	var out []entry
	for _, m := range a {
		axis, lo, hi, t, err := m.Canonical(n)
		if err != nil {
			out = append(out, entry{m: m, axis: -1})
			continue
		}
		if t == 0 {
			continue
		}
		merged := false
		for i := len(out) - 1; i >= 0 && out[i].axis == axis; i-- {
			e := &out[i]
			if e.lo != lo || e.hi != hi {
				continue
			}
			e.turn = (e.turn + t) & 3
			if e.turn == 0 {
				out = append(out[:i], out[i+1:]...)
			} else if e.m.Face.Positive() {
				e.m.Turns = e.turn
			} else {
				e.m.Turns = (4 - e.turn) & 3
			}
			merged = true
			break
		}
		if !merged {
			out = append(out, entry{m: m, axis: axis, lo: lo, hi: hi, turn: t})
		}
	}
	res := make(Alg, len(out))
	for i, e := range out {
		res[i] = e.m
	}
	if opt.Blocks {
		res = mergeBlocks(res, n)
	}
	return res
}
