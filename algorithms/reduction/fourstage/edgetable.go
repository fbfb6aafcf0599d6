package fourstage

// Stage 3's edge coordinate rho packs, for each of the 12 slots of wing
// orbit A, the orbit B slot holding its wing's partner, four bits each.
// Edges are paired when rho is rho0. Its 12!/2 values are too many for a
// plain table, so the table holds the pairings up to edgeDepth moves from
// rho0 (2.6 million at depth 9), each stored once for its 8 conjugates by
// the cube's turns about the R/L axis (canonRho), in an open-addressing hash
// (entry: rho << 4 | distance, 0 empty); anything else is at least
// edgeDepth+1 away.

// edgeTable is the hash of rho values near rho0.
type edgeTable struct {
	entries []uint64
	shift   uint
	count   int
	depth   int
}

func (e *edgeTable) slot(rho uint64) int {
	return int((rho * 0x9E3779B97F4A7C15) >> e.shift)
}

// get returns rho's distance, or depth+1 if it is not in the table.
func (e *edgeTable) get(rho uint64) int { return e.getOr(rho, e.depth+1) }

// getOr returns rho's distance, or far if it is not in the table.
func (e *edgeTable) getOr(rho uint64, far int) int {
	mask := len(e.entries) - 1
	for i := e.slot(rho); ; i = (i + 1) & mask {
		v := e.entries[i]
		if v == 0 {
			return far
		}
		if v>>4 == rho {
			return int(v & 15)
		}
	}
}

// add stores rho at distance d unless it is there; it reports whether it
// was new.
func (e *edgeTable) add(rho uint64, d int) bool {
	if 2*(e.count+1) > len(e.entries) {
		e.grow()
	}
	mask := len(e.entries) - 1
	for i := e.slot(rho); ; i = (i + 1) & mask {
		v := e.entries[i]
		if v == 0 {
			e.entries[i] = rho<<4 | uint64(d)
			e.count++
			return true
		}
		if v>>4 == rho {
			return false
		}
	}
}

func (e *edgeTable) grow() {
	old := e.entries
	e.entries = make([]uint64, 2*len(old))
	e.shift--
	e.count = 0
	for _, v := range old {
		if v != 0 {
			e.add(v>>4, int(v&15))
		}
	}
}

// moveRho returns rho after stage 3 move j.
func (t *tables) moveRho(rho uint64, j int) uint64 {
	pa, pb := &t.pA[j], &t.pB[j]
	var out uint64
	for i := 0; i < 12; i++ {
		r := rho >> (4 * i) & 15
		out |= uint64(pb[r]) << (4 * pa[i])
	}
	return out
}

// canonRho returns the least of rho's conjugates by the symmetries, the
// form the edge table stores.
func (t *tables) canonRho(rho uint64) uint64 {
	best := rho
	for k := 1; k < len(t.symA); k++ {
		pa, pb := &t.symA[k], &t.symB[k]
		var c uint64
		for i := 0; i < 12; i++ {
			r := rho >> (4 * i) & 15
			c |= uint64(pb[r]) << (4 * pa[i])
		}
		best = min(best, c)
	}
	if len(t.swapAB) == 0 {
		return best
	}
	// An orbit-exchanging turn: the wing in A slot i had its partner in B
	// slot rho(i); after the turn the partner is in A slot swapBA(rho(i))
	// and the wing in B slot swapAB(i).
	var inv [12]uint8
	for i := 0; i < 12; i++ {
		inv[rho>>(4*i)&15] = uint8(i)
	}
	for k := range t.swapAB {
		ab, ba := &t.swapAB[k], &t.swapBA[k]
		var c uint64
		for j := 0; j < 12; j++ {
			c |= uint64(ab[inv[j]]) << (4 * ba[j])
		}
		best = min(best, c)
	}
	return best
}

// edgeDist returns rho's pairing distance, or far if the table lacks it.
func (t *tables) edgeDist(rho uint64, far int) int {
	return t.edges.getOr(t.canonRho(rho), far)
}

// buildEdgeTable searches breadth first from rho0 to the given depth.
func buildEdgeTable(t *tables, depth int) *edgeTable {
	e := &edgeTable{entries: make([]uint64, 1<<16), shift: 64 - 16, depth: depth}
	e.add(t.canonRho(t.rho0), 0)
	frontier := []uint64{t.canonRho(t.rho0)}
	for d := 1; d <= depth; d++ {
		var next []uint64
		for _, x := range frontier {
			for j := range t.moves3 {
				y := t.canonRho(t.moveRho(x, j))
				if e.add(y, d) {
					next = append(next, y)
				}
			}
		}
		frontier = next
	}
	return e
}
