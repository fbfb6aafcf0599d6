package fourstage

// Stage 3's edge coordinate rho packs, for each of the 12 slots of wing
// orbit A, the orbit B slot holding its wing's partner, four bits each.
// Edges are paired when rho is rho0. Its 12!/2 values are too many for a
// plain table, so the table holds the pairings up to edgeDepth moves from
// rho0 (2.6 million at depth 9, 32 MB), each stored once for its 8 conjugates by
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
	if 4*(e.count+1) > 3*len(e.entries) {
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

// nibbleMap applies one of rho's transformations, out(pa[i]) = pb(rho(i)),
// a byte (two slots) at a time.
type nibbleMap [6][256]uint64

func newNibbleMap(pa, pb *[12]uint8) *nibbleMap {
	m := &nibbleMap{}
	for k := 0; k < 6; k++ {
		for v := 0; v < 256; v++ {
			lo, hi := v&15, v>>4
			var e uint64
			if lo < 12 {
				e |= uint64(pb[lo]) << (4 * pa[2*k])
			}
			if hi < 12 {
				e |= uint64(pb[hi]) << (4 * pa[2*k+1])
			}
			m[k][v] = e
		}
	}
	return m
}

func (m *nibbleMap) apply(rho uint64) uint64 {
	return m[0][rho&255] | m[1][rho>>8&255] | m[2][rho>>16&255] |
		m[3][rho>>24&255] | m[4][rho>>32&255] | m[5][rho>>40&255]
}

// buildRhoMaps sets up the byte tables of the moves and symmetries.
func (t *tables) buildRhoMaps() {
	t.moveMaps = make([]*nibbleMap, len(t.moves3))
	for j := range t.moves3 {
		t.moveMaps[j] = newNibbleMap(&t.pA[j], &t.pB[j])
	}
	for k := 1; k < len(t.symA); k++ {
		t.symMaps = append(t.symMaps, newNibbleMap(&t.symA[k], &t.symB[k]))
	}
	// An orbit-exchanging turn: the wing in A slot i had its partner in B
	// slot rho(i); after the turn the partner is in A slot swapBA(rho(i))
	// and the wing in B slot swapAB(i): out(swapBA(j)) = swapAB(inv(j)).
	for k := range t.swapAB {
		t.swapMaps = append(t.swapMaps, newNibbleMap(&t.swapBA[k], &t.swapAB[k]))
	}
}

// moveRho returns rho after stage 3 move j.
func (t *tables) moveRho(rho uint64, j int) uint64 { return t.moveMaps[j].apply(rho) }

// canonRho returns the least of rho's conjugates by the symmetries, the
// form the edge table stores.
func (t *tables) canonRho(rho uint64) uint64 {
	best := rho
	for _, m := range t.symMaps {
		best = min(best, m.apply(rho))
	}
	if len(t.swapMaps) == 0 {
		return best
	}
	var inv uint64
	for i := 0; i < 12; i++ {
		inv |= uint64(i) << (4 * (rho >> (4 * i) & 15))
	}
	for _, m := range t.swapMaps {
		best = min(best, m.apply(inv))
	}
	return best
}

// edgeDist returns a lower bound on rho's pairing distance: exact up to
// edgeDepth, edgeDepth+1 beyond.
func (t *tables) edgeDist(rho uint64) int { return t.edges.get(t.canonRho(rho)) }

// buildEdgeTable searches breadth first from rho0 to the given depth. Each
// layer is found by scanning the table for the one before (entries never
// move in linear probing, and new ones have the new depth), so no frontier
// list is kept.
func buildEdgeTable(t *tables, depth int) *edgeTable {
	// Sized for depth 9's 2.6 million entries at most 3/4 full, so that it
	// never grows (a grow holds both tables).
	e := &edgeTable{entries: make([]uint64, 1<<22), shift: 64 - 22, depth: depth}
	e.add(t.canonRho(t.rho0), 0)
	for d := 1; d <= depth; d++ {
		for i := 0; i < len(e.entries); i++ {
			v := e.entries[i]
			if v == 0 || int(v&15) != d-1 {
				continue
			}
			for j := range t.moves3 {
				e.add(t.canonRho(t.moveRho(v>>4, j)), d)
			}
		}
	}
	return e
}
