package reduction

import (
	"context"
	"errors"
	"fmt"
	"hash/maphash"
	"sort"

	"cubelab/algorithms"
	"cubelab/cube"
)

// The greedy centre search commits to the step with the best gain per move,
// which on the first faces often leaves a sticker or two that only an 8-move
// 3-cycle fetches. centreBeam instead keeps, for every move count, the few
// states that have solved the most stickers for that many moves (ties going
// to the one whose target colour is most gathered into lines), and expands
// them in move-count order: the first state whose centres are all solved
// comes from the cheapest sequence the beam saw. Each step is an optional
// setup (an outer turn, or an inner-layer turn that leaves the faces being
// worked on alone) and one operation of centreOps that solves more stickers
// of the target faces without spoiling a finished face. Faces are completed
// in opposite pairs: the first two in order together, and so on.

// centreNode is a state the beam reached.
type centreNode struct {
	st     []cube.Face
	parent *centreNode
	alg    cube.Alg // moves from parent
	cost   int
	fi     int    // how many faces are locked
	par    uint32 // odd cubes: the wing orbits whose parity the moves toggled
	locked [6]bool
	// prog and conc rank the nodes of one move count (centreConc).
	prog, conc int
}

// centreCand is a child not yet built: parent, then setup si and op oi.
type centreCand struct {
	parent     *centreNode
	si, oi     int32
	prog, side int
}

// better ranks candidates of one move count: more stickers solved in face
// order first, then more stickers of the other open faces already home.
func (a *centreCand) better(b *centreCand) bool {
	if a.prog != b.prog {
		return a.prog > b.prog
	}
	return a.side > b.side
}

