package reduction

import (
	"sync"

	"cubelab/cube"
)

// centreIndex lists, for one set of finished (locked) faces, the centre
// operations worth trying: those that bring at most one sticker into a
// finished face from elsewhere. An operation bringing more would need every
// one of them to have that face's colour already, which almost never holds,
// and skipping them keeps the later faces' steps fast.
type centreIndex struct {
	// byDest[p] lists the operations that move a sticker into centre p,
	// with where that sticker comes from: an operation can only gain at a
	// wrong sticker if what it brings there has the right colour.
	byDest [][]centreRef
	// cheap is byDest for the operations of at most centreSetupMaxCost
	// moves: the ones tried after setup turns.
	cheap [][]centreRef
	// cheapFace[f] is cheap for the operations that move centres of face
	// f: the only ones an outer turn of f before them changes.
	cheapFace [6][][]centreRef
	// cheapSetup[si] is cheap for the operations that move a sticker the
	// inner-layer setup si moves, for the setups allowed with this index.
	cheapSetup map[int][][]centreRef
	// parts[oi] splits operation oi's moved stickers by where they land.
	parts []centrePart
}

// centrePart is an operation's stickers split for one target face and set
// of locked faces: those landing on the target, those entering a locked face
// from another face, and those landing on another open face (with the faces
// they come from and go to). Stickers moving within a locked face are left
// out: a locked face is solved, so they stay right.
type centrePart struct {
	tFrom, tTo []int32
	tTF        []cube.Face
	lFrom, lTo []int32
	lTF        []cube.Face
	sFrom, sTo []int32
	sFF, sTF   []cube.Face
}

// centreMeta is what the beam needs of an operation beyond its stickers:
// the faces of its source and destination stickers and which faces it
// touches at all.
type centreMeta struct {
	fromFace, toFace []cube.Face
	touch            uint8
}

var centreIdxMu sync.Mutex

// centreMetas returns the per-operation face data, built once.
func (t *centreTables) centreMetas(g *geom) []centreMeta {
	centreIdxMu.Lock()
	defer centreIdxMu.Unlock()
	if t.meta != nil {
		return t.meta
	}
	meta := make([]centreMeta, len(t.ops))
	for oi := range t.ops {
		o := &t.ops[oi]
		m := &meta[oi]
		m.fromFace = make([]cube.Face, len(o.from))
		m.toFace = make([]cube.Face, len(o.to))
		for j := range o.from {
			m.fromFace[j] = g.faceOf[o.from[j]]
			m.toFace[j] = g.faceOf[o.to[j]]
			m.touch |= 1<<m.fromFace[j] | 1<<m.toFace[j]
		}
	}
	t.meta = meta
	return meta
}

// index returns the operation index for the locked faces in mask and the
// face being completed.
func (t *centreTables) index(g *geom, mask uint8, tmask uint8) *centreIndex {
	meta := t.centreMetas(g)
	centreIdxMu.Lock()
	defer centreIdxMu.Unlock()
	if t.byMask == nil {
		t.byMask = map[[2]uint8]*centreIndex{}
	}
	key := [2]uint8{mask, tmask}
	if x, ok := t.byMask[key]; ok {
		return x
	}
	x := &centreIndex{byDest: make([][]centreRef, g.nf), cheap: make([][]centreRef, g.nf), parts: make([]centrePart, len(t.ops))}
	for oi := range t.ops {
		m := &meta[oi]
		enter := 0
		for j := range m.toFace {
			if mask&(1<<m.toFace[j]) != 0 && m.fromFace[j] != m.toFace[j] {
				enter++
			}
		}
		if enter > 1 {
			continue
		}
		o := &t.ops[oi]
		pt := &x.parts[oi]
		for j := range o.to {
			from, to := o.from[j], o.to[j]
			ff, tf := m.fromFace[j], m.toFace[j]
			switch {
			case tmask&(1<<tf) != 0:
				pt.tFrom = append(pt.tFrom, from)
				pt.tTo = append(pt.tTo, to)
				pt.tTF = append(pt.tTF, tf)
			case mask&(1<<tf) != 0:
				if ff != tf {
					pt.lFrom = append(pt.lFrom, from)
					pt.lTo = append(pt.lTo, to)
					pt.lTF = append(pt.lTF, tf)
				}
			default:
				pt.sFrom = append(pt.sFrom, from)
				pt.sTo = append(pt.sTo, to)
				if tmask&(1<<ff) != 0 || mask&(1<<ff) != 0 {
					ff = noFace // leaving it loses nothing the side score counts
				}
				pt.sFF = append(pt.sFF, ff)
				pt.sTF = append(pt.sTF, tf)
			}
		}
		for j, p := range o.to {
			if tmask&(1<<m.toFace[j]) != 0 {
				x.byDest[p] = append(x.byDest[p], centreRef{op: int32(oi), from: o.from[j]})
				if o.cost <= t.setupMaxCost() {
					ref := centreRef{op: int32(oi), from: o.from[j]}
					x.cheap[p] = append(x.cheap[p], ref)
					for f := range x.cheapFace {
						if m.touch&(1<<f) != 0 {
							if x.cheapFace[f] == nil {
								x.cheapFace[f] = make([][]centreRef, g.nf)
							}
							x.cheapFace[f][p] = append(x.cheapFace[f][p], ref)
						}
					}
				}
			}
		}
	}
	x.cheapSetup = map[int][][]centreRef{}
	for si := range t.bsetups {
		s := &t.bsetups[si]
		if s.axis < 0 || !s.allowed(mask, tmask) {
			continue
		}
		refs := make([][]centreRef, g.nf)
		for p, list := range x.cheap {
			for _, ref := range list {
				for _, f := range t.ops[ref.op].from {
					if s.moves[f] {
						refs[p] = append(refs[p], ref)
						break
					}
				}
			}
		}
		x.cheapSetup[si] = refs
	}
	t.byMask[key] = x
	return x
}

