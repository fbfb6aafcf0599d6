package cube

// Turns on one axis commute, so a run of them is no more than how far each
// layer of the axis turns. mergeBlocks rewrites each run as the fewest block
// turns in OBTM, then BTM, that turn the layers so: R 2R becomes Rw, 2R 3R
// becomes 2-3Rw, Rw R' becomes 2R (one less in BTM). In OBTM the
// run's least cost is the number of places where neighbouring layers turn
// differently, each settled by a block reaching an outer layer; two places
// that cancel can share one inner block instead (same OBTM, one BTM less).

// maxBlockRun bounds the places a run may have for mergeBlocks to search;
// longer runs are kept as they are.
const maxBlockRun = 10

// mergeBlocks returns a with every run of turns on one axis rewritten as the
// fewest block turns (OBTM, then BTM) where that is shorter, without
// whole-cube rotations. Moves invalid for n are kept.
func mergeBlocks(a Alg, n int) Alg {
	var out Alg
	for i := 0; i < len(a); {
		axis, _, _, _, err := a[i].Canonical(n)
		j := i + 1
		if err == nil {
			for j < len(a) {
				ax, _, _, _, e := a[j].Canonical(n)
				if e != nil || ax != axis {
					break
				}
				j++
			}
		}
		run := a[i:j]
		if j-i > 1 {
			if b, ok := bestBlocks(run, n, axis); ok {
				run = b
			}
		}
		out = append(out, run...)
		i = j
	}
	return out
}

// bestBlocks finds the cheapest block turns equal to run (all on axis),
// and reports whether they are cheaper than run in OBTM, or as cheap in
// OBTM and cheaper in BTM.
func bestBlocks(run Alg, n, axis int) (Alg, bool) {
	t := make([]int, n+2) // t[l] = quarter turns of layer l (1..n), positive face
	for _, m := range run {
		_, lo, hi, tr, _ := m.Canonical(n)
		for l := lo; l <= hi; l++ {
			t[l] = (t[l] + tr) & 3
		}
	}
	// Boundary b (0..n) lies between layers b and b+1; d[b] is the change
	// of turn there. A block of layers a+1..b turned x adds x at a and
	// takes x at b.
	d := make([]int, n+1)
	var inner []int
	for b := 0; b <= n; b++ {
		d[b] = (t[b+1] - t[b] + 4) & 3
		if b > 0 && b < n && d[b] != 0 {
			inner = append(inner, b)
		}
	}
	if len(inner) > maxBlockRun {
		return nil, false
	}
	type edge struct{ a, b, x int }
	var cur, best []edge
	bestO, bestB := run.OBTM(n), run.BTM(n)
	found := false
	used := make([]bool, len(inner))
	// Each place is settled by a block to the face side (boundary 0), to
	// the far side (boundary n), or shared with a later place whose change
	// cancels its own; boundary 0 must come out at d[0], which makes the far
	// side right too (the changes sum to nothing).
	var rec func(k, o, bt, at0 int)
	rec = func(k, o, bt, at0 int) {
		if o > bestO || (o == bestO && bt >= bestB) {
			return
		}
		for k < len(inner) && used[k] {
			k++
		}
		if k == len(inner) {
			if at0&3 == d[0] {
				best, bestO, bestB, found = append(best[:0], cur...), o, bt, true
			}
			return
		}
		p := inner[k]
		used[k] = true
		cur = append(cur, edge{0, p, (4 - d[p]) & 3})
		rec(k+1, o+1, bt+1, at0+(4-d[p]))
		cur[len(cur)-1] = edge{p, n, d[p]}
		rec(k+1, o+1, bt+1, at0)
		cur = cur[:len(cur)-1]
		for q := k + 1; q < len(inner); q++ {
			if used[q] || (d[p]+d[inner[q]])&3 != 0 {
				continue
			}
			used[q] = true
			cur = append(cur, edge{p, inner[q], d[p]})
			rec(k+1, o+2, bt+1, at0)
			cur = cur[:len(cur)-1]
			used[q] = false
		}
		used[k] = false
	}
	rec(0, 0, 0, 0)
	if !found {
		return nil, false
	}
	var pos Face
	for _, f := range Faces {
		if f.Axis() == axis && f.Positive() {
			pos = f
		}
	}
	out := make(Alg, 0, len(best))
	for _, e := range best {
		if e.b == n { // reaches the far face: written from it
			out = append(out, Move{Face: pos.Opposite(), Lo: 1, Hi: n - e.a, Turns: (4 - e.x) & 3})
		} else {
			out = append(out, Move{Face: pos, Lo: e.a + 1, Hi: e.b, Turns: e.x})
		}
	}
	return out, true
}