// centreBeam solves the centres like solveCentres with a beam of width
// width per move count, over the operations and setups of t (all of them,
// g.centreTables(), or a subset such as the oblique-only ones of
// bigcentresobl.go).
func centreBeam(ctx context.Context, t *centreTables, w *cube.Cube, g *geom, col [6]cube.Face, order [6]cube.Face, width int, report func(string)) (cube.Alg, error) {
	per := (g.n - 2) * (g.n - 2)
	// Small cubes do the four faces after the first pair together: their
	// inner layers then move freely; on bigger cubes pairs keep the steps
	// cheap to search and came out shorter.
	rest := g.n <= 5
	keep := width * centreOver(g.n)
	root := &centreNode{st: append([]cube.Face(nil), w.Facelets()...)}
	seed := maphash.MakeSeed()
	// progress is the number of stickers solved in face order.
	progress := func(nd *centreNode) int {
		p := nd.fi * per
		for _, f := range centreTargets(nd, order, rest) {
			p += faceCount(g, nd.st, f, col)
		}
		return p
	}
	// advance locks the faces nd has finished.
	advance := func(nd *centreNode) {
		for nd.fi < 5 {
			done := false
			for _, f := range centreTargets(nd, order, rest) {
				if faceCount(g, nd.st, f, col) == per {
					nd.locked[f] = true
					nd.fi++
					done = true
				}
			}
			if !done {
				return
			}
		}
	}
	advance(root)
	if nd := root; nd.fi >= 5 {
		return nil, nil
	}
	buckets := [][]centreCand{nil}
	put := func(c centreCand, cost int) {
		for len(buckets) <= cost {
			buckets = append(buckets, nil)
		}
		b := buckets[cost]
		if len(b) < keep {
			buckets[cost] = insertCand(b, c)
			return
		}
		if c.better(&b[len(b)-1]) {
			b = b[:len(b)-1]
			buckets[cost] = insertCand(b, c)
		}
	}
	scratch := make([]cube.Face, g.nf)
	seen := make([]int32, len(t.ops))
	epoch := int32(0)
	meta := t.centreMetas(g)
	colx := extendCol(col)
	var baseWrong, wrongBuf []int32
	var expand func(nd *centreNode, full bool)
	expand = func(nd *centreNode, full bool) {
		kids := 0
		targets := centreTargets(nd, order, rest)
		var tmask uint8
		for _, f := range targets {
			tmask |= 1 << f
		}
		mask := lockMask(&nd.locked)
		idx := t.index(g, mask, tmask)
		base := progress(nd)
		nn := g.n * g.n
		wrongOf := func(st []cube.Face, out []int32) []int32 {
			for _, target := range targets {
				for r := 1; r < g.n-1; r++ {
					for c := 1; c < g.n-1; c++ {
						if p := int(target)*nn + r*g.n + c; st[p] != col[target] {
							out = append(out, int32(p))
						}
					}
				}
			}
			return out
		}
		for si := range t.bsetups {
			s := &t.bsetups[si]
			cur := nd.st
			sf := s.touch
			if s.alg != nil {
				if !s.allowed(mask, tmask) || (s.axis >= 0 && g.n > centreInnerSetupMaxN) {
					continue
				}
				applyDest(scratch, nd.st, s.dest)
				cur = scratch
			}
			// A setup changes which stickers are wrong only on the target
			// faces; otherwise the list of the setup-free pass holds.
			wrong := baseWrong
			if si == 0 || tmask&sf != 0 {
				wrongBuf = wrongOf(cur, wrongBuf[:0])
				wrong = wrongBuf
				if si == 0 {
					baseWrong = append(baseWrong[:0], wrong...)
				}
			}
			epoch++
			for _, p := range wrong {
				want := col[g.faceOf[p]]
				refs := idx.byDest[p]
				if sf != 0 && !full {
					if s.axis < 0 {
						if cf := idx.cheapFace[s.alg[0].Face]; cf != nil {
							refs = cf[p]
						} else {
							refs = nil
						}
					} else {
						refs = idx.cheapSetup[si][p]
					}
				}
				for _, ref := range refs {
					if cur[ref.from] != want {
						continue
					}
					oi := ref.op
					if seen[oi] == epoch {
						continue
					}
					seen[oi] = epoch
					m := &meta[oi]
					// Operations not touching the setup's face gain the
					// same with the setup as without it: only dearer.
					if sf != 0 && m.touch&sf == 0 {
						continue
					}
					o := &t.ops[oi]
					if sf != 0 && o.cost > t.setupMaxCost() && !full {
						continue
					}
					pt := &idx.parts[oi]
					cost := nd.cost + s.cost + o.cost
					// No better than the worst kept at that move count even
					// if everything it brings in fits: skip the count.
					need := 1
					if cost < len(buckets) {
						if b := buckets[cost]; len(b) >= keep {
							need = max(need, b[len(b)-1].prog-base)
							if len(pt.tTo) < need {
								kids++
								continue
							}
						}
					}
					gain, side, ok := pt.gains(cur, &colx, need)
					if !ok {
						continue
					}
					kids++
					put(centreCand{parent: nd, si: int32(si), oi: oi, prog: base + gain, side: side}, cost)
				}
			}
		}
		// Setup turns before 3-cycles rarely pay for themselves and cost
		// most of the time; they are tried only where nothing else gains.
		if kids == 0 && !full {
			expand(nd, true)
		}
	}
	build := func(c *centreCand) *centreNode {
		p := c.parent
		s, o := &t.bsetups[c.si], &t.ops[c.oi]
		nd := &centreNode{st: make([]cube.Face, g.nf), parent: p, fi: p.fi, locked: p.locked}
		if s.alg != nil {
			applyDest(nd.st, p.st, s.dest)
		} else {
			copy(nd.st, p.st)
		}
		// Only the op's centre stickers matter to the stage; the rest of
		// the cube is applied for real once the moves are chosen.
		o.apply(nd.st)
		nd.alg = append(append(cube.Alg(nil), s.alg...), o.alg...)
		nd.cost = p.cost + s.cost + o.cost
		nd.par = p.par ^ t.setupPar[c.si] ^ t.opPar[c.oi]
		advance(nd)
		return nd
	}
	expand(root, false)
	// On odd cubes a finished state whose wing parity the edge stage must
	// fix costs that fix too: the search goes on while a cheaper finish
	// (one leaving even orbits) can still come.
	rootPar, parKnown := g.wingParityMask(w, col)
	var bestEnd *centreNode
	bestTotal := 0
	lastFace := -1
	maxProg := -1
	for c := 1; c < len(buckets); c++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("centres: %w", err)
		}
		if bestEnd != nil && c >= bestTotal {
			break
		}
		seenState := map[uint64]bool{}
		var nodes []*centreNode
		for i := range buckets[c] {
			nd := build(&buckets[c][i])
			h := maphash.Bytes(seed, facesBytes(nd.st, g))
			if seenState[h] {
				continue
			}
			seenState[h] = true
			if nd.fi >= 5 {
				total := nd.cost
				if parKnown {
					total += g.wingParityCost(rootPar ^ nd.par)
				}
				if bestEnd == nil || total < bestTotal {
					bestEnd, bestTotal = nd, total
				}
				continue
			}
			nd.prog, nd.conc = progress(nd), centreConc(g, nd, order, col, rest)
			nodes = append(nodes, nd)
		}
		sort.SliceStable(nodes, func(i, j int) bool {
			if nodes[i].prog != nodes[j].prog {
				return nodes[i].prog > nodes[j].prog
			}
			return nodes[i].conc > nodes[j].conc
		})
		for _, nd := range nodes[:min(width, len(nodes))] {
			if nd.fi > lastFace {
				lastFace = nd.fi
				report(fmt.Sprintf("centres %d/6", nd.fi+1))
			}
			// A width-1 beam (big cubes) expands only states that have
			// solved more than every cheaper state it expanded: the others
			// are dominated, and skipping them saves most of the time.
			if width == 1 {
				if nd.prog <= maxProg {
					continue
				}
				maxProg = nd.prog
			}
			expand(nd, false)
		}
		buckets[c] = nil
	}
	if bestEnd != nil {
		return centreReplay(w, bestEnd)
	}
	return nil, algorithms.GaveUp("centres: the beam found no operation that improves the centres")
}

