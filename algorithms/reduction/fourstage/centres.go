package fourstage

import (
	"context"
	"fmt"
	"sort"

	"cubelab/cube"
)

// Centres only: stages 1 and 2 (by default with the wing parity), then stage 3's
// moves solve the centres alone (an exact 70³ table, so that part is a
// straight descent). Edges are left to the caller. Every move is an outer
// or wide turn, so the centres cost the same in OBTM as in BTM.

// buildCentreOnly fills the tables of the centres-only search.
func (t *tables) buildCentreOnly(ctx context.Context, U, D, F, B, R, L uint8) error {
	g := t.g
	nrl := t.rl.Size()
	t.dist2c = make([]uint8, t.ct2.Size()*nrl)
	for i := range t.dist2c {
		t.dist2c[i] = unreached
	}
	good := t.rlGood(R, L)
	for _, ct := range []int{t.ct2.Of(g.faceMask(U, D)), t.ct2.Of(g.faceMask(F, B))} {
		for rl, ok := range good {
			if ok {
				t.dist2c[ct*nrl+rl] = 0
			}
		}
	}
	nm2 := len(t.moves2)
	err := bfs(ctx, t.dist2c, nm2, func(x, j int) int {
		ct, rl := x/nrl, x%nrl
		return int(t.ct2Move[ct*nm2+j])*nrl + int(t.rl2Move[rl*nm2+j])
	})
	if err != nil {
		return err
	}

	t.dist3c = make([]uint8, 70*70*70)
	for i := range t.dist3c {
		t.dist3c[i] = unreached
	}
	ud := [2]int{t.ud.Of(g.faceMask(U)), t.ud.Of(g.faceMask(D))}
	fb := [2]int{t.fb.Of(g.faceMask(F)), t.fb.Of(g.faceMask(B))}
	rl := [2]int{t.rl.Of(g.faceMask(R)), t.rl.Of(g.faceMask(L))}
	for a := 0; a < 2; a++ {
		for b := 0; b < 2; b++ {
			t.dist3c[(ud[a]*70+fb[b])*70+rl[a^b]] = 0
		}
	}
	nm3 := len(t.moves3)
	return bfs(ctx, t.dist3c, nm3, func(x, j int) int {
		r := x % 70
		f, u := x/70%70, x/4900
		return (int(t.ud3[u*nm3+j])*70+int(t.fb3[f*nm3+j]))*70 + int(t.rl3[r*nm3+j])
	})
}

// centreStart3 reads the centres-only stage 3 coordinate (colours chosen as
// in stage3Start, so that the goals are proper orientations).
func (t *tables) centreStart3(st *state) (int, error) {
	cu, cf, cr, _, err := t.axisColours(st)
	if err != nil {
		return 0, err
	}
	return (t.ud.Of(st.ctrMask(cu, cu))*70+t.fb.Of(st.ctrMask(cf, cf)))*70 + t.rl.Of(st.ctrMask(cr, cr)), nil
}

// CentreParams bound the centres-only search.
type CentreParams struct {
	Params
	// Leaves is how many stage 2 solutions are scored by their stage 3
	// distance; the best Solutions of them are returned.
	Leaves, Solutions int
	// AnyWings drops stage 2's wing parity goal. By default the centres
	// end with an even wing permutation, which spares the edge pairing its
	// parity operation and the reduced cube its OLL parity.
	AnyWings bool
}

// DefaultCentreParams take a few milliseconds per cube.
var DefaultCentreParams = CentreParams{
	Params:    Params{Stage1Solutions: 1000, Stage1Slack: 1, Stage1Keep: 100, MaxStage2: 14, Nodes: 2_000_000},
	Leaves:    400,
	Solutions: 12,
}

