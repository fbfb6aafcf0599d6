package fiveedges

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Phase B's joint edge table: the exact distance over the whole edge
// coordinate (m, h, l), 70·1680·1680 = 197,568,000 positions (H4 reaches
// every one; at most 14 moves apart), where the three edge views' tables
// each see a projection. Phase B's solutions are about 12 moves and the
// joint distance averages about 11.3, so it prunes nearly all the search:
// on TestPhaseBMeasure's 30 inputs 426,000 nodes a solve became 54,000,
// and 400 ms 43 ms.
//
// It is stored as the distance mod 3 in two bits (mod3.go), 49.4 MB.

// bNJoint is the joint edge coordinate's size.
const bNJoint = bNComb * bNPerm * bNPerm

// jointIndex is e's joint edge coordinate.
func jointIndex(e *bEdges) int {
	return (int(e.m)*bNPerm+int(e.h))*bNPerm + int(e.l)
}

// moveEdges is e after H4 move j.
func (t *bTables) moveEdges(e *bEdges, j int) bEdges {
	m := int(e.m)
	return bEdges{
		m:  t.mMove[m*bNMoves+j],
		h:  t.hMove[(m*bNPerm+int(e.h))*bNMoves+j],
		l:  t.lMove[(m*bNPerm+int(e.l))*bNMoves+j],
		hc: t.hcMove[int(e.hc)*bNMoves+j],
		hl: t.hlMove[(int(e.hc)*bNPerm+int(e.hl))*bNMoves+j],
	}
}

// jointDist is the exact joint distance of e, found by walking down to
// the goal a move at a time (at most 14 moves, each trying at most 16):
// about the cost of a few hundred search nodes, paid once a start. It is
// -1 for a position the table does not reach.
func (t *bTables) jointDist(e bEdges) int {
	d := 0
	for jointIndex(&e) != t.jointGoal {
		v := t.joint.get(jointIndex(&e))
		if v == mod3Unreached || d > bMaxDepth {
			return -1
		}
		down := (v + 2) % 3
		next := false
		for j := range bNMoves {
			f := t.moveEdges(&e, j)
			if t.joint.get(jointIndex(&f)) == down {
				e, next = f, true
				break
			}
		}
		if !next {
			return -1
		}
		d++
	}
	return d
}

// buildJoint fills the joint table by breadth-first search from the goal
// on every core: forward from the layer while it is small, then from the
// unreached side (a position one move from the layer is in the next). A
// block of positions sharing (m, h) moves, for each move, into one block
// (m', h'), so both sweeps go block by block and their reads stay near
// each other.
func (t *bTables) buildJoint() mod3Table {
	tab := newMod3Table(bNJoint)
	tab.trySet(t.jointGoal, 0)
	const nBlocks = bNComb * bNPerm
	workers := max(1, runtime.GOMAXPROCS(0))
	layer, left := 1, bNJoint-1
	for d := 0; layer > 0; d++ {
		cur, next := uint32(d%3), uint32((d+1)%3)
		forward := layer < left/4
		var count atomic.Int64
		var wg sync.WaitGroup
		var blockNo atomic.Int64
		for range workers {
			wg.Go(func() {
				var dest [bNMoves]int
				n := 0
				for {
					b := int(blockNo.Add(64)) - 64
					if b >= nBlocks {
						break
					}
					for blk := b; blk < min(b+64, nBlocks); blk++ {
						m, h := blk/bNPerm, blk%bNPerm
						for j := range bNMoves {
							dest[j] = (int(t.mMove[m*bNMoves+j])*bNPerm + int(t.hMove[(m*bNPerm+h)*bNMoves+j])) * bNPerm
						}
						base := blk * bNPerm
						lRow := t.lMove[m*bNPerm*bNMoves:]
						for l := range bNPerm {
							v := tab.load(base + l)
							if forward {
								if v != cur {
									continue
								}
								for j := range bNMoves {
									if tab.trySet(dest[j]+int(lRow[l*bNMoves+j]), next) {
										n++
									}
								}
								continue
							}
							if v != mod3Unreached {
								continue
							}
							for j := range bNMoves {
								if tab.load(dest[j]+int(lRow[l*bNMoves+j])) == cur {
									tab.trySet(base+l, next)
									n++
									break
								}
							}
						}
					}
				}
				count.Add(int64(n))
			})
		}
		wg.Wait()
		layer = int(count.Load())
		left -= layer
	}
	return tab
}
