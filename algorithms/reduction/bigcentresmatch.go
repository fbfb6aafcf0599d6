package reduction

import (
	"context"
	"fmt"

	"cubelab/algorithms"
	"cubelab/cube"
)

// Matching the obliques to their bars, before the last mapped stage. That
// stage's moves turn the layers next to each face (1, 2, N-1, N) and never
// the ones between, so the centres in row 1 between the x-centres move as
// one bar: on 6x6x6 the obliques (1,2) and (1,3), on 7x7x7 the obliques
// (1,2), (1,4) and the t-centre (1,3) between them. A bar whose pieces
// have one colour is a 5x5x5 t-centre that the mapped stage puts home, so
// once every bar is one colour that stage solves every centre left. The
// matching needs only the oblique 3-cycles, and between them any of those
// layer turns as setups, none undone: they carry whole bars, so they never
// unmatch one. This is the freedom that solving the obliques after the
// mapped stage, in place, lacks.

// barMatch is one size's matching: bar partners and the moves.
type barMatch struct {
	// partner[p] is the facelet oblique p must match (the other oblique of
	// its bar on 6x6x6, the t-centre on 7x7x7), -1 for other facelets.
	partner []int32
	obl     []int32 // the oblique facelets
	ops     []op    // oblique-only operations
	// byDest[p] lists the operations moving a sticker onto p and where
	// from.
	byDest [][]centreRef
	setups []matchSetup
}

// matchSetup is a turn of the bar-keeping layers: a permutation of the
// facelets (dest[i] is where facelet i goes) and its OBTM cost.
type matchSetup struct {
	alg  cube.Alg
	dest []int32
	cost int
}

// barMatchTables returns N's matching tables, built once.
func (g *geom) barMatchTables() (*barMatch, error) {
	g.matchOnce.Do(func() { g.match, g.matchErr = g.buildBarMatch() })
	return g.match, g.matchErr
}

func (g *geom) buildBarMatch() (*barMatch, error) {
	n, nn := g.n, g.n*g.n
	t := g.obliqueCentreTables()
	b := &barMatch{partner: make([]int32, g.nf), ops: t.ops, byDest: make([][]centreRef, g.nf)}
	for i := range b.partner {
		b.partner[i] = -1
	}
	// The bar of an oblique in row 1 runs along row 1; in row N-2 along
	// it too; in column 1 or N-2 along the column. Its partner is the
	// bar's other oblique (6x6x6) or the bar's middle (7x7x7).
	for _, p := range g.centre {
		f, r, c := int(p)/nn, int(p)%nn/n, int(p)%n
		if !isOblique(n, r, c) {
			continue
		}
		pr, pc := r, c
		switch {
		case r == 1 || r == n-2:
			pc = n - 1 - c
			if n%2 == 1 {
				pc = n / 2
			}
		default:
			pr = n - 1 - r
			if n%2 == 1 {
				pr = n / 2
			}
		}
		b.partner[p] = int32(f*nn + pr*n + pc)
		b.obl = append(b.obl, p)
	}
	for oi, o := range b.ops {
		for j, p := range o.to {
			b.byDest[p] = append(b.byDest[p], centreRef{op: int32(oi), from: o.from[j]})
		}
	}
	b.setups = []matchSetup{{}}
	for _, f := range cube.Faces {
		for _, rng := range [][2]int{{1, 1}, {1, 2}, {2, 2}} {
			for tn := 1; tn <= 3; tn++ {
				m := cube.Move{Face: f, Lo: rng[0], Hi: rng[1], Turns: tn}
				from, err := cube.FaceletPermutation(n, cube.Alg{m})
				if err != nil {
					return nil, fmt.Errorf("bar matching: %v: %w", m, err)
				}
				dest := make([]int32, g.nf)
				for i, src := range from {
					dest[src] = int32(i)
				}
				b.setups = append(b.setups, matchSetup{alg: cube.Alg{m}, dest: dest, cost: cube.Alg{m}.OBTM(n)})
			}
		}
	}
	return b, nil
}