// insertCand inserts c into b, kept best first.
func insertCand(b []centreCand, c centreCand) []centreCand {
	i := len(b)
	for i > 0 && c.better(&b[i-1]) {
		i--
	}
	b = append(b, centreCand{})
	copy(b[i+1:], b[i:])
	b[i] = c
	return b
}

// centreReplay applies the moves that led to nd to w and returns them.
func centreReplay(w *cube.Cube, nd *centreNode) (cube.Alg, error) {
	out := pathMoves(nd, func(nd *centreNode) (*centreNode, cube.Alg) { return nd.parent, nd.alg })
	if err := w.ApplyAlg(out); err != nil {
		return nil, fmt.Errorf("centres: %w", err)
	}
	return out, nil
}

// pathMoves returns the moves from a beam's root to nd, given each node's
// parent (nil at the root) and the moves from it.
func pathMoves[N any](nd *N, step func(*N) (parent *N, alg cube.Alg)) cube.Alg {
	var parts []cube.Alg
	for nd != nil {
		parent, alg := step(nd)
		if parent == nil {
			break
		}
		parts = append(parts, alg)
		nd = parent
	}
	var out cube.Alg
	for i := len(parts) - 1; i >= 0; i-- {
		out = append(out, parts[i]...)
	}
	return out
}

// facesBytes views the centre part of a state as bytes for hashing.
func facesBytes(st []cube.Face, g *geom) []byte {
	b := make([]byte, len(g.centre))
	for i, p := range g.centre {
		b[i] = byte(st[p])
	}
	return b
}

