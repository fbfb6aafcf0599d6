package reduction

import (
	"sync"

	"cubelab/cube"
)

// The edge stage works on wing orbits. Wing positions k and N-1-k (k = 1..,
// counted along each edge) form one orbit of 24 wings that only moves among
// itself. Every orbit looks alike: a move's effect on orbit o's wings, read
// as "slot (edge, side)" with side 0 at position o and side 1 at N-1-o, is
// the same for every o as long as the move's inner layers are that orbit's.
// So each operation is traced once, on one orbit, into a permutation of a
// small 72-sticker model (absN): 24 slots of 2 stickers, then the 12
// reference wings (the middle edge on odd cubes, the central wing on even
// ones) of 2 stickers. An operation "A F A'" or [A, F] whose A turns a range
// of inner layers on one side of the middle acts on each orbit of the range
// as the single-layer operation does and leaves every other orbit's pairing
// alone, so the gain of a range is the sum of its orbits' gains.

const (
	absSlots = 48 // slot stickers: ((edge*2+side)*2 + j)
	absN     = 72 // plus reference stickers: 48 + edge*2 + j
)

// famKind is the shape of an edge operation.
type famKind uint8

const (
	famConj   famKind = iota // A body A'
	famCycle                 // A body A' body'  (a pure wing 3-cycle)
	famSlice                 // S A body A' body' S' (a 3-cycle moved by a slice)
	famParity                // oLLParity on the orbit's layer
)

// edgeFam is an edge operation for any orbit: A turns axis's inner layer of
// the orbit (on the far side of the middle if far), body is outer turns.
type edgeFam struct {
	kind   famKind
	axis   cube.Face
	far    bool
	turns  int
	body   cube.Alg
	sAxis  cube.Face // famSlice only: the conjugating slice
	sFar   bool
	sTurns int
	frame  cube.Frame // famParity only: the orientation it is written in
	// wide turns A with the outer layer beside it (Rw rather than 2R; one
	// move in OBTM, not two). The outer turn moves whole edges, so the
	// operation acts alike on every orbit A reaches and pairs or unpairs
	// nothing in the others: its ranges start at orbit 1.
	wide bool
	// mid turns, instead of A, the block of layers centred on the middle
	// that leaves out the orbits 1..o2 (on 5x5x5 the middle slice): it
	// moves the reference wings of those orbits against their other wings,
	// so it acts alike on each of them and leaves the orbits it carries
	// whole paired as they were. Its ranges, like wide's, start at orbit 1.
	mid  bool
	cost int // in OBTM
	// src[i] moves to dst[i] in the orbit model; edges lists the edges whose
	// score the move can change.
	src, dst []int8
	edges    []int8
	// esrc[i] lists, for edge edges[i], where the stickers that end on its
	// two slots and its reference come from: the gain needs only those.
	esrc [][6]int8
}

// edgeTables are the edge stage's operations and setup turns in the orbit
// model.
type edgeTables struct {
	fams   []edgeFam // all operations
	main   []edgeFam // the cheap ones, for the greedy steps (see mainFams)
	parity []edgeFam // the parity operation, per side of the model
	// wideParity is the parity operation with wide turns (Rw for r: 15
	// OBTM moves, not 22), for runs of orbits from orbit 1.
	wideParity []edgeFam
	setups     []absSetup
	// flipTo[x] tells how a wing reads in slot x against slot 0 (see
	// slotFlips); jmOK is false if some slot was not reached.
	flipTo [absSlots / 2]bool
	jmOK   bool

	sliceOnce sync.Once
	slices    []edgeFam // slice-conjugated 3-cycles, built on first need
	indexState
}

// absSetup is an outer-turn sequence before an operation, as a permutation of
// the orbit model.
type absSetup struct {
	alg  cube.Alg
	perm [absN]int8
}

// orbitCount is the number of wing orbits (the central one included on even
// cubes, where it holds the reference wings).
func (g *geom) orbitCount() int {
	if g.n%2 == 1 {
		return (g.n - 3) / 2
	}
	return g.n/2 - 1
}

// centralOrbit is the even cube's orbit holding the reference wings, or -1.
func (g *geom) centralOrbit() int {
	if g.n%2 == 1 {
		return -1
	}
	return g.ref
}