// matched is how many obliques of st match their partners.
func (b *barMatch) matched(st []cube.Face) int {
	k := 0
	for _, p := range b.obl {
		if st[p] == st[b.partner[p]] {
			k++
		}
	}
	return k
}

// matchBars matches every oblique of w to its bar (turning w) greedily:
// each step the setup and operation with the most matches gained per move.
// It gives up (algorithms.ErrGaveUp) when no step gains.
func matchBars(ctx context.Context, w *cube.Cube, g *geom) (cube.Alg, error) {
	b, err := g.barMatchTables()
	if err != nil {
		return nil, err
	}
	st := append([]cube.Face(nil), w.Facelets()...)
	cur := make([]cube.Face, len(st))
	post := make([]cube.Face, len(st))
	stamp := make([]int32, len(st))
	seen := make([]int32, len(b.ops))
	epoch := int32(0)
	var out cube.Alg
	for have := b.matched(st); have < len(b.obl); {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("bar matching: %w", err)
		}
		bestNum, bestDen := 0, 1
		bestS, bestO := -1, -1
		for si := range b.setups {
			s := &b.setups[si]
			if s.alg == nil {
				copy(cur, st)
			} else {
				applyDest(cur, st, s.dest)
			}
			epoch++
			for _, p := range b.obl {
				want := cur[b.partner[p]]
				if cur[p] == want {
					continue
				}
				for _, ref := range b.byDest[p] {
					if cur[ref.from] != want || seen[ref.op] == epoch {
						continue
					}
					seen[ref.op] = epoch
					o := &b.ops[ref.op]
					cost := s.cost + o.cost
					gain := b.gain(o, cur, post, stamp, epoch)
					if gain > 0 && gain*bestDen > bestNum*cost {
						bestNum, bestDen, bestS, bestO = gain, cost, si, int(ref.op)
					}
				}
			}
		}
		if bestO < 0 {
			return nil, algorithms.GaveUp("bar matching: no step gains (%d of %d matched)", have, len(b.obl))
		}
		s, o := &b.setups[bestS], &b.ops[bestO]
		if s.alg != nil {
			applyDest(cur, st, s.dest)
			copy(st, cur)
		}
		copy(post, st)
		for j, to := range o.to {
			post[to] = st[o.from[j]]
		}
		copy(st, post)
		out = append(append(out, s.alg...), o.alg...)
		have += bestNum
		if got := b.matched(st); got != have {
			return nil, fmt.Errorf("bar matching: %d matched, counted %d (internal error)", got, have)
		}
	}
	if err := w.ApplyAlg(out); err != nil {
		return nil, fmt.Errorf("bar matching: %w", err)
	}
	return out, nil
}

// gain is how many more obliques match after o on cur: post and stamp are
// scratch, stamp marking (with epoch) the facelets o wrote into post.
func (b *barMatch) gain(o *op, cur, post []cube.Face, stamp []int32, epoch int32) int {
	for j, to := range o.to {
		post[to] = cur[o.from[j]]
		stamp[to] = epoch
	}
	val := func(x int32) cube.Face {
		if stamp[x] == epoch {
			return post[x]
		}
		return cur[x]
	}
	gain := 0
	count := func(p int32) {
		q := b.partner[p]
		if q < 0 {
			return
		}
		if cur[p] == cur[q] {
			gain--
		}
		if val(p) == val(q) {
			gain++
		}
	}
	for _, to := range o.to {
		count(to)
		// The partner of a moved oblique may itself be an oblique that
		// did not move (6x6x6's bars): its match changed too, unless it
		// was counted as moved.
		if q := b.partner[to]; q >= 0 && b.partner[q] == to && stamp[q] != epoch {
			count(q)
		}
	}
	for _, to := range o.to {
		stamp[to] = 0
	}
	return gain
}