// Centres returns up to p.Solutions move sequences, shortest first, that
// solve c's centres (every face one colour, in a proper orientation of the
// colour scheme), using outer and wide turns only. It builds the tables on
// first use (about a second and 20 MB).
func Centres(ctx context.Context, c *cube.Cube, p CentreParams) ([]cube.Alg, error) {
	t, err := getTables(ctx)
	if err != nil {
		return nil, err
	}
	value := func(c1 *cand1) int { return c1.value }
	if p.AnyWings {
		value = func(c1 *cand1) int { return c1.valueC }
	}
	c1s, nodes, err := t.stage1(ctx, c, p.Params, value)
	if err != nil {
		return nil, err
	}
	type leaf struct {
		c1    *cand1
		moves []uint8
		st    state
		x     int // stage 3 coordinate
		value int // total length with the exact stage 3 distance
	}
	var leaves []leaf
	var lerr error
	// Every stage 2 move, not buildSearch2's: on 6x6x6, whose inner
	// centres come from here read as a 4x4x4's, leaving the D, L and B
	// wide turns out made the pinned cubes 2-12 OBTM longer.
	s2 := &stage2Search{t: t, centresOnly: p.AnyWings, search: t.all2}
	s2.check = func() bool { return ctx.Err() != nil || nodes+s2.nodes > p.Nodes }
	// Two lengths past the first that has solutions: a longer stage 2
	// may leave a shorter stage 3.
	last := -1
	for total := value(c1s[0]); !s2.stop && total <= value(c1s[0])+p.MaxStage2; total++ {
		if last >= 0 && (total > last+1 || len(leaves) >= p.Leaves) {
			break
		}
		for _, c1 := range c1s {
			if value(c1) > total || s2.stop {
				break
			}
			s2.found = func(moves []uint8, _ *[24]uint8) bool {
				st := c1.st
				for _, m := range moves {
					st = t.g.apply(st, int(m))
				}
				x, err := t.centreStart3(&st)
				if err != nil {
					lerr = err
					return false
				}
				leaves = append(leaves, leaf{c1, append([]uint8(nil), moves...), st, x, total + int(t.dist3c[x])})
				return len(leaves) < p.Leaves
			}
			s2.dfs(c1.ct, c1.rl, c1.par, 0, total-len(c1.moves), -1)
		}
		if len(leaves) > 0 && last < 0 {
			last = total
		}
		s2.stop = s2.stop && len(leaves) < p.Leaves
	}
	if lerr != nil {
		return nil, lerr
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if len(leaves) == 0 {
		return nil, fmt.Errorf("centres: %w", ErrGaveUp)
	}
	sort.SliceStable(leaves, func(i, j int) bool { return leaves[i].value < leaves[j].value })
	var out []cube.Alg
	nm := len(t.moves3)
	for _, l := range leaves[:min(len(leaves), p.Solutions)] {
		var m3 []uint8
		x := l.x
		for d := int(t.dist3c[x]); d > 0; d-- {
			r, f, u := x%70, x/70%70, x/4900
			found := false
			for j, m := range t.moves3 {
				y := (int(t.ud3[u*nm+j])*70+int(t.fb3[f*nm+j]))*70 + int(t.rl3[r*nm+j])
				if int(t.dist3c[y]) == d-1 {
					m3, x, found = append(m3, uint8(m)), y, true
					break
				}
			}
			if !found {
				return nil, fmt.Errorf("fourstage: centre table has no descent (internal error)")
			}
		}
		st := t.stages(&cand2{c1: l.c1, moves: l.moves}, m3)
		var a cube.Alg
		for _, s := range st {
			a = append(a, s.Moves...)
		}
		out = append(out, a)
	}
	return out, nil
}

// PrepareCentres builds the tables Centres needs (about a second; not the
// stage 3 edge table), so that the first solve does not pay for them. It
// returns when they are ready or when ctx ends; in the latter case the
// build goes on only while another caller waits for it, or briefly for
// the next to join (algorithms.SharedBuild).
func PrepareCentres(ctx context.Context) error {
	_, err := getTables(ctx)
	return err
}