// faceCount is how many centre stickers of face f show its colour.
func faceCount(g *geom, st []cube.Face, f cube.Face, col [6]cube.Face) int {
	n := g.n
	nn := n * n
	k := 0
	base := int(f) * nn
	for r := 1; r < n-1; r++ {
		for c := 1; c < n-1; c++ {
			if st[base+r*n+c] == col[f] {
				k++
			}
		}
	}
	return k
}

// centreBeamWidth is the beam width for NxNxN, 0 for sizes the greedy search
// solves (the beam costs its width times the greedy's time per move). Widths
// measured in OBTM on 10 cubes: 5x5 16 -> 48 130.7 -> 126.6 (about 0.3 s
// more), 6x6 6 -> 12 centres 156.6 -> 149.7, 7x7 4 -> 8 418.3 -> 412.3.
func centreBeamWidth(n int) int {
	switch {
	case n <= 4:
		return 16
	case n == 5:
		return 48
	case n == 6:
		return 12
	case n == 7:
		return 8
	case n <= centreBeamMaxN:
		return 1
	}
	return 0
}

// centreInnerSetupMaxN is the largest size whose beam tries inner-layer
// setups: on 12x12 dropping them took a third of the time for 1% more
// centre moves.
const centreInnerSetupMaxN = 11

// centreBeamMaxN is the largest size the beam solves: with the width-1 beam
// expanding only undominated states, 12x12 takes about 5 s of CPU and
// 13x13 6 s (2205 and 2660 OBTM against the greedy's 2400 and 2898); 17x17
// would take 26 s for 5% fewer moves than the greedy's.
const centreBeamMaxN = 13

// centreOver is how many candidates per beam slot a move count keeps
// before they are built and ranked by centreConc (7x7 gains from more).
func centreOver(n int) int {
	if n == 7 {
		return 6
	}
	return 3
}

// centreConc scores how well the target colour is gathered into lines on
// the open faces: the sum over their rows and columns of the square of how
// many stickers there show it. Whole lines move in one turn, so of two states
// with as many solved stickers, the more gathered one tends to finish sooner.
func centreConc(g *geom, nd *centreNode, order, col [6]cube.Face, rest bool) int {
	if nd.fi >= 6 {
		return 0
	}
	n := g.n
	nn := n * n
	sum := 0
	for _, tf := range centreTargets(nd, order, rest) {
		for f := cube.Face(0); f < 6; f++ {
			if nd.locked[f] {
				continue
			}
			base := int(f) * nn
			want := col[tf]
			for r := 1; r < n-1; r++ {
				rk, ck := 0, 0
				for k := 1; k < n-1; k++ {
					if nd.st[base+r*n+k] == want {
						rk++
					}
					if nd.st[base+k*n+r] == want {
						ck++
					}
				}
				sum += rk*rk + ck*ck
			}
		}
	}
	return sum
}

// centreTargets lists the faces nd is completing: the first open face of
// the order and its partner in the order's pairs of
// faces (0-1, 2-3, 4-5) if that is still open; with rest, once the first
// pair is done, all the open faces.
func centreTargets(nd *centreNode, order [6]cube.Face, rest bool) []cube.Face {
	if rest && nd.locked[order[0]] && nd.locked[order[1]] {
		var out []cube.Face
		for _, f := range order[2:] {
			if !nd.locked[f] {
				out = append(out, f)
			}
		}
		return out
	}
	for i, f := range order {
		if nd.locked[f] {
			continue
		}
		out := []cube.Face{f}
		if i%2 == 0 && !nd.locked[order[i+1]] {
			out = append(out, order[i+1])
		}
		return out
	}
	return nil
}

// centreSetupMaxCost is the dearest operation tried after a setup turn
// unless nothing else gains.
const centreSetupMaxCost = 3

// setupMaxCost is the dearest operation t's beam tries after a setup turn
// unless nothing else gains: centreSetupMaxCost, or t.setupMax if set.
func (t *centreTables) setupMaxCost() int {
	if t.setupMax > 0 {
		return t.setupMax
	}
	return centreSetupMaxCost
}

