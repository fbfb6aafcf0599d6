package fourstage

import (
	"context"
	"fmt"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// Stage 3's edge coordinate rho is a permutation of 12 labels packed four
// bits each: rho(i) is the label of the orbit B slot holding the partner of
// the wing in orbit A's slot i, where B's slot i is the home of the partner
// of A's slot i's wing. Edges are paired when rho is the identity. Stage 3
// moves only ever change rho by an even permutation, so 12!/2 pairings are
// reachable.
//
// The pruning table holds every one of them at its exact distance (four
// bits), indexed like TPR's Edge3: A's slots 0-3 are the four wings of the
// edges between R and L (the M slice); the symmetries that keep the R/L
// axis and each wing orbit (eight, with reflections) conjugate rho and
// keep that set of labels, so they act on the tuple rho(0..3); a tuple's
// class under them (1538 classes of 11880 tuples) times the rank of
// rho(4..11) (8!/2 = 20160, the last two fixed by the parity) once the
// tuple is its class's representative makes the index: 31 million entries,
// 15.5 MB. A state whose representative tuple some symmetry fixes has
// several indices; the table holds the distance at all of them.

// identityRho is rho of paired edges.
const identityRho uint64 = 0xba9876543210

// nRest is the number of ranks of rho(4..11) for a given tuple.
const nRest = 20160

// noClass marks 16-bit values that are no tuple of distinct labels.
const noClass = ^uint16(0)

// edgePrune is the exact pairing distance table and its index.
type edgePrune struct {
	// conj[k] conjugates rho by symmetry k (conj[0] is the identity);
	// inv[k] is the symmetry undoing k.
	conj []*nibbleMap
	inv  []int
	// conjA is conj read a label at a time (index's, which is the
	// search's; by value, to save a load).
	conjA [16]placeMap
	// tupleSym, by rho's low 16 bits: class<<4 | the symmetry taking the
	// tuple to the class's representative (16 bits, so that the search's
	// reads stay in cache).
	tupleSym []uint16
	// rep, repPar and stab, by class: the representative tuple, the parity
	// of its Lehmer digits, and the symmetries (bit k) but the identity
	// that fix it.
	rep    []uint16
	repPar []uint8
	stab   []uint16
	// repUsed, by class: the labels of the representative tuple as a mask.
	repUsed []uint16
	// dist holds eight four-bit distances a word (15: unreached while
	// building).
	dist []uint32
}

// newEdgePrune sets up the index for the symmetries given as permutations
// of the labels (the first the identity); the table is left empty.
func newEdgePrune(syms [][12]uint8) (*edgePrune, error) {
	e := &edgePrune{tupleSym: make([]uint16, 1<<16)}
	for _, s := range syms {
		// index relies on each symmetry keeping places 0-3 (and so
		// 4-11) among themselves.
		for i, v := range s {
			if i < 4 != (v < 4) {
				return nil, fmt.Errorf("fourstage: edge symmetry %v moves the M slice's places (internal error)", s)
			}
		}
		e.conj = append(e.conj, newNibbleMap(&s, &s))
		if len(e.conj) <= len(e.conjA) { // more are an error below
			e.conjA[len(e.conj)-1] = *newPlaceMap(&s, &s)
		}
	}
	for _, s := range syms {
		var si [12]uint8
		for i, v := range s {
			si[v] = uint8(i)
		}
		k := -1
		for j, o := range syms {
			if o == si {
				k = j
			}
		}
		if k < 0 {
			return nil, fmt.Errorf("fourstage: the edge symmetries are no group (internal error)")
		}
		e.inv = append(e.inv, k)
	}
	for i := range e.tupleSym {
		e.tupleSym[i] = noClass
	}
	for a := 0; a < 12; a++ {
		for b := 0; b < 12; b++ {
			for c := 0; c < 12; c++ {
				for d := 0; d < 12; d++ {
					if a == b || a == c || a == d || b == c || b == d || c == d {
						continue
					}
					t := uint64(a | b<<4 | c<<8 | d<<12)
					if e.tupleSym[t] != noClass {
						continue
					}
					cls := uint16(len(e.rep))
					var stab uint16
					for k, m := range e.conj {
						t2 := m.apply(t) & 0xffff
						if t2 == t && k > 0 {
							stab |= 1 << k
						}
						if e.tupleSym[t2] == noClass {
							e.tupleSym[t2] = cls<<4 | uint16(e.inv[k])
						}
					}
					// The Lehmer digits of a, b, c, d: a has a smaller
					// labels unused, b one fewer if a < b, and so on.
					par := a + b + c + d
					for _, x := range [][2]int{{a, b}, {a, c}, {b, c}, {a, d}, {b, d}, {c, d}} {
						if x[0] < x[1] {
							par--
						}
					}
					e.rep = append(e.rep, uint16(t))
					e.repUsed = append(e.repUsed, uint16(1<<a|1<<b|1<<c|1<<d))
					e.repPar = append(e.repPar, uint8(par&1))
					e.stab = append(e.stab, stab)
				}
			}
		}
	}
	if len(e.rep) >= 1<<12-1 || len(e.conj) > 16 {
		return nil, fmt.Errorf("fourstage: %d edge classes, %d symmetries: too many for the index (internal error)", len(e.rep), len(e.conj))
	}
	return e, nil
}

// size is the number of indices.
func (e *edgePrune) size() int { return len(e.rep) * nRest }

// canon returns rho's class and rho conjugated so that its tuple is the
// class's representative.
func (e *edgePrune) canon(rho uint64) (int, uint64) {
	ts := e.tupleSym[rho&0xffff]
	if k := ts & 15; k != 0 {
		rho = e.conj[k].apply(rho)
	}
	return int(ts >> 4), rho
}

// restRank ranks rho(4..9) among the labels rho(0..3) leaves (rho(10) and
// rho(11) follow from the parity).
func restRank(rho uint64) int {
	return restRankUsed(rho, uint32(1)<<(rho&15)|1<<(rho>>4&15)|1<<(rho>>8&15)|1<<(rho>>12&15))
}

// restRankUsed is restRank given the labels rho(0..3) as a mask (rho's low
// 16 bits are not read). It is unrolled, as the search ranks a node's
// every child: a digit is the labels below rho(i) that no earlier place
// uses.
func restRankUsed(rho uint64, used uint32) int {
	v4 := uint32(rho>>16) & 15
	d4 := v4 - uint32(bits.OnesCount32(used&(1<<v4-1)))
	used |= 1 << v4
	v5 := uint32(rho>>20) & 15
	d5 := v5 - uint32(bits.OnesCount32(used&(1<<v5-1)))
	used |= 1 << v5
	v6 := uint32(rho>>24) & 15
	d6 := v6 - uint32(bits.OnesCount32(used&(1<<v6-1)))
	used |= 1 << v6
	v7 := uint32(rho>>28) & 15
	d7 := v7 - uint32(bits.OnesCount32(used&(1<<v7-1)))
	used |= 1 << v7
	v8 := uint32(rho>>32) & 15
	d8 := v8 - uint32(bits.OnesCount32(used&(1<<v8-1)))
	used |= 1 << v8
	v9 := uint32(rho>>36) & 15
	d9 := v9 - uint32(bits.OnesCount32(used&(1<<v9-1)))
	// The mixed radix 8, 7, 6, 5, 4, 3 as a sum, not a chain of
	// multiplications.
	return int(d4*2520 + d5*360 + d6*60 + d7*12 + d8*3 + d9)
}

// index returns rho's index in the table. It is canon and restRank with
// less work: the symmetries map places 0-3 among themselves (see
// newEdgePrune), so the conjugated tuple is the representative's, known
// by its class (repUsed), and only places 4-11 are conjugated, even by the
// identity (symmetry 0), as a branch on it would be mispredicted.
func (e *edgePrune) index(rho uint64) int {
	ts := e.tupleSym[rho&0xffff]
	c := int(ts >> 4)
	return c*nRest + restRankUsed(e.conjA[ts&15].applyHigh(rho), uint32(e.repUsed[c]))
}

// unrank returns the rho at an index (its tuple its class's representative).
func (e *edgePrune) unrank(idx int) uint64 {
	c, r := idx/nRest, idx%nRest
	rho := uint64(e.rep[c])
	used := uint32(1)<<(rho&15) | 1<<(rho>>4&15) | 1<<(rho>>8&15) | 1<<(rho>>12&15)
	var digit [10]int
	for i := 9; i >= 4; i-- {
		digit[i] = r % (12 - i)
		r /= 12 - i
	}
	par := int(e.repPar[c])
	for i := 4; i < 10; i++ {
		par += digit[i]
		free := ^used & 0xfff
		for k := 0; k < digit[i]; k++ {
			free &= free - 1
		}
		v := bits.TrailingZeros32(free)
		rho |= uint64(v) << (4 * i)
		used |= 1 << v
	}
	free := ^used & 0xfff
	lo := bits.TrailingZeros32(free)
	hi := bits.TrailingZeros32(free &^ (1 << lo))
	if par&1 == 1 { // the last two out of order make the whole even
		lo, hi = hi, lo
	}
	return rho | uint64(lo)<<40 | uint64(hi)<<44
}

// readAll sets each child's idx and d (its index and distance), in a
// function of its own: calling index from a loop in the search's dfs
// costs dfs its registers around each call (measured 7% slower), and
// reading the table in a loop apart lets the children's cache misses
// overlap.
func (e *edgePrune) readAll(kids []child3) {
	for i := range kids {
		kids[i].idx = int32(e.index(kids[i].rho))
	}
	for i := range kids {
		kids[i].d = uint8(e.get(int(kids[i].idx)))
	}
}

// get returns the distance at an index (after the build).
func (e *edgePrune) get(i int) int { return int(e.dist[i>>3] >> (4 * (i & 7)) & 15) }

// load and trySet read and write the table while the build's workers share
// it.
func (e *edgePrune) load(i int) int {
	return int(atomic.LoadUint32(&e.dist[i>>3]) >> (4 * (i & 7)) & 15)
}

// trySet sets an unreached index to d and reports whether it did.
func (e *edgePrune) trySet(i, d int) bool {
	p, sh := &e.dist[i>>3], 4*(i&7)
	for {
		old := atomic.LoadUint32(p)
		if old>>sh&15 != 15 {
			return false
		}
		if atomic.CompareAndSwapUint32(p, old, old&^(15<<sh)|uint32(d)<<sh) {
			return true
		}
	}
}

// edgeDist returns rho's exact pairing distance in stage 3 moves.
func (t *tables) edgeDist(rho uint64) int { return t.edges.get(t.edges.index(rho)) }

// fill builds the table by breadth-first search from the identity over the
// given moves, on all cores: a layer either expands every entry at the last
// distance (forward) or, once fewer entries are left unreached than were
// just reached, looks from every unreached entry for a neighbour at the
// last distance (backward, which stops at the first). progress, if set, is
// called on the calling goroutine with the fraction of entries reached.
func (e *edgePrune) fill(ctx context.Context, moves []*nibbleMap, progress func(float64)) error {
	n := e.size()
	e.dist = make([]uint32, (n+7)/8)
	for i := range e.dist {
		e.dist[i] = ^uint32(0)
	}
	var reached atomic.Int64
	reached.Add(e.setClass(identityRho, 0))
	last := reached.Load()
	workers := runtime.GOMAXPROCS(0)
	const chunk = 1 << 12 // words
	for d := 0; reached.Load() < int64(n); d++ {
		if d >= 15 {
			return fmt.Errorf("fourstage: edge pairings %d moves away (internal error)", d)
		}
		backward := 3*last > int64(n)-reached.Load()
		before := reached.Load()
		var next atomic.Int64
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					lo := int(next.Add(chunk)) - chunk
					if lo >= len(e.dist) || ctx.Err() != nil {
						return
					}
					hi := min(lo+chunk, len(e.dist))
					var got int64
					if backward {
						got = e.layerBackward(moves, lo, hi, n, d)
					} else {
						got = e.layerForward(moves, lo, hi, n, d)
					}
					reached.Add(got)
				}
			}()
		}
		done := make(chan struct{})
		go func() { wg.Wait(); close(done) }()
		tick := time.NewTicker(200 * time.Millisecond)
	wait:
		for {
			select {
			case <-done:
				break wait
			case <-tick.C:
				if progress != nil {
					progress(float64(reached.Load()) / float64(n))
				}
			}
		}
		tick.Stop()
		if err := ctx.Err(); err != nil {
			return err
		}
		last = reached.Load() - before
		debugf("edge layer %d backward %v: %d", d+1, backward, last)
		if last == 0 {
			return fmt.Errorf("fourstage: %d edge pairings unreached (internal error)", int64(n)-reached.Load())
		}
	}
	if progress != nil {
		progress(1)
	}
	return nil
}

