package twophase

import (
	"context"
	"fmt"
)

const unknown = 0xff

// pruneSpec describes a pruning table over pairs (x, z): x reduced by
// symmetry classes, z a raw coordinate that conjugates along (zConj, nil when
// there is no z). The table holds the exact number of moves (from moves) that
// bring the pair to (0, 0).
type pruneSpec struct {
	name  string
	cls   *symClasses
	nZ    int
	zConj []uint16 // z·16+s -> conj(z, s)
	moves []int8
	moveX func(x int, i int) int // i indexes moves
	moveZ func(z int, i int) int
}

// index returns the table index of the raw pair (x, z).
func (p *pruneSpec) index(x, z int) int {
	c := int(p.cls.class[x])
	if p.zConj == nil {
		return c
	}
	return c*p.nZ + int(p.zConj[z*nSym16+int(p.cls.sym[x])])
}

// build runs a breadth-first search from the solved pair. When it reaches a
// class whose representative has symmetries, it fills every equivalent
// entry, since lookups may land on any of them.
func (p *pruneSpec) build(ctx context.Context) ([]uint8, error) {
	nZ := max(p.nZ, 1)
	n := len(p.cls.rep) * nZ
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
		if p.zConj == nil {
			return
		}
		stab := p.cls.stab[c]
		for s := 1; stab>>s != 0; s++ {
			if stab>>s&1 != 0 {
				if i := c*nZ + int(p.zConj[zc*nSym16+s]); dist[i] == unknown {
					dist[i] = d
					filled++
				}
			}
		}
	}
	first := p.index(0, 0)
	set(first/nZ, first%nZ, 0)
	for d := uint8(0); filled < n; d++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if d == unknown-1 {
			return nil, fmt.Errorf("pruning table %s: %d of %d entries unreachable", p.name, n-filled, n)
		}
		before := filled
		for i, v := range dist {
			if v != d {
				continue
			}
			x, z := int(p.cls.rep[i/nZ]), i%nZ
			for k := range p.moves {
				x2 := p.moveX(x, k)
				z2 := 0
				if p.zConj != nil {
					z2 = p.moveZ(z, k)
				}
				j := p.index(x2, z2)
				if dist[j] == unknown {
					set(j/nZ, j%nZ, d+1)
				}
			}
		}
		if filled == before {
			return nil, fmt.Errorf("pruning table %s: %d of %d entries unreachable", p.name, n-filled, n)
		}
	}
	return dist, nil
}