// centreBeamTries runs the beam with order and, if tries > 1, with the
// order's face pairs rotated (each axis first), keeping the shortest. Which
// pair is cheapest first depends on the state, and small cubes have time to
// look.
func centreBeamTries(ctx context.Context, w *cube.Cube, g *geom, col, order [6]cube.Face, width, tries int, report func(string)) (cube.Alg, error) {
	return centreBeamTriesOn(ctx, g.centreTables(), w, g, col, order, width, tries, centreParityRetries(g.n), report)
}

// centreBeamTriesOn is centreBeamTries over the operations of t, with
// retries of centreRetryTurns.
func centreBeamTriesOn(ctx context.Context, t *centreTables, w *cube.Cube, g *geom, col, order [6]cube.Face, width, tries, retries int, report func(string)) (cube.Alg, error) {
	if tries <= 1 && retries == 0 {
		return centreBeam(ctx, t, w, g, col, order, width, report)
	}
	var best cube.Alg
	bestLen := 0
	var bestErr error
	found := false
	bestOrd := order
	try := func(pre cube.Alg, ord [6]cube.Face) error {
		c := w.Clone()
		if err := c.ApplyAlg(pre); err != nil {
			return fmt.Errorf("centres: %w", err)
		}
		alg, err := centreBeam(ctx, t, c, g, col, ord, width, report)
		if err != nil {
			if !errors.Is(err, algorithms.ErrGaveUp) {
				return err
			}
			bestErr = err
			return nil
		}
		alg = append(append(cube.Alg(nil), pre...), alg...)
		if l := centreCost(g, w, col, alg); !found || l < bestLen {
			best, bestLen, found, bestOrd = alg, l, true, ord
		}
		return nil
	}
	for k := 0; k < min(max(tries, 1), 3); k++ {
		var ord [6]cube.Face
		for i := range ord {
			ord[i] = order[(i+2*k)%6]
		}
		if err := try(nil, ord); err != nil {
			return nil, err
		}
	}
	// A finish that leaves wing parity to fix costs 15 or more moves
	// later; the search from a wide quarter turn away ends differently,
	// with even parity about half the time.
	for _, m := range centreRetryTurns[:min(retries, len(centreRetryTurns))] {
		if !found || bestLen == best.OBTM(g.n) {
			break
		}
		if err := try(cube.Alg{m}, bestOrd); err != nil {
			return nil, err
		}
	}
	if !found {
		return nil, bestErr
	}
	if err := w.ApplyAlg(best); err != nil {
		return nil, fmt.Errorf("centres: %w", err)
	}
	return best, nil
}

// centreRetryTurns are the turns centreBeamTries starts again from when the
// best finish leaves wing parity to fix.
var centreRetryTurns = []cube.Move{
	{Face: cube.R, Lo: 1, Hi: 2, Turns: 1},
	{Face: cube.U, Lo: 1, Hi: 2, Turns: 1},
	{Face: cube.F, Lo: 1, Hi: 2, Turns: 1},
}

// centreParityRetries is how many of centreRetryTurns NxNxN tries.
func centreParityRetries(n int) int {
	switch {
	case n == 5 || n == 6:
		return 2
	case n == 7:
		return 1
	}
	return 0
}

// centreCost is the OBTM length of centre solution alg from w plus, on odd
// cubes, what fixing the wing parity it leaves will cost.
func centreCost(g *geom, w *cube.Cube, col [6]cube.Face, alg cube.Alg) int {
	l := alg.OBTM(g.n)
	if root, ok := g.wingParityMask(w, col); ok {
		l += g.wingParityCost(root ^ g.parityToggles(alg))
	}
	return l
}

// centreTries is how many face-pair orders the beam tries for NxNxN. Cubes
// up to maxTryN try every order in the solver, through edge pairing, and
// keep the shortest whole reduction, so the beam need not.
func centreTries(n int) int {
	if n > maxTryN && n <= 5 {
		return 3
	}
	return 1
}