// setClass sets rho's entries (its class representative's and those of
// the symmetries fixing the representative) to d where unreached, and
// returns how many it set. They are set together, so when the
// representative's entry is reached already it sets none.
func (e *edgePrune) setClass(rho uint64, d int) int64 {
	c, r := e.canon(rho)
	if !e.trySet(c*nRest+restRank(r), d) {
		return 0
	}
	got := int64(1)
	for s := e.stab[c]; s != 0; s &= s - 1 {
		if e.trySet(c*nRest+restRank(e.conj[bits.TrailingZeros16(s)].apply(r)), d) {
			got++
		}
	}
	return got
}

// layerForward expands the entries at distance d among words lo..hi.
func (e *edgePrune) layerForward(moves []*nibbleMap, lo, hi, n, d int) int64 {
	var got int64
	for w := lo; w < hi; w++ {
		word := atomic.LoadUint32(&e.dist[w])
		for k := 0; k < 8; k++ {
			if int(word>>(4*k)&15) != d {
				continue
			}
			rho := e.unrank(8*w + k)
			for _, m := range moves {
				got += e.setClass(m.apply(rho), d+1)
			}
		}
	}
	return got
}

// layerBackward sets the unreached entries among words lo..hi that have a
// neighbour at distance d to d+1.
func (e *edgePrune) layerBackward(moves []*nibbleMap, lo, hi, n, d int) int64 {
	var got int64
	for w := lo; w < hi; w++ {
		word := atomic.LoadUint32(&e.dist[w])
		for k := 0; k < 8; k++ {
			i := 8*w + k
			if word>>(4*k)&15 != 15 || i >= n {
				continue
			}
			rho := e.unrank(i)
			for _, m := range moves {
				if e.load(e.index(m.apply(rho))) == d {
					if e.trySet(i, d+1) {
						got++
					}
					break
				}
			}
		}
	}
	return got
}