// rangeOrbits is the last orbit a range of layers may reach: every orbit on
// odd cubes, all but the central one on even cubes (turning it would move the
// reference wings).
func (g *geom) rangeOrbits() int {
	if g.n%2 == 1 {
		return g.orbitCount()
	}
	return g.orbitCount() - 1
}

// layerOf is the layer (1-indexed from the axis face) turning orbit o.
func layerOf(n, o int, far bool) int {
	if far {
		return n - o
	}
	return o + 1
}

// famAlg writes the moves of operation f for the orbits o1..o2.
func famAlg(n int, f *edgeFam, o1, o2 int) cube.Alg {
	layer := func(ax cube.Face, far bool, t int) cube.Move {
		lo, hi := layerOf(n, o1, far), layerOf(n, o2, far)
		if lo > hi {
			lo, hi = hi, lo
		}
		return cube.Move{Face: ax, Lo: lo, Hi: hi, Turns: t}
	}
	a := layer(f.axis, f.far, f.turns)
	if f.mid {
		a = midBlock(n, f.axis, o2, f.turns)
	}
	if f.wide {
		if f.far {
			a.Hi = n
		} else {
			a.Lo = 1
		}
	}
	var out cube.Alg
	switch f.kind {
	case famConj:
		out = append(out, a)
		out = append(out, f.body...)
		out = append(out, a.Inverse())
	case famCycle, famSlice:
		if f.kind == famSlice {
			out = append(out, layer(f.sAxis, f.sFar, f.sTurns))
		}
		out = append(append(append(out, a), f.body...), a.Inverse())
		out = append(out, f.body.Inverse()...)
		if f.kind == famSlice {
			out = append(out, layer(f.sAxis, f.sFar, f.sTurns).Inverse())
		}
	case famParity:
		lo, hi := layerOf(n, o1, false), layerOf(n, o2, false)
		if f.wide {
			lo = 1
		}
		for _, m := range oLLParity(lo, hi) {
			out = append(out, f.frame.Apply(m))
		}
	}
	return out
}

// midBlock is the turn of the layers centred on the middle that leaves out
// orbits 1..o (layers o+2..N-1-o).
func midBlock(n int, axis cube.Face, o, turns int) cube.Move {
	return cube.Move{Face: axis, Lo: o + 2, Hi: n - 1 - o, Turns: turns}
}

// absIndex maps real stickers of the traced orbit to the model.
func (g *geom) absIndex(o int) map[int32]int8 {
	m := map[int32]int8{}
	n := g.n
	central := o == g.centralOrbit()
	for e := range 12 {
		for side := range 2 {
			k := o
			if side == 1 {
				k = n - 1 - o
			}
			for j := range 2 {
				m[g.edges[e][k][j]] = int8((e*2+side)*2 + j)
			}
		}
		if central {
			continue // the reference wings are the slots themselves
		}
		for j := range 2 {
			m[g.edges[e][g.ref][j]] = int8(absSlots + e*2 + j)
			if n%2 == 0 { // both central wings stand for the reference
				m[g.edges[e][n-1-g.ref][j]] = int8(absSlots + e*2 + j)
			}
		}
	}
	return m
}

// absPerm traces alg on orbit o into the model: perm[i] is where model
// sticker i goes. ok is false if a sticker leaves the model.
func (g *geom) absPerm(alg cube.Alg, o int, idx map[int32]int8) (perm [absN]int8, ok bool) {
	for i := range perm {
		perm[i] = int8(i)
	}
	dests := make([][]int32, len(alg))
	for i, m := range alg {
		dests[i] = g.destOf(m)
	}
	for real, a := range idx {
		if o == g.centralOrbit() || a < absSlots || g.n%2 == 1 || isRefPos(g, real) {
			p := real
			for _, d := range dests {
				p = d[p]
			}
			d, found := idx[p]
			if !found {
				return perm, false
			}
			perm[a] = d
		}
	}
	return perm, true
}

// isRefPos reports whether real is a sticker at the reference position.
func isRefPos(g *geom, real int32) bool {
	e := g.edgeOf[real]
	return e >= 0 && int(e)%g.n == g.ref
}

