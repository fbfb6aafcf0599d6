package pocket

import (
	"context"
	"fmt"
	"sync"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// The pattern databases of the pdb method (seed 001: a database small enough
// to keep memory low, large enough to prune well). Three patterns, each a
// projection of the state whose exact distance a small table stores:
//   - corner permutation alone (5,040 entries, a byte each);
//   - all twists + where the corners of slots URF, UFL, ULB are (729·7³);
//   - all twists + where the corners of slots UBR, DFR, DLF are (729·7³).
//
// Solving the whole cube solves every projection, so each distance, and their
// maximum, is an admissible heuristic. The two twist tables are folded by 3
// (see trioFold) and kept at 4 bits an entry: 88 KB in all (the seed's
// compressed database was 109 KB).
const (
	numTrio     = 7 * 7 * 7 // where three chosen corners are (codes of impossible overlaps stay unused)
	numTrioTwst = numTrio * NumTwist
)

// trioCorners are the home slots of the corners each twist+positions pattern
// follows.
var trioCorners = [2][3]int{{0, 1, 2}, {3, 4, 5}}

type patternDB struct {
	trioMove [numTrio][NumMoves]uint16
	trio     [2][]byte // nibble-packed distances by trio·729 + twist
	perm     [NumPerm]uint8
	build    time.Duration
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

// trioCode encodes the slots of three corners.
func trioCode(a, b, c int) int { return (a*7+b)*7 + c }

// trioOf returns the code of where corners with home slots g are in p.
func (p Pos) trioOf(g [3]int) int {
	var where [7]int
	for s, v := range p {
		where[v/3] = s
	}
	return trioCode(where[g[0]], where[g[1]], where[g[2]])
}

var pdbOnce = sync.OnceValue(buildPatternDB)

func buildPatternDB() *patternDB {
	start := time.Now()
	mt := tables()
	db := new(patternDB)
	// dest[m][s] is the slot that the corner at slot s goes to under m.
	var dest [NumMoves][7]int
	for m := range dest {
		for to, from := range moveSpecs[m].from {
			dest[m][from] = to
		}
	}
	for code := 0; code < numTrio; code++ {
		a, b, c := code/49, code/7%7, code%7
		for m := 0; m < NumMoves; m++ {
			db.trioMove[code][m] = uint16(trioCode(dest[m][a], dest[m][b], dest[m][c]))
		}
	}
	// Breadth-first sweeps from the solved pattern, as for the full table.
	for k, g := range trioCorners {
		t := make([]byte, (numTrioTwst+1)/2)
		for i := range t {
			t[i] = 0xFF
		}
		setNibble(t, trioCode(g[0], g[1], g[2])*NumTwist, 0)
		for d := uint8(0); ; d++ {
			grew := false
			for code := 0; code < numTrio; code++ {
				for tw := 0; tw < NumTwist; tw++ {
					if nibble(t, code*NumTwist+tw) != d {
						continue
					}
					for m := 0; m < NumMoves; m++ {
						j := int(db.trioMove[code][m])*NumTwist + int(mt.twist[tw][m])
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
		db.trio[k] = compressTrio(t)
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

// trioFold is how many twist values share one stored entry. The stored value
// is the least distance among them (so still a lower bound: admissible),
// which divides the memory by trioFold but makes the heuristic inconsistent:
// two neighbouring states can be told distances that differ by more than the
// one move between them. That is the situation seed 001's prune is for.
const (
	trioFold   = 3
	trioTwists = NumTwist / trioFold
)

// compressTrio folds the last twist digit (the DLF slot's; the DRB slot's
// follows from it) into a minimum.
func compressTrio(full []byte) []byte {
	out := make([]byte, (numTrio*trioTwists+1)/2)
	for code := 0; code < numTrio; code++ {
		for tw := 0; tw < trioTwists; tw++ {
			m := uint8(unknownDist)
			for k := 0; k < trioFold; k++ {
				m = min(m, nibble(full, code*NumTwist+tw*trioFold+k))
			}
			setNibble(out, code*trioTwists+tw, m)
		}
	}
	return out
}

// Bytes is the databases' size in memory.
func (db *patternDB) Bytes() int { return len(db.trio[0]) + len(db.trio[1]) + len(db.perm) }

// pdbState is the state as the coordinates the databases index.
type pdbState struct{ perm, twist, a, b uint16 }

func (db *patternDB) h(s pdbState) int {
	h := int(db.perm[s.perm])
	tw := int(s.twist) / trioFold
	if v := int(nibble(db.trio[0], int(s.a)*trioTwists+tw)); v > h {
		h = v
	}
	if v := int(nibble(db.trio[1], int(s.b)*trioTwists+tw)); v > h {
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
		c := pdbState{r.mt.perm[s.perm][m], r.mt.twist[s.twist][m], r.db.trioMove[s.a][m], r.db.trioMove[s.b][m]}
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
	st := pdbState{uint16(p.permCoord()), uint16(p.twistCoord()), uint16(p.trioOf(trioCorners[0])), uint16(p.trioOf(trioCorners[1]))}
	h := r.db.h(st)
	bound := h
	for bound <= maxDepth {
		met.stats.Iterations++
		met.stage = fmt.Sprintf("bound %d", bound)
		if !met.check(0) {
			return nil, met.err
		}
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
