package fourstage

// Stage 3's edge coordinate rho packs, for each of the 12 slots of wing
// orbit A, the orbit B slot holding its wing's partner, four bits each.
// Edges are paired when rho is rho0. Its 12!/2 values are too many for a
// full table, so the table holds the states up to edgeDepth moves from
// rho0 in an open-addressing hash (entry: rho << 4 | distance, 0 empty), and
// anything else is at least edgeDepth+1 away.

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

// buildEdgeTable searches breadth first from rho0 to the given depth.
func buildEdgeTable(t *tables, depth int) *edgeTable {
	e := &edgeTable{entries: make([]uint64, 1<<16), shift: 64 - 16, depth: depth}
	e.add(t.rho0, 0)
	frontier := []uint64{t.rho0}
	for d := 1; d <= depth; d++ {
		var next []uint64
		for _, x := range frontier {
			for j := range t.moves3 {
				y := t.moveRho(x, j)
				if e.add(y, d) {
					next = append(next, y)
				}
			}
		}
		frontier = next
	}
	return e
}
