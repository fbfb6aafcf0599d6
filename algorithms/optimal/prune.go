package optimal

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// nibbles is a table of 4-bit distances, eight to a word, as the search
// reads it.
type nibbles []uint32

// at reads entry i.
func (t nibbles) at(i int) int { return int(t[i>>3]>>(uint(i&7)*4)) & 0xF }

// cells is a distance table being built, read and written atomically (two
// rows may share a word): 4-bit entries holding the distance, or 2-bit
// ones holding it modulo 3 (buildPrune's mod3; the all-ones entry marks
// one not reached yet either way).
type cells struct {
	w    []uint32
	bits uint   // 4 or 2
	lg   uint   // log2 of the entries a word holds: 3 or 4
	mask uint32 // 1<<bits - 1, also the unknown mark
	// low has the lowest bit of every entry of a word set.
	low uint32
}

func newCells(n int, bits uint) cells {
	c := cells{bits: bits, lg: 3, mask: 0xF, low: 0x11111111}
	if bits == 2 {
		c.lg, c.mask, c.low = 4, 3, 0x55555555
	}
	c.w = make([]uint32, (n+(1<<c.lg)-1)>>c.lg)
	adviseHugePages(c.w)
	for i := range c.w {
		c.w[i] = 0xFFFFFFFF
	}
	return c
}

func (c cells) unknown() int { return int(c.mask) }

func (c cells) load(i int) int {
	return int(atomic.LoadUint32(&c.w[i>>c.lg])>>(uint(i&(1<<c.lg-1))*c.bits)) & int(c.mask)
}

// setIfUnknown stores v at i unless the entry is known already, and reports
// whether it stored.
func (c cells) setIfUnknown(i, v int) bool {
	w, sh := &c.w[i>>c.lg], uint(i&(1<<c.lg-1))*c.bits
	for {
		old := atomic.LoadUint32(w)
		if old>>sh&c.mask != c.mask {
			return false
		}
		if atomic.CompareAndSwapUint32(w, old, old&^(c.mask<<sh)|uint32(v)<<sh) {
			return true
		}
	}
}

// anyUnknown reports whether word x has an entry not reached yet.
func (c cells) anyUnknown(x uint32) bool {
	all := x
	for j := uint(1); j < c.bits; j++ {
		all &= x >> j
	}
	return all&c.low != 0
}

// pruneShape describes a pruning table of rows × nTwist entries: a row is a
// symmetry class of some coordinate (or a raw coordinate when there are no
// symmetries), the column the corner twist, conjugated by the symmetry that
// takes the row's coordinate to its representative.
type pruneShape struct {
	rows int
	// step gives, for a row and a move, the row reached and the symmetry
	// to conjugate the moved twist by.
	step func(row, m int) (int, int)
	// stab is the mask of the symmetries S_k that fix the row's
	// representative (bit 0, the identity, always set), and twin(row, k)
	// for those k the row2 such that entry (row, t) and entry (row2, t
	// conjugated by k) name the same states. (A callback here would be a
	// closure allocated at every entry the build sets, billions of them,
	// and the garbage would let the heap grow to twice the table.)
	stab func(row int) uint16
	twin func(row, k int) int
	// depthCost is the time each depth's step took in a measured build
	// (any unit): what progress is reported by, as the early depths are
	// a large share of the time but a tiny one of the entries.
	depthCost []float64
}

// buildPrune fills a distance table breadth first from the solved state
// (row 0, twist 0), of 4-bit entries (the distances), or with mod3 of
// 2-bit ones (the distances modulo 3: a forward step expands the entries
// of depth d and those of d-3, d-6, whose neighbours are all known
// already, and a backward one tests a neighbour of an unknown entry,
// which is at depth d or more, so one of the residue of d is at d). Each
// depth is found forward (expanding the entries at depth d) while they
// are few, else backward (testing every unknown entry for a neighbour at
// depth d), on every core. report gets the fraction of entries known
// after each depth. With stopAfter > 0 it stops once every entry up to
// that depth is known: the others stay unknown (all ones), and the
// fraction reported is that of the depths (the unknown ones may be most
// of the table); with mod3 the entries of depth d-1 and less are then
// first relabelled to one residue, so that the ones at stopAfter-1 and
// stopAfter and those before stay apart (packTrits' tritOf10 reads them).
func buildPrune(ctx context.Context, mt *moveTables, sh pruneShape, mod3 bool, stopAfter int, report func(float64)) (cells, error) {
	return newPruneBuild(mt, sh, mod3, stopAfter).run(ctx, report)
}

