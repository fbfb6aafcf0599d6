package twophase

import (
	"context"
	"fmt"
)

const unknown = 0xff

// pruneSpec describes a pruning table over pairs (x, z): x a symmetry class,
// z a raw coordinate that conjugates along (zConj). The table holds the exact
// number of moves that bring the pair to (0, 0), or 15 for 15 and more (the
// tables are stored in 4 bits).
type pruneSpec struct {
	name  string
	nX    int
	stab  []uint16 // class -> mask of the symmetries that fix its representative
	nZ    int
	zConj func(z, s int) int
	moves int
	moveX func(c, k int) int // representative of class c after move k: class<<4 | sym
	moveZ func(z, k int) int
}

// build runs a breadth-first search from the solved pair. When it reaches a
// class whose representative has symmetries, it fills every equivalent
// entry, since lookups may land on any of them. Once more than half the
// table is filled it searches backwards: each unfilled entry looks for a
// neighbour at the current depth, which touches fewer entries.
func (p *pruneSpec) build(ctx context.Context) ([]uint8, error) {
	nZ := p.nZ
	n := p.nX * nZ
	dist := make([]uint8, n)
	for i := range dist {
		dist[i] = unknown
	}
	filled := 0
	set := func(c, zc int, d uint8) {
		if dist[c*nZ+zc] != unknown {
			return
		}
		dist[c*nZ+zc] = d
		filled++
		stab := p.stab[c]
		for s := 1; stab>>s != 0; s++ {
			if stab>>s&1 != 0 {
				if i := c*nZ + p.zConj(zc, s); dist[i] == unknown {
					dist[i] = d
					filled++
				}
			}
		}
	}
	set(0, 0, 0)
	for d := uint8(0); filled < n && d < 14; d++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		before := filled
		backward := filled > n/2
		for i, v := range dist {
			if backward != (v == unknown) || !backward && v != d {
				continue
			}
			c, z := i/nZ, i%nZ
			for k := 0; k < p.moves; k++ {
				cs := p.moveX(c, k)
				c2, s2 := cs>>4, cs&15
				z2 := p.zConj(p.moveZ(z, k), s2)
				if backward {
					if dist[c2*nZ+z2] == d {
						set(c, z, d+1)
						break
					}
				} else if dist[c2*nZ+z2] == unknown {
					set(c2, z2, d+1)
				}
			}
		}
		if filled == before {
			return nil, fmt.Errorf("pruning table %s: %d of %d entries unreachable", p.name, n-filled, n)
		}
	}
	for i, v := range dist {
		if v == unknown {
			dist[i] = 15 // 15 or more moves
		}
	}
	return dist, nil
}