// setFam fills f's model moves from perm.
func setFam(f *edgeFam, perm *[absN]int8) {
	var mask [12]bool
	for i, d := range perm {
		if int(d) == i {
			continue
		}
		f.src = append(f.src, int8(i))
		f.dst = append(f.dst, d)
		for _, s := range [2]int{i, int(d)} {
			e := s / 4
			if s >= absSlots {
				e = (s - absSlots) / 2
			}
			mask[e] = true
		}
	}
	var inv [absN]int8
	for i, d := range perm {
		inv[d] = int8(i)
	}
	for e, m := range mask {
		if m {
			f.edges = append(f.edges, int8(e))
			b, r := e*4, absSlots+e*2
			f.esrc = append(f.esrc, [6]int8{inv[b], inv[b+1], inv[b+2], inv[b+3], inv[r], inv[r+1]})
		}
	}
}

func (g *geom) edgeTables() *edgeTables {
	g.edgeOnce.Do(func() {
		g.buildMu.Lock()
		defer g.buildMu.Unlock()
		g.edgeTabs = g.buildEdgeTables()
	})
	return g.edgeTabs
}

// traceOrbit is the orbit operations are traced on: the first one, which on
// even cubes from 6x6x6 up is not the central one (so the reference wings
// are traced as well).
const traceOrbit = 1

// longBodies reports whether the N-cube's edge stage also has the
// operations with five-turn bodies (buildEdgeTables): nine times as many
// operations, so only the single-orbit sizes take them. Measured
// (TestEdgeCompare, the same 8 states, mean edge moves, time a stage at
// load 3): 5x5x5 beam width 4 47.6 -> 43.4 (90 -> 375 ms), 8 48.2 -> 42.0
// (710 ms), 16 44.8 -> 41.2 (1.5 s); 6x6x6 width 4 75.5 (800 ms), 8 73.9
// (1.5 s), against 79.8 (610 ms) at width 12 without; 7x7x7 width 4 96.2 in
// 2.4 s against 98.4 in 0.8 s without (only the wide forms: 96.6 in 1.5
// s; only the centred blocks: 98.2 in 0.9 s, width 8 96.6 in 1.7 s).
func longBodies(n int) bool { return n == 5 || n == 6 }

// midBlocks reports whether the N-cube's edge stage has the operations on
// centred blocks (edgeFam.mid): the sizes the beam pairs (from 5x5x5, where
// there is a middle, to 11x11x11). The greedy of the bigger sizes paired
// no shorter with them (TestMoveCounts: 12x12x12-17x17x17 a few moves
// longer, 11x11x11 shorter).
func midBlocks(n int) bool { return n >= 5 && n <= 11 }