// pruneBuild is buildPrune's work, kept between runs: a run that ctx stops
// keeps the depths done and the entries found so far (every entry set is
// final: it is set once, to its distance), so the next run resumes at the
// depth it stopped in rather than from the start.
type pruneBuild struct {
	mt        *moveTables
	sh        pruneShape
	mod3      bool
	stopAfter int

	t          cells   // nil words: not started
	d          int     // the depth being worked on
	known      int64   // entries known before depth d
	counts     []int64 // entries at each depth found
	partial    int64   // entries of depth d+1 found by a stopped run
	relabelled bool    // the mod3 relabelling before depth stopAfter-1 is done
}

func newPruneBuild(mt *moveTables, sh pruneShape, mod3 bool, stopAfter int) *pruneBuild {
	return &pruneBuild{mt: mt, sh: sh, mod3: mod3, stopAfter: stopAfter}
}

// progress is the fraction of the build done in depth d with rowsDone
// rows of it worked: by depth and rows with stopAfter, else by the shape's
// measured time per depth, else by the entries known.
func (b *pruneBuild) progress(d int, rowsDone, added int64) float64 {
	rows := float64(min(rowsDone, int64(b.sh.rows))) / float64(b.sh.rows)
	if b.stopAfter > 0 {
		return (float64(d) + rows) / float64(b.stopAfter)
	}
	if w := b.sh.depthCost; d < len(w) {
		var done, all float64
		for i, c := range w {
			if i < d {
				done += c
			}
			all += c
		}
		return (done + rows*w[d]) / all
	}
	return float64(b.known+added) / float64(b.sh.rows*nTwist)
}

// run builds the table on from where the last run stopped.
func (b *pruneBuild) run(ctx context.Context, report func(float64)) (cells, error) {
	mt, sh, mod3, stopAfter := b.mt, b.sh, b.mod3, b.stopAfter
	total := sh.rows * nTwist
	bits := uint(4)
	if mod3 {
		bits = 2
	}
	enc := func(d int) int {
		if mod3 {
			return d % 3
		}
		return d
	}
	if b.t.w == nil {
		b.t = newCells(total, bits)
		b.d, b.partial, b.relabelled = 0, 0, false
	}
	t := b.t
	unknown := t.unknown()
	per := 1 << t.lg // entries a word
	setClass := func(row, col, v int) int {
		n := 0
		for k, stab := 0, sh.stab(row); stab != 0; k, stab = k+1, stab>>1 {
			if stab&1 != 0 && t.setIfUnknown(sh.twin(row, k)*nTwist+int(mt.twistConj[col*nSym+k]), v) {
				n++
			}
		}
		return n
	}
	if b.counts == nil {
		b.known = int64(setClass(0, 0, 0))
		b.counts = []int64{b.known}
	}
	workers := runtime.GOMAXPROCS(0)
	for ; b.known < int64(total) && (stopAfter == 0 || b.d < stopAfter); b.d++ {
		d := b.d
		if err := ctx.Err(); err != nil {
			return cells{}, err
		}
		if mod3 && stopAfter > 0 && d == stopAfter-1 && !b.relabelled {
			if err := t.relabel(ctx, enc(d+1), enc(d+2)); err != nil {
				b.t = cells{} // half relabelled: start over next time
				b.counts = nil
				return cells{}, err
			}
			b.relabelled = true
		}
		forward := b.counts[d] < (int64(total)-b.known)/4
		dv, nv := enc(d), enc(d+1)
		var next atomic.Int64
		var added atomic.Int64
		added.Store(b.partial)
		var wg sync.WaitGroup
		const chunk = 64
		for range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var nrow, nsym [nMoves]int
				for {
					lo := int(next.Add(chunk)) - chunk
					if lo >= sh.rows || ctx.Err() != nil {
						break
					}
					var n int64
					for row := lo; row < min(lo+chunk, sh.rows); row++ {
						stepped := false // the row's moves, worked out when first needed
						base := row * nTwist
						for col := 0; col < nTwist; col++ {
							i := base + col
							if i&(per-1) == 0 && col+per <= nTwist {
								// Skip whole words with nothing to do: the
								// early depths (all unknown) and the late
								// ones (all known) cost a load per word.
								w := atomic.LoadUint32(&t.w[i>>t.lg])
								if (forward && w == 0xFFFFFFFF) || (!forward && !t.anyUnknown(w)) {
									col += per - 1
									continue
								}
							}
							v := t.load(i)
							if (forward && v != dv) || (!forward && v != unknown) {
								continue
							}
							if !stepped {
								for m := range nMoves {
									nrow[m], nsym[m] = sh.step(row, m)
								}
								stepped = true
							}
							for m := range nMoves {
								c2 := int(mt.twistConj[int(mt.twistMove[col*nMoves+m])*nSym+nsym[m]])
								if forward {
									if t.load(nrow[m]*nTwist+c2) == unknown {
										n += int64(setClass(nrow[m], c2, nv))
									}
								} else if t.load(nrow[m]*nTwist+c2) == dv {
									if t.setIfUnknown(i, nv) {
										n++
									}
									break
								}
							}
						}
					}
					added.Add(n)
				}
			}()
		}
		waitReporting(&wg, 250*time.Millisecond, func() {
			if report != nil {
				report(b.progress(d, next.Load(), added.Load()))
			}
		})
		if err := ctx.Err(); err != nil {
			// The entries this run set stay (each is final); the next
			// run works this depth again, finding the rest.
			b.partial = added.Load()
			return cells{}, err
		}
		b.partial = 0
		if added.Load() == 0 {
			break // unreachable entries (none for valid shapes): stop anyway
		}
		b.counts = append(b.counts, added.Load())
		b.known += added.Load()
		if report != nil {
			report(b.progress(d+1, 0, 0))
		}
	}
	return t, nil
}

