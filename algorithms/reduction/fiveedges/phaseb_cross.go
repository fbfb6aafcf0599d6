package fiveedges

import (
	"context"
	"errors"
	"sync"

	"cubelab/algorithms/reduction/prune"
	"cubelab/algorithms/tablecache"
)

// Phase B's cross tables: exact distances over one of the three edge views
// ((m, h), (m, l), (hc, hl)) together with one centre part, because the
// wide half turns move wings and centres together and the separate tables
// miss what they cost jointly. With the U/D x or t part (70) each is
// 117,600·70 = 8.2M positions, stored a nibble each. (With the F/B part,
// 432, they are 50.8M each: on samples they halved the nodes again but
// not the time, and would not fit the memory wanted; the F/B x or t part
// alone, 70, cut the nodes by 2% and cost more time than that.)

// Edge views a cross table may follow.
const (
	bViewMH = iota // (m, h)
	bViewML        // (m, l)
	bViewHL        // (hc, hl)
)

// Centre parts a cross table may follow.
const (
	bPartUDx = iota // U colour among the U/D x-slots (70)
	bPartUDt        // ... the t-slots (70)
)

// bCrossTable is one cross table: the distance of (edge view e, part c)
// in nibble (e*bNComb+c)/2, low nibble for even.
type bCrossTable struct {
	view, part int
	dist       []uint8
}

// bCross holds phase B's cross tables.
type bCross struct {
	tabs []bCrossTable
}

// bNCross is how many cross tables there are.
const bNCross = 6

// bCrossSpec lists the cross tables built: every edge view with each U/D
// part.
var bCrossSpec = [bNCross][2]int{
	{bViewMH, bPartUDx}, {bViewML, bPartUDx}, {bViewHL, bPartUDx},
	{bViewMH, bPartUDt}, {bViewML, bPartUDt}, {bViewHL, bPartUDt},
}

// view returns p's edge view v as one number (set*bNPerm+tuple).
func (p *bPos) view(v int) int {
	switch v {
	case bViewMH:
		return int(p.e.m)*bNPerm + int(p.e.h)
	case bViewML:
		return int(p.e.m)*bNPerm + int(p.e.l)
	}
	return int(p.e.hc)*bNPerm + int(p.e.hl)
}

// part returns p's centre part k.
func (p *bPos) part(k int) int {
	if k == bPartUDx {
		return int(p.ud) / bNComb
	}
	return int(p.ud) % bNComb
}

// viewInfo is an edge view's move tables and goal.
func (t *bTables) viewInfo(v int) (cMove []uint8, wMove []uint16, goal int) {
	switch v {
	case bViewMH:
		return t.mMove[:], t.hMove, int(t.mGoal)*bNPerm + int(t.hGoal)
	case bViewML:
		return t.mMove[:], t.lMove, int(t.mGoal)*bNPerm + int(t.lGoal)
	}
	return t.hcMove[:], t.hlMove, int(t.hcGoal)*bNPerm + int(t.hlGoal)
}

// partInfo is a centre part's move table and goal values (the part's
// values among H5's goal patterns).
func (t *bTables) partInfo(k int) (*[bNComb * bNMoves]uint8, []bool) {
	goal := make([]bool, bNComb)
	for ud := range bNPat {
		if t.udGoal[ud] {
			if k == bPartUDx {
				goal[ud/bNComb] = true
			} else {
				goal[ud%bNComb] = true
			}
		}
	}
	if k == bPartUDx {
		return &t.udxMove, goal
	}
	return &t.udtMove, goal
}

// buildCross builds the cross tables, two at a time (both cores), or
// stops with ctx's error once ctx ends.
func (t *bTables) buildCross(ctx context.Context) error {
	size := (bNEdge*bNComb + 1) / 2
	// About 2 s of building: from the table cache when they can (cache.go
	// names the files), the six tables one after the other in one part (a
	// cache file holds at most four).
	all, err := tablecache.Bytes(bCacheFile, bCacheMagic, []int{size * len(bCrossSpec)}, func() ([][]uint8, error) {
		out := make([]uint8, size*len(bCrossSpec))
		var wg sync.WaitGroup
		sem := make(chan struct{}, 2)
		errs := make([]error, len(bCrossSpec))
		for i, sp := range bCrossSpec {
			wg.Go(func() {
				sem <- struct{}{}
				defer func() { <-sem }()
				dist, err := t.crossDist(ctx, sp[0], sp[1])
				errs[i] = err
				copy(out[i*size:(i+1)*size], bPack(dist))
			})
		}
		wg.Wait()
		return [][]uint8{out}, errors.Join(errs...)
	})
	if err != nil {
		return err
	}
	t.cross.tabs = make([]bCrossTable, len(bCrossSpec))
	for i, sp := range bCrossSpec {
		t.cross.tabs[i] = bCrossTable{view: sp[0], part: sp[1], dist: all[0][i*size : (i+1)*size]}
	}
	return nil
}

// crossDist is a cross table's distances, a byte each, by breadth-first
// search from the goal, or ctx's error once ctx ends.
func (t *bTables) crossDist(ctx context.Context, view, part int) ([]uint8, error) {
	cMove, wMove, eGoal := t.viewInfo(view)
	pMove, pGoal := t.partInfo(part)
	dist := make([]uint8, bNEdge*bNComb)
	for i := range dist {
		dist[i] = bUnreached
	}
	for c, ok := range pGoal {
		if ok {
			dist[eGoal*bNComb+c] = 0
		}
	}
	err := prune.Fill(ctx, dist, bNMoves, func(x, j int) int {
		e, c := x/bNComb, x%bNComb
		return (int(cMove[e/bNPerm*bNMoves+j])*bNPerm+int(wMove[e*bNMoves+j]))*bNComb + int(pMove[c*bNMoves+j])
	})
	return dist, err
}

// bPack stores distances a nibble each, larger ones as 15 (still a lower
// bound; none is that large in practice) and unreached ones as 15 too.
func bPack(dist []uint8) []uint8 {
	out := make([]uint8, (len(dist)+1)/2)
	for i, d := range dist {
		out[i/2] |= min(d, 15) << (4 * (i & 1))
	}
	return out
}

// bNibble reads a packed distance.
func bNibble(tab []uint8, i int) int { return int(tab[i/2]>>(4*(i&1))) & 15 }

// at is the table's distance of p.
func (c *bCrossTable) at(p *bPos) int {
	return bNibble(c.dist, p.view(c.view)*bNComb+p.part(c.part))
}