// buildEdgeTables builds the operations:
//   - "A X Y X' A'" with Y on A's axis and X not (cost 5): a wing leaves the
//     slice, the slice turns back and another wing takes its place;
//   - "A flip A'" with flip R U R' F R' F' R in every orientation (cost 9);
//   - pure wing 3-cycles [A, X Y X'] (cost 8);
//   - with longBodies, "A X Z Y Z' X'" and "A X Z Y X' Z'" with X and Z on
//     the two other axes (cost 7): bodies that turn each face off A's axis
//     back, so they keep the centres A moved (a face's centre stickers move
//     only with that face and the slices; TestEdgeOpsKeepCentres checks
//     it, as checking here would double the tables' time), and move more
//     wings through the slice at once.
//
// In all of them the outer turns leave every face A passes through turned
// back, so centres stay. Operations with the same effect are kept once.
func (g *geom) buildEdgeTables() *edgeTables {
	t := &edgeTables{}
	n := g.n
	idx := g.absIndex(traceOrbit)
	type famKey struct {
		perm      [absN]int8
		wide, mid bool
	}
	seen := map[famKey]bool{}
	add := func(f edgeFam, checkCentres bool) {
		alg := famAlg(n, &f, traceOrbit, traceOrbit)
		f.cost = alg.OBTM(n)
		if checkCentres {
			if !g.keepsCentres(alg) {
				return
			}
			if m := g.rangeOrbits(); m > 1 && !g.keepsCentres(famAlg(n, &f, 1, m)) {
				return
			}
		}
		perm, ok := g.absPerm(alg, traceOrbit, idx)
		key := famKey{perm, f.wide, f.mid}
		if !ok || seen[key] {
			return
		}
		moved := 0
		for i := range absSlots {
			if int(perm[i]) != i {
				moved++
			}
		}
		if moved == 0 || (f.kind == famCycle && moved != 6) {
			return
		}
		seen[key] = true
		setFam(&f, &perm)
		t.fams = append(t.fams, f)
	}
	var flips []cube.Alg
	base := cube.Alg{cube.Turn(cube.R, 1), cube.Turn(cube.U, 1), cube.Turn(cube.R, 3), cube.Turn(cube.F, 1), cube.Turn(cube.R, 3), cube.Turn(cube.F, 3), cube.Turn(cube.R, 1)}
	for _, rot := range cube.Orientations() {
		fr := cube.IdentityFrame.RotateAlg(rot)
		fl := make(cube.Alg, len(base))
		for i, m := range base {
			fl[i] = fr.Apply(m)
		}
		flips = append(flips, fl)
	}
	outer := outerTurns()
	for _, kind := range []famKind{famConj, famCycle} {
		for _, ax := range axisFaces {
			for _, far := range []bool{false, true} {
				for tr := 1; tr <= 3; tr++ {
					for _, x := range outer {
						if x.Face.Axis() == ax.Axis() {
							continue
						}
						for _, y := range outer {
							if y.Face.Axis() != ax.Axis() {
								continue
							}
							add(edgeFam{kind: kind, axis: ax, far: far, turns: tr, body: cube.Alg{x, y, x.Inverse()}}, false)
							if kind == famConj {
								add(edgeFam{kind: kind, axis: ax, far: far, turns: tr, body: cube.Alg{x, y, x.Inverse()}, wide: true}, false)
								if !far && midBlocks(n) {
									add(edgeFam{kind: kind, axis: ax, turns: tr, body: cube.Alg{x, y, x.Inverse()}, mid: true}, true)
								}
							}
						}
					}
					if kind == famConj && longBodies(n) {
						for _, x := range outer {
							if x.Face.Axis() == ax.Axis() {
								continue
							}
							for _, z := range outer {
								if z.Face.Axis() == ax.Axis() || z.Face.Axis() == x.Face.Axis() {
									continue
								}
								for _, y := range outer {
									if y.Face.Axis() != ax.Axis() {
										continue
									}
									for _, body := range []cube.Alg{{x, z, y, z.Inverse(), x.Inverse()}, {x, z, y, x.Inverse(), z.Inverse()}} {
										add(edgeFam{kind: kind, axis: ax, far: far, turns: tr, body: body, wide: true}, false)
										if !far && midBlocks(n) {
											add(edgeFam{kind: kind, axis: ax, turns: tr, body: body, mid: true}, false)
										}
									}
								}
							}
						}
					}
					if kind == famConj {
						for _, fl := range flips {
							add(edgeFam{kind: famConj, axis: ax, far: far, turns: tr, body: fl}, true)
						}
					}
				}
			}
		}
	}
	// The parity operation for one orbit in every orientation (each swaps
	// the two wings of another edge); traced like the others.
	type pkey struct {
		perm [absN]int8
		wide bool
	}
	pseen := map[pkey]bool{}
	for _, rot := range cube.Orientations() {
		fr := cube.IdentityFrame.RotateAlg(rot)
		for _, wide := range []bool{false, true} {
			pf := edgeFam{kind: famParity, frame: fr, wide: wide}
			palg := famAlg(n, &pf, traceOrbit, traceOrbit)
			pf.cost = palg.OBTM(n)
			if !g.keepsCentres(palg) {
				continue
			}
			if m := g.rangeOrbits(); m > 1 && !g.keepsCentres(famAlg(n, &pf, 1, m)) {
				continue
			}
			if perm, ok := g.absPerm(palg, traceOrbit, idx); ok && !pseen[pkey{perm, wide}] {
				pseen[pkey{perm, wide}] = true
				setFam(&pf, &perm)
				if wide {
					t.wideParity = append(t.wideParity, pf)
				} else {
					t.parity = append(t.parity, pf)
				}
			}
		}
	}
	t.setups = []absSetup{{}}
	for i := range absN {
		t.setups[0].perm[i] = int8(i)
	}
	for _, m := range outer {
		perm, ok := g.absPerm(cube.Alg{m}, traceOrbit, idx)
		if ok {
			t.setups = append(t.setups, absSetup{alg: cube.Alg{m}, perm: perm})
		}
	}
	t.flipTo, t.jmOK = slotFlips(t.setups)
	for _, f := range t.fams {
		if f.kind == famConj && (len(f.body) == 3 || len(f.body) == 5) {
			t.main = append(t.main, f)
		}
	}
	return t
}