// fsStep is the flip-slice class its representative's moved by m lands in,
// and the symmetry S_k taking the moved state to that class's
// representative.
func (mt *moveTables) fsStep(class, m int) (int, int) {
	x := int(mt.fsRep[class])
	f, s := x%nFlip, x/nFlip
	y := int(mt.flipMove[f*nMoves+m]) + nFlip*int(mt.sliceMove[s*nMoves+m])
	cs := int(mt.fsClassSym[y])
	return cs / nSym, cs % nSym
}

// fsShape is the phase-1 table: flip-slice class × twist.
func fsShape(mt *moveTables) pruneShape {
	return pruneShape{
		rows: len(mt.fsRep),
		step: mt.fsStep,
		stab: func(row int) uint16 { return mt.fsStab[row] },
		twin: func(row, k int) int { return row },
		// ms per depth, a build on two busy cores (load 15; the
		// proportions are what matter; the commit that added this says how).
		depthCost: []float64{428, 358, 467, 250, 381, 1068, 1047, 5896, 17822, 27607, 1259, 627},
	}
}

// cornerShape is the corner table: corner permutation × twist, no symmetry.
func cornerShape(mt *moveTables) pruneShape {
	return pruneShape{
		rows: nCornPerm,
		step: func(row, m int) (int, int) { return int(mt.cornPermMove[row*nMoves+m]), 0 },
		stab: func(int) uint16 { return 1 },
		twin: func(row, _ int) int { return row },
		// ms per depth, measured as fsShape's.
		depthCost: []float64{155, 108, 150, 131, 291, 1030, 3237, 9147, 20488, 4972, 443},
	}
}

// waitReporting waits for wg, calling report every interval meanwhile, on
// the calling goroutine (front ends' progress callbacks expect one caller).
func waitReporting(wg *sync.WaitGroup, every time.Duration, report func()) {
	finished := make(chan struct{})
	go func() { wg.Wait(); close(finished) }()
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-finished:
			return
		case <-tick.C:
			report()
		}
	}
}

// relabel changes every 2-bit entry holding from to to, on every core.
func (c cells) relabel(ctx context.Context, from, to int) error {
	if c.bits != 2 {
		panic("optimal: relabel is for 2-bit cells")
	}
	pat := uint32(from) * 0x55555555
	return parallelRanges(ctx, len(c.w), func(lo, hi int) error {
		for i := lo; i < hi; i++ {
			x := atomic.LoadUint32(&c.w[i])
			y := x ^ pat
			hit := ^(y | y>>1) & 0x55555555 // the low bit of each entry equal to from
			atomic.StoreUint32(&c.w[i], x&^(hit*3)|hit*uint32(to))
		}
		return nil
	})
}

// parallelRanges calls fn on consecutive ranges of [0, n) on every core
// and returns the first error (or the context's).
func parallelRanges(ctx context.Context, n int, fn func(lo, hi int) error) error {
	const chunk = 1 << 16
	var next atomic.Int64
	errs := make(chan error, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				lo := int(next.Add(chunk)) - chunk
				if lo >= n {
					return
				}
				if err := ctx.Err(); err != nil {
					errs <- err
					return
				}
				if err := fn(lo, min(lo+chunk, n)); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	return <-errs
}