// lockMask is the bit set of the locked faces.
func lockMask(locked *[6]bool) uint8 {
	var m uint8
	for f, l := range locked {
		if l {
			m |= 1 << f
		}
	}
	return m
}

// gains is centreGains using the split stickers: the target's gain first,
// so most operations are dismissed after a few lookups.
//
// It gives up (!ok) as soon as the target gain cannot reach need.
func (pt *centrePart) gains(st []cube.Face, col *[7]cube.Face, need int) (gain, side int, ok bool) {
	tTo, tTF := pt.tTo, pt.tTF[:len(pt.tTo)]
	left := len(tTo)
	for j, from := range pt.tFrom[:len(tTo)] {
		want := col[tTF[j]]
		if st[from] == want {
			gain++
		}
		if st[tTo[j]] == want {
			gain--
		}
		left--
		if gain+left < need {
			return gain, 0, false
		}
	}
	if gain <= 0 {
		return gain, 0, false
	}
	for j, from := range pt.lFrom {
		if st[from] != col[pt.lTF[j]] {
			return 0, 0, false
		}
	}
	sTF, sFF := pt.sTF, pt.sFF[:len(pt.sFrom)]
	sTF = sTF[:len(pt.sFrom)]
	for j, from := range pt.sFrom {
		v := st[from]
		if v == col[sTF[j]] {
			side++
		}
		if v == col[sFF[j]] {
			side--
		}
	}
	return gain, side, true
}

// noFace stands for "no face" in centrePart.sFF; colours extended with it
// map it to a value no sticker has.
const noFace cube.Face = 6

// extendCol returns col with noFace added.
func extendCol(col [6]cube.Face) [7]cube.Face {
	var x [7]cube.Face
	copy(x[:], col[:])
	x[noFace] = 255
	return x
}

// centreRef is an operation moving a sticker from centre from.
type centreRef struct{ op, from int32 }

// centreSetup is a setup the beam tries before an operation: an outer turn,
// or, while every finished and target face lies on one axis, a turn of inner
// layers of that axis. Those leave the faces on the axis alone and line up
// the stickers of the four around it, so a later slice brings in more at once.
type centreSetup struct {
	setup
	touch uint8  // faces whose centres it moves
	axis  int    // axis of an inner-layer setup, -1 for outer turns
	moves []bool // the centres an inner-layer setup moves
	cost  int    // in OBTM
}

// centreSetups returns the outer setups followed by the inner-layer ones,
// built once with the tables (destOf is not safe for concurrent use).
func (g *geom) centreSetups(outer []setup) []centreSetup {
	var out []centreSetup
	for _, s := range outer {
		cs := centreSetup{setup: s, axis: -1, cost: s.alg.OBTM(g.n)}
		if s.alg != nil {
			cs.touch = 1 << s.alg[0].Face
		}
		out = append(out, cs)
	}
	for _, af := range axisFaces {
		for _, m := range centreRanges(g.n, af, false, g.n-2) {
			cs := centreSetup{setup: setup{alg: cube.Alg{m}, dest: g.destOf(m)}, axis: af.Axis(), moves: make([]bool, g.nf), cost: cube.Alg{m}.OBTM(g.n)}
			for i, d := range cs.dest {
				if int32(i) != d && g.isCentre[i] {
					cs.moves[i] = true
				}
			}
			for _, f := range cube.Faces {
				if f.Axis() != af.Axis() {
					cs.touch |= 1 << f
				}
			}
			out = append(out, cs)
		}
	}
	return out
}

// allowed reports whether setup s may come before an operation at a node
// with locked faces mask and target faces tmask.
func (s *centreSetup) allowed(mask, tmask uint8) bool {
	if s.axis < 0 {
		return mask&s.touch == 0
	}
	return (mask|tmask)&s.touch == 0
}
