package pocket

import (
	"context"
	"fmt"
	"sync"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// unknownDist marks states the table build has not reached yet.
const unknownDist = 0xF

// DistTable holds the HTM distance to solved of every state, 4 bits a state
// (God's number for the 2x2x2 is 11 in HTM, 14 in QTM, so either fits): 1.84 MB.
type DistTable struct {
	nib   []byte
	Build time.Duration // how long the breadth-first build took
}

func (t *DistTable) get(i Index) uint8 {
	b := t.nib[i>>1]
	if i&1 == 1 {
		return b >> 4
	}
	return b & 0xF
}

func (t *DistTable) set(i Index, d uint8) {
	b := &t.nib[i>>1]
	if i&1 == 1 {
		*b = *b&0x0F | d<<4
	} else {
		*b = *b&0xF0 | d
	}
}

// Dist returns the optimal HTM distance of state i.
func (t *DistTable) Dist(i Index) int { return int(t.get(i)) }

// buildDistTable fills the table breadth first, one sweep over all states
// per depth: states at depth d give their unreached neighbours depth d+1.
func buildDistTable() *DistTable {
	start := time.Now()
	mt := tables()
	t := &DistTable{nib: make([]byte, (NumStates+1)/2)}
	for i := range t.nib {
		t.nib[i] = 0xFF
	}
	t.set(0, 0)
	atDepth, unknown := 1, NumStates-1
	for d := uint8(0); atDepth > 0; d++ {
		next := 0
		// Forward (expand every state at depth d) while the frontier is
		// small; backward (give each unreached state depth d+1 if a
		// neighbour has depth d) once fewer states are left than the
		// frontier holds: the last two depths then cost a third as much.
		backward := atDepth > unknown
		for pc := 0; pc < NumPerm; pc++ {
			pn := &mt.perm[pc]
			base := Index(pc * NumTwist)
			for tc := 0; tc < NumTwist; tc++ {
				i := base + Index(tc)
				tn := &mt.twist[tc]
				if backward {
					if t.get(i) != unknownDist {
						continue
					}
					for m := 0; m < NumMoves; m++ {
						if t.get(Index(int(pn[m])*NumTwist+int(tn[m]))) == d {
							t.set(i, d+1)
							next++
							break
						}
					}
					continue
				}
				if t.get(i) != d {
					continue
				}
				for m := 0; m < NumMoves; m++ {
					j := Index(int(pn[m])*NumTwist + int(tn[m]))
					if t.get(j) == unknownDist {
						t.set(j, d+1)
						next++
					}
				}
			}
		}
		atDepth = next
		unknown -= next
	}
	t.Build = time.Since(start)
	return t
}

// Table returns the full distance table, building it on first use (well
// under a second). The build is not cancellable: it is short and shared.
func Table() *DistTable { return distTable() }

var distTable = sync.OnceValue(buildDistTable)

// descend follows the table from i down to solved, one distance-decreasing
// move at a time, counting the states it generates. Each step reads all nine
// neighbours' entries before choosing: the reads do not depend on each other,
// so when the table is not in cache their misses overlap instead of queueing
// one behind the other.
func (t *DistTable) descend(i Index) (sol []move, generated int64) {
	mt := tables()
	d := t.get(i)
	sol = make([]move, 0, d)
	last := -1
	var dist [NumMoves]uint8
	for d > 0 {
		pn, tn := &mt.perm[i/NumTwist], &mt.twist[i%NumTwist]
		for m := 0; m < NumMoves; m++ {
			dist[m] = t.get(Index(int(pn[m])*NumTwist + int(tn[m])))
		}
		for m := 0; m < NumMoves; m++ {
			if m/3 == last {
				continue
			}
			generated++
			if dist[m] == d-1 {
				sol = append(sol, move(m))
				i, d, last = Index(int(pn[m])*NumTwist+int(tn[m])), d-1, m/3
				break
			}
		}
	}
	return sol, generated
}

// allOptimal appends every optimal solution of state i (at most limit; 0 for
// no limit), in move order. It reports whether the list is complete.
func (t *DistTable) allOptimal(ctx context.Context, i Index, limit int) ([][]move, bool, error) {
	mt := tables()
	var out [][]move
	path := make([]move, 0, 16)
	var walk func(i Index, d uint8) bool
	complete := true
	var err error
	walk = func(i Index, d uint8) bool {
		if d == 0 {
			out = append(out, append([]move(nil), path...))
			if limit > 0 && len(out) >= limit {
				complete = false
				return false
			}
			return true
		}
		if len(out)%256 == 0 && ctx.Err() != nil {
			err = ctx.Err()
			return false
		}
		for m := move(0); m < NumMoves; m++ {
			j := mt.next(i, m)
			if t.get(j) != d-1 {
				continue
			}
			path = append(path, m)
			ok := walk(j, d-1)
			path = path[:len(path)-1]
			if !ok {
				return false
			}
		}
		return true
	}
	walk(i, t.get(i))
	if err != nil {
		return nil, false, fmt.Errorf("pocket: listing optimal solutions: %w", err)
	}
	return out, complete, nil
}

// Distance returns the optimal HTM length of a 2x2x2 state, in any
// orientation, from the full table.
func Distance(c *cube.Cube) (int, error) {
	p, _, err := Standard(c)
	if err != nil {
		return 0, err
	}
	return Table().Dist(p.Index()), nil
}

// OptimalURF returns an optimal HTM solution made of U, R and F turns only
// for a 2x2x2 whose DBL corner is already home (standard orientation; see
// cube.Cube.Standardize). It uses the full table (built on first use).
func OptimalURF(ctx context.Context, c *cube.Cube) (cube.Alg, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("pocket: %w", err)
	}
	p, rot, err := Standard(c)
	if err != nil {
		return nil, err
	}
	if len(rot) > 0 {
		return nil, fmt.Errorf("pocket: OptimalURF needs the DBL corner home; rotate the cube with %s first (or use Standardize)", rot)
	}
	sol, _ := Table().descend(p.Index())
	return toAlg(sol), nil
}

// AllOptimal returns every optimal HTM solution of a 2x2x2 (the "fewest
// moves" list), at most limit of them (0: all), as moves that solve the
// cube as given. complete is false when the limit cut the list short.
func AllOptimal(ctx context.Context, c *cube.Cube, limit int) (sols []cube.Alg, complete bool, err error) {
	p, rot, err := Standard(c)
	if err != nil {
		return nil, false, err
	}
	ms, complete, err := Table().allOptimal(ctx, p.Index(), limit)
	if err != nil {
		return nil, false, err
	}
	for _, s := range ms {
		sols = append(sols, asGiven(rot, s))
	}
	return sols, complete, nil
}

// tableSolver solves by descending the full distance table.
type tableSolver struct{ cfg algorithms.Config }

func (tableSolver) Name() string { return "table" }
func (s tableSolver) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	start := time.Now()
	p, rot, err := Standard(c)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("table: %w", err)
	}
	if progress != nil {
		progress(algorithms.Progress{Stage: "distance table", Fraction: -1})
	}
	t := Table()
	sol, gen := t.descend(p.Index())
	return &algorithms.Solution{
		Moves:   asGiven(rot, sol),
		Optimal: true,
		Stats: algorithms.Stats{
			Duration:  time.Since(start),
			Visited:   int64(len(sol)),
			Generated: gen,
		},
	}, nil
}
