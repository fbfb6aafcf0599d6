package pocket

import (
	"context"
	"fmt"
	"sync"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// The pattern databases of the pdb method (after the pocket-cube web solver
// of docs/origins.md: a database small enough to keep memory low, large
// enough to prune well). Three patterns, each a
// projection of the state whose exact distance a small table stores:
//   - corner permutation alone (5,040 entries, a byte each);
//   - all twists + where the corners of home slots URF, ULB, DFR, DRB are
//     (729·840 entries);
//   - all twists + where the corners of home slots UFL, UBR, DLF, URF are.
//
// Solving the whole cube solves every projection, so each distance, and their
// maximum, is an admissible heuristic. The two twist tables are folded by 3
// (see patternFold) and kept at 4 bits an entry: 204 KB in all (the
// pocket-cube web solver's compressed database was 109 KB). The corner sets were picked by measuring
// every 11-move position (TestPDBWorstCase): an 88 KB version with 3-corner
// patterns needed up to 17,467 nodes there, this one at most 6,809.

// patternCorners are the home slots of the corners each twist+positions
// pattern follows.
var patternCorners = [2][]int{{0, 2, 4, 6}, {1, 3, 5, 0}}

// cornerPattern ranks where a few chosen corners are: placements of k
// distinct slots out of 7, numbered densely.
type cornerPattern struct {
	corners []int
	rank    []int16            // base-7 code of the corners' slots -> rank, -1 if two share a slot
	move    [][NumMoves]uint16 // rank -> rank after each move
	dist    []byte             // nibble-packed folded distances by rank·patternTwists + twist/patternFold
}

type patternDB struct {
	pats  [2]cornerPattern
	perm  [NumPerm]uint8
	build time.Duration
}

func nibble(t []byte, i int) uint8 {
	if i&1 == 1 {
		return t[i>>1] >> 4
	}
	return t[i>>1] & 0xF
}

func setNibble(t []byte, i int, d uint8) {
	b := &t[i>>1]
	if i&1 == 1 {
		*b = *b&0x0F | d<<4
	} else {
		*b = *b&0xF0 | d
	}
}

// newCornerPattern numbers the placements of the given corners and builds
// their move table; dest[m][s] is the slot the corner at slot s goes to.
func newCornerPattern(corners []int, dest *[NumMoves][7]int) cornerPattern {
	k := len(corners)
	size := 1
	for range corners {
		size *= 7
	}
	cp := cornerPattern{corners: corners, rank: make([]int16, size)}
	var codes []int
	for code := 0; code < size; code++ {
		cp.rank[code] = -1
		var used [7]bool
		ok := true
		for x, j := code, 0; j < k; j, x = j+1, x/7 {
			if used[x%7] {
				ok = false
			}
			used[x%7] = true
		}
		if ok {
			cp.rank[code] = int16(len(codes))
			codes = append(codes, code)
		}
	}
	cp.move = make([][NumMoves]uint16, len(codes))
	for r, code := range codes {
		for m := 0; m < NumMoves; m++ {
			to, mul := 0, 1
			for x, j := code, 0; j < k; j, x = j+1, x/7 {
				to += dest[m][x%7] * mul
				mul *= 7
			}
			cp.move[r][m] = uint16(cp.rank[to])
		}
	}
	return cp
}

// of returns the rank of where the pattern's corners are in p.
func (cp *cornerPattern) of(p Pos) uint16 {
	var where [7]int
	for s, v := range p {
		where[v/3] = s
	}
	code, mul := 0, 1
	for _, c := range cp.corners {
		code += where[c] * mul
		mul *= 7
	}
	return uint16(cp.rank[code])
}

var pdbOnce = sync.OnceValue(buildPatternDB)

func buildPatternDB() *patternDB {
	start := time.Now()
	mt := tables()
	db := new(patternDB)
	var dest [NumMoves][7]int
	for m := range dest {
		for to, from := range moveSpecs[m].from {
			dest[m][from] = to
		}
	}
	for k, corners := range patternCorners {
		cp := newCornerPattern(corners, &dest)
		n := len(cp.move) * NumTwist
		t := make([]byte, (n+1)/2)
		for i := range t {
			t[i] = 0xFF
		}
		setNibble(t, int(cp.of(solvedPos))*NumTwist, 0)
		// Breadth-first sweeps from the solved pattern, as for the full table.
		for d := uint8(0); ; d++ {
			grew := false
			for r := range cp.move {
				for tw := 0; tw < NumTwist; tw++ {
					if nibble(t, r*NumTwist+tw) != d {
						continue
					}
					for m := 0; m < NumMoves; m++ {
						j := int(cp.move[r][m])*NumTwist + int(mt.twist[tw][m])
						if nibble(t, j) == unknownDist {
							setNibble(t, j, d+1)
							grew = true
						}
					}
				}
			}
			if !grew {
				break
			}
		}
		cp.dist = foldPattern(t, len(cp.move))
		db.pats[k] = cp
	}
	for i := range db.perm {
		db.perm[i] = unknownDist
	}
	db.perm[0] = 0
	for d := uint8(0); ; d++ {
		grew := false
		for pc := 0; pc < NumPerm; pc++ {
			if db.perm[pc] != d {
				continue
			}
			for m := 0; m < NumMoves; m++ {
				if j := mt.perm[pc][m]; db.perm[j] == unknownDist {
					db.perm[j] = d + 1
					grew = true
				}
			}
		}
		if !grew {
			break
		}
	}
	db.build = time.Since(start)
	return db
}

// patternFold is how many twist values share one stored entry. The stored
// value is the least distance among them (so still a lower bound:
// admissible), which divides the memory by patternFold but makes the
// heuristic inconsistent: two neighbouring states can be told distances that
// differ by more than the one move between them. That is the situation seed
// 001's prune is for.
const (
	patternFold   = 3
	patternTwists = NumTwist / patternFold
)

// foldPattern folds the last twist digit (the DLF slot's; the DRB slot's
// follows from it) into a minimum.
func foldPattern(full []byte, ranks int) []byte {
	out := make([]byte, (ranks*patternTwists+1)/2)
	for r := 0; r < ranks; r++ {
		for tw := 0; tw < patternTwists; tw++ {
			m := uint8(unknownDist)
			for k := 0; k < patternFold; k++ {
				m = min(m, nibble(full, r*NumTwist+tw*patternFold+k))
			}
			setNibble(out, r*patternTwists+tw, m)
		}
	}
	return out
}

// pdbState is the state as the coordinates the databases index.
type pdbState struct{ perm, twist, a, b uint16 }

// stateOf returns p's database coordinates.
func (db *patternDB) stateOf(p Pos) pdbState {
	return pdbState{uint16(p.permCoord()), uint16(p.twistCoord()), db.pats[0].of(p), db.pats[1].of(p)}
}

// next returns the coordinates after move m.
func (db *patternDB) next(mt *coordTables, s pdbState, m int) pdbState {
	return pdbState{mt.perm[s.perm][m], mt.twist[s.twist][m], db.pats[0].move[s.a][m], db.pats[1].move[s.b][m]}
}

func (db *patternDB) h(s pdbState) int {
	h := int(db.perm[s.perm])
	tw := int(s.twist) / patternFold
	if v := int(nibble(db.pats[0].dist, int(s.a)*patternTwists+tw)); v > h {
		h = v
	}
	if v := int(nibble(db.pats[1].dist, int(s.b)*patternTwists+tw)); v > h {
		h = v
	}
	return h
}

// pdbSearch is IDA* over the pattern databases. With raise set it is seed
// 001's variant: when a child's f exceeds the bound, the parent's h becomes
// at least the child's h − 1 (a move changes the distance by at most one),
// and if that pushes the parent itself over the bound its remaining children
// are skipped, the raised value travelling on up to the grandparent.
// Without raise it is textbook IDA* (pdb-plain), for comparison.
type pdbSearch struct {
	base
	raise bool
}

type pdbRun struct {
	db    *patternDB
	mt    *coordTables
	m     *meter
	raise bool
	path  [maxDepth]move
}

// dfs returns whether it solved (and then the solution's length), else either
// this node's raised lower bound (raise mode) or the least f beyond the bound
// in its subtree (plain mode).
func (r *pdbRun) dfs(s pdbState, g, h, bound, lastFace int) (bool, int) {
	if s.perm == 0 && s.twist == 0 {
		return true, g // (h can be 0 short of solved: the folded tables are lossy)
	}
	r.m.stats.Visited++
	if r.m.due() && !r.m.check(int64(g)*64) {
		return false, 0
	}
	next := 1 << 30
	for m := 0; m < NumMoves; m++ {
		if m/3 == lastFace {
			continue
		}
		c := r.db.next(r.mt, s, m)
		r.m.stats.Generated++
		hc := r.db.h(c)
		if g+1+hc > bound {
			if !r.raise {
				next = min(next, g+1+hc)
				continue
			}
			if hc-1 > h {
				h = hc - 1
				if g+h > bound {
					return false, h
				}
			}
			continue
		}
		r.path[g] = move(m)
		found, v := r.dfs(c, g+1, hc, bound, m/3)
		if found {
			return true, v
		}
		if r.m.err != nil {
			return false, 0
		}
		if !r.raise {
			next = min(next, v)
			continue
		}
		if v-1 > h {
			h = v - 1
			if g+h > bound {
				return false, h
			}
		}
	}
	if r.raise {
		return false, h
	}
	return false, next
}

func (s pdbSearch) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	p, rot, err := Standard(c)
	if err != nil {
		return nil, err
	}
	met := newMeter(ctx, s.name, s.cfg, 0, 0, progress)
	if progress != nil {
		progress(algorithms.Progress{Stage: "pattern databases", Fraction: -1})
	}
	r := &pdbRun{db: pdbOnce(), mt: tables(), m: met, raise: s.raise}
	st := r.db.stateOf(p)
	h := r.db.h(st)
	bound := h
	for bound <= maxDepth {
		met.stats.Iterations++
		met.stage = fmt.Sprintf("bound %d", bound)
		if !met.check(0) {
			return nil, met.err
		}
		// Depth-first: the stack is one frame (~64 bytes) per level.
		met.stats.PeakMemory = max(met.stats.PeakMemory, int64(bound)*64)
		found, v := r.dfs(st, 0, h, bound, -1)
		if found {
			return met.solution(rot, r.path[:v], true), nil
		}
		if met.err != nil {
			return nil, met.err
		}
		if s.raise {
			// The root's raised h is a proven lower bound too.
			h = max(h, v)
			bound = max(bound+1, h)
		} else {
			bound = v
		}
	}
	return nil, fmt.Errorf("%s: %w", s.name, algorithms.GaveUp("no solution within %d moves", maxDepth))
}
