package optimal

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// nibbles is a table of 4-bit distances, eight to a word. While it is being
// built it is read and written atomically (two rows may share a word); the
// search only reads it.
type nibbles []uint32

// unknownDist marks an entry the build has not reached yet.
const unknownDist = 0xF

func newNibbles(n int) nibbles {
	t := make(nibbles, (n+7)/8)
	adviseHugePages(t)
	for i := range t {
		t[i] = 0xFFFFFFFF
	}
	return t
}

// at reads entry i (search time: no writers).
func (t nibbles) at(i int) int { return int(t[i>>3]>>(uint(i&7)*4)) & 0xF }

func (t nibbles) load(i int) int {
	return int(atomic.LoadUint32(&t[i>>3])>>(uint(i&7)*4)) & 0xF
}

// setIfUnknown stores v at i unless the entry is known already, and reports
// whether it stored.
func (t nibbles) setIfUnknown(i, v int) bool {
	w, sh := &t[i>>3], uint(i&7)*4
	for {
		old := atomic.LoadUint32(w)
		if old>>sh&0xF != unknownDist {
			return false
		}
		if atomic.CompareAndSwapUint32(w, old, old&^(0xF<<sh)|uint32(v)<<sh) {
			return true
		}
	}
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
}

// buildPrune fills a distance table breadth first from the solved state
// (row 0, twist 0). Each depth is found forward (expanding the entries at
// depth d) while they are few, else backward (testing every unknown entry
// for a neighbour at depth d), on every core. report gets the fraction of
// entries known after each depth. With stopAfter > 0 it stops once every
// entry up to that depth is known: the others stay unknownDist, and the
// fraction reported is that of the depths (the unknown ones may be most
// of the table).
func buildPrune(ctx context.Context, mt *moveTables, sh pruneShape, stopAfter int, report func(float64)) (nibbles, error) {
	total := sh.rows * nTwist
	t := newNibbles(total)
	setClass := func(row, col, v int) int {
		n := 0
		for k, stab := 0, sh.stab(row); stab != 0; k, stab = k+1, stab>>1 {
			if stab&1 != 0 && t.setIfUnknown(sh.twin(row, k)*nTwist+int(mt.twistConj[col*nSym+k]), v) {
				n++
			}
		}
		return n
	}
	known := int64(setClass(0, 0, 0))
	counts := []int64{known}
	workers := runtime.GOMAXPROCS(0)
	progress := func(d int, rowsDone int64) float64 {
		if stopAfter > 0 {
			return (float64(d) + float64(min(rowsDone, int64(sh.rows)))/float64(sh.rows)) / float64(stopAfter)
		}
		return float64(known) / float64(total)
	}
	for d := 0; known < int64(total) && (stopAfter == 0 || d < stopAfter); d++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		forward := counts[d] < (int64(total)-known)/4
		var next atomic.Int64
		var added atomic.Int64
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
							if i&7 == 0 && col+8 <= nTwist {
								// Skip whole words with nothing to do: the
								// early depths (all unknown) and the late
								// ones (all known) cost a load per 8 entries.
								w := atomic.LoadUint32(&t[i>>3])
								if (forward && w == 0xFFFFFFFF) || (!forward && w&(w>>1)&(w>>2)&(w>>3)&0x11111111 == 0) {
									col += 7
									continue
								}
							}
							v := t.load(i)
							if (forward && v != d) || (!forward && v != unknownDist) {
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
									if t.load(nrow[m]*nTwist+c2) == unknownDist {
										n += int64(setClass(nrow[m], c2, d+1))
									}
								} else if t.load(nrow[m]*nTwist+c2) == d {
									if t.setIfUnknown(i, d+1) {
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
			if report == nil {
				return
			}
			if stopAfter > 0 {
				report(progress(d, next.Load()))
			} else {
				report(float64(known+added.Load()) / float64(total))
			}
		})
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if added.Load() == 0 {
			break // unreachable entries (none for valid shapes): stop anyway
		}
		counts = append(counts, added.Load())
		known += added.Load()
		if report != nil {
			report(progress(d+1, 0))
		}
	}
	return t, nil
}

// fsShape is the phase-1 table: flip-slice class × twist.
func fsShape(mt *moveTables) pruneShape {
	return pruneShape{
		rows: len(mt.fsRep),
		step: func(row, m int) (int, int) {
			x := int(mt.fsRep[row])
			f, s := x%nFlip, x/nFlip
			y := int(mt.flipMove[f*nMoves+m]) + nFlip*int(mt.sliceMove[s*nMoves+m])
			cs := int(mt.fsClassSym[y])
			return cs / nSym, cs % nSym
		},
		stab: func(row int) uint16 { return mt.fsStab[row] },
		twin: func(row, k int) int { return row },
	}
}

// cornerShape is the corner table: corner permutation × twist, no symmetry.
func cornerShape(mt *moveTables) pruneShape {
	return pruneShape{
		rows: nCornPerm,
		step: func(row, m int) (int, int) { return int(mt.cornPermMove[row*nMoves+m]), 0 },
		stab: func(int) uint16 { return 1 },
		twin: func(row, _ int) int { return row },
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