// nibbleMap applies one of rho's transformations, out(pa[i]) = pb(rho(i)),
// a byte (two labels) at a time: a move (pa, pb: where it takes orbit A's
// and orbit B's labels) or a conjugation by a symmetry (pa = pb).
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

// placeMap is a nibbleMap read a label at a time: 16 entries a place, so
// that a move's map is 1.5 KB and the search's all stay in the first level
// cache, where nibbleMap's byte tables (12 KB a move) do not.
type placeMap [12][16]uint64

func newPlaceMap(pa, pb *[12]uint8) *placeMap {
	m := &placeMap{}
	for i := 0; i < 12; i++ {
		for v := 0; v < 12; v++ {
			m[i][v] = uint64(pb[v]) << (4 * pa[i])
		}
	}
	return m
}

func (m *placeMap) apply(rho uint64) uint64 {
	return m[0][rho&15] | m[1][rho>>4&15] | m[2][rho>>8&15] | m[3][rho>>12&15] |
		m[4][rho>>16&15] | m[5][rho>>20&15] | m[6][rho>>24&15] | m[7][rho>>28&15] |
		m[8][rho>>32&15] | m[9][rho>>36&15] | m[10][rho>>40&15] | m[11][rho>>44&15]
}

// applyHigh is apply for a map taking places 4-11 among themselves: it
// returns those places of the result (places 0-3 left clear).
func (m *placeMap) applyHigh(rho uint64) uint64 {
	return m[4][rho>>16&15] | m[5][rho>>20&15] | m[6][rho>>24&15] | m[7][rho>>28&15] |
		m[8][rho>>32&15] | m[9][rho>>36&15] | m[10][rho>>40&15] | m[11][rho>>44&15]
}