// slotFlips finds, for every slot x, whether a wing moved from slot 0 to x
// has its stickers swapped (sticker 0 of slot 0 ending as sticker 1 of x).
// A wing cannot turn in place, so this is the same for every move sequence;
// outer turns reach every slot of an orbit.
func slotFlips(setups []absSetup) (flip [absSlots / 2]bool, ok bool) {
	var seen [absSlots / 2]bool
	seen[0] = true
	queue := []int{0}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, su := range setups {
			d := int(su.perm[2*x])
			y := d / 2
			if seen[y] {
				continue
			}
			seen[y] = true
			flip[y] = flip[x] != (d%2 == 1)
			queue = append(queue, y)
		}
	}
	for _, v := range seen {
		if !v {
			return flip, false
		}
	}
	return flip, true
}

// sliceFams returns the slice-conjugated 3-cycles S C S', built on first
// use: they give 3-cycles with two wings on one edge, which the last edges
// of odd cubes need. C keeps every centre sticker where it is, so S' puts
// back what S moved.
func (g *geom) sliceFams() []edgeFam {
	t := g.edgeTables()
	t.sliceOnce.Do(func() {
		g.buildMu.Lock()
		defer g.buildMu.Unlock()
		idx := g.absIndex(traceOrbit)
		seen := map[[absN]int8]bool{}
		for _, c := range t.fams {
			if c.kind != famCycle {
				continue
			}
			for _, ax := range axisFaces {
				for _, far := range []bool{false, true} {
					for tr := 1; tr <= 3; tr++ {
						f := c
						f.kind, f.sAxis, f.sFar, f.sTurns = famSlice, ax, far, tr
						f.src, f.dst, f.edges, f.esrc = nil, nil, nil, nil
						alg := famAlg(g.n, &f, traceOrbit, traceOrbit)
						f.cost = alg.OBTM(g.n)
						perm, ok := g.absPerm(alg, traceOrbit, idx)
						if !ok || seen[perm] {
							continue
						}
						seen[perm] = true
						setFam(&f, &perm)
						t.slices = append(t.slices, f)
					}
				}
			}
		}
	})
	return t.slices
}

// keepsCentres reports whether alg leaves every centre sticker on its face,
// so that solved centres stay solved.
func (g *geom) keepsCentres(alg cube.Alg) bool {
	seen := map[int32]bool{}
	for _, m := range alg {
		for _, i := range g.support(m) {
			if !g.isCentre[i] || seen[i] {
				continue
			}
			seen[i] = true
			if g.faceOf[g.trace(i, alg)] != g.faceOf[i] {
				return false
			}
		}
	}
	return true
}

// oLLParity is the single-slice OLL parity algorithm with r = layers lo..hi:
// r2 B2 U2 l U2 r' U2 r U2 F2 r F2 l' B2 r2. On a 4x4x4 it swaps the two UF
// wings and keeps the centres.
func oLLParity(lo, hi int) cube.Alg {
	r := func(t int) cube.Move { return cube.Move{Face: cube.R, Lo: lo, Hi: hi, Turns: t} }
	l := func(t int) cube.Move { return cube.Move{Face: cube.L, Lo: lo, Hi: hi, Turns: t} }
	o := func(f cube.Face) cube.Move { return cube.Turn(f, 2) }
	return cube.Alg{r(2), o(cube.B), o(cube.U), l(1), o(cube.U), r(3), o(cube.U), r(1), o(cube.U), o(cube.F), r(1), o(cube.F), l(3), o(cube.B), r(2)}
}

// pLLParity is r2 U2 r2 Uw2 r2 Uw2 with r = layers 2..N/2 and Uw = layers
// 1..N/2: on even cubes it swaps the UF and UB edges.
func pLLParity(n int) cube.Alg {
	r := cube.Move{Face: cube.R, Lo: 2, Hi: n / 2, Turns: 2}
	uw := cube.Move{Face: cube.U, Lo: 1, Hi: n / 2, Turns: 2}
	u := cube.Turn(cube.U, 2)
	return cube.Alg{r, u, r, uw, r, uw}
}

// keepsCentresLocked is keepsCentres while the tables may be in use by other
// searches: tracing fills the shared move tables.
func (g *geom) keepsCentresLocked(alg cube.Alg) bool {
	g.buildMu.Lock()
	defer g.buildMu.Unlock()
	return g.keepsCentres(alg)
}
